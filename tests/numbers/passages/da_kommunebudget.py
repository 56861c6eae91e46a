"""Material: kommunebudget (da, news)."""

PASSAGE = {
    "language": "da",
    "kind": "news",
    "material": """
Budget 2025 er på plads: Flere penge til ældre og skoler – men skatten rører sig ikke
Af Mette Kjærgaard, 9. oktober 2024 kl. 21.47

Et bredt flertal i Silkeborg Byråd vedtog tirsdag aften kommunens budget for 2025. 27 af byrådets 31 medlemmer stemte for, mens Enhedslisten og Dansk Folkeparti stemte imod.

Budgettet har samlede driftsudgifter på 6,8 mia. kr., og udskrivningsprocenten forbliver uændret på 25,1 procent. Grundskylden holdes også i ro på 24,5 promille.

Ældreområdet får 31 mio. kr. ekstra næste år – sidste år blev området tilført 18 mio. kr. Folkeskolerne får et løft på 24 mio. kr., blandt andet til flere lærere i indskolingen og to nye specialklasser.

– Vi har prioriteret de borgere, der har mest brug for os. Det er ikke gratis, men vi har fundet pengene ved at effektivisere i administrationen, siger borgmester Helle Gade (S).

Samtidig skal kommunen finde besparelser for 45 mio. kr., hvoraf godt halvdelen hentes i administrationen. Anlægsbudgettet stiger til 412 mio. kr. fra 365 mio. kr. i år, en stigning på 12,9 procent. De største poster er en ny skole i Sejs-Svejbæk og en udvidelse af Silkeborg Svømmecenter.

Forældrebetalingen i vuggestuerne stiger 3,4 procent til 3.985 kr. om måneden, mens en børnehaveplads kommer til at koste 2.270 kr. om måneden mod 2.195 kr. i år. Baggrunden er blandt andet, at kommunen forventer 1,3 procent flere indbyggere i 2025, så befolkningstallet runder 100.000.

Den økonomiske ramme er stram, understreger økonomiudvalgets næstformand, Ole Møller (V):
– Vi har en kassebeholdning på 310 mio. kr., men den må ikke falde under 250 mio. kr. Derfor er der ikke råd til mere end det her.
""",
    "facts": [
        (
            "Budgettet blev vedtaget med {n} stemmer for.",
            27,
            "medlemmer",
            ["27", "syvogtyve"],
            {"hedge": False},
        ),
        (
            "Silkeborg Byråd har i alt {n} medlemmer.",
            31,
            "medlemmer",
            ["31", "enogtredive"],
            {"hedge": False},
        ),
        (
            "Kommunens driftsudgifter i 2025 er samlet {n} mia. kr.",
            6.8,
            "mia_kr",
            ["6,8"],
        ),
        (
            "Ældreområdet får i 2025 {n} mio. kr. ekstra.",
            31,
            "mio_kr",
            ["31", "enogtredive"],
        ),
        (
            "Sidste år fik ældreområdet tilført {n} mio. kr.",
            18,
            "mio_kr",
            ["18", "atten"],
        ),
        (
            "Folkeskolerne får {n} mio. kr. mere.",
            24,
            "mio_kr",
            ["24", "fireogtyve"],
        ),
        (
            "Kommunen skal spare {n} mio. kr.",
            45,
            "mio_kr",
            ["45", "femogfyrre"],
        ),
        (
            "Næste års anlægsbudget er på {n} mio. kr.",
            412,
            "mio_kr",
            ["412"],
        ),
        (
            "I år er anlægsbudgettet {n} mio. kr.",
            365,
            "mio_kr",
            ["365"],
        ),
        (
            "Kommunens kassebeholdning er på {n} mio. kr.",
            310,
            "mio_kr",
            ["310"],
        ),
        (
            "Kassebeholdningen må ikke komme under {n} mio. kr.",
            250,
            "mio_kr",
            ["250"],
            {"hedge": False},
        ),
        (
            "Udskrivningsprocenten i Silkeborg er fortsat {n} procent.",
            25.1,
            "procent",
            ["25,1"],
            {"hedge": False},
        ),
        (
            "Anlægsbudgettet stiger med {n} procent.",
            12.9,
            "procent",
            ["12,9"],
        ),
        (
            "Prisen for en vuggestueplads stiger med {n} procent.",
            3.4,
            "procent",
            ["3,4"],
        ),
        (
            "Kommunen regner med, at indbyggertallet vokser {n} procent i 2025.",
            1.3,
            "procent",
            ["1,3"],
        ),
        (
            "Grundskylden er uændret {n} promille.",
            24.5,
            "promille",
            ["24,5"],
            {"hedge": False},
        ),
        (
            "En vuggestueplads kommer til at koste {n} kr. om måneden.",
            3985,
            "kr",
            ["3.985", "3985"],
        ),
        (
            "Fra næste år koster en børnehaveplads {n} kr. om måneden.",
            2270,
            "kr",
            ["2.270", "2270"],
        ),
        (
            "I år betaler forældre {n} kr. om måneden for en børnehaveplads.",
            2195,
            "kr",
            ["2.195", "2195"],
        ),
    ],
}
