"""Material: thermostat (en, manual)."""

PASSAGE = {
    "language": "en",
    "kind": "manual",
    "material": """
SmartTherm T6 — User guide (excerpt)

1. Temperature presets
The thermostat ships with four presets. Comfort is set to 21 °C and is used while you are at home. Eco lowers the room to 17 °C overnight and while you are out. Frost protection keeps the room at 7 °C; it cannot be set below 5 °C. Holiday mode holds 16 °C until the return date you choose in the app.

2. Default schedule
On weekdays the thermostat heats to Comfort from 06:30 to 08:00 and again from 17:00 to 22:30. At weekends Comfort runs from 08:30 to 23:00 without a break. Outside these periods the Eco preset applies. Up to 6 switching times can be stored per day.

3. Boost and open-window detection
Pressing the dial starts a boost: the valve opens fully for 5 minutes (adjustable up to 30 minutes). When the temperature drops by 2 °C within 3 minutes, the thermostat assumes that a window is open and closes the valve for 15 minutes.

4. Power
Two AA batteries last about 2 years. When the battery symbol flashes, about 4 weeks of operation remain. The thermostat fits valves with an M30 × 1.5 thread; adapters for Danfoss RA and RAV valves are included.

5. Radio and pairing
The thermostat communicates at 868.3 MHz with a range of up to 100 m in free field (about 25 m indoors). To pair it, hold the dial for 3 seconds until the display shows "Pr"; pairing mode ends after 60 seconds. A factory reset requires holding the dial for 10 seconds with the batteries inserted.

6. Troubleshooting
If the display shows E1, the valve motor could not reach its end stop within 45 seconds; check that the adapter is seated correctly. E2 means the batteries are below 2.2 volts. E3 indicates that the radio link to the hub has been lost for more than 20 minutes; the thermostat then keeps following its own schedule. After replacing the batteries, the thermostat runs a calibration that takes about 90 seconds, during which the dial cannot be used.

7. Technical data
Dimensions: 58 × 71 × 102 mm. Weight: 178 g including batteries. Operating temperature: 0 to 40 °C. Protection class: IP20.
""",
    "facts": [
        ("The Comfort preset is set to {n} °C.", 21, "celsius", ["21", "twenty-one"]),
        (
            "The Eco preset lowers the room to {n} °C.",
            17,
            "celsius",
            ["17", "seventeen"],
        ),
        ("Frost protection keeps the room at {n} °C.", 7, "celsius", ["7", "seven"]),
        ("Holiday mode holds {n} °C.", 16, "celsius", ["16", "sixteen"]),
        (
            "On weekdays the morning Comfort period starts at {n}.",
            "06:30",
            "time",
            ["06:30", "6:30 am"],
        ),
        (
            "On weekdays the morning Comfort period ends at {n}.",
            "08:00",
            "time",
            ["08:00", "8 am"],
        ),
        (
            "On weekdays the evening Comfort period starts at {n}.",
            "17:00",
            "time",
            ["17:00", "5 pm"],
        ),
        (
            "On weekdays the evening Comfort period ends at {n}.",
            "22:30",
            "time",
            ["22:30", "10:30 pm"],
        ),
        ("At weekends Comfort starts at {n}.", "08:30", "time", ["08:30", "8:30 am"]),
        ("At weekends Comfort ends at {n}.", "23:00", "time", ["23:00", "11 pm"]),
        (
            "By default, a boost opens the valve fully for {n} minutes.",
            5,
            "minutes",
            ["5", "five"],
        ),
        (
            "After detecting an open window, the thermostat closes the valve for {n} minutes.",
            15,
            "minutes",
            ["15", "fifteen"],
        ),
        (
            "The range in free field is up to {n} metres.",
            100,
            "metres",
            ["100", "a hundred"],
        ),
        (
            "Indoors, the radio range is {n} metres.",
            25,
            "metres",
            ["25", "twenty-five"],
        ),
        ("Pairing mode ends after {n} seconds.", 60, "seconds", ["60", "sixty"]),
        (
            "A factory reset requires holding the dial for {n} seconds.",
            10,
            "seconds",
            ["10", "ten"],
        ),
        ("The batteries last {n} years.", 2, "duration", ["2", "two"]),
        (
            "When the battery symbol flashes, {n} weeks of operation remain.",
            4,
            "duration",
            ["4", "four"],
        ),
        ("The thermostat communicates at {n} MHz.", 868.3, "mhz", ["868.3"]),
        ("The thermostat weighs {n} g including batteries.", 178, "grams", ["178"]),
        (
            "Error E1 means the valve motor could not reach its end stop within {n} seconds.",
            45,
            "seconds",
            ["45", "forty-five"],
        ),
        (
            "Error E3 appears when the radio link has been lost for more than {n} minutes.",
            20,
            "minutes",
            ["20", "twenty"],
        ),
        (
            "After a battery change, calibration takes {n} seconds.",
            90,
            "seconds",
            ["90", "ninety"],
        ),
        ("Error E2 means the batteries are below {n} volts.", 2.2, "volts", ["2.2"]),
    ],
}
