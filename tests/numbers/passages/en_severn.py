"""Material: severn (en, encyclopedia)."""

PASSAGE = {
    "language": "en",
    "kind": "encyclopedia",
    "material": """
River Severn
Native name	Afon Hafren (Welsh)
Country	United Kingdom
Constituent countries	Wales, England
Cities	Shrewsbury, Worcester, Gloucester
Physical characteristics
Source	Plynlimon, Cambrian Mountains
 • elevation	610 m (2,000 ft)
Mouth	Bristol Channel
Length	354 km (220 mi)[1]
Basin size	11,420 km2 (4,410 sq mi)
Discharge
 • location	Apperley
 • average	107 m3/s (3,800 cu ft/s)
 • location	Bewdley
 • average	61.2 m3/s (2,160 cu ft/s)

The River Severn (Welsh: Afon Hafren) is the longest river in Great Britain, at a length of 354 kilometres (220 mi).[1] It rises at an altitude of 610 metres on Plynlimon in mid Wales and flows through Shropshire, Worcestershire and Gloucestershire to the Bristol Channel. Its largest tributaries are the Vyrnwy, the Teme, the Warwickshire Avon and the Wye.[2]

Tides and the Severn bore
The Severn estuary has the second-highest tidal range in the world, up to 14.5 metres, exceeded only by the Bay of Fundy in Canada.[3] On the largest spring tides a tidal bore runs upstream from Awre towards Gloucester; it can reach 2 metres in height and travels at up to 21 km/h (13 mph).[4]

Navigation
Seagoing ships reach Gloucester from Sharpness through the Gloucester and Sharpness Canal, which is 16 miles (26 km) long and opened in 1827. Above Gloucester, smaller craft can navigate as far as Stourport-on-Severn.[5]

Crossings
The Iron Bridge at Coalbrookdale, the first major bridge in the world built of cast iron, opened to traffic in 1781.[6] Near the mouth, the Severn Bridge, a suspension bridge with a main span of 988 metres, opened in 1966; the Second Severn Crossing, 5,128 metres long, followed in 1996 and was renamed the Prince of Wales Bridge in 2018.[7] Tolls on both bridges were abolished on 17 December of that year.
""",
    "facts": [
        (
            "At {n} kilometres, the Severn is the longest river in Great Britain.",
            354,
            "km",
            ["354", "three hundred and fifty-four"],
        ),
        (
            "The Gloucester and Sharpness Canal is {n} kilometres long.",
            26,
            "km",
            ["26", "twenty-six"],
        ),
        (
            "The Severn is {n} miles long.",
            220,
            "miles",
            ["220", "two hundred and twenty"],
        ),
        (
            "The canal from Sharpness to Gloucester runs for {n} miles.",
            16,
            "miles",
            ["16", "sixteen"],
        ),
        (
            "The Severn's source on Plynlimon lies at {n} metres above sea level.",
            610,
            "metres",
            ["610", "six hundred and ten"],
        ),
        (
            "The maximum tidal range in the Severn estuary is {n} metres.",
            14.5,
            "metres",
            ["14.5", "fourteen and a half"],
        ),
        (
            "The Severn bore can be up to {n} metres high.",
            2,
            "metres",
            ["2", "two"],
        ),
        (
            "The main span of the Severn Bridge measures {n} metres.",
            988,
            "metres",
            ["988", "nine hundred and eighty-eight"],
        ),
        (
            "The Second Severn Crossing has a length of {n} metres.",
            5128,
            "metres",
            ["5,128", "5128"],
        ),
        (
            "At Apperley the river carries on average {n} cubic metres per second.",
            107,
            "cubic metres per second",
            ["107", "one hundred and seven"],
        ),
        (
            "The average discharge measured at Bewdley is {n} cubic metres per second.",
            61.2,
            "cubic metres per second",
            ["61.2"],
        ),
        (
            "The river's drainage basin covers {n} square kilometres.",
            11420,
            "square kilometres",
            ["11,420", "11420"],
        ),
        ("The Iron Bridge at Coalbrookdale opened in {n}.", 1781, "year", ["1781"]),
        ("The Gloucester and Sharpness Canal opened in {n}.", 1827, "year", ["1827"]),
        ("The Severn Bridge was opened in {n}.", 1966, "year", ["1966"]),
        ("The Second Severn Crossing opened in {n}.", 1996, "year", ["1996"]),
        (
            "The Second Severn Crossing got the name Prince of Wales Bridge in {n}.",
            2018,
            "year",
            ["2018"],
        ),
    ],
}
