"""Material: lago di Garda (it, encyclopedia)."""

PASSAGE = {
    "language": "it",
    "kind": "encyclopedia",
    "material": """
Lago di Garda
Benaco
Stato	Italia
Regioni	Lombardia, Veneto, Trentino-Alto Adige
Province	Brescia, Verona, Trento
Altitudine	65 m s.l.m.
Dimensioni
Superficie	369,98 km²[1]
Lunghezza	51,6 km
Larghezza	17,2 km
Profondità massima	346 m
Profondità media	133 m
Volume	49,03 km³
Sviluppo costiero	158,4 km
Idrografia
Immissari principali	Sarca
Emissari principali	Mincio

Il lago di Garda, detto anche Benaco (dal latino Benacus), è il più grande lago italiano, con una superficie di 369,98 km².[1] Si trova ai piedi delle Alpi, tra la provincia di Brescia a ovest, quella di Verona a est e quella di Trento a nord.

Morfologia
La parte settentrionale, stretta tra il Monte Baldo (2.218 m) e le montagne bresciane, ha la forma di un fiordo; a sud il lago si allarga in un ampio anfiteatro morenico. Poiché lo specchio d'acqua si trova a 65 m s.l.m. e la profondità massima raggiunge 346 m, il fondale nel punto più profondo scende a 281 m sotto il livello del mare: si tratta quindi di una criptodepressione.[2] Dalla sponda meridionale la penisola di Sirmione si protende verso nord per circa 4 km. Il lago conta cinque isole; la più grande è l'isola del Garda, di fronte a San Felice del Benaco.[3]

Clima
La grande massa d'acqua mitiga il clima e consente la coltivazione dell'olivo e dei limoni, insolita a questa latitudine. La temperatura dell'acqua in superficie varia dagli 8 °C di febbraio ai 24 °C di agosto.[4]

Storia
Nel 1439, durante la guerra contro i Visconti, la Repubblica di Venezia trasportò via terra una flotta dall'Adige fino a Torbole, impresa ricordata come galeas per montes. La sponda settentrionale, con Riva del Garda, passò all'Italia nel 1919 con il trattato di Saint-Germain. Nel 1921 Gabriele D'Annunzio si stabilì a Gardone Riviera, nella villa che sarebbe diventata il Vittoriale.[5]

Turismo
Il lago è una delle mete più visitate d'Italia, con oltre 25 milioni di presenze all'anno; a Castelnuovo del Garda si trova Gardaland, aperto nel 1975.[6]

Note
[1] Dato dell'Istituto di Ricerca Sulle Acque (IRSA-CNR).
[4] Agenzia regionale per la protezione dell'ambiente del Veneto, Rapporto sui laghi, 2022.
""",
    "facts": [
        (
            "La superficie del lago di Garda è di {n} km².",
            369.98,
            "km2",
            ["369,98"],
        ),
        (
            "Lo specchio d'acqua del Garda si trova a {n} metri sul livello del mare.",
            65,
            "metri",
            ["65", "sessantacinque"],
        ),
        (
            "La profondità massima del lago di Garda è di {n} metri.",
            346,
            "metri",
            ["346", "trecentoquarantasei"],
        ),
        (
            "In media il lago è profondo {n} metri.",
            133,
            "metri",
            ["133", "centotrentatré"],
        ),
        (
            "Il fondale del Garda scende fino a {n} metri sotto il livello del mare.",
            281,
            "metri",
            ["281", "duecentottantuno"],
        ),
        (
            "Il Monte Baldo, che sovrasta il lago, è alto {n} metri.",
            2218,
            "metri",
            ["2.218", "2218"],
        ),
        ("Il lago di Garda è lungo {n} km.", 51.6, "km", ["51,6"]),
        ("Nel punto più largo il lago misura {n} km.", 17.2, "km", ["17,2"]),
        ("Le sponde del Garda si sviluppano per {n} km.", 158.4, "km", ["158,4"]),
        (
            "La penisola di Sirmione si allunga nel lago per circa {n} km.",
            4,
            "km",
            ["4", "quattro"],
            {"hedge": False},
        ),
        ("Il volume del lago è di {n} km³.", 49.03, "km3", ["49,03"]),
        ("Nel lago ci sono {n} isole.", 5, "isole", ["cinque", "5"]),
        (
            "A febbraio l'acqua in superficie è a {n} °C.",
            8,
            "celsius",
            ["8", "otto"],
        ),
        (
            "Ad agosto l'acqua del lago in superficie arriva a {n} °C.",
            24,
            "celsius",
            ["24", "ventiquattro"],
        ),
        (
            "La flotta veneziana fu portata via terra fino a Torbole nel {n}.",
            1439,
            "year",
            ["1439"],
        ),
        (
            "Riva del Garda è diventata italiana nel {n}.",
            1919,
            "year",
            ["1919"],
        ),
        (
            "D'Annunzio si trasferì a Gardone Riviera nel {n}.",
            1921,
            "year",
            ["1921"],
        ),
        ("Gardaland ha aperto nel {n}.", 1975, "year", ["1975"]),
        (
            "Il lago registra oltre {n} di presenze turistiche all'anno.",
            25000000,
            "presenze",
            ["25 milioni"],
            {"hedge": False},
        ),
    ],
}
