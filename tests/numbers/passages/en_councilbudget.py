"""Material: councilbudget (en, news)."""

PASSAGE = {
    "language": "en",
    "kind": "news",
    "material": """
Hartwell council tax to rise by 4.99% as £312.4m budget is approved

By Local Democracy Reporter | Thursday, 27 February 2025

Council tax bills in Hartwell will go up by 4.99 per cent from April after councillors approved the borough's budget for 2025/26 on Wednesday night.

The rise, the maximum allowed without a local referendum, compares with an increase of 2.99% last year. A Band D household will pay £2,105.46 for council services, up from £2,005.39 in 2024/25 – an extra £100.07 a year, or just under £2 a week.

The budget was passed by 31 votes to 19, with four abstentions, after a debate lasting almost four hours.

Overall spending rises to £312.4 million, from £298.1m last year. Adult social care remains the largest single item at £118.6m, compared with £109.2m twelve months ago. To balance the books the council will make £9.8m of savings and draw £4.5m from its reserves. Around 85 posts are expected to go, most of them through vacancies that will not be filled.

Parking charges in the town centre will increase by 20p an hour, and the garden waste collection fee rises from £48 to £55 a year.

Council leader Cllr Priya Natarajan (Lab) said: "Nobody wants to put bills up, but demand for care has grown faster than our funding for three years running." Conservative group leader Cllr Tom Whitlock called the budget "a tax rise dressed up as prudence", pointing out that Hartwell last froze council tax in 2016, before Labour took control in 2019.

The new rates take effect on 1 April. Residents can pay in ten monthly instalments or spread payments over twelve months on request.
""",
    "facts": [
        (
            "This year Hartwell's council tax goes up by {n} per cent.",
            4.99,
            "percent",
            ["4.99"],
        ),
        (
            "Last year the council tax increase in Hartwell was {n} percent.",
            2.99,
            "percent",
            ["2.99"],
        ),
        (
            "For 2025/26 a Band D household pays £{n} for council services.",
            2105.46,
            "pounds",
            ["2,105.46", "2105.46"],
        ),
        (
            "In 2024/25 the Band D charge was £{n}.",
            2005.39,
            "pounds",
            ["2,005.39", "2005.39"],
        ),
        (
            "Band D households will pay an extra £{n} a year.",
            100.07,
            "pounds",
            ["100.07"],
        ),
        (
            "The garden waste fee will now be £{n} a year.",
            55,
            "pounds",
            ["55", "fifty-five"],
        ),
        (
            "Before the increase, garden waste collection cost £{n} a year.",
            48,
            "pounds",
            ["48", "forty-eight"],
        ),
        (
            "The council's total budget for 2025/26 is £{n} million.",
            312.4,
            "million pounds",
            ["312.4"],
        ),
        (
            "Last year the council spent £{n} million in total.",
            298.1,
            "million pounds",
            ["298.1"],
        ),
        (
            "Adult social care gets £{n} million this year.",
            118.6,
            "million pounds",
            ["118.6"],
        ),
        (
            "A year ago adult social care had a budget of £{n} million.",
            109.2,
            "million pounds",
            ["109.2"],
        ),
        (
            "The council plans savings of £{n} million.",
            9.8,
            "million pounds",
            ["9.8"],
        ),
        (
            "Hartwell will take {n} million pounds out of its reserves.",
            4.5,
            "million pounds",
            ["4.5", "four and a half"],
        ),
        (
            "{n} councillors voted for the budget.",
            31,
            "councillors",
            ["31", "thirty-one"],
        ),
        (
            "{n} councillors voted against the budget.",
            19,
            "councillors",
            ["19", "nineteen"],
        ),
        (
            "{n} councillors abstained in the budget vote.",
            4,
            "councillors",
            ["four", "4"],
        ),
        (
            "The council last froze council tax in {n}.",
            2016,
            "year",
            ["2016"],
        ),
        ("Labour took control of Hartwell council in {n}.", 2019, "year", ["2019"]),
        (
            "About {n} jobs at the council are expected to go.",
            85,
            "posts",
            ["85", "eighty-five"],
            {"hedge": False},
        ),
    ],
}
