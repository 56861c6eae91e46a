"""Material: broadband (en, price list)."""

PASSAGE = {
    "language": "en",
    "kind": "price list",
    "material": """
Brightwire Full Fibre – broadband and SIM plans
Prices include VAT. New customers only. Prices are for a 24-month contract unless stated otherwise.

Fibre 150
Average download speed 150Mbps | Average upload speed 30Mbps
Minimum guaranteed download: 70Mbps
£27.99 a month

Fibre 500 – most popular
Average download speed 500Mbps | Average upload speed 75Mbps
Minimum guaranteed download: 250Mbps
£33.99 a month

Fibre 900
Average download speed 900Mbps | Average upload speed 110Mbps
Minimum guaranteed download: 450Mbps
£41.99 a month
Includes the Wi-Fi 6 Hub 3 and one Wi-Fi booster (extra boosters £4 a month each).

No set-up fee on 24-month plans. Prefer a shorter contract? All three plans are available on a 12-month term for £5 more a month, with a one-off set-up fee of £29.99.
Every year on 1 April your monthly price goes up by £3.50. At the end of your minimum term you'll move to our standard price, e.g. £52.99 a month for Fibre 900, unless you recontract.

Add-ons
Static IP address – £6 a month
Anytime UK & landline calls – £12 a month
Installation is usually within 14 days; if we miss your install date you'll get £5 a day in automatic compensation (Ofcom scheme).

SIM-only plans (12-month contract, or 30-day rolling for £2 more a month)
Essentials 10GB – £7 a month (speeds capped at 10Mbps)
Everyday 40GB – £11 a month
Unlimited 5G – £19 a month (fair-use roaming limit 15GB a month)
All plans: unlimited minutes and texts, EU roaming in 49 destinations at no extra cost.
Broadband customers save £3 a month on every SIM, up to 5 SIMs per account.
""",
    "facts": [
        ("Fibre 150 costs £{n} a month.", 27.99, "pounds", ["27.99"]),
        ("The Fibre 500 plan is £{n} per month.", 33.99, "pounds", ["33.99"]),
        ("You pay £{n} a month for Fibre 900.", 41.99, "pounds", ["41.99"]),
        (
            "After the minimum term, Fibre 900 goes to a standard price of £{n} a month.",
            52.99,
            "pounds",
            ["52.99"],
        ),
        ("The set-up fee on a 12-month contract is £{n}.", 29.99, "pounds", ["29.99"]),
        ("Each April the monthly price rises by £{n}.", 3.5, "pounds", ["3.50", "3.5"]),
        ("A static IP address costs £{n} a month.", 6, "pounds", ["6", "six"]),
        ("Anytime calls cost £{n} a month extra.", 12, "pounds", ["12", "twelve"]),
        ("The Essentials 10GB SIM costs £{n} a month.", 7, "pounds", ["7", "seven"]),
        ("The Everyday 40GB SIM is £{n} a month.", 11, "pounds", ["11", "eleven"]),
        ("Unlimited 5G costs £{n} a month.", 19, "pounds", ["19", "nineteen"]),
        ("Each extra Wi-Fi booster costs £{n} a month.", 4, "pounds", ["4", "four"]),
        ("Fibre 150 has an average download speed of {n} Mbps.", 150, "mbps", ["150"]),
        (
            "On Fibre 150 the average upload speed is {n} Mbps.",
            30,
            "mbps",
            ["30", "thirty"],
        ),
        (
            "Fibre 150 guarantees a minimum download speed of {n} Mbps.",
            70,
            "mbps",
            ["70", "seventy"],
            {"hedge": False},
        ),
        (
            "Fibre 500 uploads at {n} Mbps on average.",
            75,
            "mbps",
            ["75", "seventy-five"],
        ),
        (
            "The minimum guaranteed download on Fibre 500 is {n} Mbps.",
            250,
            "mbps",
            ["250"],
            {"hedge": False},
        ),
        ("Fibre 900 gives an average upload speed of {n} Mbps.", 110, "mbps", ["110"]),
        (
            "Fibre 900 guarantees at least {n} Mbps download.",
            450,
            "mbps",
            ["450"],
            {"hedge": False},
        ),
        (
            "On the Essentials SIM, speeds are capped at {n} Mbps.",
            10,
            "mbps",
            ["10", "ten"],
            {"hedge": False},
        ),
        (
            "The fair-use roaming limit on Unlimited 5G is {n} GB a month.",
            15,
            "gb",
            ["15", "fifteen"],
            {"hedge": False},
        ),
        (
            "The Everyday SIM includes {n} GB of data.",
            40,
            "gb",
            ["40", "forty"],
            {"hedge": False},
        ),
        (
            "The standard broadband contract runs for {n} months.",
            24,
            "months",
            ["24", "twenty-four"],
            {"hedge": False},
        ),
        (
            "SIM-only plans have a minimum term of {n} months.",
            12,
            "months",
            ["12", "twelve"],
            {"hedge": False},
        ),
        (
            "Installation normally happens within {n} days.",
            14,
            "days",
            ["14", "fourteen"],
        ),
        (
            "Broadband customers can add up to {n} discounted SIMs.",
            5,
            "sims",
            ["5", "five"],
            {"hedge": False},
        ),
        (
            "EU roaming is included in {n} destinations.",
            49,
            "destinations",
            ["49", "forty-nine"],
        ),
    ],
}
