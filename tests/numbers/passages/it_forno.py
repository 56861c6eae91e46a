"""Material: forno (it, manual)."""

PASSAGE = {
    "language": "it",
    "kind": "manual",
    "material": """
Forno multifunzione da incasso FP 7 P – Istruzioni per l'uso (estratto)

4. Tabella delle funzioni
Funzione            Intervallo temperatura   Temperatura proposta
Statico             50–250 °C                200 °C
Ventilato           50–240 °C                180 °C
Grill ventilato     150–220 °C               190 °C
Pizza               200–275 °C               250 °C
Scongelamento       fissa 40 °C              –
Mantenimento        60–90 °C                 70 °C

Il preriscaldamento rapido porta il forno a 180 °C in circa 7 minuti; al raggiungimento della temperatura viene emesso un segnale acustico. Per cotture su più livelli (il forno ne ha cinque) usare sempre la funzione Ventilato.

5. Pulizia pirolitica
Sono disponibili due cicli: Pirolisi Eco, della durata di 90 minuti, per lo sporco leggero, e Pirolisi Intensa, di 150 minuti, per lo sporco ostinato. Durante il ciclo la cavità raggiunge circa 480 °C e la porta si blocca automaticamente; si sblocca solo quando la temperatura interna è scesa sotto i 200 °C. Consumo indicativo: 1,9 kWh (Eco) e 2,8 kWh (Intensa).

6. Sicurezza bambini
Per attivare il blocco tasti tenere premuto il tasto con il simbolo della chiave per 3 secondi; per disattivarlo tenerlo premuto per 5 secondi.

7. Codici di errore
F02 – sonda di temperatura guasta: spegnere il forno e chiamare l'assistenza.
F07 – blocco porta non riuscito durante la pirolisi: verificare che la porta sia ben chiusa e riavviare il ciclo.
E11 – surriscaldamento dei comandi: il ventilatore di raffreddamento resta attivo fino a 30 minuti dopo lo spegnimento.

8. Dati tecnici
Volume utile: 71 litri · Classe di efficienza energetica: A+
Consumo di energia per ciclo, modo convenzionale: 0,89 kWh · modo ventilato: 0,69 kWh
Potenza massima assorbita: 3.650 W · potenza grill: 2.450 W
Allacciamento: 220–240 V ~ 50 Hz, fusibile 16 A, cavo 3 × 1,5 mm²
Assistenza tecnica: 199 123 456 (lun–ven 8.30–18.00)
""",
    "facts": [
        (
            "Con la funzione Statico il forno propone {n} °C.",
            200,
            "celsius",
            ["200", "duecento"],
        ),
        (
            "Nella funzione Ventilato la temperatura proposta è di {n} gradi.",
            180,
            "celsius",
            ["180", "centottanta"],
        ),
        (
            "Il grill ventilato parte da una temperatura proposta di {n} °C.",
            190,
            "celsius",
            ["190", "centonovanta"],
        ),
        (
            "Per la pizza il forno suggerisce {n} gradi.",
            250,
            "celsius",
            ["250", "duecentocinquanta"],
        ),
        (
            "Lo scongelamento avviene a una temperatura fissa di {n} °C.",
            40,
            "celsius",
            ["40", "quaranta"],
        ),
        (
            "La funzione Mantenimento propone {n} °C.",
            70,
            "celsius",
            ["70", "settanta"],
        ),
        (
            "La funzione Pizza arriva al massimo a {n} °C.",
            275,
            "celsius",
            ["275", "duecentosettantacinque"],
        ),
        (
            "Il ciclo di Pirolisi Eco dura {n} minuti.",
            90,
            "minuti",
            ["90", "novanta"],
        ),
        (
            "La Pirolisi Intensa richiede {n} minuti.",
            150,
            "minuti",
            ["150", "centocinquanta"],
        ),
        (
            "Dopo un errore E11 il ventilatore di raffreddamento può restare acceso fino a {n} minuti.",
            30,
            "minuti",
            ["30", "trenta"],
        ),
        (
            "Con il preriscaldamento rapido il forno arriva a temperatura in circa {n} minuti.",
            7,
            "minuti",
            ["7", "sette"],
            {"hedge": False},
        ),
        (
            "Un ciclo di Pirolisi Eco consuma {n} kWh.",
            1.9,
            "kwh",
            ["1,9"],
        ),
        (
            "La Pirolisi Intensa consuma {n} kWh.",
            2.8,
            "kwh",
            ["2,8"],
        ),
        (
            "In modo convenzionale il consumo per ciclo è di {n} kWh.",
            0.89,
            "kwh",
            ["0,89"],
        ),
        (
            "Nel modo ventilato il forno consuma {n} kWh per ciclo.",
            0.69,
            "kwh",
            ["0,69"],
        ),
        (
            "Per attivare il blocco tasti bisogna tenere premuta la chiave per {n} secondi.",
            3,
            "secondi",
            ["3", "tre"],
        ),
        (
            "Per disattivare il blocco tasti si tiene premuto il tasto per {n} secondi.",
            5,
            "secondi",
            ["5", "cinque"],
        ),
        (
            "La potenza massima assorbita dal forno è di {n} watt.",
            3650,
            "watt",
            ["3.650", "3650"],
        ),
        (
            "Il grill ha una potenza di {n} watt.",
            2450,
            "watt",
            ["2.450", "2450"],
        ),
    ],
}
