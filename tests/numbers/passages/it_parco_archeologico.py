"""Material: parco archeologico, orari e biglietti (it, opening hours)."""

PASSAGE = {
    "language": "it",
    "kind": "opening hours",
    "material": """
Parco archeologico di Colle Ferrone
Area degli scavi · Antiquarium · Necropoli di Valle Oscura

ORARI
Orario estivo (dal 1° aprile al 31 ottobre)
Area degli scavi: tutti i giorni 8.30–19.30 (ultimo ingresso ore 18.45)
Antiquarium: martedì–domenica 9.00–19.00; lunedì chiuso
Orario invernale (dal 1° novembre al 31 marzo)
Area degli scavi: tutti i giorni 8.30–17.00 (ultimo ingresso ore 16.00)
Antiquarium: martedì–domenica 9.00–16.30
Chiuso il 25 dicembre e il 1° gennaio. Il 24 e il 31 dicembre chiusura anticipata alle ore 14.00.
La Necropoli di Valle Oscura si visita solo con visita guidata, il sabato e la domenica alle 10.30 e alle 15.00 (durata 90 minuti, massimo 25 partecipanti).

BIGLIETTI
Intero (area degli scavi + Antiquarium): € 12,00
Ridotto: € 6,00 – cittadini dell'Unione europea dai 18 ai 25 anni non compiuti
Solo Antiquarium: € 5,00
Visita guidata alla Necropoli: € 8,00 a persona, in aggiunta al biglietto d'ingresso
Colle Card (abbonamento annuale, ingressi illimitati per 12 mesi dalla data di emissione): € 30,00
Audioguida (italiano, inglese, tedesco, francese): € 4,00

GRATUITÀ
Ingresso gratuito per i minori di 18 anni, le persone con disabilità e un loro accompagnatore, le guide turistiche abilitate e i docenti che accompagnano gruppi scolastici (uno ogni dieci studenti). Ogni prima domenica del mese l'ingresso è gratuito per tutti: in queste giornate la prenotazione online è obbligatoria e sono ammessi al massimo 1.500 visitatori.

INFORMAZIONI
Biglietteria: tel. 0564 482 190 (lun–ven 9.00–13.00)
Gruppi: prenotazione obbligatoria per gruppi di oltre 15 persone, almeno 7 giorni prima della visita.
Per il percorso completo calcolate circa due ore e mezza. Parcheggio gratuito a 300 metri dall'ingresso (SP 152, km 4).
""",
    "facts": [
        (
            "D'estate l'area degli scavi chiude alle {n}.",
            "19:30",
            "time",
            ["19.30", "19:30"],
        ),
        (
            "Nell'orario estivo l'ultimo ingresso agli scavi è alle {n}.",
            "18:45",
            "time",
            ["18.45", "18:45"],
        ),
        (
            "In inverno gli scavi restano aperti fino alle {n}.",
            "17:00",
            "time",
            ["17.00", "17:00", "17"],
        ),
        (
            "D'inverno si può entrare nell'area degli scavi al più tardi alle {n}.",
            "16:00",
            "time",
            ["16.00", "16:00", "16"],
        ),
        (
            "In estate l'Antiquarium chiude alle {n}.",
            "19:00",
            "time",
            ["19.00", "19:00", "19"],
        ),
        (
            "Con l'orario invernale l'Antiquarium chiude alle {n}.",
            "16:30",
            "time",
            ["16.30", "16:30"],
        ),
        (
            "Il 24 e il 31 dicembre il parco chiude alle {n}.",
            "14:00",
            "time",
            ["14.00", "14:00", "14"],
        ),
        (
            "La visita guidata del mattino alla Necropoli parte alle {n}.",
            "10:30",
            "time",
            ["10.30", "10:30"],
        ),
        (
            "Al telefono la biglietteria risponde fino alle {n}.",
            "13:00",
            "time",
            ["13.00", "13:00", "13"],
        ),
        (
            "Il biglietto intero per scavi e Antiquarium costa {n} euro.",
            12,
            "euro",
            ["12,00", "12", "dodici"],
        ),
        (
            "Il biglietto ridotto costa {n} euro.",
            6,
            "euro",
            ["6,00", "6", "sei"],
        ),
        (
            "Per il solo Antiquarium si pagano {n} euro.",
            5,
            "euro",
            ["5,00", "5", "cinque"],
        ),
        (
            "La visita guidata alla Necropoli costa {n} euro in più a persona.",
            8,
            "euro",
            ["8,00", "8", "otto"],
        ),
        (
            "La Colle Card annuale costa {n} euro.",
            30,
            "euro",
            ["30,00", "30", "trenta"],
        ),
        (
            "L'audioguida si noleggia a {n} euro.",
            4,
            "euro",
            ["4,00", "4", "quattro"],
        ),
        (
            "Il ridotto spetta ai cittadini UE che non hanno ancora compiuto {n} anni.",
            25,
            "anni",
            ["25", "venticinque"],
            {"hedge": False},
        ),
        (
            "Non paga l'ingresso chi ha meno di {n} anni.",
            18,
            "anni",
            ["18", "diciotto"],
            {"hedge": False},
        ),
        (
            "Alla visita guidata della Necropoli possono partecipare al massimo {n} persone.",
            25,
            "persone",
            ["25", "venticinque"],
            {"hedge": False},
        ),
        (
            "La prima domenica del mese entrano al massimo {n} visitatori.",
            1500,
            "persone",
            ["1.500", "1500", "millecinquecento"],
        ),
        (
            "I gruppi con più di {n} persone devono prenotare.",
            15,
            "persone",
            ["15", "quindici"],
            {"hedge": False},
        ),
        (
            "Il parcheggio gratuito si trova a {n} metri dall'ingresso.",
            300,
            "metri",
            ["300", "trecento"],
        ),
        (
            "La visita guidata alla Necropoli dura {n} minuti.",
            90,
            "minuti",
            ["90", "novanta"],
        ),
    ],
}
