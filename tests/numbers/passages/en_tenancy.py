"""Material: tenancy (en, household document)."""

PASSAGE = {
    "language": "en",
    "kind": "household document",
    "material": """
Tenancy summary — Flat 4B, 27 Alder Road, Leeds

Rent and deposit
Monthly rent: £1,250, due on the first day of each month by standing order. Deposit: £1,440, protected with the Deposit Protection Service within 30 days of receipt.

Council tax and utilities
Council tax band C: £1,732 per year, paid in 10 monthly instalments of £173.20 from April to January. The tenant pays gas, electricity, water and broadband; the landlord pays the buildings insurance.

The property
The flat has two bedrooms and a bathroom on the upper floor; the ground floor has a 24 m² living room and a 9 m² kitchen. A parking permit costs £85 per year for the first car and £140 for a second car.

Term and notice
The tenancy runs for 12 months from 1 May 2025. After that it continues from month to month. The tenant must give 2 months' notice; the landlord must give 4 months' notice. The boiler was last serviced on 14 March 2025, and the gas safety certificate is valid for 1 year.
""",
    "facts": [
        ("The monthly rent is £{n}.", 1250, "pounds", ["1,250", "1250"]),
        ("The deposit is £{n}.", 1440, "pounds", ["1,440", "1440"]),
        ("Council tax is £{n} per year.", 1732, "pounds", ["1,732"]),
        ("Each council tax instalment is £{n}.", 173.20, "pounds", ["173.20"]),
        (
            "A parking permit for the first car costs £{n} per year.",
            85,
            "pounds",
            ["85", "eighty-five"],
        ),
        (
            "A parking permit for a second car costs £{n}.",
            140,
            "pounds",
            ["140", "one hundred and forty"],
        ),
        (
            "The living room measures {n} square metres.",
            24,
            "area",
            ["24", "twenty-four"],
        ),
        ("The kitchen measures {n} square metres.", 9, "area", ["9", "nine"]),
        ("The tenancy runs for {n} months.", 12, "months", ["12", "twelve"]),
        ("The tenant must give {n} months' notice.", 2, "months", ["2", "two"]),
        ("The landlord must give {n} months' notice.", 4, "months", ["4", "four"]),
        (
            "Council tax is paid in {n} monthly instalments.",
            10,
            "instalments",
            ["10", "ten"],
        ),
        (
            "The deposit must be protected within {n} days of receipt.",
            30,
            "days",
            ["30", "thirty"],
        ),
    ],
}
