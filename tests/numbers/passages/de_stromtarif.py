"""Material: stromtarif (de, price sheet)."""

PASSAGE = {
    "language": "de",
    "kind": "price sheet",
    "material": """
Stadtwerke Altenau GmbH
Preisblatt Strom – Tarif „AltenauStrom Basis“ (Grundversorgung)
gültig ab 01.01.2025 · alle Preise inkl. 19 % Umsatzsteuer

Preisbestandteil                              ab 01.01.2025      bisher (2024)
Grundpreis                                    13,95 €/Monat      12,50 €/Monat
Arbeitspreis Eintarifzähler                   32,48 ct/kWh       36,91 ct/kWh
Arbeitspreis Zweitarif HT (6:00–22:00 Uhr)    33,90 ct/kWh       38,20 ct/kWh
Arbeitspreis Zweitarif NT (22:00–6:00 Uhr)    25,12 ct/kWh       28,40 ct/kWh

Der Grundpreis beträgt damit 167,40 € im Jahr. Trotz des höheren Grundpreises sinken die Kosten für die meisten Haushalte, weil der Arbeitspreis um 4,43 ct/kWh zurückgeht.

Beispielrechnung Eintarifzähler, Jahresverbrauch 2.500 kWh:
2025: 979,40 € brutto (2024: 1.072,75 €)

Für Wärmepumpen und Nachtspeicherheizungen bieten wir ab einem Jahresverbrauch von 3.000 kWh den Tarif „AltenauWärme“ an. Neukunden, die online abschließen, erhalten einen Bonus von 60 €. Die Preise sind bis zum 31.12.2025 garantiert (ausgenommen Änderungen bei Steuern und Abgaben). Die Mindestvertragslaufzeit beträgt 12 Monate, danach ist der Vertrag mit einer Frist von einem Monat kündbar.

Stromkennzeichnung 2024 (nach § 42 EnWG): Anteil erneuerbarer Energien 64,3 % (Bundesdurchschnitt 56,8 %); CO₂-Emissionen 218 g/kWh (Bundesdurchschnitt 364 g/kWh).

Kundencenter Marktplatz 7: Mo–Do 8:00–17:00 Uhr, Fr 8:00–13:00 Uhr · Service-Telefon 05328 9120-0
""",
    "facts": [
        (
            "Ab 2025 kostet der Grundpreis {n} € im Monat.",
            13.95,
            "euro",
            ["13,95"],
        ),
        (
            "2024 lag der monatliche Grundpreis bei {n} €.",
            12.50,
            "euro",
            ["12,50", "12,5", "zwölfeinhalb"],
        ),
        (
            "Aufs Jahr gerechnet beträgt der Grundpreis {n} €.",
            167.40,
            "euro",
            ["167,40", "167,4"],
        ),
        (
            "Bei 2.500 kWh Jahresverbrauch zahlt man 2025 {n} € brutto.",
            979.40,
            "euro",
            ["979,40", "979,4"],
        ),
        (
            "Im Jahr 2024 kostete der Beispielhaushalt mit 2.500 kWh {n} €.",
            1072.75,
            "euro",
            ["1.072,75", "1072,75"],
        ),
        (
            "Wer online abschließt, bekommt als Neukunde einen Bonus von {n} €.",
            60,
            "euro",
            ["60", "sechzig"],
        ),
        (
            "Der Arbeitspreis für Eintarifzähler liegt ab Januar 2025 bei {n} Cent pro kWh.",
            32.48,
            "cent",
            ["32,48"],
        ),
        (
            "Bisher kostete die Kilowattstunde beim Eintarifzähler {n} Cent.",
            36.91,
            "cent",
            ["36,91"],
        ),
        (
            "Der Hochtarif im Zweitarif kostet 2025 {n} Cent pro Kilowattstunde.",
            33.90,
            "cent",
            ["33,90", "33,9"],
        ),
        (
            "Der Nachtstrom (NT) kostet 2025 {n} ct/kWh.",
            25.12,
            "cent",
            ["25,12"],
        ),
        (
            "Im Vorjahr lag der Nachttarif bei {n} ct/kWh.",
            28.40,
            "cent",
            ["28,40", "28,4"],
        ),
        (
            "Der Arbeitspreis sinkt um {n} Cent je kWh.",
            4.43,
            "cent",
            ["4,43"],
        ),
        (
            "Der Niedertarif beginnt jeden Abend um {n} Uhr.",
            "22:00",
            "time",
            ["22:00", "22"],
        ),
        (
            "Der Hochtarif gilt täglich ab {n} Uhr.",
            "06:00",
            "time",
            ["6:00", "6"],
        ),
        (
            "Freitags schließt das Kundencenter um {n} Uhr.",
            "13:00",
            "time",
            ["13:00", "13"],
        ),
        (
            "Montags bis donnerstags hat das Kundencenter bis {n} Uhr geöffnet.",
            "17:00",
            "time",
            ["17:00", "17"],
        ),
        (
            "Der Tarif AltenauWärme gilt ab einem Jahresverbrauch von {n} kWh.",
            3000,
            "kwh",
            ["3.000", "3000", "dreitausend"],
        ),
        (
            "Die Beispielrechnung geht von {n} kWh Jahresverbrauch aus.",
            2500,
            "kwh",
            ["2.500", "2500", "zweitausendfünfhundert"],
        ),
        (
            "Der Anteil erneuerbarer Energien im Strommix der Stadtwerke beträgt {n} Prozent.",
            64.3,
            "prozent",
            ["64,3"],
        ),
        (
            "Im Bundesdurchschnitt liegt der Anteil erneuerbarer Energien bei {n} Prozent.",
            56.8,
            "prozent",
            ["56,8"],
        ),
        (
            "Der Strom der Stadtwerke verursacht {n} g CO₂ pro Kilowattstunde.",
            218,
            "gramm",
            ["218", "zweihundertachtzehn"],
        ),
        (
            "Im Bundesdurchschnitt liegen die CO₂-Emissionen bei {n} g pro kWh.",
            364,
            "gramm",
            ["364", "dreihundertvierundsechzig"],
        ),
    ],
}
