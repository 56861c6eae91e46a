"""Material: bundesliga (de, news)."""

PASSAGE = {
    "language": "de",
    "kind": "news",
    "material": """
Eintracht Frankfurt – SV Werder Bremen 3:1 (1:0)
Eintracht festigt Platz drei – vierter Heimsieg in Folge

Frankfurt/Main (dpa) – Eintracht Frankfurt bleibt in der Fußball-Bundesliga auf Champions-League-Kurs. Vor 57.800 Zuschauern im ausverkauften Deutsche Bank Park setzte sich die Mannschaft von Trainer Dino Toppmöller am Samstagabend verdient mit 3:1 (1:0) gegen den SV Werder Bremen durch. Es war der vierte Heimsieg in Folge.

Hugo Ekitiké brachte die Gastgeber in der 23. Minute mit einem Flachschuss in Führung. Kurz nach der Pause erhöhte Omar Marmoush per Foulelfmeter (52.) auf 2:0. Bremen kam durch Marvin Ducksch, der in der 71. Minute einen Konter abschloss, noch einmal heran, ehe der eingewechselte Ansgar Knauff in der Nachspielzeit (90.+3) den Endstand herstellte.

Die Statistik unterstrich die Überlegenheit der Hessen: Frankfurt hatte 58 Prozent Ballbesitz und gab 16 Torschüsse ab, Bremen kam nur auf neun. Die Passquote der Eintracht lag bei 86 Prozent.

„Wir haben heute über 90 Minuten eine sehr reife Leistung gezeigt“, sagte Toppmöller. Werder-Coach Ole Werner haderte: „Das 0:2 direkt nach der Pause hat uns den Stecker gezogen.“ Das Hinspiel in Bremen hatte vor 41.200 Zuschauern 2:2 geendet.

Mit nun 42 Punkten hat die Eintracht sieben Zähler Vorsprung auf den Tabellenvierten RB Leipzig (35). Werder bleibt mit 29 Punkten Elfter. Tabellenführer Bayer Leverkusen steht bei 55 Punkten.

Am kommenden Spieltag tritt Frankfurt am Samstag um 15:30 Uhr beim FSV Mainz 05 an. Werder empfängt am Sonntag um 17:30 Uhr den VfL Wolfsburg.
""",
    "facts": [
        (
            "Ekitiké erzielte das 1:0 für Frankfurt in der {n} Minute.",
            23,
            "minute",
            ["23.", "dreiundzwanzigsten"],
        ),
        (
            "Marmoush verwandelte den Foulelfmeter in der {n} Minute.",
            52,
            "minute",
            ["52.", "zweiundfünfzigsten"],
        ),
        (
            "Ducksch traf für Bremen in der {n} Minute.",
            71,
            "minute",
            ["71.", "einundsiebzigsten"],
        ),
        (
            "Das Spiel sahen {n} Zuschauer im Deutsche Bank Park.",
            57800,
            "zuschauer",
            ["57.800", "57800"],
        ),
        (
            "Beim Hinspiel in Bremen waren {n} Zuschauer im Stadion.",
            41200,
            "zuschauer",
            ["41.200", "41200"],
        ),
        (
            "Frankfurt kommt jetzt auf {n} Punkte.",
            42,
            "punkte",
            ["42", "zweiundvierzig"],
        ),
        (
            "Werder Bremen hat {n} Punkte auf dem Konto.",
            29,
            "punkte",
            ["29", "neunundzwanzig"],
        ),
        (
            "Tabellenführer Leverkusen hat {n} Punkte.",
            55,
            "punkte",
            ["55", "fünfundfünfzig"],
        ),
        (
            "RB Leipzig hat als Tabellenvierter {n} Punkte.",
            35,
            "punkte",
            ["35", "fünfunddreißig"],
        ),
        (
            "Frankfurt liegt {n} Punkte vor Leipzig.",
            7,
            "vorsprung",
            ["sieben", "7"],
        ),
        (
            "Frankfurt gab {n} Torschüsse ab.",
            16,
            "torschüsse",
            ["16", "sechzehn"],
        ),
        (
            "Bremen kam auf {n} Torschüsse.",
            9,
            "torschüsse",
            ["neun", "9"],
        ),
        (
            "Die Eintracht hatte {n} Prozent Ballbesitz.",
            58,
            "prozent",
            ["58", "achtundfünfzig"],
        ),
        (
            "Frankfurts Passquote betrug {n} Prozent.",
            86,
            "prozent",
            ["86", "sechsundachtzig"],
        ),
        (
            "Die Eintracht steht auf dem {n} Tabellenplatz.",
            3,
            "ordinal",
            ["3.", "dritten"],
        ),
        (
            "Werder Bremen steht auf dem {n} Tabellenplatz.",
            11,
            "ordinal",
            ["11.", "elften"],
        ),
        (
            "Für Frankfurt war es der {n} Heimsieg in Folge.",
            4,
            "ordinal",
            ["4.", "vierte"],
        ),
        (
            "Frankfurt spielt am Samstag um {n} Uhr in Mainz.",
            "15:30",
            "time",
            ["15:30", "15.30"],
        ),
        (
            "Werders Heimspiel gegen Wolfsburg beginnt am Sonntag um {n} Uhr.",
            "17:30",
            "time",
            ["17:30", "17.30"],
        ),
    ],
}
