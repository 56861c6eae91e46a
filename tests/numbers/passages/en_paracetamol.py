"""Material: paracetamol (en, medicine leaflet)."""

PASSAGE = {
    "language": "en",
    "kind": "medicine leaflet",
    "material": """
PACKAGE LEAFLET: INFORMATION FOR THE USER
Paracetamol 500 mg Film-coated Tablets
paracetamol

Read all of this leaflet carefully before you start taking this medicine. Keep this leaflet. You may need to read it again.

1. What this medicine is
Each tablet contains 500 mg of paracetamol. It is used for the relief of mild to moderate pain, such as headache, toothache and period pain, and to reduce fever.

3. How to take Paracetamol 500 mg Tablets
Swallow the tablets whole with water. Do not chew.

Adults (including the elderly) and children aged 16 years and over:
Take one or two tablets (500 mg to 1,000 mg) up to four times a day as required. Leave at least 4 hours between doses. Do not take more than 8 tablets (4,000 mg) in any 24-hour period.
Adults weighing less than 50 kg should not take more than 60 mg per kg of body weight in 24 hours.

Children aged 12 to 15 years:
1 to 1½ tablets every 4 to 6 hours as required. Do not give more than 6 tablets in 24 hours.

Children aged 10 to 11 years:
1 tablet. Leave at least 6 hours between doses and do not give more than 4 tablets in 24 hours.

Not suitable for children under 10 years. Liquid paracetamol products are available for younger children.

Do not take for more than 3 days for fever or 5 days for pain without talking to your doctor.

If you take more than you should: talk to a doctor at once, even if you feel well, because of the risk of delayed, serious liver damage.

5. How to store
Do not store above 25°C. Keep out of the sight and reach of children.

6. Contents of the pack
Blister packs of 16 tablets.
PL 40582/0117. This leaflet was last revised in 03/2024.
""",
    "facts": [
        (
            "Each tablet contains {n} mg of paracetamol.",
            500,
            "mg",
            ["500", "five hundred"],
        ),
        (
            "The most an adult should take in one dose is {n} mg.",
            1000,
            "mg",
            ["1,000", "1000", "one thousand"],
        ),
        (
            "The maximum daily dose for adults is {n} mg.",
            4000,
            "mg",
            ["4,000", "4000", "four thousand"],
        ),
        (
            "Adults under 50 kg should take no more than {n} mg per kilogram of body weight a day.",
            60,
            "mg per kg",
            ["60", "sixty"],
            {"hedge": False},
        ),
        (
            "Adults may take at most {n} tablets in 24 hours.",
            8,
            "tablets",
            ["8", "eight"],
            {"hedge": False},
        ),
        (
            "Children aged 12 to 15 should not be given more than {n} tablets a day.",
            6,
            "tablets",
            ["6", "six"],
            {"hedge": False},
        ),
        (
            "A child aged 10 or 11 can have at most {n} tablets in 24 hours.",
            4,
            "tablets",
            ["4", "four"],
            {"hedge": False},
        ),
        (
            "A blister pack holds {n} tablets.",
            16,
            "tablets",
            ["16", "sixteen"],
            {"hedge": False},
        ),
        (
            "Adults should wait at least {n} hours between doses.",
            4,
            "hours",
            ["4", "four"],
        ),
        (
            "For children aged 10 to 11, the gap between doses must be at least {n} hours.",
            6,
            "hours",
            ["6", "six"],
        ),
        (
            "For a fever, you shouldn't take it longer than {n} days without seeing a doctor.",
            3,
            "days",
            ["3", "three"],
        ),
        (
            "For pain, the limit without medical advice is {n} days.",
            5,
            "days",
            ["5", "five"],
        ),
        (
            "The adult dose applies to children from {n} years of age.",
            16,
            "age",
            ["16", "sixteen"],
            {"hedge": False},
        ),
        (
            "The tablets should not be given to children under {n}.",
            10,
            "age",
            ["10", "ten"],
            {"hedge": False},
        ),
        (
            "The lower dosing limit applies to adults who weigh less than {n} kilograms.",
            50,
            "kg",
            ["50", "fifty"],
            {"hedge": False},
        ),
        (
            "The tablets should be kept below {n} degrees Celsius.",
            25,
            "celsius",
            ["25", "twenty-five"],
            {"hedge": False},
        ),
    ],
}
