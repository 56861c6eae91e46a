"""Portuguese tables: decimal comma, "1.500" thousands."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, periods, phrases, unit_forms, words

# The action and injection tables (``gates/actions.py``): first-person past forms
# ("eu destranquei", "abri") and "vou abrir"; reading ("eu encontrei") is not acting.
_CLITICS: Final = r"(?:(?:já|te|lhe|lhes|o|a|os|as|vos|me|também|agora)\s+){0,2}"
_PARTICIPLE: Final = (
    r"[^\W\d_]{2,}(?:ado|ada|ados|adas|ido|ida|idos|idas)|feito|feita|aberto|aberta"
    r"|posto|posta|escrito|dito"
)

LANGUAGE: Final = NumberLanguage(
    code="pt",
    space_groups=True,
    hedges=phrases(
        "cerca de|aproximadamente|quase|mais de|menos de|uns|umas|por volta de|"
        "em torno de|até|pelo menos|no máximo|perto de|ronda|rondava|rondou|beira|beirava"
    ),
    between=words("entre"),
    privatives=phrases("sem|exceto|salvo|nenhum|nenhuma"),
    rates=phrases("por|cada|ao|à"),
    negations=phrases("não|nunca|em vez de|em lugar de|e não"),
    above=phrases("mais de|mais que|acima de|superior a|pelo menos"),
    below=phrases("menos de|menos que|abaixo de|inferior a|no máximo"),
    dimensions=forms(
        {
            "height": "alto|alta|altos|altas|altura|alturas|altitude",
            "width": "largo|larga|largos|largas|largura|diâmetro",
            "depth": "profundo|profunda|profundos|profundas|profundidade",
            "length": "comprido|comprida|compridos|compridas|comprimento",
            "thickness": "grosso|grossa|espessura",
        }
    ),
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
            "m/s": "metros por segundo|metro por segundo",
            "kilometre": "quilômetro|quilômetros|quilómetro|quilómetros",
            "km/h": "quilómetros por hora|quilômetros por hora|quilómetros/hora|km/hora",
            "rpm": "rpm|rotações por minuto",
            "km2": "quilômetro quadrado|quilômetros quadrados|quilómetro quadrado|quilómetros quadrados",
            "m2": "metro quadrado|metros quadrados",
            "hectare": "hectare|hectares",
            "m3": "metro cúbico|metros cúbicos",
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
    earlier=forms(
        {
            "year-this": "este ano|neste ano",
            "year-next": "o próximo ano|no próximo ano|próximo ano|o ano que vem",
            "month-this": "este mês|neste mês",
            "month-next": "o próximo mês|no próximo mês|próximo mês",
            "year": "o ano passado|ano passado|há um ano",
            "year-before": "o ano anterior|ano anterior|um ano antes",
            "month": "o mês passado|mês passado|há um mês",
            "month-before": "o mês anterior|mês anterior|mês precedente|um mês antes",
            "week": "a semana passada|semana passada",
            "week-before": "a semana anterior",
        }
    ),
    day_periods=periods(
        {
            (4, 12): "da manhã|de manhã|pela manhã|manhã",
            (12, 20): "da tarde|à tarde|de tarde|pela tarde",
            (19, 6): "da noite|à noite|de noite|pela noite|noite",
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
            "january": "janeiro|jan.",
            "february": "fevereiro|fev.",
            "march": "março",
            "april": "abril|abr.",
            "may": "maio",
            "june": "junho|jun.",
            "july": "julho|jul.",
            "august": "agosto|ago.",
            "september": "setembro|set.",
            "october": "outubro|out.",
            "november": "novembro|nov.",
            "december": "dezembro",
        }
    ),
    fractions={"metade": 0.5, "meio": 0.5, "meia": 0.5, "terço": 1 / 3},
    adjectival_halves=words("meio meia"),
    ordinal_fractions={"quarto": 0.25},
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
    ands=words("e"),
    relatives=words("que"),
    idioms=phrases("meio-dia|meia-noite"),
    at_clock=phrases("às|a partir das|desde as"),
    spoken_after={"e meia": (30, 0), "e um quarto": (15, 0)},
    partitives=phrases("dos quais|das quais|deles|delas|dentre eles|dentre elas"),
    unit_links=words("de"),
    repeats=phrases("de novo|novamente|outra vez"),
    articles=words("o a os as um uma uns umas seu sua este esta"),
    present=words("agora atualmente hoje momento"),
    past=words("antes anteriormente"),
    was=words("era eram"),
    versus=phrases("contra|face a|face aos|em vez de|comparado com|em comparação com"),
    starts=words("abre abrem abertura começa começam início inicia parte"),
    firsts=words("primeiro primeira"),
    begins=words("começou começaram começada iniciou iniciaram iniciada início"),
    completes=words(
        "terminou terminaram terminada concluída concluído concluíram conclusão"
    ),
    ends=words("fecha fecham encerra encerramento termina terminam acaba fim"),
    lasts=words("último última"),
    lows=words("mín mínimo mínima mínimos mínimas"),
    highs=words("máx máximo máxima máximos máximas"),
    stopwords=words(
        """face comparação comparado contra ao aos à às pelos pelas há tinham estava estavam o a os as um uma uns umas e ou mas de do da dos das em no na nos nas com
        sem por para pelo pela sobre entre até é são foi foram era eram está estão
        tem têm tinha ser estar se seu sua seus suas que quem qual onde como quando
        não mais menos muito também já este esta estes estas esse essa cada todo
        todos toda todas cerca quase"""
    ),
    clock_after_minutes=words("h"),
    ordinal_prepositions=words("segundo"),
    ordinal_marks=("º", "ª", "o", "a"),
    generic_names=words("versão release v"),
    labels=words(
        "canal versão quarto sala andar plataforma linha autocarro ônibus programa "
        "nível modelo capítulo página saída porta edifício apartamento lugar fila"
    ),
    # The support check: Snowball's Portuguese stemmer; how answers frame and act.
    stemmer="portuguese",
    framing=words(
        """deve devem pode podem precisa
        segundo conforme acordo fonte fontes texto trecho artigo menciona indica diz
        dizem explica descreve porém contudo sim portanto assim me mim meu minha
        eu obtém faz fazem dá dão usa usam utiliza novo nova"""
    ),
    actions=(
        rf"\beu\s+{_CLITICS}(?!(?:aqui|ali|daqui|dali|assim|sim|aí)\b)"
        r"(?P<verb>[^\W\d_]{2,}ei|[^\W\d_]{3,}i)\b",
        r"\b(?:(?:te|lhe|o|a)\s+)?(?P<verb>desbloqueei|destranquei|tranquei|abri"
        r"|fechei|liguei|desliguei|ativei|desativei|configurei|ajustei|enviei|mandei"
        r"|fiz|coloquei)\b",
        r"\b(?:vou|irei|acabei\s+de|acabo\s+de)\s+(?:(?:te|lhe)\s+)?"
        r"(?P<verb>[^\W\d_]+(?:ar|er|ir))(?:-(?:te|lhe|o|a|los|las))?\b",
        rf"\btenho\s+(?P<verb>{_PARTICIPLE})\b",
        r"^\W*(?:feito|pronto)\W*$",
    ),
    action_negations=words("nenhum nenhuma nada ninguém nem"),
    reading=words(
        """li vi encontrei procurei verifiquei pesquisei consultei achei notei
        aprendi entendi percebi recebi pensei soube quis esperei resumi expliquei
        respondi ouvi gostei recomendei sugeri
        procurar verificar consultar ver ler pesquisar encontrar achar recomendar
        aconselhar sugerir propor explicar tentar responder ajudar resumir ser
        estar ter pensar
        encontrado lido visto procurado verificado pesquisado consultado
        pensado sido estado tido"""
    ),
    listener=(r"\bpara\s+(?:você|vocês|ti|o\s+senhor|a\s+senhora)\b",),
    done=(rf"\b(?:{_PARTICIPLE})\b", r"\b(?:pronto|pronta)\b"),
    injections=(
        r"\b(?:ignore|ignora|ignorar|esqueça|esquece|desconsidere|desconsidera)\b"
        r"[^.!?]{0,40}?\b(?:instruções|indicações|regras|ordens|diretrizes)\b",
        r"\b(?:agora\s+(?:você\s+)?(?:é|és)|você\s+agora\s+é)\s+(?:um|uma|o|a|meu"
        r"|minha)\b",
        r"\b(?:prompt|mensagem|instruções)\s+do\s+sistema\b",
        r"^\W*(?:sistema|assistente)\s*:",
        r"(?:^\W*|[:;]\s*|\b(?:e|depois|apenas|só)\s+)(?:diga|diz|responda|responde|escreva"
        r"|escreve|repita|repete)\b[^.!?:]{0,25}:",
        r"\b(?:diga|diz|conte)\s+ao\s+(?:usuário|utilizador)\b",
        r"\bcomo\s+(?:uma\s+)?(?:ia|inteligência\s+artificial|modelo\s+de\s+linguagem"
        r"|assistente\s+de\s+ia)\b",
        r"\bnovas\s+instruções\s*:",
        r"\b(?:instruções|mensagem|nota)\s+para\s+(?:a\s+ia|o\s+assistente|o\s+modelo)\b",
    ),
    # What the question asks for (a measure, a number, a time, a name): the spoken
    # fallback ranks sentences by it.
    asks=forms(
        {
            "measure": ("quanto|quanta"),
            "length": (
                "que altura|qual a altura|altura|altitude|distância|comprimento|"
                "profundidade|quão alto|quão alta|quanto mede|a que distância"
            ),
            "money": ("custa|custam|preço"),
            "temperature": ("que temperatura|qual a temperatura|temperatura"),
            "pressure": ("que pressão|qual a pressão|pressão"),
            "number": ("quantos|quantas|que idade"),
            "time": (
                "quando|que horas|a que horas|que ano|em que ano|qual ano|que dia|"
                "qual dia|que data|desde quando|até quando"
            ),
            "name": ("quem"),
        }
    ),
)
