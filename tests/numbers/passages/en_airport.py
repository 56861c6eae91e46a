"""Material: airport (en, encyclopedia)."""

PASSAGE = {
    "language": "en",
    "kind": "encyclopedia",
    "material": """
Harbridge Kingsmoor Airport
IATA: HKM · ICAO: EGHK
Summary
Airport type	Public
Owner	Harbridge City Council (51%)
Northvale Holdings (49%)
Serves	Harbridge, Westshire
Location	Kingsmoor, Westshire, England
Opened	14 May 1938
Elevation AMSL	71 m / 233 ft
Coordinates	52°41′12″N 001°58′47″W
Runways
Direction	Length	Surface
06/24	2,286 m (7,500 ft)	Asphalt
15/33	1,199 m (3,934 ft)	Grass
Statistics (2023)
Passengers	1,864,211[2]
Passenger change 22–23	 14.7%
Aircraft movements	41,027
Sources: UK AIP at NATS,[1] UK CAA[2]

Harbridge Kingsmoor Airport (IATA: HKM, ICAO: EGHK) is an international airport 9 km (5.6 mi) north-west of Harbridge city centre in Westshire, England.[3] It opened as a municipal aerodrome in 1938, was requisitioned by the Royal Air Force in 1940 and, as RAF Kingsmoor, was home to a training squadron until it returned to civil use in 1958.[4] In 2023 the airport handled 1,864,211 passengers, up 14.7% on the 1,625,340 of 2022, but still short of the record 2,103,560 set in 2019.[2]

History
The original grass airfield covered 64 hectares.[4] A concrete runway was laid in 1952 and extended to its present length of 2,286 metres in 1987, allowing Boeing 757 flights to the Mediterranean.[5] The present terminal opened in 2006 at a cost of £38 million, replacing a 1960s building; it has 14 check-in desks and 9 departure gates.[6]

Operations
The apron has 17 stands for commercial aircraft, four of which can take wide-body types. The airport is open from 05:30 to 23:00 local time; outside these hours only emergency and mail flights may land.[7] In 2023 scheduled and charter airlines served 32 destinations, mainly in Spain, Portugal and Greece; the busiest route was Alicante, with 214,890 passengers.[2]

Ground transport
The Airlink X9 bus runs to Harbridge bus station every 20 minutes and the journey takes about 25 minutes.[8] The on-site car parks have 3,400 spaces.
""",
    "facts": [
        (
            "The airport handled {n} passengers in 2023.",
            1864211,
            "passengers",
            ["1,864,211", "1864211"],
        ),
        (
            "In 2022 the number of passengers was {n}.",
            1625340,
            "passengers",
            ["1,625,340", "1625340"],
        ),
        (
            "Kingsmoor's passenger record, set in 2019, is {n}.",
            2103560,
            "passengers",
            ["2,103,560", "2103560"],
        ),
        (
            "The Alicante route carried {n} passengers in 2023.",
            214890,
            "passengers",
            ["214,890", "214890"],
        ),
        (
            "Passenger numbers rose by {n}% between 2022 and 2023.",
            14.7,
            "percent",
            ["14.7"],
        ),
        (
            "Harbridge City Council owns {n}% of the airport.",
            51,
            "percent",
            ["51"],
            {"hedge": False},
        ),
        (
            "Northvale Holdings holds a {n}% stake in the airport.",
            49,
            "percent",
            ["49"],
            {"hedge": False},
        ),
        (
            "The airport first opened in {n}.",
            1938,
            "year",
            ["1938", "nineteen thirty-eight"],
        ),
        (
            "The RAF requisitioned the airfield in {n}.",
            1940,
            "year",
            ["1940", "nineteen forty"],
        ),
        ("Kingsmoor went back to civil use in {n}.", 1958, "year", ["1958"]),
        ("Its concrete runway was laid in {n}.", 1952, "year", ["1952"]),
        (
            "The runway was lengthened to its present length in {n}.",
            1987,
            "year",
            ["1987"],
        ),
        (
            "The current terminal building dates from {n}.",
            2006,
            "year",
            ["2006", "two thousand and six"],
        ),
        (
            "The main runway, 06/24, is {n} metres long.",
            2286,
            "metres",
            ["2,286", "2286"],
        ),
        (
            "The grass runway 15/33 is {n} metres long.",
            1199,
            "metres",
            ["1,199", "1199"],
        ),
        (
            "The airport sits {n} metres above sea level.",
            71,
            "metres",
            ["71", "seventy-one"],
        ),
        ("In feet, runway 06/24 measures {n}.", 7500, "feet", ["7,500", "7500"]),
        ("Runway 15/33 is {n} feet long.", 3934, "feet", ["3,934", "3934"]),
        ("The airport's elevation is {n} feet.", 233, "feet", ["233"]),
        ("The terminal has {n} departure gates.", 9, "facilities", ["9", "nine"]),
        (
            "There are {n} check-in desks in the terminal.",
            14,
            "facilities",
            ["14", "fourteen"],
        ),
        (
            "The apron offers {n} stands for commercial aircraft.",
            17,
            "facilities",
            ["17", "seventeen"],
        ),
        (
            "Wide-body aircraft can use {n} of the stands.",
            4,
            "facilities",
            ["four", "4"],
        ),
        ("The airport opens at {n}.", "05:30", "time", ["05:30", "5:30 am", "5.30am"]),
        ("The airport closes at {n}.", "23:00", "time", ["23:00", "11 pm", "11pm"]),
        (
            "The X9 bus leaves for Harbridge every {n} minutes.",
            20,
            "minutes",
            ["20", "twenty"],
            {"hedged": "The X9 bus leaves for Harbridge roughly every {n} minutes."},
        ),
        (
            "The bus ride into Harbridge takes {n} minutes.",
            25,
            "minutes",
            ["25", "twenty-five"],
        ),
        (
            "Airlines flew to {n} destinations from Kingsmoor in 2023.",
            32,
            "destinations",
            ["32", "thirty-two"],
        ),
        (
            "The airport's car parks offer {n} spaces.",
            3400,
            "spaces",
            ["3,400", "3400"],
        ),
        (
            "Aircraft movements in 2023 totalled {n}.",
            41027,
            "movements",
            ["41,027", "41027"],
        ),
        ("The airport is {n} km from Harbridge city centre.", 9, "km", ["9", "nine"]),
        (
            "The original grass airfield covered {n} hectares.",
            64,
            "hectares",
            ["64", "sixty-four"],
        ),
    ],
}
