"""Material: opvaskemaskine, brugsanvisning (da, manual)."""

PASSAGE = {
    "language": "da",
    "kind": "manual",
    "material": """
6 PROGRAMOVERSIGT
Vælg program med programvælgeren. Værdierne er målt under standardforhold efter EN 60436; i praksis kan de afvige afhængigt af fyldning, vandtemperatur, vandhårdhed og valgte tilvalg.

Program | Temperatur | Varighed (min) | Energi (kWh) | Vand (l)
Eco 50° | 50 °C | 225 | 0,74 | 9,9
Auto 45–65° | 45–65 °C | 90–170 | 0,90–1,40 | 10–15
Intensiv 70° | 70 °C | 165 | 1,52 | 15,1
Hurtig 45° | 45 °C | 29 | 0,68 | 10,5
Glas 40° | 40 °C | 95 | 0,80 | 12,0
Forskyl | koldt | 15 | 0,02 | 4,0

Eco-programmet er det mest effektive program til normalt snavset service, hvad angår det samlede energi- og vandforbrug, og bruges til at vurdere overensstemmelse med EU's miljøvenlige designlovgivning. Det lange program skyldes, at vandet opvarmes mindre og at opvasken får længere tid i blød.
Tilvalget HalfLoad forkorter programtiden med op til 20 % og kan vælges til alle programmer undtagen Forskyl. Med Tidsforvalg kan programstarten udskydes med 1 til 24 timer.
Maskinen har plads til 14 kuverter. Støjniveau i Eco-programmet: 44 dB(A). Årligt energiforbrug: 206 kWh baseret på 280 standardopvaske.

7 INDSTILLING AF VANDHÅRDHED
Blødgøringsanlægget kan indstilles på 7 trin (0–6). Fabriksindstillingen er trin 3, som passer til en vandhårdhed på 12–17 °dH. Spørg dit lokale vandværk om vandhårdheden, hvis du er i tvivl. Ved første ibrugtagning fyldes saltbeholderen med 1 liter vand og derefter med ca. 1,1 kg regenereringssalt.

10 FEJLFINDING
Fejlkode E15: Vandstopsystemet er udløst. Luk for vandhanen og kontakt service.
Fejlkode E24: Afløbsvandet pumpes ikke ud. Rens filtrene, og kontrollér at afløbsslangen ikke er bøjet.
Fejlkode E25: Afløbspumpen er blokeret. Sluk maskinen, tag filtrene ud og fjern fremmedlegemer.
Fejlkode I20 vises, hvis vandtilførslen er afbrudt i mere end 10 minutter.
Hvis en fejlkode vises igen efter genstart, kontakt Kundeservice på 70 15 53 00 (hverdage 8.00–16.00).
""",
    "facts": [
        ("Eco-programmet vasker ved {n} °C.", 50, "celsius", ["50", "halvtreds"]),
        ("Intensivprogrammet kører med {n} °C.", 70, "celsius", ["70", "halvfjerds"]),
        (
            "Glasprogrammet bruger en temperatur på {n} °C.",
            40,
            "celsius",
            ["40", "fyrre"],
        ),
        (
            "Eco-programmet varer {n} minutter.",
            225,
            "minutter",
            ["225", "to hundrede og femogtyve"],
        ),
        ("Intensiv 70° tager {n} minutter.", 165, "minutter", ["165"]),
        (
            "Hurtigprogrammet er færdigt efter {n} minutter.",
            29,
            "minutter",
            ["29", "niogtyve"],
        ),
        (
            "Glasprogrammet varer {n} minutter.",
            95,
            "minutter",
            ["95", "femoghalvfems"],
        ),
        ("En forskylning tager {n} minutter.", 15, "minutter", ["15", "femten"]),
        ("Eco-programmet bruger {n} kWh.", 0.74, "kwh", ["0,74"]),
        ("Intensivprogrammet har et energiforbrug på {n} kWh.", 1.52, "kwh", ["1,52"]),
        ("Hurtigprogrammet bruger {n} kWh strøm.", 0.68, "kwh", ["0,68"]),
        ("Glasprogrammet bruger {n} kWh.", 0.8, "kwh", ["0,80", "0,8"]),
        ("Eco-programmet bruger {n} liter vand.", 9.9, "liter", ["9,9"]),
        ("Intensivprogrammet bruger {n} liter vand.", 15.1, "liter", ["15,1"]),
        ("Hurtigprogrammet bruger {n} liter vand.", 10.5, "liter", ["10,5"]),
        (
            "Med Glas 40° går der {n} liter vand til.",
            12,
            "liter",
            ["12,0", "12", "tolv"],
        ),
        (
            "Programstarten kan højst udskydes {n} timer.",
            24,
            "timer",
            ["24", "fireogtyve"],
            {"hedge": False},
        ),
        (
            "Opvaskemaskinen har plads til {n} kuverter.",
            14,
            "kuverter",
            ["14", "fjorten"],
            {"hedge": False},
        ),
        (
            "Fra fabrikken er vandhårdheden indstillet på trin {n}.",
            3,
            "level",
            ["3", "tre"],
        ),
        (
            "Det årlige energiforbrug er {n} kWh.",
            206,
            "kwh_aar",
            ["206", "to hundrede og seks"],
        ),
        (
            "Tallet for årligt forbrug bygger på {n} standardopvaske.",
            280,
            "opvaske",
            ["280", "to hundrede og firs"],
            {"hedge": False},
        ),
    ],
}
