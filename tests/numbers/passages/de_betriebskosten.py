"""Material: betriebskosten (de, household document)."""

PASSAGE = {
    "language": "de",
    "kind": "household document",
    "material": """
Betriebskostenabrechnung 2024 – Wohnung 2. OG links, Lindenstraße 14
Abrechnungszeitraum: 01.01.2024 bis 31.12.2024
Wohnfläche der Wohnung: 78,5 m² (Gesamtwohnfläche des Hauses: 642 m²)

Heizkosten: 1.184,60 € (Vorjahr: 1.342,10 €)
Wasser und Abwasser: 412,35 €
Müllabfuhr: 198,00 €
Grundsteuer: 156,80 €
Summe der Kosten: 1.951,75 €
Geleistete Vorauszahlungen: 12 × 150,00 € = 1.800,00 €
Nachzahlung: 151,75 €, zahlbar innerhalb von 30 Tagen nach Zugang dieser Abrechnung.

Ab dem 1. März 2025 erhöht sich die monatliche Vorauszahlung auf 190 €. Der Wasserverbrauch der Wohnung lag bei 64 Kubikmetern, im Vorjahr bei 71 Kubikmetern.
""",
    "facts": [
        ("Die Heizkosten betrugen {n} €.", 1184.60, "euro", ["1.184,60", "1184,60"]),
        ("Im Vorjahr betrugen die Heizkosten {n} €.", 1342.10, "euro", ["1.342,10"]),
        ("Für Wasser und Abwasser wurden {n} € berechnet.", 412.35, "euro", ["412,35"]),
        ("Die Müllabfuhr kostete {n} €.", 198, "euro", ["198,00", "198"]),
        ("Die Grundsteuer betrug {n} €.", 156.80, "euro", ["156,80"]),
        ("Die Kosten betrugen insgesamt {n} €.", 1951.75, "euro", ["1.951,75"]),
        ("Die Nachzahlung beträgt {n} €.", 151.75, "euro", ["151,75"]),
        (
            "Bisher betrug die monatliche Vorauszahlung {n} €.",
            150,
            "euro",
            ["150,00", "150", "hundertfünfzig"],
        ),
        (
            "Ab März 2025 beträgt die monatliche Vorauszahlung {n} €.",
            190,
            "euro",
            ["190", "hundertneunzig"],
        ),
        ("Die Wohnung hat eine Wohnfläche von {n} m².", 78.5, "fläche", ["78,5"]),
        ("Die Gesamtwohnfläche des Hauses beträgt {n} m².", 642, "fläche", ["642"]),
        (
            "Der Wasserverbrauch der Wohnung lag bei {n} Kubikmetern.",
            64,
            "kubikmeter",
            ["64", "vierundsechzig"],
        ),
        (
            "Im Vorjahr lag der Wasserverbrauch bei {n} Kubikmetern.",
            71,
            "kubikmeter",
            ["71", "einundsiebzig"],
        ),
        (
            "Die Nachzahlung ist innerhalb von {n} Tagen zu zahlen.",
            30,
            "tage",
            ["30", "dreißig"],
        ),
    ],
}
