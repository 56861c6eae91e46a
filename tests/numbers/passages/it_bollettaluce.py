"""Material: bolletta della luce (it, utility bill)."""

PASSAGE = {
    "language": "it",
    "kind": "utility bill",
    "material": """
Lumina Energia S.p.A. – Bolletta luce – Sintesi
Fattura n. 2025/0418832 del 7 maggio 2025
Intestatario: Maria Rossi – Codice cliente 40018837
Indirizzo di fornitura: Via Cavour 18, 40121 Bologna – POD IT001E04512398
Offerta: Luce Casa Fissa 12 – cliente domestico residente
Potenza impegnata: 3 kW – Potenza disponibile: 3,3 kW
Periodo di fatturazione: 1 marzo 2025 – 30 aprile 2025 (bimestrale)

TOTALE DA PAGARE: 138,53 € – Scadenza 27 maggio 2025 (addebito diretto SDD)

Dettaglio degli importi
Spesa per la materia energia: 71,38 €
Spesa per il trasporto e la gestione del contatore: 24,80 €
Spesa per oneri di sistema: 9,12 €
Imposte (accisa): 4,27 €
IVA 10 %: 10,96 €
Canone di abbonamento alla televisione per uso privato (2 rate): 18,00 €

Condizioni economiche
Prezzo della componente energia (monorario): 0,1320 €/kWh, bloccato per 12 mesi dall'attivazione (1° ottobre 2024)
Quota fissa di commercializzazione: 8,50 €/mese
Con la precedente offerta a prezzo variabile, nello stesso periodo dell'anno precedente il prezzo medio dell'energia era stato di 0,1585 €/kWh e la quota fissa di 9,90 €/mese.

I tuoi consumi
Consumo del periodo: 412 kWh (F1: 168 kWh – F23: 244 kWh)
Stesso periodo dell'anno precedente: 468 kWh (–12 %)
Consumo annuo (maggio 2024 – aprile 2025): 2.385 kWh
Consumo annuo precedente (maggio 2023 – aprile 2024): 2.610 kWh
Lettura effettiva del contatore al 30/04/2025: 18.742 kWh

Servizio clienti
Numero verde 800 913 450 (gratuito da rete fissa) – da cellulare 02 8736 2210
Dal lunedì al venerdì dalle 8:00 alle 20:00, il sabato dalle 9:00 alle 14:00.
Segnalazione guasti (distributore locale): 800 900 800, attivo 24 ore su 24.
""",
    "facts": [
        ("Il totale da pagare è di {n} euro.", 138.53, "euro", ["138,53"]),
        (
            "La spesa per la materia energia ammonta a {n} euro.",
            71.38,
            "euro",
            ["71,38"],
        ),
        (
            "Per il trasporto e la gestione del contatore paghi {n} euro.",
            24.80,
            "euro",
            ["24,80", "24,8"],
        ),
        (
            "Gli oneri di sistema in questa bolletta sono {n} euro.",
            9.12,
            "euro",
            ["9,12"],
        ),
        ("L'accisa pesa per {n} euro.", 4.27, "euro", ["4,27"]),
        ("L'IVA in bolletta è di {n} euro.", 10.96, "euro", ["10,96"]),
        (
            "Per il canone TV sono addebitati {n} euro.",
            18,
            "euro",
            ["18,00", "18", "diciotto"],
        ),
        (
            "Con l'offerta attuale la quota fissa è di {n} euro al mese.",
            8.50,
            "euro",
            ["8,50", "8,5"],
        ),
        (
            "L'anno precedente la quota fissa era di {n} euro al mese.",
            9.90,
            "euro",
            ["9,90", "9,9"],
        ),
        (
            "Con l'offerta attuale l'energia costa {n} euro al kWh.",
            0.132,
            "euro_kwh",
            ["0,1320", "0,132"],
        ),
        (
            "Nello stesso periodo dell'anno precedente il prezzo medio era di {n} euro al kWh.",
            0.1585,
            "euro_kwh",
            ["0,1585"],
        ),
        (
            "Nel periodo di marzo e aprile hai consumato {n} kWh.",
            412,
            "kwh",
            ["412"],
        ),
        (
            "Nello stesso periodo dell'anno precedente il consumo era stato di {n} kWh.",
            468,
            "kwh",
            ["468"],
        ),
        (
            "Negli ultimi dodici mesi il consumo annuo è stato di {n} kWh.",
            2385,
            "kwh",
            ["2.385", "2385"],
        ),
        (
            "Il consumo annuo precedente era di {n} kWh.",
            2610,
            "kwh",
            ["2.610", "2610"],
        ),
        (
            "Nella fascia F1 hai consumato {n} kWh.",
            168,
            "kwh",
            ["168"],
        ),
        (
            "La lettura del contatore al 30 aprile è di {n} kWh.",
            18742,
            "kwh",
            ["18.742", "18742"],
        ),
        (
            "Rispetto allo stesso periodo dell'anno precedente il consumo è calato del {n} %.",
            12,
            "percent",
            ["12", "dodici"],
            {
                "hedged": "Rispetto allo stesso periodo dell'anno precedente il consumo è calato di circa il {n} %."
            },
        ),
        (
            "Sulla bolletta si applica l'IVA al {n} %.",
            10,
            "percent",
            ["10", "dieci"],
            {"hedge": False},
        ),
        ("La potenza impegnata è di {n} kW.", 3, "kw", ["3", "tre"]),
        ("La potenza disponibile è di {n} kW.", 3.3, "kw", ["3,3"]),
        (
            "Dal lunedì al venerdì il servizio clienti risponde fino alle {n}.",
            "20:00",
            "time",
            ["20:00", "20", "20.00"],
        ),
        (
            "Il sabato il servizio clienti apre alle {n}.",
            "09:00",
            "time",
            ["9:00", "9", "9.00"],
        ),
        (
            "Il sabato il servizio clienti chiude alle {n}.",
            "14:00",
            "time",
            ["14:00", "14", "14.00"],
        ),
        (
            "Il numero verde del servizio clienti è {n}.",
            "800 913 450",
            "phone",
            ["800 913 450", "800913450"],
        ),
        (
            "Da cellulare il servizio clienti si chiama al {n}.",
            "02 8736 2210",
            "phone",
            ["02 8736 2210", "0287362210"],
        ),
        (
            "Per segnalare un guasto si chiama il {n}.",
            "800 900 800",
            "phone",
            ["800 900 800", "800900800"],
        ),
    ],
}
