"""Material: release (nl, release notes)."""

PASSAGE = {
    "language": "nl",
    "kind": "release notes",
    "material": """
Releasenotes Planbord 5.4.0
Uitgebracht op 11 maart 2025

Systeemeisen
- Planbord 5.4 vereist PHP 8.2 of hoger. PHP 8.1 wordt niet langer ondersteund.
- Ondersteunde databases: PostgreSQL 14 t/m 17 en MariaDB vanaf 10.11.
- De mobiele app (versie 3.9) vraagt minimaal iOS 16 of Android 10.

Nieuw
- Exporteren naar Excel werkt nu ook voor roosters met maximaal 5.000 regels (was 2.000).
- Gebruikers worden standaard na 45 minuten inactiviteit uitgelogd (was 30 minuten). Beheerders kunnen dit instellen tot maximaal 240 minuten.
- De limiet van de REST-API is verhoogd van 600 naar 1.200 verzoeken per minuut per sleutel.

Opgelost
- #4127 Dubbele diensten bij het kopiëren van een weekrooster naar een andere afdeling.
- #4133 Verlofsaldo werd in de export met twee decimalen te veel weergegeven.
- #4150 Push-meldingen kwamen op Android soms met 5 tot 10 minuten vertraging binnen.

Let op bij het upgraden
- Werkt u nog met 5.2.x of ouder? Upgrade dan eerst naar 5.3.6 en daarna pas naar 5.4.0.
- Het databaseschema gaat van versie 84 naar 87. De migratie duurt bij grote installaties ongeveer 20 minuten; herstart de server in die tijd niet.
- De websocketserver luistert voortaan standaard op poort 8443 in plaats van 8080. Pas zo nodig uw firewall aan.
- De v1-endpoints van de API worden in versie 6.0 verwijderd.

Ondersteuning: versie 5.2 krijgt nog beveiligingsupdates tot en met 30 juni 2025, versie 5.3 tot en met 31 december 2025.
""",
    "facts": [
        (
            "De nieuwe versie van Planbord is {n}.",
            "5.4.0",
            "version",
            ["5.4.0"],
        ),
        (
            "Planbord 5.4 heeft minimaal PHP {n} nodig.",
            "8.2",
            "version",
            ["8.2"],
        ),
        (
            "Ondersteuning voor PHP {n} is vervallen.",
            "8.1",
            "version",
            ["8.1"],
        ),
        (
            "De oudste ondersteunde PostgreSQL-versie is {n}.",
            "14",
            "version",
            ["14"],
        ),
        (
            "PostgreSQL wordt ondersteund tot en met versie {n}.",
            "17",
            "version",
            ["17"],
        ),
        (
            "MariaDB wordt ondersteund vanaf versie {n}.",
            "10.11",
            "version",
            ["10.11"],
        ),
        (
            "Vanaf 5.2.x moet je eerst upgraden naar versie {n}.",
            "5.3.6",
            "version",
            ["5.3.6"],
        ),
        (
            "De v1-endpoints van de API verdwijnen in versie {n}.",
            "6.0",
            "version",
            ["6.0"],
        ),
        (
            "De mobiele app heeft versienummer {n}.",
            "3.9",
            "version",
            ["3.9"],
        ),
        (
            "Na de upgrade staat het databaseschema op versie {n}.",
            87,
            "schema",
            ["87"],
        ),
        (
            "Voor de upgrade is het databaseschema versie {n}.",
            84,
            "schema",
            ["84"],
        ),
        (
            "De websocketserver gebruikt nu standaard poort {n}.",
            8443,
            "port",
            ["8443"],
        ),
        (
            "Voorheen luisterde de websocketserver op poort {n}.",
            8080,
            "port",
            ["8080"],
        ),
        (
            "Gebruikers worden nu na {n} minuten inactiviteit uitgelogd.",
            45,
            "minuten",
            ["45", "vijfenveertig"],
        ),
        (
            "Tot nu toe werd je na {n} minuten zonder activiteit uitgelogd.",
            30,
            "minuten",
            ["30", "dertig"],
        ),
        (
            "De langste uitlogtijd die beheerders kunnen instellen is {n} minuten.",
            240,
            "minuten",
            ["240", "tweehonderdveertig"],
        ),
        (
            "De schemamigratie duurt bij grote installaties {n} minuten.",
            20,
            "minuten",
            ["20", "twintig"],
        ),
        (
            "Excel-exports kunnen nu maximaal {n} regels bevatten.",
            5000,
            "regels",
            ["5.000", "5000", "vijfduizend"],
        ),
        (
            "Vroeger was een Excel-export beperkt tot {n} regels.",
            2000,
            "regels",
            ["2.000", "2000", "tweeduizend"],
        ),
        (
            "Per sleutel mag je de REST-API nu maximaal {n} keer per minuut aanroepen.",
            1200,
            "verzoeken",
            ["1.200", "1200", "twaalfhonderd"],
        ),
        (
            "De oude API-limiet was {n} verzoeken per minuut.",
            600,
            "verzoeken",
            ["600", "zeshonderd"],
        ),
    ],
}
