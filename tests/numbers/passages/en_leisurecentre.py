"""Material: leisure centre memberships and timetable (en, price list)."""

PASSAGE = {
    "language": "en",
    "kind": "price list",
    "material": """
Riverside Leisure Centre – Memberships, Prices & Class Timetable
Prices valid from 1 April 2025 and include VAT. Riverside Road, Kettering NN16 8QE · 01536 410 772

Opening hours
Monday–Friday: 6:30am – 10pm
Saturday: 7am – 8pm
Sunday & bank holidays: 8am – 6pm
The pool must be cleared 15 minutes before the centre closes; last entry to the gym is 30 minutes before closing.

Monthly memberships (Direct Debit)
Adult Peak (any time) ............ £42.50
Adult Off-Peak (Mon–Fri until 4pm, all day at weekends) ... £29.95
Junior (ages 11–17) .............. £18.50
Concession (60+, full-time students, Leisure Card holders) ... £24.75
Family (2 adults + up to 3 children) ... £89.00
Joining fee: £25 (waived for Junior memberships)
Pay a year upfront for Adult Peak and it's £459 – 10% off twelve monthly payments.

Pay as you go
Swim: adult £5.80, junior £3.40 (under-5s swim free with a paying adult)
Gym session: £8.50
Fitness classes for non-members: £7.25

Class timetable
Members can book up to 7 days ahead; non-members up to 48 hours ahead.
Mon  06:45 Spin (45 min) | 12:30 Body Pump (55 min) | 18:30 Zumba
Tue  09:15 Aqua Fit (main pool) | 19:00 Yoga (60 min)
Wed  07:15 HIIT (25 min) | 18:15 Pilates
Thu  10:00 Strength & Balance (seniors) | 19:30 Spin
Fri  12:15 Circuits | 17:45 Junior Swim Squad (ages 9–12)
Sat  09:00 Family Splash (until 11am) | 10:30 Yoga
Sun  No classes – public swimming all day

Children under 8 must be accompanied in the water by an adult aged 16 or over.
""",
    "facts": [
        (
            "On weekdays Riverside opens at {n}.",
            "06:30",
            "time",
            ["6:30 am", "6:30", "6.30am"],
        ),
        (
            "From Monday to Friday the centre closes at {n}.",
            "22:00",
            "time",
            ["10 pm", "22:00"],
        ),
        (
            "On Saturdays the leisure centre closes at {n}.",
            "20:00",
            "time",
            ["8 pm", "20:00"],
        ),
        (
            "Off-peak members can come in on weekdays until {n}.",
            "16:00",
            "time",
            ["4 pm", "16:00", "4pm"],
        ),
        ("The Monday Spin class starts at {n}.", "06:45", "time", ["06:45", "6:45 am"]),
        (
            "The Thursday Spin class begins at {n}.",
            "19:30",
            "time",
            ["19:30", "7:30 pm"],
        ),
        ("Pilates on Wednesday starts at {n}.", "18:15", "time", ["18:15", "6:15 pm"]),
        (
            "Tuesday's Aqua Fit session is at {n}.",
            "09:15",
            "time",
            ["09:15", "9:15 am"],
        ),
        (
            "The Saturday Yoga class starts at {n}.",
            "10:30",
            "time",
            ["10:30", "10:30 am"],
        ),
        ("An Adult Peak membership costs £{n} a month.", 42.5, "pounds", ["42.50"]),
        ("Adult Off-Peak membership is £{n} per month.", 29.95, "pounds", ["29.95"]),
        ("Junior membership costs £{n} a month.", 18.5, "pounds", ["18.50"]),
        (
            "The concession membership is £{n} a month.",
            24.75,
            "pounds",
            ["24.75"],
            {"hedge": False},
        ),
        ("A family membership costs £{n} a month.", 89, "pounds", ["89.00", "89"]),
        ("The joining fee is £{n}.", 25, "pounds", ["25"]),
        ("Paying for a year of Adult Peak upfront costs £{n}.", 459, "pounds", ["459"]),
        ("A pay-as-you-go adult swim costs £{n}.", 5.8, "pounds", ["5.80"]),
        ("A junior swim costs £{n} on pay as you go.", 3.4, "pounds", ["3.40"]),
        ("A single gym session costs £{n}.", 8.5, "pounds", ["8.50"]),
        (
            "Non-members pay £{n} for a fitness class.",
            7.25,
            "pounds",
            ["7.25"],
            {"hedge": False},
        ),
        (
            "Junior membership starts at age {n}.",
            11,
            "age",
            ["11", "eleven"],
            {"hedge": False},
        ),
        (
            "Concession membership is available from age {n}.",
            60,
            "age",
            ["60", "sixty"],
            {"hedge": False},
        ),
        (
            "Children under {n} need an adult with them in the water.",
            8,
            "age",
            ["8", "eight"],
        ),
        (
            "The accompanying adult must be at least {n} years old.",
            16,
            "age",
            ["16", "sixteen"],
            {"hedge": False},
        ),
        ("Children under {n} swim for free.", 5, "age", ["5", "five"]),
        (
            "The Monday Spin class lasts {n} minutes.",
            45,
            "minutes",
            ["45", "forty-five"],
        ),
        ("Body Pump lasts {n} minutes.", 55, "minutes", ["55", "fifty-five"]),
        ("The Tuesday Yoga class is {n} minutes long.", 60, "minutes", ["60", "sixty"]),
        ("The HIIT class takes {n} minutes.", 25, "minutes", ["25", "twenty-five"]),
        (
            "Swimmers have to leave the pool {n} minutes before closing time.",
            15,
            "minutes",
            ["15", "fifteen"],
        ),
        (
            "Last entry to the gym is {n} minutes before the centre closes.",
            30,
            "minutes",
            ["30", "thirty"],
        ),
        (
            "Members can book classes up to {n} days in advance.",
            7,
            "days",
            ["7", "seven"],
        ),
    ],
}
