"""Material: marathon (en, news)."""

PASSAGE = {
    "language": "en",
    "kind": "news",
    "material": """
Kiprono smashes course record as Chebet wins third Harbridge title
Sport | Sunday 13 October 2024, 14:52

Kenya's Daniel Kiprono, 27, won the 41st Harbridge Marathon in 2:06:48 this morning, taking 39 seconds off the course record set by Ethiopia's Tesfaye Alemu in 2019. Kiprono reached halfway (21.1 km) in 63:31 in a pack of eight, then went clear at the 35 km mark on the climb up Castle Hill and crossed the line 52 seconds ahead of Bekele Worku (2:07:40). Britain's Owen Pritchard, 29, ran a career-best 2:09:15 to finish fourth, improving his personal best by 17 seconds. Alemu, now 34, dropped back after 30 km and came home 11th.

"I wanted the record more than the win," said Kiprono, who collects £40,000 for first place plus a £20,000 course-record bonus.

In the women's race Faith Chebet, 31, made her decisive move at 38 km and won in 2:22:05 for her third victory here, after 2021 and 2022. Germany's Lena Hoffmann, 24, on her marathon debut, was second in 2:23:19, and Amy Lowe was the first British woman home in seventh (2:27:52).

The elite women started at 8.45am, the elite men at 9.10am and the mass race at 9.30am. Conditions were close to ideal: 9°C at the start, rising to 14°C by midday, with a light westerly wind.

Of the 19,870 runners who started, 18,432 finished, a record for the event. The oldest finisher, 84-year-old Margaret Doyle from Westbury, completed the course in 5:58:10, just inside the six-hour cut-off. Organisers expect the race to raise more than £6 million for charity.
""",
    "facts": [
        (
            "Daniel Kiprono is {n} years old.",
            27,
            "years old",
            ["27", "twenty-seven"],
            {"hedge": False},
        ),
        (
            "Faith Chebet, the women's winner, is {n}.",
            31,
            "years old",
            ["31", "thirty-one"],
            {"hedge": False},
        ),
        (
            "Lena Hoffmann, who finished runner-up, is {n} years old.",
            24,
            "years old",
            ["24", "twenty-four"],
            {"hedge": False},
        ),
        (
            "Owen Pritchard is {n} years old.",
            29,
            "years old",
            ["29", "twenty-nine"],
            {"hedge": False},
        ),
        (
            "Former record holder Tesfaye Alemu is {n} years old.",
            34,
            "years old",
            ["34", "thirty-four"],
            {"hedge": False},
        ),
        (
            "The oldest finisher, Margaret Doyle, was {n} years old.",
            84,
            "years old",
            ["84", "eighty-four"],
            {"hedge": False},
        ),
        (
            "Kiprono broke the course record by {n} seconds.",
            39,
            "seconds",
            ["39", "thirty-nine"],
        ),
        (
            "Kiprono won by {n} seconds from Bekele Worku.",
            52,
            "seconds",
            ["52", "fifty-two"],
        ),
        (
            "Pritchard took {n} seconds off his personal best.",
            17,
            "seconds",
            ["17", "seventeen"],
        ),
        ("Kiprono made his break at {n} km.", 35, "km", ["35", "thirty-five"]),
        ("Chebet made her decisive move at {n} km.", 38, "km", ["38", "thirty-eight"]),
        ("Alemu started to fall back after {n} km.", 30, "km", ["30", "thirty"]),
        ("Pritchard finished {n} in the men's race.", 4, "ordinal", ["fourth", "4th"]),
        ("Alemu crossed the line in {n} place.", 11, "ordinal", ["11th", "eleventh"]),
        (
            "Amy Lowe was the first British woman, in {n} place.",
            7,
            "ordinal",
            ["seventh", "7th"],
        ),
        ("It was Chebet's {n} win in Harbridge.", 3, "ordinal", ["third", "3rd"]),
        (
            "This was the {n} edition of the Harbridge Marathon.",
            41,
            "ordinal",
            ["41st", "forty-first"],
        ),
        (
            "The elite women set off at {n}.",
            "08:45",
            "time",
            ["8.45am", "8:45", "8:45 am"],
        ),
        (
            "The elite men's race started at {n}.",
            "09:10",
            "time",
            ["9.10am", "9:10", "9:10 am"],
        ),
        ("The mass race began at {n}.", "09:30", "time", ["9.30am", "9:30", "9:30 am"]),
        ("At the start the temperature was {n} degrees.", 9, "celsius", ["9", "nine"]),
        (
            "By midday it had warmed up to {n} degrees.",
            14,
            "celsius",
            ["14", "fourteen"],
        ),
        ("{n} runners started the race.", 19870, "runners", ["19,870", "19870"]),
        ("{n} runners finished the marathon.", 18432, "runners", ["18,432", "18432"]),
        ("Kiprono earns £{n} for winning.", 40000, "pounds", ["40,000", "40000"]),
        (
            "The course-record bonus is worth £{n}.",
            20000,
            "pounds",
            ["20,000", "20000"],
        ),
        ("The previous course record was set in {n}.", 2019, "year", ["2019"]),
        ("Chebet's first Harbridge win came in {n}.", 2021, "year", ["2021"]),
    ],
}
