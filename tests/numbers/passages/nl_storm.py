"""Material: storm (nl, news)."""

PASSAGE = {
    "language": "nl",
    "kind": "news",
    "material": """
Code oranje voor kust: storm Jorrit brengt windstoten tot 128 km/u

DE BILT (ANP) – Storm Jorrit heeft dinsdag vooral langs de kust flink huisgehouden. Het KNMI gaf voor Zeeland, Noord-Holland en het Waddengebied code oranje af, geldig van 14.00 tot 23.00 uur. In de rest van het land gold code geel.

In Vlissingen werd om 16.40 uur een windstoot van 128 kilometer per uur gemeten, de zwaarste van dit najaar. Ook in IJmuiden (117 km/u) en op Terschelling (112 km/u) woei het hard. Bij Hoek van Holland bereikte de gemiddelde wind kortstondig windkracht 10; in het binnenland bleef het bij windkracht 7 met uitschieters tot zo'n 90 km/u. Ter vergelijking: bij storm Poly in juli 2023 werd in IJmuiden nog een windstoot van 146 km/u gemeten.

Naast de wind zorgde de regen voor overlast. In Zuid-Limburg viel in 24 uur tijd 41 millimeter, ruim de helft van wat er normaal in heel november valt (78 millimeter). In Amsterdam bleef het bij 18 millimeter.

Rijkswaterstaat sloot om 18.15 uur de Oosterscheldekering. De Maeslantkering bleef open: die gaat pas dicht bij een verwachte waterstand van 3 meter boven NAP in Rotterdam. Gemeten werd dinsdagavond 2,45 meter boven NAP.

Op Schiphol werden 230 van de ruim 1.350 geplande vluchten geschrapt. Tussen Amsterdam en Den Helder reden de hele middag geen treinen. De brandweer rukte in het hele land meer dan 1.100 keer uit voor omgewaaide bomen en losgeslagen dakpannen.

‘Het is een stevige herfststorm, maar geen uitzonderlijke’, zegt weerman Marco Verhoef. Woensdag neemt de wind af. Donderdag wordt het droog met maxima rond 9 graden, vrijdag wordt het met 12 graden iets zachter.
""",
    "facts": [
        (
            "De zwaarste windstoot, in Vlissingen, haalde {n} kilometer per uur.",
            128,
            "kmu",
            ["128", "honderdachtentwintig"],
        ),
        (
            "Dinsdag werden in IJmuiden windstoten van {n} km/u gemeten.",
            117,
            "kmu",
            ["117", "honderdzeventien"],
        ),
        (
            "Op Terschelling haalde de wind dinsdag {n} km/u.",
            112,
            "kmu",
            ["112", "honderdtwaalf"],
        ),
        (
            "Tijdens storm Poly mat men in IJmuiden een windstoot van {n} km/u.",
            146,
            "kmu",
            ["146", "honderdzesenveertig"],
        ),
        (
            "Bij Hoek van Holland was het even windkracht {n}.",
            10,
            "windkracht",
            ["10", "tien"],
            {"hedge": False},
        ),
        (
            "In het binnenland stond er windkracht {n}.",
            7,
            "windkracht",
            ["7", "zeven"],
        ),
        (
            "Code oranje ging om {n} uur in.",
            "14:00",
            "time",
            ["14.00", "14:00"],
        ),
        (
            "Code oranje gold tot {n} uur.",
            "23:00",
            "time",
            ["23.00", "23:00"],
        ),
        (
            "De windstoot in Vlissingen werd om {n} uur gemeten.",
            "16:40",
            "time",
            ["16.40", "16:40"],
        ),
        (
            "De Oosterscheldekering werd om {n} uur gesloten.",
            "18:15",
            "time",
            ["18.15", "18:15"],
        ),
        (
            "In Zuid-Limburg viel binnen een etmaal {n} millimeter regen.",
            41,
            "millimeter",
            ["41", "eenenveertig"],
        ),
        (
            "Normaal valt er in november {n} millimeter regen.",
            78,
            "millimeter",
            ["78", "achtenzeventig"],
        ),
        (
            "In Amsterdam viel {n} millimeter regen.",
            18,
            "millimeter",
            ["18", "achttien"],
        ),
        (
            "De Maeslantkering sluit pas bij een verwachte waterstand van {n} meter boven NAP.",
            3,
            "meter",
            ["3", "drie"],
        ),
        (
            "Dinsdagavond stond het water in Rotterdam op {n} meter boven NAP.",
            2.45,
            "meter",
            ["2,45"],
        ),
        (
            "Op Schiphol werden {n} vluchten geschrapt.",
            230,
            "vluchten",
            ["230", "tweehonderddertig"],
        ),
        (
            "Voor dinsdag stonden op Schiphol {n} vluchten gepland.",
            1350,
            "vluchten",
            ["1.350", "1350"],
        ),
        (
            "De brandweer moest meer dan {n} keer uitrukken.",
            1100,
            "uitrukken",
            ["1.100", "1100", "elfhonderd"],
            {"hedge": False},
        ),
        (
            "Donderdag wordt het maximaal {n} graden.",
            9,
            "graden",
            ["9", "negen"],
        ),
        (
            "Vrijdag wordt het {n} graden.",
            12,
            "graden",
            ["12", "twaalf"],
        ),
        (
            "Storm Poly was in juli {n}.",
            2023,
            "year",
            ["2023"],
            {"swap": False},
        ),
    ],
}
