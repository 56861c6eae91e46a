"""Number words of languages whose spelled numbers nothing here can read.

``text2num`` reads de, fr, es, nl, it, pt and da, and English has its own reader; in
another language a spelled number cannot be checked, so it must not be spoken. These
tables only recognise one (the common cardinals of each language): the numeric check
rejects an answer that contains any of them, and says why.
"""

from __future__ import annotations

from typing import Final

from .base import words

UNREADABLE_NUMBER_WORDS: Final[dict[str, frozenset[str]]] = {
    "sv": words(
        "två tre fyra fem sex sju åtta nio tio elva tolv tjugo trettio fyrtio femtio "
        "sextio sjuttio åttio nittio hundra tusen miljon miljoner"
    ),
    "nb": words(
        "to tre fire fem seks sju syv åtte ni ti elleve tolv tjue tretti førti femti "
        "seksti sytti åtti nitti hundre tusen million millioner"
    ),
    "pl": words(
        "dwa dwie trzy cztery pięć sześć siedem osiem dziewięć dziesięć dwadzieścia "
        "trzydzieści czterdzieści pięćdziesiąt sto tysiąc tysiące milion"
    ),
    "cs": words(
        "dva dvě tři čtyři pět šest sedm osm devět deset dvacet třicet čtyřicet "
        "padesát sto tisíc milion"
    ),
    "fi": words(
        "kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen sata "
        "tuhat miljoona"
    ),
    "ru": words(
        "два две три четыре пять шесть семь восемь девять десять двадцать тридцать "
        "сорок пятьдесят сто тысяча тысячи миллион"
    ),
    "uk": words(
        "два дві три чотири п'ять шість сім вісім дев'ять десять двадцять тридцять "
        "сорок п'ятдесят сто тисяча мільйон"
    ),
}
UNREADABLE_NUMBER_WORDS["no"] = UNREADABLE_NUMBER_WORDS["nb"]

# Numerals written as characters: "三天" is three days.
UNREADABLE_NUMBER_CHARS: Final[dict[str, str]] = {
    "zh": "〇一二三四五六七八九十百千万亿兩两",
    "ja": "一二三四五六七八九十百千万億",
    "ko": "일이삼사오육칠팔구십백천만",
}
