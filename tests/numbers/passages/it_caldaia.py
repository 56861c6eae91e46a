"""Material: caldaia (it, manual)."""

PASSAGE = {
    "language": "it",
    "kind": "manual",
    "material": """
Caldaia a condensazione – impostazioni principali
Temperatura di mandata del riscaldamento: regolabile da 25 a 80 °C, valore di fabbrica 65 °C.
Acqua calda sanitaria: regolabile da 35 a 60 °C, valore di fabbrica 48 °C.
La pressione dell'impianto deve restare tra 1 e 1,5 bar; sotto 0,8 bar la caldaia si blocca e sul display compare l'errore E10. La funzione antigelo si attiva quando la temperatura ambiente scende sotto i 5 °C e riscalda fino a 15 °C. Il circolatore continua a girare per tre minuti dopo lo spegnimento del bruciatore.
Manutenzione: ogni 12 mesi; l'analisi dei fumi va eseguita ogni due anni. Potenza nominale: 24 kW in riscaldamento, 28 kW in sanitario.
""",
    "facts": [
        (
            "La temperatura di mandata del riscaldamento è impostata in fabbrica a {n} °C.",
            65,
            "celsius",
            ["65", "sessantacinque"],
        ),
        (
            "L'acqua calda sanitaria è impostata in fabbrica a {n} °C.",
            48,
            "celsius",
            ["48", "quarantotto"],
        ),
        (
            "La mandata del riscaldamento si può regolare fino a {n} °C.",
            80,
            "celsius",
            ["80", "ottanta"],
        ),
        (
            "L'acqua calda sanitaria si può regolare fino a {n} °C.",
            60,
            "celsius",
            ["60", "sessanta"],
        ),
        (
            "La funzione antigelo si attiva sotto i {n} °C.",
            5,
            "celsius",
            ["5", "cinque"],
        ),
        (
            "La funzione antigelo riscalda fino a {n} °C.",
            15,
            "celsius",
            ["15", "quindici"],
        ),
        ("Sotto {n} bar la caldaia si blocca.", 0.8, "bar", ["0,8"]),
        (
            "La potenza nominale in riscaldamento è di {n} kW.",
            24,
            "kw",
            ["24", "ventiquattro"],
        ),
        ("La potenza nominale in sanitario è di {n} kW.", 28, "kw", ["28", "ventotto"]),
        (
            "Il circolatore continua a girare per {n} minuti dopo lo spegnimento del bruciatore.",
            3,
            "minuti",
            ["tre", "3"],
        ),
        (
            "La manutenzione va fatta ogni {n} mesi.",
            12,
            "intervallo",
            ["12", "dodici"],
            {"hedged": "La manutenzione va fatta circa ogni {n} mesi."},
        ),
        (
            "L'analisi dei fumi va eseguita ogni {n} anni.",
            2,
            "intervallo",
            ["due", "2"],
        ),
    ],
}
