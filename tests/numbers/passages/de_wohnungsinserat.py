"""Material: wohnungsinserat (de, listing)."""

PASSAGE = {
    "language": "de",
    "kind": "listing",
    "material": """
Helle 3-Zimmer-Altbauwohnung mit Südbalkon in Leipzig-Gohlis
Objekt-ID: 7H4K2PX | Online seit 02.09.2024

Kosten
Kaltmiete               895,00 €
Nebenkosten             185,00 €
Heizkosten              95,00 € (nicht in Nebenkosten enthalten)
Warmmiete               1.175,00 €
Kaution                 2.685,00 € (drei Nettokaltmieten)
Stellplatz im Hof       45,00 € / Monat (optional)

Die Wohnung
Wohnfläche              82,5 m²
Zimmer                  3
Schlafzimmer            2
Badezimmer              1
Etage                   2. OG (von 4)
Bezugsfrei ab           01.11.2024
Haustiere               nach Vereinbarung

Bausubstanz & Energieausweis
Baujahr                 1911
Modernisierung          2019 (Bad, Elektrik, Böden)
Fenster erneuert        2016
Energieausweis          Verbrauchsausweis, 128,4 kWh/(m²·a), Gas

Beschreibung
Die Wohnung liegt im zweiten Obergeschoss eines gepflegten Gründerzeithauses. Der Balkon (ca. 6 m²) geht nach Süden zum ruhigen Innenhof, dazu gehört ein Kellerabteil mit rund 9 m². Das Wohnzimmer misst 27 m², die Küche mit Fenster 11,4 m²; eine Einbauküche kann für 1.200 € vom Vormieter übernommen werden.

Lage: Die Haltestelle der Tram 4 erreichen Sie in drei Minuten zu Fuß, mit der Straßenbahn sind Sie in 12 Minuten am Hauptbahnhof. Zum Rosental läuft man etwa acht Minuten.

Besichtigung: Samstag, 14.09., von 11:00 bis 12:30 Uhr. Bitte nur nach Anmeldung per Kontaktformular oder unter 0341 5578 203 (Mo–Fr 9–17 Uhr). Die Wohnung wird provisionsfrei vom Eigentümer vermietet.
""",
    "facts": [
        (
            "Die Kaltmiete für die Wohnung beträgt {n} Euro.",
            895,
            "euro",
            ["895,00", "895", "achthundertfünfundneunzig"],
        ),
        (
            "An Nebenkosten kommen monatlich {n} Euro dazu.",
            185,
            "euro",
            ["185,00", "185", "hundertfünfundachtzig"],
        ),
        (
            "Für die Heizung werden zusätzlich {n} Euro im Monat fällig.",
            95,
            "euro",
            ["95,00", "95", "fünfundneunzig"],
        ),
        (
            "Insgesamt liegt die Warmmiete bei {n} Euro.",
            1175,
            "euro",
            ["1.175,00", "1.175", "1175"],
        ),
        (
            "Als Kaution verlangt der Vermieter {n} Euro.",
            2685,
            "euro",
            ["2.685,00", "2.685", "2685"],
        ),
        (
            "Der Stellplatz im Hof kostet {n} Euro im Monat.",
            45,
            "euro",
            ["45,00", "45", "fünfundvierzig"],
        ),
        (
            "Die Einbauküche des Vormieters kann man für {n} Euro übernehmen.",
            1200,
            "euro",
            ["1.200", "1200", "zwölfhundert"],
        ),
        (
            "Die Wohnfläche beträgt {n} Quadratmeter.",
            82.5,
            "quadratmeter",
            ["82,5"],
        ),
        (
            "Das Wohnzimmer ist {n} Quadratmeter groß.",
            27,
            "quadratmeter",
            ["27", "siebenundzwanzig"],
        ),
        (
            "Die Küche hat eine Fläche von {n} Quadratmetern.",
            11.4,
            "quadratmeter",
            ["11,4"],
        ),
        (
            "Insgesamt hat die Wohnung {n} Zimmer.",
            3,
            "zimmer",
            ["3", "drei"],
            {"hedge": False},
        ),
        (
            "Davon sind {n} Schlafzimmer.",
            2,
            "zimmer",
            ["2", "zwei"],
            {"hedge": False},
        ),
        ("Das Haus wurde {n} gebaut.", 1911, "year", ["1911"]),
        (
            "Bad, Elektrik und Böden wurden {n} modernisiert.",
            2019,
            "year",
            ["2019"],
        ),
        ("Die Fenster wurden {n} erneuert.", 2016, "year", ["2016"]),
        (
            "Mit der Straßenbahn ist man in {n} Minuten am Hauptbahnhof.",
            12,
            "minuten",
            ["12", "zwölf"],
        ),
        (
            "Zu Fuß braucht man {n} Minuten bis zur Tram-Haltestelle.",
            3,
            "minuten",
            ["drei", "3"],
        ),
        (
            "Die Besichtigung am Samstag beginnt um {n} Uhr.",
            "11:00",
            "time",
            ["11:00", "11", "11.00"],
        ),
        (
            "Die Besichtigung endet um {n} Uhr.",
            "12:30",
            "time",
            ["12:30", "12.30"],
        ),
    ],
}
