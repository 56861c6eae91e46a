"""Material: water (en, service lines)."""

PASSAGE = {
    "language": "en",
    "kind": "service lines",
    "material": """
Contact us — Northvale Water
General enquiries: 0345 672 3723 (Monday to Friday, 8 am to 6 pm)
Report a leak or a burst pipe (24 hours): 0800 330 0033
Billing and payments: 0345 672 2999
Calling from abroad: +44 161 325 1200
We aim to answer calls within 90 seconds and to reply to written complaints within 10 working days. Our repair teams reach a burst main within 2 hours and other reported leaks within 5 working days. If your supply is interrupted for more than 12 hours, you are entitled to a payment of £50.
""",
    "facts": [
        (
            "For general enquiries, call {n}.",
            "0345 672 3723",
            "phone",
            ["0345 672 3723", "03456723723"],
        ),
        (
            "To report a leak or a burst pipe, call {n}.",
            "0800 330 0033",
            "phone",
            ["0800 330 0033", "08003300033"],
        ),
        (
            "For billing and payments, call {n}.",
            "0345 672 2999",
            "phone",
            ["0345 672 2999"],
        ),
        (
            "From abroad, call {n}.",
            "+44 161 325 1200",
            "phone",
            ["+44 161 325 1200"],
            {"swap": False},
        ),
        (
            "The general enquiries line closes at {n} on weekdays.",
            "18:00",
            "time",
            ["6 pm", "18:00"],
        ),
        (
            "The general enquiries line opens at {n} on weekdays.",
            "08:00",
            "time",
            ["8 am", "8:00"],
        ),
        (
            "Northvale Water aims to answer calls within {n} seconds.",
            90,
            "seconds",
            ["90", "ninety"],
        ),
        (
            "Written complaints are answered within {n} working days.",
            10,
            "days",
            ["10", "ten"],
        ),
        (
            "Other reported leaks are repaired within {n} working days.",
            5,
            "days",
            ["5", "five"],
        ),
        ("Repair teams reach a burst main within {n} hours.", 2, "hours", ["2", "two"]),
        (
            "You are compensated if your supply is interrupted for more than {n} hours.",
            12,
            "hours",
            ["12", "twelve"],
            {"hedge": False},
        ),
        ("The compensation for an interrupted supply is £{n}.", 50, "pounds", ["50"]),
    ],
}
