"""Material: macchina caffè (it, manual)."""

PASSAGE = {
    "language": "it",
    "kind": "manual",
    "material": """
Macchina per caffè espresso superautomatica Aroma One EX-340 – Istruzioni per l'uso (estratto)

DATI TECNICI
Tensione: 220–240 V ~ 50/60 Hz
Potenza assorbita: 1.450 W
Pressione massima della pompa: 15 bar
Capacità serbatoio acqua: 1,8 l
Capacità contenitore caffè in grani: 250 g
Contenitore fondi: max 14 porzioni
Caraffa latte: 0,5 l
Dimensioni (L × P × A): 24 × 43 × 35 cm – Peso: 9,6 kg

6. IMPOSTAZIONI
6.1 Temperatura del caffè – Sono disponibili tre livelli: bassa (86 °C), media (90 °C) e alta (94 °C). Di fabbrica la macchina è impostata su «media».
6.2 Quantità in tazza – Espresso: 40 ml (regolabile da 20 a 80 ml); caffè lungo: 120 ml (regolabile da 80 a 240 ml); acqua calda: 200 ml.
6.3 Spegnimento automatico – La macchina si spegne dopo 15 minuti di inattività; il tempo si può portare fino a 3 ore (menu > Energia).
Nota: durante l'erogazione il manometro deve stare nella zona verde, tra 8 e 11 bar; la pressione di estrazione ideale è di 9 bar.

7. PULIZIA E DECALCIFICAZIONE
Svuotare il contenitore fondi ogni giorno. Decalcificare ogni 3 mesi, o prima se sul display compare il messaggio DECALC. Versare nel serbatoio 100 ml di decalcificante liquido e aggiungere acqua fino a 500 ml; il ciclo dura circa 25 minuti e non va interrotto.

8. MESSAGGI DI ERRORE
E01 – Serbatoio vuoto o non inserito: riempire d'acqua fino alla tacca MAX.
E05 – Gruppo infusore non inserito correttamente.
E08 – Temperatura della caldaia oltre 140 °C: spegnere, staccare la spina e attendere almeno 30 minuti prima di riaccendere.
Se l'errore persiste, chiamare l'assistenza al numero verde 800 914 372 (lun–ven 9.00–18.00, sab 9.00–13.00).

Garanzia: 24 mesi dalla data di acquisto (12 mesi per uso professionale).
""",
    "facts": [
        (
            "Con la temperatura bassa il caffè esce a {n} °C.",
            86,
            "celsius",
            ["86", "ottantasei"],
        ),
        (
            "Il livello medio di temperatura corrisponde a {n} °C.",
            90,
            "celsius",
            ["90", "novanta"],
        ),
        (
            "Al livello alto la temperatura del caffè è di {n} °C.",
            94,
            "celsius",
            ["94", "novantaquattro"],
        ),
        (
            "L'errore E08 compare quando la temperatura della caldaia va oltre {n} °C.",
            140,
            "celsius",
            ["140", "centoquaranta"],
            {"hedge": False},
        ),
        (
            "La pompa arriva a una pressione massima di {n} bar.",
            15,
            "bar",
            ["15", "quindici"],
            {"hedge": False},
        ),
        ("La pressione ideale per l'estrazione è di {n} bar.", 9, "bar", ["9", "nove"]),
        (
            "Durante l'erogazione il manometro deve indicare almeno {n} bar.",
            8,
            "bar",
            ["8", "otto"],
            {"hedge": False},
        ),
        (
            "La zona verde del manometro arriva fino a {n} bar.",
            11,
            "bar",
            ["11", "undici"],
            {"hedge": False},
        ),
        ("L'espresso è impostato su {n} ml.", 40, "ml", ["40", "quaranta"]),
        ("Il caffè lungo eroga {n} ml.", 120, "ml", ["120", "centoventi"]),
        ("Per l'acqua calda la quantità è di {n} ml.", 200, "ml", ["200", "duecento"]),
        (
            "Il caffè lungo si può regolare fino a {n} ml.",
            240,
            "ml",
            ["240", "duecentoquaranta"],
            {"hedge": False},
        ),
        (
            "Per la decalcificazione servono {n} ml di decalcificante.",
            100,
            "ml",
            ["100", "cento"],
        ),
        ("Il serbatoio dell'acqua contiene {n} litri.", 1.8, "litri", ["1,8"]),
        ("La caraffa del latte ha una capacità di {n} litri.", 0.5, "litri", ["0,5"]),
        (
            "Se non la si usa, la macchina si spegne da sola dopo {n} minuti.",
            15,
            "minuti",
            ["15", "quindici"],
        ),
        (
            "Il ciclo di decalcificazione dura {n} minuti.",
            25,
            "minuti",
            ["25", "venticinque"],
        ),
        (
            "Dopo l'errore E08 bisogna aspettare almeno {n} minuti prima di riaccendere.",
            30,
            "minuti",
            ["30", "trenta"],
            {"hedge": False},
        ),
        (
            "La macchina va decalcificata ogni {n} mesi.",
            3,
            "mesi",
            ["3", "tre"],
            {"hedged": "La macchina va decalcificata all'incirca ogni {n} mesi."},
        ),
        (
            "Per uso domestico la garanzia è di {n} mesi.",
            24,
            "mesi",
            ["24", "ventiquattro"],
            {"hedge": False},
        ),
        (
            "Per uso professionale la garanzia copre {n} mesi.",
            12,
            "mesi",
            ["12", "dodici"],
            {"hedge": False},
        ),
        (
            "Il contenitore dei fondi tiene al massimo {n} porzioni.",
            14,
            "porzioni",
            ["14", "quattordici"],
            {"hedge": False},
        ),
        ("La macchina assorbe {n} watt.", 1450, "watt", ["1.450", "1450"]),
        ("La macchina pesa {n} kg.", 9.6, "kg", ["9,6"]),
        (
            "Il numero verde dell'assistenza è {n}.",
            "800 914 372",
            "phone",
            ["800 914 372", "800914372"],
        ),
        (
            "Dal lunedì al venerdì l'assistenza chiude alle {n}.",
            "18:00",
            "time",
            ["18.00", "18:00", "18"],
        ),
        (
            "Il sabato l'assistenza risponde fino alle {n}.",
            "13:00",
            "time",
            ["13.00", "13:00", "13"],
        ),
        ("L'assistenza apre alle {n}.", "09:00", "time", ["9.00", "9:00", "9"]),
    ],
}
