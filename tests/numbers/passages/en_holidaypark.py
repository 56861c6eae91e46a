"""Material: holidaypark (en, price list)."""

PASSAGE = {
    "language": "en",
    "kind": "price list",
    "material": """
Pinewood Lakes Holiday Park – 2025 Prices

Season dates
Low season: 3 Jan – 27 Mar and 3 Nov – 19 Dec
Mid season: 28 Mar – 20 Jun and 1 Sep – 2 Nov (except Easter)
High season: 21 Jun – 31 Aug, Easter holidays (12–27 Apr) and Christmas & New Year (20 Dec – 2 Jan)

Holiday homes – price per week (Sat to Sat)
                                          Low      Mid      High
Silver caravan (2 bedrooms, sleeps 4)     £329     £489     £895
Gold caravan (3 bedrooms, sleeps 6)       £419     £599     £1,095
Lakeside lodge with hot tub (sleeps 8)    £749     £1,029   £1,689

Short breaks: Monday to Friday (4 nights) or Friday to Monday (3 nights), from 70% of the weekly price.
Nightly stays are available in low and mid season only, minimum 2 nights: Silver £59, Gold £74, Lodge £135 per night.

Touring and camping pitches – per night, including 2 adults
Low season £22 · Mid season £28 · High season £39
Extra adult £8 · Child (3–15 yrs) £5 · Under-3s free
Electric hook-up £5.50 per night · Dogs £4 per night (max. two per pitch)

Leisure pass (indoor pool, soft play, evening entertainment) – per person, per week
Adults £25 · Children 3–15 £15 · Under-3s free. Included at no extra cost with all lodge bookings.

Arrival from 4 pm, departure by 10 am (lodges by 11 am). Reception is open 8:30 am – 9 pm in high season.
A deposit of £100 secures your booking; the balance is due eight weeks before arrival.
""",
    "facts": [
        (
            "A week in a Silver caravan costs £{n} in low season.",
            329,
            "pounds",
            ["329"],
        ),
        ("In high season the Silver caravan is £{n} a week.", 895, "pounds", ["895"]),
        ("The Gold caravan costs £{n} per week in mid season.", 599, "pounds", ["599"]),
        (
            "A high-season week in the Gold caravan is £{n}.",
            1095,
            "pounds",
            ["1,095", "1095"],
        ),
        (
            "The lakeside lodge costs £{n} for a week in low season.",
            749,
            "pounds",
            ["749"],
        ),
        (
            "In high season a week in the lodge comes to £{n}.",
            1689,
            "pounds",
            ["1,689", "1689"],
        ),
        ("One night in the lodge costs £{n}.", 135, "pounds", ["135"]),
        ("A night in the Gold caravan is £{n}.", 74, "pounds", ["74", "seventy-four"]),
        (
            "A touring pitch costs £{n} a night in high season.",
            39,
            "pounds",
            ["39", "thirty-nine"],
        ),
        (
            "In low season, a pitch is £{n} per night.",
            22,
            "pounds",
            ["22", "twenty-two"],
        ),
        ("Each extra adult on a pitch pays £{n} a night.", 8, "pounds", ["8", "eight"]),
        ("On a pitch, a child is charged £{n} per night.", 5, "pounds", ["5", "five"]),
        ("Electric hook-up is £{n} a night.", 5.5, "pounds", ["5.50", "5.5"]),
        (
            "The leisure pass for adults is £{n} per week.",
            25,
            "pounds",
            ["25", "twenty-five"],
        ),
        (
            "For children, the weekly leisure pass costs £{n}.",
            15,
            "pounds",
            ["15", "fifteen"],
        ),
        (
            "The booking deposit is £{n}.",
            100,
            "pounds",
            ["100", "a hundred", "one hundred"],
        ),
        (
            "The Silver caravan sleeps {n} people.",
            4,
            "guests",
            ["4", "four"],
            {"hedge": False},
        ),
        (
            "Up to {n} guests can stay in the Gold caravan.",
            6,
            "guests",
            ["6", "six"],
            {"hedge": False},
        ),
        ("The lodge sleeps {n}.", 8, "guests", ["8", "eight"], {"hedge": False}),
        (
            "The Monday-to-Friday break is {n} nights.",
            4,
            "nights",
            ["4", "four"],
            {"hedge": False},
        ),
        (
            "The Friday-to-Monday break lasts {n} nights.",
            3,
            "nights",
            ["3", "three"],
            {"hedge": False},
        ),
        (
            "Nightly stays need a minimum of {n} nights.",
            2,
            "nights",
            ["2", "two"],
            {"hedge": False},
        ),
        ("You can arrive from {n}.", "16:00", "time", ["4 pm", "16:00", "4pm"]),
        (
            "Caravan guests must leave by {n}.",
            "10:00",
            "time",
            ["10 am", "10:00", "10am"],
        ),
        ("Lodge guests check out by {n}.", "11:00", "time", ["11 am", "11:00", "11am"]),
        (
            "In high season reception opens at {n}.",
            "08:30",
            "time",
            ["8:30 am", "8:30"],
        ),
        (
            "The balance must be paid {n} weeks before arrival.",
            8,
            "weeks",
            ["eight", "8"],
            {"swap": False, "hedge": False},
        ),
    ],
}
