"""Portuguese tables: decimal comma, "1.500" thousands."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, phrases, unit_forms, words

LANGUAGE: Final = NumberLanguage(
    code="pt",
    space_groups=True,
    hedges=phrases(
        "cerca de|aproximadamente|quase|mais de|menos de|uns|umas|por volta de|"
        "em torno de|até|pelo menos|no máximo|perto de"
    ),
    negations=phrases("não|nunca|em vez de|em lugar de|e não"),
    above=phrases("mais de|mais que|acima de|superior a|pelo menos"),
    below=phrases("menos de|menos que|abaixo de|inferior a|no máximo"),
    units=unit_forms(
        {
            "second": "segundo|segundos|seg",
            "minute": "minuto|minutos|min",
            "hour": "hora|horas",
            "day": "dia|dias",
            "week": "semana|semanas",
            "month": "mês|meses",
            "year": "ano|anos",
            "percent": "por cento|pontos percentuais",
            "degree": "grau|graus",
            "celsius": "graus celsius|graus centígrados",
            "metre": "metro|metros",
            "kilometre": "quilômetro|quilômetros|quilómetro|quilómetros",
            "centimetre": "centímetro|centímetros",
            "litre": "litro|litros",
            "ml": "mililitro|mililitros",
            "g": "grama|gramas",
            "kilogram": "quilograma|quilogramas|quilo|quilos",
            "tonne": "tonelada|toneladas",
            "euro": "euro|euros",
            "cent": "cêntimo|cêntimos|centavo|centavos",
            "watt": "watt|watts",
            "kwh": "quilowatt-hora",
            "times": "vezes",
        }
    ),
    weekdays=days(
        "segunda|segunda-feira|segundas",
        "terça|terça-feira",
        "quarta|quarta-feira",
        "quinta|quinta-feira",
        "sexta|sexta-feira|sextas",
        "sábado|sábados",
        "domingo|domingos",
        groups={"dias úteis": "1-5", "fim de semana": "6-7", "fins de semana": "6-7"},
    ),
    months=forms(
        {
            "january": "janeiro",
            "february": "fevereiro",
            "march": "março",
            "april": "abril",
            "may": "maio",
            "june": "junho",
            "july": "julho",
            "august": "agosto",
            "september": "setembro",
            "october": "outubro",
            "november": "novembro",
            "december": "dezembro",
        }
    ),
    fractions={"metade": 0.5, "meio": 0.5, "meia": 0.5, "terço": 1 / 3},
    multipliers={
        "dobro": 2.0,
        "duplo": 2.0,
        "triplo": 3.0,
        "dúzia": 12.0,
        "dúzias": 12.0,
    },
    scales={
        "mil": 1e3,
        "milhão": 1e6,
        "milhões": 1e6,
        "bilhão": 1e9,
        "bilhões": 1e9,
        "mil milhões": 1e9,
    },
    ones=words("um uma"),
    range_from=words("de das dos desde entre"),
    range_to=words("a às até e"),
    marks_from=words("desde"),
    marks_to=words("até"),
    conjunctions=words("e mas enquanto ou"),
    articles=words("o a os as um uma uns umas seu sua este esta"),
    present=words("agora atualmente hoje"),
    past=words("antes anteriormente"),
    starts=words(
        "abre abrem abertura começa começam início inicia parte primeiro primeira"
    ),
    ends=words(
        "fecha fecham encerra encerramento termina terminam acaba fim último última"
    ),
    lows=words("mínimo mínima mínimos mínimas"),
    highs=words("máximo máxima máximos máximas"),
    stopwords=words(
        """o a os as um uma uns umas e ou mas de do da dos das em no na nos nas com
        sem por para pelo pela sobre entre até é são foi foram era eram está estão
        tem têm tinha ser estar se seu sua seus suas que quem qual onde como quando
        não mais menos muito também já este esta estes estas esse essa cada todo
        todos toda todas cerca quase"""
    ),
    suffixes=("es", "s"),
    clock_after_minutes=words("h"),
    ordinal_marks=("º", "ª", "o", "a"),
    generic_names=words("versão release v"),
    labels=words(
        "canal versão quarto sala andar plataforma linha autocarro ônibus programa "
        "nível modelo capítulo página saída porta edifício apartamento lugar fila"
    ),
)
