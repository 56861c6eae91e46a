"""Danish route cues."""

from __future__ import annotations

from typing import Final

from .base import LanguageCues, comparison, phrases, table

DANISH: Final = LanguageCues(
    multi_hop=(
        *phrases("sammenlign|sammenligning|versus| vs | vs. |forskel på"),
        *phrases("forskellen på|forskel mellem|forskellen mellem|forskelle mellem"),
        *phrases("forskellene mellem|hvordan virker|hvordan fungerer"),
        *phrases("sammenhæng mellem|trin for trin|tidslinje|fordele og ulemper"),
    ),
    question_words=table(
        """
        hvad hvem hvis hvornår hvor hvorfor hvordan hvilken hvilket hvilke
        forklar beskriv fortæl nævn er var har havde kan kunne skal skulle bør må
        vil findes gælder
        """
    ),
    question_phrases=phrases("bør jeg|skal jeg|fortæl mig|hvor mange|hvor meget"),
    stopwords=table(
        """
        en et den det de og eller men for at af i på til fra med om over under ved
        efter før mellem uden hos hvad hvem hvis hvornår hvor hvorfor hvordan
        hvilken hvilket hvilke er var bliver blev har havde kan kunne skal skulle
        bør må vil jeg du han hun vi i de man mig dig ham hende os jer dem sig min
        mit mine din dit dine sin sit sine vores jeres deres denne dette disse ikke
        ingen så også meget mange lige bare da nu her der tak venligst forklar
        fortæl beskriv nævn
        """
    ),
    time_words=phrases(
        "i dag|i aften|i nat|i går|i morges|nu|lige nu|for tiden|i øjeblikket"
        "|aktuel|aktuelle|aktuelt|seneste|seneste nyt|nyheder|overskrifter"
        "|denne uge|i denne uge|denne måned|i år|for nylig|nylig"
    ),
    source_cues={
        "news": phrases("nyheder|seneste nyt|i dag|overskrifter|denne uge|i går"),
        "documents": phrases(
            "manual|vejledning|brugsanvisning|min|mit|mine|vores|opvaskemaskine"
            "|vaskemaskine|tørretumbler|ovn|mikroovn|mikrobølgeovn|køleskab|fryser"
            "|kedel|termostat|varmepumpe|støvsuger|kaffemaskine|garanti"
            "|fejlkode|afkalke|afkalkning|filter|apparat|husregler|wifi-kode|noter"
        ),
        "web": phrases(
            "pris|priser|koster|købe|anmeldelser|åbningstider|hjemmeside|download"
        ),
    },
    comparisons=(
        r"^(?:venligst\s+)?sammenlign\s+(?P<a>.+?)\s+(?:og|med)\s+(?P<b>.+)$",
        r"^.*?\bforskel(?:len|le|lene)?\s+(?:på|mellem)\s+(?P<a>.+?)\s+og\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
        comparison("hvad|hvem|hvilken|hvilket|hvilke", "eller"),
    ),
    conjunctions=(" og ", " samt ", "; "),
    no_split=table("mellem begge både hverken blandt"),
)
