"""Material: weather (en, forecast)."""

PASSAGE = {
    "language": "en",
    "kind": "forecast",
    "material": """
Local forecast – North Yorkshire
Last updated: Thursday 14 March, 05:40

Summary
A chilly but bright start for most, before cloud and rain push in from the west during the afternoon. The rain will be heavy at times over the Dales, where 15–20 mm could fall by midnight and up to 30 mm on the highest fells. It will be very windy on the coast, with gusts of up to forty-five mph around Whitby and Scarborough this evening. Friday turns brighter and colder, and there is a risk of frost in sheltered valleys on Friday night.

Harrogate
Today: Sunny spells, then rain from around 3 pm. High 11°C, low 4°C. Wind SW 15 mph, gusting 32 mph. Chance of rain: 70%. Rainfall: 4 mm
Tomorrow (Fri): Sunny intervals, isolated showers. High 9°C, low 2°C. Wind W 10 mph. Chance of rain: 20%

Whitby
Today: Cloudy, rain arriving by 5 pm, windy. High 8°C, low 5°C (feels like 1°C). Wind S 22 mph, gusting 45 mph. Chance of rain: 85%. Rainfall: 7 mm
Tomorrow (Fri): Bright but breezy. High 7°C, low 3°C. Wind NW 18 mph. Chance of rain: 40%

Skipton
Today: Rain from early afternoon, heavy at times. High 12°C, low 6°C. Wind SW 12 mph, gusting 28 mph. Chance of rain: 90%. Rainfall: 14 mm
Tomorrow (Fri): Grey start, then dry and sunny. High 10°C, low -2°C. Wind W 8 mph. Chance of rain: 10%

Sunrise 6:18 am · Sunset 6:07 pm · UV index 2 (low) · Pollen: low
Outlook for the weekend: mostly dry on Saturday; another band of rain on Sunday.
""",
    "facts": [
        (
            "Harrogate should reach a high of {n} degrees today.",
            11,
            "celsius",
            ["11", "eleven"],
        ),
        ("Tonight Harrogate drops to {n} degrees.", 4, "celsius", ["4", "four"]),
        ("Tomorrow's high in Harrogate is {n} degrees.", 9, "celsius", ["9", "nine"]),
        ("Harrogate's low tomorrow is {n} degrees.", 2, "celsius", ["2", "two"]),
        (
            "In Whitby today it will get up to {n} degrees.",
            8,
            "celsius",
            ["8", "eight"],
        ),
        ("On Friday Whitby's low will be {n} degrees.", 3, "celsius", ["3", "three"]),
        ("Skipton will peak at {n} degrees today.", 12, "celsius", ["12", "twelve"]),
        (
            "Tomorrow Skipton will see a top temperature of {n} degrees.",
            10,
            "celsius",
            ["10", "ten"],
        ),
        (
            "Tomorrow night in Skipton the temperature falls to {n} degrees.",
            -2,
            "celsius",
            ["-2", "−2", "minus 2", "minus two"],
        ),
        (
            "There's a {n} percent chance of rain in Harrogate today.",
            70,
            "percent",
            ["70", "seventy"],
        ),
        (
            "In Whitby, the chance of rain today is {n} percent.",
            85,
            "percent",
            ["85", "eighty-five"],
        ),
        (
            "Tomorrow the chance of rain in Whitby is {n} percent.",
            40,
            "percent",
            ["40", "forty"],
        ),
        (
            "In Skipton, the chance of rain tomorrow is {n} percent.",
            10,
            "percent",
            ["10", "ten"],
        ),
        (
            "Wind in Harrogate today is {n} mph from the southwest.",
            15,
            "mph",
            ["15", "fifteen"],
        ),
        (
            "Gusts in Harrogate today may reach {n} mph.",
            32,
            "mph",
            ["32", "thirty-two"],
        ),
        ("Whitby's gusts could hit {n} mph today.", 45, "mph", ["45", "forty-five"]),
        (
            "Tomorrow the wind in Whitby blows at {n} mph from the northwest.",
            18,
            "mph",
            ["18", "eighteen"],
        ),
        (
            "Skipton should get about {n} millimetres of rain today.",
            14,
            "mm",
            ["14", "fourteen"],
            {"hedge": False},
        ),
        (
            "The highest fells could see up to {n} millimetres of rain.",
            30,
            "mm",
            ["30", "thirty"],
            {"hedge": False},
        ),
        (
            "Harrogate is expected to get {n} millimetres of rain today.",
            4,
            "mm",
            ["4", "four"],
        ),
        (
            "The rain reaches Harrogate around {n}.",
            "15:00",
            "time",
            ["3 pm", "15:00", "3pm"],
        ),
        (
            "In Whitby the rain arrives by {n}.",
            "17:00",
            "time",
            ["5 pm", "17:00", "5pm"],
        ),
        ("The sun rises at {n}.", "06:18", "time", ["6:18 am", "6:18", "06:18"]),
        ("Sunset is at {n}.", "18:07", "time", ["6:07 pm", "18:07"]),
    ],
}
