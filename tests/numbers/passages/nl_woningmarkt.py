"""Material: woningmarkt (nl, news)."""

PASSAGE = {
    "language": "nl",
    "kind": "news",
    "material": """
Huizenprijzen in april 10,2 procent hoger dan een jaar eerder
Economie | 22 mei 2025, 06:30 | ANP

Bestaande koopwoningen waren in april gemiddeld 10,2 procent duurder dan in dezelfde maand vorig jaar. Dat blijkt uit nieuwe cijfers van het Centraal Bureau voor de Statistiek (CBS) en het Kadaster. In maart bedroeg de prijsstijging jaar op jaar nog 9,8 procent. Ten opzichte van maart werden woningen 0,9 procent duurder; in februari was de stijging maand op maand 1,1 procent.

De gemiddelde verkoopprijs van een bestaande koopwoning kwam in april uit op € 468.512. Een jaar eerder was dat nog € 425.390. Het prijsniveau ligt inmiddels ruim twee keer zo hoog als in juni 2013, toen de woningmarkt haar dieptepunt bereikte. De vorige piek, in juli 2022, is ruimschoots overschreden.

Meer verkopen
Het Kadaster registreerde in april 16.874 verkochte woningen, 8,1 procent meer dan in april 2024. Over de eerste vier maanden van dit jaar werden 64.215 woningen verkocht.

Regionale verschillen
De prijzen stegen het sterkst in de provincie Groningen (+14,6 procent). In Noord-Holland was de stijging met 7,3 procent het kleinst. Van de vier grote steden was Amsterdam met een gemiddelde verkoopprijs van € 612.000 het duurst; in Rotterdam betaalden kopers gemiddeld € 398.000. Appartementen werden 11,4 procent duurder, vrijstaande woningen 8,7 procent.

'De vraag blijft veel groter dan het aanbod,' zegt woningmarkteconoom Sanne Verhoef. 'Met een hypotheekrente van gemiddeld 3,85 procent voor tien jaar vast, tegen 4,12 procent een jaar geleden, kunnen kopers weer meer lenen. Dat drijft de prijzen verder op.'

Inflatie daalt licht
Volgens de snelle raming van het CBS was de inflatie in april 3,6 procent, tegen 4,1 procent in maart. Vooral energie werd goedkoper.
""",
    "facts": [
        (
            "In april lagen de huizenprijzen {n} procent hoger dan een jaar eerder.",
            10.2,
            "procent",
            ["10,2"],
        ),
        (
            "In maart waren woningen jaar op jaar {n} procent duurder.",
            9.8,
            "procent",
            ["9,8"],
        ),
        (
            "Vergeleken met maart stegen de prijzen in april met {n} procent.",
            0.9,
            "procent",
            ["0,9"],
        ),
        (
            "In februari stegen de huizenprijzen ten opzichte van januari met {n} procent.",
            1.1,
            "procent",
            ["1,1"],
        ),
        (
            "In Groningen stegen de prijzen met {n} procent.",
            14.6,
            "procent",
            ["14,6"],
        ),
        (
            "In Noord-Holland gingen de prijzen {n} procent omhoog.",
            7.3,
            "procent",
            ["7,3"],
        ),
        (
            "Appartementen zijn {n} procent duurder geworden.",
            11.4,
            "procent",
            ["11,4"],
        ),
        (
            "Vrijstaande woningen werden {n} procent duurder.",
            8.7,
            "procent",
            ["8,7"],
        ),
        (
            "Het aantal verkochte woningen lag in april {n} procent hoger dan een jaar eerder.",
            8.1,
            "procent",
            ["8,1"],
        ),
        (
            "Een bestaande koopwoning kostte in april gemiddeld € {n}.",
            468512,
            "euro",
            ["468.512", "468512"],
        ),
        (
            "In april vorig jaar betaalde je gemiddeld € {n} voor een woning.",
            425390,
            "euro",
            ["425.390", "425390"],
        ),
        (
            "In Amsterdam ligt de gemiddelde verkoopprijs op € {n}.",
            612000,
            "euro",
            ["612.000", "612000"],
        ),
        (
            "Kopers in Rotterdam betaalden gemiddeld € {n}.",
            398000,
            "euro",
            ["398.000", "398000"],
        ),
        (
            "In april zijn er {n} woningen verkocht.",
            16874,
            "woningen",
            ["16.874", "16874"],
        ),
        (
            "In de eerste vier maanden van het jaar wisselden {n} woningen van eigenaar.",
            64215,
            "woningen",
            ["64.215", "64215"],
        ),
        (
            "De hypotheekrente voor tien jaar vast is nu gemiddeld {n} procent.",
            3.85,
            "rente",
            ["3,85"],
        ),
        (
            "Een jaar geleden lag de hypotheekrente op {n} procent.",
            4.12,
            "rente",
            ["4,12"],
        ),
        (
            "De inflatie kwam in april uit op {n} procent.",
            3.6,
            "inflatie",
            ["3,6"],
        ),
        (
            "In maart bedroeg de inflatie {n} procent.",
            4.1,
            "inflatie",
            ["4,1"],
        ),
        (
            "Het dieptepunt van de woningmarkt lag in juni {n}.",
            2013,
            "year",
            ["2013"],
        ),
        (
            "De vorige piek in de huizenprijzen was in juli {n}.",
            2022,
            "year",
            ["2022"],
        ),
    ],
}
