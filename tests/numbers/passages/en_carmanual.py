"""Material: carmanual (en, manual)."""

PASSAGE = {
    "language": "en",
    "kind": "manual",
    "material": """
Corvane Estate – Owner's Manual
Section 9  Technical data

9.3 Tyre pressures
The tyre pressure label is on the driver's door pillar (B-pillar). All pressures apply to cold tyres; never let air out of warm tyres.

Tyre size 205/55 R16 91V (all engines)          Front              Rear
Normal load (up to 3 occupants)                 2.3 bar / 33 psi   2.1 bar / 30 psi
Full load (5 occupants and luggage)             2.5 bar / 36 psi   2.9 bar / 42 psi

Temporary spare wheel T125/70 R16: 4.2 bar / 60 psi. Do not exceed 50 mph (80 km/h) with the spare fitted.
Wheel bolts: tighten to 120 Nm. Check the torque again after 30 miles (50 km).

9.5 Engine oil and capacities
Oil specification: VW 508 00, SAE 0W-20. Use only approved oils.
Capacity including filter change:
  1.5 TSI petrol (110 kW) ........ 4.0 litres
  2.0 TDI diesel (110 kW) ........ 4.6 litres
The difference between the MIN and MAX marks on the dipstick is approximately 1 litre. Do not fill above the MAX mark.
Fuel tank: 50 litres. AdBlue tank (diesel only): 12 litres.

9.7 Service intervals
Fixed service: every 10,000 miles (15,000 km) or 12 months, whichever comes first.
Flexible (LongLife) service: as shown in the instrument cluster, but no later than 18,000 miles (30,000 km) or 24 months.
Brake fluid: first change after 3 years, then every 2 years.
Spark plugs (petrol): every 36,000 miles (60,000 km) or 4 years.
Timing belt (diesel): replace at 130,000 miles (210,000 km).
""",
    "facts": [
        (
            "With a normal load, the front tyres should be at {n} bar.",
            2.3,
            "bar",
            ["2.3"],
        ),
        (
            "With up to three people on board, the rear tyres need {n} bar.",
            2.1,
            "bar",
            ["2.1"],
        ),
        ("Fully loaded, inflate the front tyres to {n} bar.", 2.5, "bar", ["2.5"]),
        (
            "When the car is fully loaded, the rear tyres need {n} bar.",
            2.9,
            "bar",
            ["2.9"],
        ),
        ("The temporary spare wheel is inflated to {n} bar.", 4.2, "bar", ["4.2"]),
        (
            "At normal load, the front tyres should be at {n} psi.",
            33,
            "psi",
            ["33", "thirty-three"],
        ),
        (
            "At normal load the rear tyres take {n} psi.",
            30,
            "psi",
            ["30", "thirty"],
        ),
        (
            "Fully loaded, the front tyres should be at {n} psi.",
            36,
            "psi",
            ["36", "thirty-six"],
        ),
        (
            "With a full load, the rear tyres should be pumped to {n} psi.",
            42,
            "psi",
            ["42", "forty-two"],
        ),
        ("The spare wheel needs {n} psi.", 60, "psi", ["60", "sixty"]),
        (
            "An oil change with a new filter on the 1.5 TSI petrol engine takes {n} litres.",
            4.0,
            "litres",
            ["4.0", "4", "four"],
        ),
        (
            "The 2.0 TDI diesel takes {n} litres of oil including the filter.",
            4.6,
            "litres",
            ["4.6"],
        ),
        ("The fuel tank holds {n} litres.", 50, "litres", ["50", "fifty"]),
        ("The diesel's AdBlue tank holds {n} litres.", 12, "litres", ["12", "twelve"]),
        (
            "The fixed service is due every {n} miles.",
            10000,
            "miles",
            ["10,000", "10000", "ten thousand"],
        ),
        (
            "On the LongLife schedule the car must be serviced after at most {n} miles.",
            18000,
            "miles",
            ["18,000", "18000", "eighteen thousand"],
        ),
        (
            "The spark plugs on the petrol engine are replaced every {n} miles.",
            36000,
            "miles",
            ["36,000", "36000", "thirty-six thousand"],
        ),
        (
            "The diesel's timing belt is replaced at {n} miles.",
            130000,
            "miles",
            ["130,000", "130000"],
        ),
        (
            "The fixed service interval is {n} months at the latest.",
            12,
            "months",
            ["12", "twelve"],
        ),
        (
            "Under the LongLife service the maximum interval is {n} months.",
            24,
            "months",
            ["24", "twenty-four"],
        ),
        (
            "The brake fluid is changed for the first time after {n} years.",
            3,
            "years",
            ["3", "three"],
        ),
        (
            "After the first change, the brake fluid is renewed every {n} years.",
            2,
            "years",
            ["2", "two"],
        ),
        ("The wheel bolts are tightened to {n} Nm.", 120, "newton metres", ["120"]),
    ],
}
