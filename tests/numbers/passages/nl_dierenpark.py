"""Material: dierenpark (nl, opening hours and prices)."""

PASSAGE = {
    "language": "nl",
    "kind": "opening hours",
    "material": """
Plan je bezoek | DierenPark De Lindehoeve

Openingstijden
Zomerseizoen (29 maart t/m 26 oktober): dagelijks van 9.00 tot 18.00 uur
Zomeravonden (vrijdag en zaterdag in juli en augustus): open tot 21.00 uur
Winterseizoen (27 oktober t/m 28 maart): dagelijks van 10.00 tot 16.30 uur
24 en 31 december open tot 15.00 uur, 25 december gesloten.
De kassa sluit een uur voor sluitingstijd. De laatste rondvaart vertrekt om 16.15 uur (alleen in het zomerseizoen).

Dagprogramma
Pinguïns voeren: 11.30 en 15.00 uur
Zeeleeuwenshow: 13.30 uur (in de winter om 14.00 uur)

Entreeprijzen                 online     kassa
Volwassenen (13 t/m 64 jaar)  € 26,50    € 29,00
Kinderen (3 t/m 12 jaar)      € 22,50    € 25,00
65+                           € 23,75    € 26,00
Kinderen t/m 2 jaar           gratis     gratis
Parkeren: € 8,50 per auto per dag, camper € 12,00.

Abonnementen
Met een jaarabonnement kom je 365 dagen onbeperkt binnen, te rekenen vanaf de dag van aankoop.
- Abonnement volwassene: € 89,00
- Abonnement kind (3 t/m 12 jaar): € 69,00
- Gezinsabonnement (2 volwassenen en maximaal 4 eigen kinderen): € 259,00
Abonnementhouders krijgen 10% korting in de restaurants en de parkwinkel en parkeren voor € 4,00 per dag.

Groepen vanaf 20 personen betalen € 21,00 per persoon. Reserveren is verplicht via 0341 25 86 00 (ma t/m vr 9.00–17.00 uur).

Over het park: DierenPark De Lindehoeve is 24 hectare groot en telt ruim 1.800 dieren van 140 soorten.
""",
    "facts": [
        (
            "In de zomer gaat het park om {n} uur open.",
            "09:00",
            "time",
            ["9.00", "9:00", "09.00"],
        ),
        (
            "Normaal sluit het dierenpark in het zomerseizoen om {n} uur.",
            "18:00",
            "time",
            ["18.00", "18:00"],
        ),
        (
            "Tijdens de zomeravonden blijft het park open tot {n} uur.",
            "21:00",
            "time",
            ["21.00", "21:00"],
        ),
        (
            "In de winter opent het park om {n} uur.",
            "10:00",
            "time",
            ["10.00", "10:00"],
        ),
        (
            "In het winterseizoen sluit het park om {n} uur.",
            "16:30",
            "time",
            ["16.30", "16:30"],
        ),
        (
            "De laatste rondvaart vertrekt om {n} uur.",
            "16:15",
            "time",
            ["16.15", "16:15"],
        ),
        (
            "De eerste pinguïnvoeding is om {n} uur.",
            "11:30",
            "time",
            ["11.30", "11:30"],
        ),
        (
            "In de zomer begint de zeeleeuwenshow om {n} uur.",
            "13:30",
            "time",
            ["13.30", "13:30"],
        ),
        (
            "In de winter is de zeeleeuwenshow om {n} uur.",
            "14:00",
            "time",
            ["14.00", "14:00"],
        ),
        ("Een online ticket voor een volwassene kost € {n}.", 26.5, "euro", ["26,50"]),
        ("Aan de kassa betaalt een volwassene € {n}.", 29, "euro", ["29,00", "29"]),
        ("Een kind betaalt online € {n}.", 22.5, "euro", ["22,50"]),
        ("Voor een kind betaal je aan de kassa € {n}.", 25, "euro", ["25,00", "25"]),
        ("Voor 65-plussers kost een online ticket € {n}.", 23.75, "euro", ["23,75"]),
        ("Senioren betalen aan de kassa € {n}.", 26, "euro", ["26,00", "26"]),
        ("Parkeren kost € {n} per auto.", 8.5, "euro", ["8,50"]),
        (
            "Een jaarabonnement voor een volwassene kost € {n}.",
            89,
            "euro",
            ["89,00", "89"],
        ),
        ("Een kinderabonnement kost € {n}.", 69, "euro", ["69,00", "69"]),
        ("Het gezinsabonnement kost € {n}.", 259, "euro", ["259,00", "259"]),
        ("Groepen betalen € {n} per persoon.", 21, "euro", ["21,00", "21"]),
        (
            "Kinderen tot en met {n} jaar mogen gratis naar binnen.",
            2,
            "jaar",
            ["2", "twee"],
            {"hedge": False},
        ),
        (
            "Het kindertarief geldt tot en met {n} jaar.",
            12,
            "jaar",
            ["12", "twaalf"],
            {"hedge": False},
        ),
        (
            "Vanaf {n} jaar betaal je het volwassenentarief.",
            13,
            "jaar",
            ["13", "dertien"],
            {"hedge": False},
        ),
        (
            "Het seniorentarief geldt vanaf {n} jaar.",
            65,
            "jaar",
            ["65", "vijfenzestig"],
            {"hedge": False},
        ),
        (
            "In het park leven {n} dieren.",
            1800,
            "dieren",
            ["1.800", "1800", "achttienhonderd"],
            {"hedge": False},
        ),
        (
            "De dieren in het park horen bij {n} soorten.",
            140,
            "dieren",
            ["140", "honderdveertig"],
        ),
        (
            "Het dierenpark is {n} hectare groot.",
            24,
            "hectare",
            ["24", "vierentwintig"],
        ),
        (
            "Met een abonnement krijg je {n} procent korting in de parkwinkel.",
            10,
            "procent",
            ["10", "tien"],
            {"hedge": False},
        ),
        (
            "Een groepskorting krijg je vanaf {n} personen.",
            20,
            "personen",
            ["20", "twintig"],
            {"hedge": False},
        ),
        (
            "Groepen reserveren via telefoonnummer {n}.",
            "0341 25 86 00",
            "phone",
            ["0341 25 86 00", "0341-258600"],
            {"swap": False},
        ),
    ],
}
