"""Material: isola di Pantelleria (it, encyclopedia)."""

PASSAGE = {
    "language": "it",
    "kind": "encyclopedia",
    "material": """
Pantelleria
Da Wikipedia, l'enciclopedia libera.
Pantelleria
Stato	Italia
Regione	Sicilia
Arcipelago	isole del Canale di Sicilia
Superficie	84,53 km²
Altitudine	836 m s.l.m. (Montagna Grande)
Sviluppo costiero	51,5 km
Abitanti	7.311 (31-12-2023)[1]
Densità	86,49 ab./km²
CAP	91017
Prefisso	0923

Pantelleria (Pantiddirìa in siciliano) è un'isola italiana del Canale di Sicilia, la più grande delle isole minori che circondano la Sicilia.[2] Dista circa 110 km dalla costa siciliana e appena 70 km da Capo Bon, in Tunisia: è quindi più vicina all'Africa che all'Europa.

Geografia
L'isola è la parte emersa di un vulcano in gran parte sommerso. L'ultima eruzione, sottomarina, risale al 1891 e avvenne circa 5 km a nord-ovest della costa.[3] Oltre alla Montagna Grande, la vetta più alta, spiccano il Monte Gibele (700 m) e decine di cuddie, piccoli coni vulcanici. In una conca craterica si trova il lago Specchio di Venere, lungo circa 500 metri e profondo al massimo 12,5 metri, alimentato da sorgenti termali la cui acqua arriva a 50 °C.[4]

Storia
Abitata già nel Neolitico per l'ossidiana, fu poi fenicia, cartaginese e romana. Durante la seconda guerra mondiale l'isola, fortificata come base aerea, fu sottoposta a pesanti bombardamenti alleati e si arrese l'11 giugno 1943.[5]

Economia
L'agricoltura è dominata dalla vite: nel 2014 la coltivazione della vite ad alberello di Pantelleria è stata iscritta dall'UNESCO nel patrimonio culturale immateriale dell'umanità, prima pratica agricola a ottenere questo riconoscimento.[6] Dallo zibibbo si ricavano il Moscato e il Passito di Pantelleria DOC; il cappero di Pantelleria ha ottenuto l'IGP nel 1996.[7] Nel 2016 è stato istituito il Parco nazionale Isola di Pantelleria, che tutela circa l'80% del territorio.[8]

Trasporti
L'aeroporto di Pantelleria è collegato tutto l'anno con Palermo e Trapani; il volo da Palermo dura circa 50 minuti, quello da Trapani 35 minuti. Il traghetto da Trapani impiega circa 7 ore.[9]
""",
    "facts": [
        (
            "La Montagna Grande, la cima più alta di Pantelleria, è alta {n} metri.",
            836,
            "metri",
            ["836", "ottocentotrentasei"],
        ),
        (
            "Il Monte Gibele raggiunge i {n} metri.",
            700,
            "metri",
            ["700", "settecento"],
            {"hedged": "Il Monte Gibele è alto circa {n} metri."},
        ),
        (
            "Il lago Specchio di Venere è lungo {n} metri.",
            500,
            "metri",
            ["500", "cinquecento"],
        ),
        (
            "La profondità massima dello Specchio di Venere è di {n} metri.",
            12.5,
            "metri",
            ["12,5"],
        ),
        (
            "Pantelleria si trova a {n} km dalla costa siciliana.",
            110,
            "km",
            ["110", "centodieci"],
        ),
        (
            "Da Capo Bon, in Tunisia, l'isola dista {n} km.",
            70,
            "km",
            ["70", "settanta"],
        ),
        (
            "Le coste di Pantelleria misurano in tutto {n} km.",
            51.5,
            "km",
            ["51,5"],
        ),
        (
            "L'ultima eruzione è avvenuta a {n} km dalla costa, verso nord-ovest.",
            5,
            "km",
            ["5", "cinque"],
        ),
        (
            "La superficie dell'isola è di {n} km².",
            84.53,
            "superficie",
            ["84,53"],
        ),
        (
            "Secondo il dato di fine 2023 Pantelleria ha {n} abitanti.",
            7311,
            "abitanti",
            ["7.311", "7311"],
        ),
        (
            "L'ultima eruzione del vulcano di Pantelleria risale al {n}.",
            1891,
            "year",
            ["1891"],
        ),
        ("L'isola si arrese agli Alleati nel {n}.", 1943, "year", ["1943"]),
        (
            "L'UNESCO ha riconosciuto la vite ad alberello di Pantelleria nel {n}.",
            2014,
            "year",
            ["2014"],
        ),
        ("Il cappero di Pantelleria è IGP dal {n}.", 1996, "year", ["1996"]),
        (
            "Il Parco nazionale Isola di Pantelleria è nato nel {n}.",
            2016,
            "year",
            ["2016"],
        ),
        (
            "Il Parco nazionale protegge l'{n}% del territorio dell'isola.",
            80,
            "percent",
            ["80"],
            {"hedge": False},
        ),
        (
            "Con il volo da Palermo si arriva in {n} minuti.",
            50,
            "minuti",
            ["50", "cinquanta"],
        ),
        (
            "Il volo da Trapani dura {n} minuti.",
            35,
            "minuti",
            ["35", "trentacinque"],
        ),
        (
            "L'acqua delle sorgenti termali del lago arriva a {n} °C.",
            50,
            "celsius",
            ["50", "cinquanta"],
        ),
    ],
}
