"""Material: beskaeftigelse (da, news)."""

PASSAGE = {
    "language": "da",
    "kind": "news",
    "material": """
Rekordmange i job – men ledigheden er ved at vende

Af Line Kjær Madsen | 28. november 2024 kl. 9.42

Antallet af lønmodtagere steg med 4.700 i september, viser nye tal fra Danmarks Statistik torsdag. Dermed er der nu 3.024.800 lønmodtagere i Danmark, det højeste antal, siden den nuværende opgørelse begyndte i 2008. Fremgangen svarer til 0,2 procent på en måned.

Størst var fremgangen i industrien med 1.300 flere ansatte, mens bygge og anlæg mistede 600 lønmodtagere i løbet af måneden.

Samtidig faldt bruttoledigheden til 2,8 procent i oktober fra 2,9 procent i september. Det svarer til 82.300 fuldtidsledige, 1.900 færre end måneden før. For et år siden, i oktober 2023, lå ledigheden dog på 2,6 procent.

Blandt de 16–24-årige faldt ledigheden til 2,1 procent. Region Nordjylland har fortsat den højeste ledighed med 3,3 procent, mens Region Midtjylland ligger lavest med 2,4 procent.

»Arbejdsmarkedet er stadig stærkt, men vi ser de første tegn på afmatning i byggeriet, hvor renten og færre nybyggerier begynder at bide,« siger cheføkonom Mette Holm Sørensen fra Andelskassen.

Hun venter, at ledigheden stiger til 3,0 procent i løbet af 2025, når eksportvirksomhederne mærker den svagere efterspørgsel i Tyskland.

Danmarks Statistik offentliggør tallene for november den 10. januar.
""",
    "facts": [
        (
            "I september kom der {n} flere lønmodtagere.",
            4700,
            "personer",
            ["4.700", "4700"],
        ),
        (
            "Der er nu {n} lønmodtagere i Danmark.",
            3024800,
            "personer",
            ["3.024.800", "3024800"],
        ),
        (
            "Industrien fik {n} flere ansatte i september.",
            1300,
            "personer",
            ["1.300", "1300"],
        ),
        (
            "Bygge og anlæg mistede {n} lønmodtagere.",
            600,
            "personer",
            ["600", "seks hundrede"],
        ),
        (
            "I oktober var der {n} fuldtidsledige.",
            82300,
            "personer",
            ["82.300", "82300"],
        ),
        (
            "Antallet af fuldtidsledige faldt med {n} fra september til oktober.",
            1900,
            "personer",
            ["1.900", "1900"],
        ),
        (
            "Bruttoledigheden var {n} procent i oktober.",
            2.8,
            "procent",
            ["2,8"],
        ),
        (
            "I september lå bruttoledigheden på {n} procent.",
            2.9,
            "procent",
            ["2,9"],
        ),
        (
            "I oktober 2023 var ledigheden {n} procent.",
            2.6,
            "procent",
            ["2,6"],
        ),
        (
            "Ledigheden blandt de 16-24-årige er nu {n} procent.",
            2.1,
            "procent",
            ["2,1"],
        ),
        (
            "I Region Nordjylland er ledigheden {n} procent.",
            3.3,
            "procent",
            ["3,3"],
        ),
        (
            "Region Midtjylland har en ledighed på {n} procent.",
            2.4,
            "procent",
            ["2,4"],
        ),
        (
            "Cheføkonomen venter en ledighed på {n} procent i 2025.",
            3.0,
            "procent",
            ["3,0", "3", "tre"],
        ),
        (
            "Antallet af lønmodtagere voksede med {n} procent i september.",
            0.2,
            "procent",
            ["0,2"],
        ),
        (
            "Den nuværende opgørelse af lønmodtagere begyndte i {n}.",
            2008,
            "year",
            ["2008"],
        ),
        (
            "Ifølge cheføkonomen stiger ledigheden til 3,0 procent i løbet af {n}.",
            2025,
            "year",
            ["2025"],
        ),
    ],
}
