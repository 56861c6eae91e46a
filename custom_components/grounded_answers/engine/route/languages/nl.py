"""Dutch route cues."""

from __future__ import annotations

from typing import Final

from .base import LanguageCues, comparison, phrases, table

DUTCH: Final = LanguageCues(
    multi_hop=(
        *phrases("vergelijk|vergelijking|versus| vs | vs. |verschil tussen"),
        *phrases("verschillen tussen|hoe werkt|relatie tussen|verband tussen"),
        *phrases("stap voor stap|tijdlijn|voor- en nadelen|voors en tegens"),
    ),
    question_words=table(
        """
        wat wie wiens wanneer waar waarom hoe hoeveel welke welk waarvoor waarmee
        waardoor leg beschrijf vertel noem geef is zijn was waren heeft hebben kan
        kun kunnen moet moeten mag zal zou wordt werd bestaat klopt
        """
    ),
    question_phrases=phrases("zou ik|moet ik|vertel me|hoe veel|is er|zijn er"),
    stopwords=table(
        """
        de het een en of maar want dus als ook aan af bij door in op om onder over
        met na naar van voor tot uit tegen tussen zonder wat wie wiens wanneer waar
        waarom hoe hoeveel welke welk is zijn was waren wordt worden werd werden
        heeft hebben had kan kun kunnen moet mag zal zou ik jij je hij zij ze het wij
        we jullie u mijn mijn onze ons jouw zijn haar hun me mij ons er hier daar
        dit dat deze die niet geen zo nog al heel erg wel eens even graag alsjeblieft
        alstublieft leg uit vertel beschrijf noem geef
        """
    ),
    time_words=phrases(
        "vandaag|vanavond|vannacht|gisteren|vanochtend|vanmorgen|nu|op dit moment"
        "|momenteel|actueel|actuele|huidige|laatste nieuws|nieuws|deze week"
        "|deze maand|dit jaar|recent|recente|onlangs|zojuist"
    ),
    source_cues={
        "news": phrases("nieuws|laatste nieuws|vandaag|koppen|deze week|gisteren"),
        "documents": phrases(
            "handleiding|gebruiksaanwijzing|mijn|onze|vaatwasser|vaatwasmachine"
            "|wasmachine|droger|droogtrommel|oven|magnetron|koelkast|vriezer"
            "|cv-ketel|ketel|thermostaat|warmtepomp|stofzuiger|koffiezetapparaat"
            "|koffiemachine|garantie|foutcode|ontkalken|filter|apparaat|huisregels"
            "|wifi-wachtwoord|notities"
        ),
        "web": phrases(
            "prijs|prijzen|kosten|kopen|recensies|openingstijden|website|downloaden"
        ),
    },
    comparisons=(
        r"^(?:graag\s+)?vergelijk\s+(?P<a>.+?)\s+(?:en|met)\s+(?P<b>.+)$",
        r"^.*?\bverschil(?:len)?\s+tussen\s+(?P<a>.+?)\s+en\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
        comparison("wat|wie|welke|welk", "of"),
    ),
    conjunctions=(" en ", " plus ", "; "),
    no_split=table("tussen beide beiden allebei zowel noch"),
)
