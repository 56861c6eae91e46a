"""Material: lighthouse (en, encyclopedia)."""

PASSAGE = {
    "language": "en",
    "kind": "encyclopedia",
    "material": """
Ardnahoe Point Lighthouse
From Wikipedia, the free encyclopedia

Ardnahoe Point Lighthouse
Location\tArdnahoe Point, Isle of Tarsa, Argyll, Scotland
Coordinates\t56°04′12″N 6°17′45″W
Tower
Constructed\t1847–1849
Designed by\tAlan Stevenson
Construction\tgranite
Automated\t1988
Height\t38 m (125 ft)
Shape\tcylindrical tower with balcony and lantern
Operator\tNorthern Lighthouse Board[1]
Heritage\tcategory A listed building
Light
First lit\t1 October 1849
Focal height\t61 m (200 ft)
Range\t23 nmi (43 km) white, 18 nmi (33 km) red
Characteristic\tFl (2) WR 20s

Ardnahoe Point Lighthouse is an active lighthouse on the northern tip of the Isle of Tarsa in the Inner Hebrides. It marks the approach to the Sound of Tarsa and the Sgeir Dhubh reef, which wrecked at least eleven vessels in the decade before the light was built.[2]

History
Following petitions from Glasgow shipowners, the Commissioners of Northern Lighthouses obtained consent in 1845, and construction began in 1847 under the engineer Alan Stevenson. Granite was quarried on the island and landed at a temporary pier 2 km south of the point. The light was first exhibited on 1 October 1849; the station had cost £14,360, well over the original estimate of £9,800.[3]

The tower is 38 metres high, and a spiral staircase of 164 steps leads to the lantern. Three keepers lived with their families in the single-storey cottages at its foot. A foghorn was added in 1903; it sounded twice every 90 seconds in poor visibility and was discontinued in 2005.[4]

The light was automated in 1988, and the last keepers left on 31 March of that year. The first-order Fresnel lens was removed and is now on display at the Museum of Scottish Lighthouses in Fraserburgh. The former keepers' cottages were sold in 1998 for £185,000 and are now let as holiday homes.[5]

Light
The light shows two white flashes every 20 seconds, visible for 23 nautical miles. A red sector covering the Sgeir Dhubh reef, between bearings 212° and 247°, has a range of 18 nautical miles.[1] Since 2012 the lamp has been an LED unit running on mains power, with a battery backup that lasts 72 hours.[6]
""",
    "facts": [
        (
            "The lighthouse tower stands {n} metres tall.",
            38,
            "metres",
            ["38", "thirty-eight"],
        ),
        (
            "The light has a focal height of {n} metres.",
            61,
            "metres",
            ["61", "sixty-one"],
        ),
        ("Work on building the lighthouse started in {n}.", 1847, "year", ["1847"]),
        ("The Ardnahoe Point light was first lit in {n}.", 1849, "year", ["1849"]),
        (
            "The Commissioners got consent for the lighthouse in {n}.",
            1845,
            "year",
            ["1845"],
        ),
        ("The foghorn was installed in {n}.", 1903, "year", ["1903"]),
        ("The foghorn was discontinued in {n}.", 2005, "year", ["2005"]),
        ("The lighthouse was automated in {n}.", 1988, "year", ["1988"]),
        ("The keepers' cottages were sold off in {n}.", 1998, "year", ["1998"]),
        ("The lighthouse switched to an LED lamp in {n}.", 2012, "year", ["2012"]),
        ("Building the station cost £{n}.", 14360, "pounds", ["14,360", "14360"]),
        (
            "The original estimate for the station was £{n}.",
            9800,
            "pounds",
            ["9,800", "9800"],
        ),
        (
            "The old keepers' cottages sold for £{n}.",
            185000,
            "pounds",
            ["185,000", "185000"],
        ),
        (
            "The white light is visible for {n} nautical miles.",
            23,
            "nautical miles",
            ["23", "twenty-three"],
        ),
        (
            "The red sector has a range of {n} nautical miles.",
            18,
            "nautical miles",
            ["18", "eighteen"],
        ),
        (
            "The light flashes twice every {n} seconds.",
            20,
            "seconds",
            ["20", "twenty"],
            {"hedge": False},
        ),
        (
            "The foghorn used to sound twice every {n} seconds.",
            90,
            "seconds",
            ["90", "ninety"],
            {"hedged": "The foghorn used to sound twice roughly every {n} seconds."},
        ),
        (
            "There are {n} steps up to the lantern.",
            164,
            "steps",
            ["164", "one hundred and sixty-four"],
        ),
        (
            "The reef wrecked at least {n} vessels in the decade before the light was built.",
            11,
            "vessels",
            ["eleven", "11"],
            {"hedge": False},
        ),
        (
            "The LED lamp's backup battery lasts {n} hours.",
            72,
            "hours",
            ["72", "seventy-two"],
        ),
    ],
}
