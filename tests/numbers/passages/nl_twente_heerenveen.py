"""Material: Eredivisie-verslag FC Twente - sc Heerenveen (nl, sports report)."""

PASSAGE = {
    "language": "nl",
    "kind": "sports report",
    "material": """
FC Twente walst na rust over Heerenveen heen

ENSCHEDE - FC Twente heeft zondagmiddag met 3-1 gewonnen van sc Heerenveen. Voor 29.850 toeschouwers, het hoogste aantal van dit seizoen (gemiddeld komen er 28.420 naar De Grolsch Veste), kwamen de Friezen nog op voorsprong, maar na de pauze was er maar één ploeg. Door een storing bij de toegangspoortjes begon de wedstrijd een kwartier later dan gepland, om 14.45 uur.

Heerenveen opende in de 12e minuut de score: Jorrit Wiersma kopte een hoekschop van Luuk Dijkstra binnen, 0-1. Twente kwam er voor rust nauwelijks aan te pas en moest in de 38e minuut ook nog aanvoerder Bram Nijhuis geblesseerd naar de kant zien gaan.

Na de thee ging het snel. In de 51e minuut benutte Sem Lammers een strafschop na een handsbal, en zestien minuten later, in de 67e minuut, schoot Ruben Oosterhof van ruim twintig meter de 2-1 binnen. Heerenveen-verdediger Mees Hoekstra kreeg in de 74ste minuut zijn tweede gele kaart, waarna Twente nog een tandje bijzette. Diep in blessuretijd (90+3) bepaalde invaller Daan Vermeulen de eindstand op 3-1.

Statistieken: balbezit 61% – 39%, doelpogingen 17 – 6, hoekschoppen 8 – 3.

"We waren voor rust veel te afwachtend," zei Twente-trainer Erik van Dalen. "In de kleedkamer heb ik gezegd dat het zo niet kon. Wat we daarna lieten zien, was uitstekend."

Door de zege staat FC Twente na 22 wedstrijden vierde met 41 punten, vier punten achter nummer drie AZ. Twente is nu zes thuisduels op rij ongeslagen. Heerenveen zakt met 27 punten naar de elfde plaats.

Volgende speelronde: Twente speelt zaterdag om 18.45 uur uit bij Go Ahead Eagles, Heerenveen ontvangt zondag om 16.45 uur NEC.
""",
    "facts": [
        (
            "Er zaten {n} toeschouwers in De Grolsch Veste bij Twente-Heerenveen.",
            29850,
            "toeschouwers",
            ["29.850", "29850"],
        ),
        (
            "Bij Twente komen gemiddeld {n} toeschouwers naar het stadion.",
            28420,
            "toeschouwers",
            ["28.420", "28420"],
        ),
        (
            "De wedstrijd is om {n} uur afgetrapt.",
            "14:45",
            "time",
            ["14.45", "14:45"],
        ),
        (
            "Twente speelt zaterdag om {n} uur tegen Go Ahead Eagles.",
            "18:45",
            "time",
            ["18.45", "18:45"],
        ),
        (
            "Heerenveen speelt zondag om {n} uur thuis tegen NEC.",
            "16:45",
            "time",
            ["16.45", "16:45"],
        ),
        (
            "Wiersma zette Heerenveen in de {n} minuut op voorsprong.",
            12,
            "minute",
            ["12e", "twaalfde"],
        ),
        (
            "Aanvoerder Nijhuis viel in de {n} minuut geblesseerd uit.",
            38,
            "minute",
            ["38e", "38ste", "achtendertigste"],
        ),
        (
            "Lammers maakte in de {n} minuut de gelijkmaker uit een strafschop.",
            51,
            "minute",
            ["51e", "eenenvijftigste"],
        ),
        (
            "Oosterhof schoot in de {n} minuut de 2-1 binnen.",
            67,
            "minute",
            ["67e", "zevenenzestigste"],
        ),
        (
            "Hoekstra werd in de {n} minuut met rood van het veld gestuurd.",
            74,
            "minute",
            ["74ste", "74e", "vierenzeventigste"],
        ),
        ("FC Twente scoorde {n} keer tegen Heerenveen.", 3, "goals", ["3", "drie"]),
        ("Heerenveen scoorde {n} keer.", 1, "goals", ["1", "één"]),
        (
            "Twente had {n} procent balbezit.",
            61,
            "procent",
            ["61", "eenenzestig"],
            {"hedge": False},
        ),
        (
            "Heerenveen had de bal {n} procent van de tijd.",
            39,
            "procent",
            ["39", "negenendertig"],
            {"hedge": False},
        ),
        (
            "Twente kwam tot {n} doelpogingen.",
            17,
            "doelpogingen",
            ["17", "zeventien"],
            {"hedge": False},
        ),
        (
            "Heerenveen had {n} doelpogingen.",
            6,
            "doelpogingen",
            ["6", "zes"],
        ),
        (
            "FC Twente heeft nu {n} punten.",
            41,
            "punten",
            ["41", "eenenveertig"],
            {"hedge": False},
        ),
        (
            "Heerenveen staat op {n} punten.",
            27,
            "punten",
            ["27", "zevenentwintig"],
            {"hedge": False},
        ),
        (
            "Twente staat {n} punten achter AZ.",
            4,
            "punten",
            ["vier", "4"],
        ),
        (
            "FC Twente staat nu op de {n} plaats.",
            4,
            "ordinal",
            ["vierde", "4e"],
        ),
        (
            "Heerenveen is gezakt naar de {n} plaats.",
            11,
            "ordinal",
            ["elfde", "11e"],
        ),
        (
            "Twente heeft {n} wedstrijden gespeeld.",
            22,
            "wedstrijden",
            ["22", "tweeëntwintig"],
            {"hedge": False},
        ),
        (
            "Twente is al {n} thuiswedstrijden op rij ongeslagen.",
            6,
            "wedstrijden",
            ["zes", "6"],
        ),
    ],
}
