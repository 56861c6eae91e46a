"""Material: bananabread (en, recipe)."""

PASSAGE = {
    "language": "en",
    "kind": "recipe",
    "material": """
Classic banana bread (one 900 g loaf, 10 slices)
Ingredients: 3 ripe bananas (about 350 g peeled), 75 g melted butter, 150 g light brown sugar, 1 large egg, 1 teaspoon vanilla extract, 1 teaspoon bicarbonate of soda, a pinch of salt, 190 g plain flour, 50 g chopped walnuts.
Method: Heat the oven to 175 °C (155 °C fan, gas mark 4) and line a loaf tin. Mash the bananas, stir in the butter, then the sugar, egg and vanilla. Fold in the flour with the soda and salt, then the walnuts. Bake for 55 to 65 minutes, until a skewer comes out clean. Leave to cool in the tin for 10 minutes, then on a rack for at least 1 hour. It keeps for 4 days in an airtight tin, or for 3 months in the freezer.
""",
    "facts": [
        (
            "The recipe uses {n} g of melted butter.",
            75,
            "grams",
            ["75", "seventy-five"],
        ),
        (
            "The recipe uses {n} g of light brown sugar.",
            150,
            "grams",
            ["150", "one hundred and fifty"],
        ),
        (
            "The recipe uses {n} g of plain flour.",
            190,
            "grams",
            ["190", "one hundred and ninety"],
        ),
        ("The recipe uses {n} g of chopped walnuts.", 50, "grams", ["50", "fifty"]),
        (
            "The peeled bananas weigh {n} g.",
            350,
            "grams",
            ["350", "three hundred and fifty"],
        ),
        ("Heat a conventional oven to {n} °C.", 175, "celsius", ["175"]),
        ("In a fan oven, use {n} °C.", 155, "celsius", ["155"]),
        (
            "Leave the bread to cool in the tin for {n} minutes.",
            10,
            "minutes",
            ["10", "ten"],
        ),
        (
            "The banana bread keeps for {n} days in an airtight tin.",
            4,
            "keeps",
            ["4", "four"],
        ),
        ("Frozen, the banana bread keeps for {n} months.", 3, "keeps", ["3", "three"]),
    ],
}
