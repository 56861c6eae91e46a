"""Material: Superliga-kamp FC Midtjylland - Brøndby (da, news)."""

PASSAGE = {
    "language": "da",
    "kind": "news",
    "material": """
FCM vender kampen og sender Brøndby længere ned i tabellen
Af Sportsredaktionen · søndag kl. 18.47

FC Midtjylland – Brøndby IF 3-1 (1-1)
MCH Arena, Herning. Tilskuere: 10.412. Dommer: Jakob Kehlet.

FC Midtjylland vandt søndag 3-1 over Brøndby og har nu 41 point efter 20 runder. Dermed er ulvene kun to point efter FC København, der topper med 43 point, mens Brøndby bliver på 35 point og falder ned på fjerdepladsen.
Hjemmeholdet kom bedst fra start, og allerede i det 12. minut headede Franculino et hjørnespark fra Dario Osorio ind til 1-0. Brøndby udlignede i det 38. minut, da Nicolai Vallys fik lov at vende i feltet og sparkede bolden op i nærmeste hjørne.
Efter pausen pressede FCM, og i det 67. minut sørgede indskiftede Aral Simsir for 2-1 med et lavt skud fra kanten af feltet. I det 89. minut blev Franculino væltet i feltet, og Osorio scorede sikkert på straffesparket til slutresultatet 3-1.
»Vi var for passive i anden halvleg. Når vi kun har syv afslutninger mod 16, så fortjener vi heller ikke mere,« sagde Brøndbys cheftræner efter kampen.
FCM havde bolden 58 procent af tiden. Brøndbys målmand Patrick Pentz reddede seks skud, og gæsterne fik fire gule kort mod hjemmeholdets to.
Kampfakta: Skud (på mål) 16 (9) – 7 (3). Hjørnespark 8 – 3.
Næste runde: Brøndby møder AGF på Brøndby Stadion søndag kl. 14.00, mens FCM gæster Viborg lørdag kl. 16.30.
""",
    "facts": [
        (
            "Franculino gjorde det til 1-0 i det {n} minut.",
            12,
            "minute",
            ["12.", "tolvte"],
        ),
        (
            "Vallys udlignede for Brøndby i det {n} minut.",
            38,
            "minute",
            ["38.", "otteogtredivte"],
        ),
        (
            "Simsir scorede til 2-1 i det {n} minut.",
            67,
            "minute",
            ["67."],
        ),
        (
            "Osorio scorede på straffe i det {n} minut.",
            89,
            "minute",
            ["89."],
        ),
        (
            "Efter sejren har FC Midtjylland {n} point.",
            41,
            "point",
            ["41", "enogfyrre"],
        ),
        (
            "FC København ligger øverst med {n} point.",
            43,
            "point",
            ["43", "treogfyrre"],
        ),
        (
            "Brøndby står fortsat på {n} point.",
            35,
            "point",
            ["35", "femogtredive"],
        ),
        (
            "Kampen i Herning blev overværet af {n} tilskuere.",
            10412,
            "tilskuere",
            ["10.412", "10412"],
        ),
        (
            "FC Midtjylland havde {n} afslutninger i kampen.",
            16,
            "skud",
            ["16", "seksten"],
        ),
        (
            "Brøndby nåede kun {n} afslutninger.",
            7,
            "skud",
            ["7", "syv"],
        ),
        (
            "Midtjylland ramte målet med {n} af sine skud.",
            9,
            "skud",
            ["9", "ni"],
        ),
        (
            "Pentz havde {n} redninger for Brøndby.",
            6,
            "skud",
            ["6", "seks"],
        ),
        (
            "Midtjylland fik {n} hjørnespark.",
            8,
            "hjornespark",
            ["8", "otte"],
        ),
        (
            "FCM havde bolden i {n} procent af kampen.",
            58,
            "procent",
            ["58", "otteoghalvtreds"],
        ),
        (
            "Brøndbys næste kamp mod AGF starter klokken {n}.",
            "14:00",
            "time",
            ["14.00", "14:00", "14"],
        ),
        (
            "FCM's kamp i Viborg begynder klokken {n}.",
            "16:30",
            "time",
            ["16.30", "16:30"],
        ),
    ],
}
