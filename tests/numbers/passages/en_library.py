"""Material: library (en, opening hours)."""

PASSAGE = {
    "language": "en",
    "kind": "opening hours",
    "material": """
Riverside Public Library — opening hours
Main building: Monday to Friday 9 am – 8 pm, Saturday 10 am – 5 pm, Sunday closed.
Children's library (first floor): Monday to Friday 2:30 pm – 6 pm, Saturday 10:30 am – 1 pm.
Café: daily 8:30 am – 4 pm.
The book return outside the main entrance is open 24 hours a day. Loans last 21 days for books and 7 days for DVDs; each item can be renewed twice online. Late fees are 25p per day for books and 80p per day for DVDs.
""",
    "facts": [
        (
            "On weekdays the main building opens at {n}.",
            "09:00",
            "time",
            ["9 am", "9:00"],
        ),
        (
            "On weekdays the main building closes at {n}.",
            "20:00",
            "time",
            ["8 pm", "20:00"],
        ),
        (
            "On Saturdays the main building closes at {n}.",
            "17:00",
            "time",
            ["5 pm", "17:00"],
        ),
        (
            "On weekdays the children's library opens at {n}.",
            "14:30",
            "time",
            ["2:30 pm", "14:30"],
        ),
        (
            "On Saturdays the children's library closes at {n}.",
            "13:00",
            "time",
            ["1 pm", "13:00"],
        ),
        ("The café opens at {n}.", "08:30", "time", ["8:30 am", "8:30"]),
        ("The café closes at {n}.", "16:00", "time", ["4 pm", "16:00"]),
        ("Books can be borrowed for {n} days.", 21, "days", ["21", "twenty-one"]),
        ("DVDs can be borrowed for {n} days.", 7, "days", ["7", "seven"]),
        ("The late fee for books is {n}p per day.", 25, "pence", ["25"]),
        ("The late fee for DVDs is {n}p per day.", 80, "pence", ["80"]),
    ],
}
