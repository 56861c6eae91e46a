"""Material: elpris (da, news)."""

PASSAGE = {
    "language": "da",
    "kind": "news",
    "material": """
Kulde og vindstille sendte elprisen op i januar
Af Rasmus Kjær Holm · 12. februar 2025 kl. 14.30 · Opdateret kl. 16.05

Det blev en dyr måned for danskere med elvarme. En gennemsnitlig husstand med variabel elaftale betalte i januar 2,41 kr. pr. kWh inklusive afgifter, nettarif og moms, viser en opgørelse fra Green Power Denmark. I december lå prisen på 2,12 kr. pr. kWh, og stigningen på knap 14 procent betyder, at det nu er tredje måned i træk, at elprisen stiger.

Spotprisen – den rene pris på elbørsen Nord Pool – lå i januar i gennemsnit på 78,4 øre/kWh i Østdanmark (DK2) og 71,9 øre/kWh i Vestdanmark (DK1), begge uden moms. For et år siden var spotprisen i DK2 nede på 58,6 øre/kWh.

Den dyreste enkelttime faldt torsdag den 23. januar mellem kl. 17.00 og 18.00, hvor spotprisen i DK2 toppede med 3,17 kr./kWh. Omvendt var strømmen næsten gratis natten til søndag den 26. januar, da kraftig blæst pressede prisen ned på 0,4 øre/kWh mellem kl. 03.00 og 04.00.

– Det er især dem med varmepumpe eller elradiatorer, der mærker det. Et parcelhus med et forbrug på omkring 6.000 kWh om året kan godt mærke forskel, og man kan spare en del ved at flytte opvask og tøjvask væk fra spidslastperioden fra kl. 17.00 til 21.00, siger energiøkonom Mette Brix fra Forbrugerrådet Tænk.

Elafgiften er fra 1. januar 2025 på 72,7 øre/kWh, mod 76,1 øre/kWh sidste år. Afgiften udgør dermed stadig den største enkeltpost på elregningen.

Inflationen steg en smule
Elpriserne satte også aftryk på forbrugerpriserne. Ifølge Danmarks Statistik steg inflationen til 1,9 procent i januar fra 1,7 procent i december. Elektricitet var 8,2 procent dyrere end i januar sidste år, mens fødevarepriserne steg 2,6 procent set over de seneste tolv måneder.
""",
    "facts": [
        (
            "I januar betalte en gennemsnitlig husstand {n} kr. pr. kWh alt inklusive.",
            2.41,
            "kroner",
            ["2,41"],
        ),
        (
            "I december kostede strømmen i gennemsnit {n} kr. pr. kWh.",
            2.12,
            "kroner",
            ["2,12"],
        ),
        (
            "I den dyreste time i januar var spotprisen i DK2 {n} kr. pr. kWh.",
            3.17,
            "kroner",
            ["3,17"],
            {"hedge": False},
        ),
        (
            "Fra december til januar steg husstandenes elpris med knap {n} procent.",
            14,
            "procent",
            ["14", "fjorten"],
            {"hedge": False},
        ),
        (
            "Inflationen i januar var {n} procent.",
            1.9,
            "procent",
            ["1,9"],
        ),
        (
            "I december var inflationen {n} procent.",
            1.7,
            "procent",
            ["1,7"],
        ),
        (
            "Ifølge Danmarks Statistik er elektricitet {n} procent dyrere end for et år siden.",
            8.2,
            "procent",
            ["8,2"],
        ),
        (
            "Fødevarepriserne er steget {n} procent det seneste år.",
            2.6,
            "procent",
            ["2,6"],
        ),
        (
            "Spotprisen i Østdanmark var i gennemsnit {n} øre pr. kWh i januar.",
            78.4,
            "oere",
            ["78,4"],
        ),
        (
            "I Vestdanmark lå spotprisen i januar på {n} øre pr. kWh.",
            71.9,
            "oere",
            ["71,9"],
        ),
        (
            "For et år siden lå spotprisen i DK2 på {n} øre pr. kWh.",
            58.6,
            "oere",
            ["58,6"],
        ),
        (
            "Natten til den 26. januar faldt prisen helt ned til {n} øre pr. kWh.",
            0.4,
            "oere",
            ["0,4"],
            {"hedge": False},
        ),
        (
            "Elafgiften ligger i 2025 på {n} øre pr. kWh.",
            72.7,
            "oere",
            ["72,7"],
        ),
        (
            "Sidste år var elafgiften {n} øre pr. kWh.",
            76.1,
            "oere",
            ["76,1"],
        ),
        (
            "Den dyreste time i januar begyndte klokken {n}.",
            "17:00",
            "time",
            ["17.00", "17", "17:00"],
        ),
        (
            "Spidslastperioden slutter klokken {n} om aftenen.",
            "21:00",
            "time",
            ["21.00", "21", "21:00"],
        ),
        (
            "Den billigste strøm kom om natten fra klokken {n}.",
            "03:00",
            "time",
            ["03.00", "3.00", "3"],
        ),
        (
            "Et parcelhus i eksemplet bruger omkring {n} kWh om året.",
            6000,
            "kwh",
            ["6.000", "6000", "seks tusind"],
            {"hedge": False},
        ),
        (
            "Det er den {n} måned i træk, at elprisen stiger.",
            3,
            "ordinal",
            ["tredje", "3."],
        ),
    ],
}
