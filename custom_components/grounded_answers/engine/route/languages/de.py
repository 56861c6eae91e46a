"""German route cues."""

from __future__ import annotations

from typing import Final

from .base import LanguageCues, comparison, phrases, table

GERMAN: Final = LanguageCues(
    multi_hop=(
        *phrases("vergleich|versus| vs | vs. |unterschied zwischen"),
        *phrases("unterschiede zwischen|wie funktioniert|warum ist"),
        *phrases("zusammenhang zwischen|schritt für schritt|vor- und nachteile"),
        *phrases("zeitleiste|zeitstrahl"),
    ),
    question_words=table(
        """
        was wer wen wem wessen wann wo woher wohin warum wieso weshalb wie wieviel
        wieviele welche welcher welches welchen welchem wofür womit worüber wozu
        erkläre erklär beschreibe beschreib nenne nenn zeig zeige sag sage
        erzähl erzähle ist sind war waren hat haben hatte kann kannst können soll
        sollte sollten muss darf gibt gab wird werden wurde wurden stimmt
        """
    ),
    question_phrases=phrases("sollte ich|sag mir|wie viel|wie viele|gibt es"),
    stopwords=table(
        """
        der die das den dem des ein eine einer eines einem einen und oder aber als
        auch an am ans auf aufs aus bei beim bis durch für gegen hinter in im ins mit
        nach neben ohne seit über um unter von vom vor zu zum zur wie was wer wen wem
        wessen wo woher wohin wann warum wieso weshalb wofür womit worüber wozu
        welche welcher welches welchen welchem ist sind war waren wird werden wurde
        wurden hat haben hatte hatten kann können kannst soll sollte muss darf gibt
        gab ich du er sie es wir ihr man mein meine unser unsere dein deine sich
        nicht kein keine so noch nur schon sehr mir mich dir dich uns euch ihm ihn
        bitte erkläre erklär sag sage mir zeige zeig nenne beschreibe erzähl
        dieser diese dieses diesen diesem denn doch mal eigentlich viel viele wieviel
        """
    ),
    time_words=phrases(
        "heute|heute abend|heute morgen|heute nacht|gestern|morgen früh|neueste"
        "|neuesten|neuigkeiten|aktuell|aktuelle|aktuellen|derzeit|zurzeit|momentan"
        "|im moment|gerade|jetzt|nachrichten|schlagzeilen|diese woche|diesen monat"
        "|dieses jahr|kürzlich|vor kurzem"
    ),
    source_cues={
        "news": phrases(
            "nachrichten|neueste|neuesten|neuigkeiten|heute|schlagzeilen"
            "|diese woche|gestern|aktuelle"
        ),
        "documents": phrases(
            "anleitung|handbuch|bedienungsanleitung|mein|meine|meinen|meinem|unser"
            "|unsere|unseren|spülmaschine|geschirrspüler|waschmaschine|trockner"
            "|backofen|mikrowelle|kühlschrank|gefrierschrank|heizung|heizkessel"
            "|thermostat|wärmepumpe|staubsauger|kaffeemaschine|garantie|fehlercode"
            "|entkalken|filter|gerät|hausordnung|wlan-passwort|notizen"
        ),
        "web": phrases("preis|preise|kosten|kaufen|bewertungen|öffnungszeiten"),
    },
    comparisons=(
        r"^(?:bitte\s+)?vergleiche?\s+(?P<a>.+?)\s+(?:und|mit)\s+(?P<b>.+)$",
        r"^.*?\bunterschiede?\s+zwischen\s+(?P<a>.+?)\s+und\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
        comparison("was|wer|welche|welcher|welches", "oder"),
    ),
    conjunctions=(" und ", " außerdem ", " sowie ", "; "),
    no_split=table("zwischen beide beiden beides entweder weder sowohl"),
)
