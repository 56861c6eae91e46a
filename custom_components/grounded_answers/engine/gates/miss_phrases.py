"""How each language says "the sources don't answer this": data only, side by side.

One ``MissPhrases`` per language, read by the honest-miss gate (``honest_miss.py``)
for the request's language; a language without a table gets English. English and
the verb-second languages (German, Dutch, Danish) are here; French, Spanish, Italian
and Portuguese in ``miss_phrases_romance.py``. Every table is
matched against one sentence, lower-cased, curly apostrophes straightened, the end
punctuation trimmed. A sentence is a paraphrase of the miss when, after an optional
``openers`` prefix ("Leider, …", "Désolé, mais …") and an optional indirect-question
``topic`` tail (", wer ihn entworfen hat"), it contains no ``contrasts`` and one of
the ``shapes`` matches it whole. Shapes hold one clause without digits: a sentence
that carries a number or goes on after a comma says something, so it is no miss.

Word order differs: English and the Romance languages put the negation before the
verb, so their shapes are sequences. German, Dutch and Danish move the verb and the
negation around ("Dazu steht in den Quellen nichts", "Die Quellen beantworten das
nicht"), so their shapes are word bags (``bag``): the sentence must contain a word
of each part, in any order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

_ONE: Final = r"[^,;:\d]*"  # one clause, no numbers: not an answer
TAIL: Final = rf"(?:\s{_ONE})?"


def bag(*parts: str, unless: str = "") -> str:
    """Return a shape matching one clause with a word of every part, in any order.

    ``unless``: words that make it something else ("laut den Quellen …" frames an
    answer, it does not say the sources are silent).
    """
    guard = rf"(?!.*(?<!\w)(?:{unless})(?!\w))" if unless else ""
    return guard + "".join(rf"(?=.*(?<!\w)(?:{part})(?!\w))" for part in parts) + _ONE


@dataclass(frozen=True, slots=True)
class MissPhrases:
    """One language's paraphrases of the honest miss (regular expressions)."""

    code: str
    shapes: tuple[str, ...]  # one whole sentence each
    openers: str = ""  # "sorry", "leider": said before the miss
    but: str = ""  # "Tut mir leid, *aber* …": joins an opener to the miss
    contrasts: str = ""  # "but", "aber", "ne … que": the sentence goes on to answer
    topic: str = ""  # ", wer …": the question the sources leave open


# -- English -------------------------------------------------------------------------
_EN_NEG: Final = (
    r"(?:do not|don't|does not|doesn't|did not|didn't|cannot|can't|can not"
    r"|could not|couldn't|will not|won't)"
)
_EN_MATERIAL: Final = (
    r"(?:the |these |those |my |your |this |that )?"
    r"(?:(?:retrieved|provided|given|available|supplied|search|above|following"
    r"|offered|attached)\s+)*"
    r"(?:sources?|materials?|context|documents?|search results|results?|information"
    r"|text|passages?|sections?|data|evidence|snippets?|manual|instructions"
    r"|documentation|guide)"
)
EN: Final = MissPhrases(
    "en",
    shapes=(
        rf"{_EN_MATERIAL} {_EN_NEG} (?:answer|cover|contain|mention|say|include|address"
        rf"|specify|state|tell|provide|give|have|discuss|list|show){TAIL}",
        rf"(?:the )?answer (?:is not|isn't|was not|wasn't) (?:\w+ )?(?:in|from)"
        rf" {_EN_MATERIAL}{TAIL}",
        rf"(?:there (?:is|are|was) )?no (?:information|answer|mention|details?)"
        rf"(?: (?:about|on|regarding|of|for) [^,;:\d]*?)?"
        rf" (?:(?:is |was )?(?:given |found |provided )?(?:in|from) {_EN_MATERIAL}"
        r"|(?:is |was )?(?:available|given|found|provided))",
        r"(?:i )?(?:do not|don't) know(?: (?:that|this|the answer))?",
        r"(?:i'm|i am) not sure",
        # A bare apology says nothing but that no answer follows ("Sorry. NOT_IN_…").
        r"(?:(?:i'm )?sorry|unfortunately|i'm afraid(?: not)?)",
        r"(?:i|we) (?:cannot|can't|could not|couldn't|am unable to|'m unable to"
        rf"|was unable to) (?:find|answer|tell|determine|say){TAIL}",
        rf"(?:that|this|it) (?:is not|isn't) (?:\w+ )?(?:in|covered by|mentioned in)"
        rf" {_EN_MATERIAL}",
    ),
    openers=r"sorry|unfortunately|i'm afraid",
    but="but",
    contrasts=r"but|however|although|though|whereas|except",
)

# -- German --------------------------------------------------------------------------
_DE_SOURCE: Final = (
    r"(?:quelle|quelltext|material|kontext|dokument|suchergebnis|ergebnis|information"
    r"|text|abschnitt|daten|unterlage|auszug|auszüg|passage|textstelle|fundstelle"
    r"|treffer|suchtreffer)\w*|\w*(?:anleitung|handbuch|anweisung)\w*"
)
_DE_NEG: Final = r"nicht|nichts|kein\w*|nirgends|nirgendwo"
_DE_INFO: Final = (
    r"informationen|information|infos|angaben|antwort|auskunft|auskünfte|details"
    r"|einzelheiten|erwähnung"
)
DE: Final = MissPhrases(
    "de",
    shapes=(
        bag(
            _DE_SOURCE,
            _DE_NEG,
            r"beantwort\w*|sag\w*|nenn\w*|erwähn\w*|enthalt\w*|enthält|liefer\w*|geben"
            r"|gibt|gab|beschreib\w*|behandel\w*|behandelt|deck\w*|verrat\w*|verrät"
            r"|erklär\w*|sprech\w*|spricht|steht|stehen|stand|find\w*|fand|gefunden"
            r"|äußer\w*|hervor|geht|gehen|bieten|bietet|beinhalt\w*|rede|auskunft"
            r"|ge(?:sagt|nannt|liefert|geben|klärt|deckt)|erwähnt|beschrieben|angegeben",
            unless=r"laut|zufolge|gemäß",
        ),
        bag(
            r"ich|wir",
            r"kann|konnte|könnte|können|konnten|finde|fand|habe|hab",
            _DE_NEG,
            r"beantwort\w*|sagen|finden|gefunden|feststellen|herausfinden|ermitteln"
            rf"|angeben|{_DE_INFO}",
        ),
        bag(
            r"kein\w*|nichts",
            _DE_INFO,
            r"gibt|gab|liegen|liegt|vorhanden|verfügbar|finden|findet|sind|ist|habe"
            r"|haben|hat|bekannt",
        ),
        r"(?:(?:das|dies|es) )?weiß ich (?:leider )?nicht|ich weiß (?:es |das )?"
        r"(?:leider )?nicht|keine ahnung|(?:da )?bin ich mir (?:leider )?nicht sicher"
        r"|ich bin mir (?:leider )?nicht sicher",
        rf"(?:das (?:steht|ist) )?nicht in (?:den |der |dem )?{_DE_SOURCE}",
        r"leider(?: nicht)?|sorry|entschuldigung|(?:es )?tut mir (?:sehr )?leid"
        r"|bedauerlicherweise",
    ),
    openers=r"leider|sorry|entschuldigung|(?:es )?tut mir (?:sehr )?leid"
    r"|bedauerlicherweise|ehrlich gesagt",
    but="aber",
    contrasts=r"aber|sondern|jedoch|allerdings|dass|daß|trotzdem|dennoch|lediglich",
    topic=r",\s*(?:wer|wen|wem|wessen|was|wann|wo|woher|wohin|wie|welche\w*|ob"
    r"|warum|weshalb|wieso|wieviel\w*)\b[^,;:\d]*$",
)

# -- Dutch ---------------------------------------------------------------------------
_NL_SOURCE: Final = (
    r"(?:bron|document|tekst|passage|fragment|informatie|gegevens|context|resulta"
    r"|zoekresulta|materia|sectie|uittreksel|handleiding|documentatie)\w*"
)
_NL_NEG: Final = r"niet|niets|geen|nergens"
_NL_INFO: Final = r"informatie|info|gegevens|antwoord|details|vermelding|bijzonderheden"
NL: Final = MissPhrases(
    "nl",
    shapes=(
        bag(
            _NL_SOURCE,
            _NL_NEG,
            r"beantwoord\w*|antwoord|zegg\w*|zeg\w*|zegt|noem\w*|vermeld\w*|bevat\w*"
            r"|geeft|geven|gaf|gaven|beschrijv\w*|beschrijft|behandel\w*|dekk\w*|dekt"
            r"|vertel\w*|spreek\w*|spreken|staat|staan|stond|vind\w*|gevonden"
            r"|verstrek\w*|bied\w*|biedt|meld\w*|gaan|gaat|ingegaan|ingaan",
            unless=r"volgens|blijkens",
        ),
        bag(
            r"ik|we|wij",
            _NL_NEG,
            r"weet|weten|ken|kan|kon|kunnen|vind|vond|heb|ben",
            r"weet|weten|ken|beantwoord\w*|zeggen|vinden|gevonden|vaststellen"
            rf"|achterhalen|zeker|bepalen|{_NL_INFO}",
        ),
        bag(
            r"geen|niets",
            _NL_INFO,
            r"is|zijn|er|staat|staan|heb|hebben|heeft|vind\w*|gevonden|beschikbaar"
            r"|bekend|gegeven|vermeld",
        ),
        r"(?:dat|het) weet ik (?:helaas )?niet|ik weet (?:het|dat) (?:helaas )?niet"
        r"(?: zeker)?|geen idee",
        rf"(?:dat (?:staat|is) )?niet in (?:de |het |deze )?{_NL_SOURCE}",
        r"sorry|helaas(?: niet)?|het spijt me|excuses|jammer genoeg",
    ),
    openers=r"sorry|helaas|het spijt me|excuses|jammer genoeg|spijtig genoeg",
    but="maar",
    contrasts=r"maar|echter|alleen|slechts|behalve|hoewel|toch"
    r"|(?:zegg?\w*|zegt|staat|melden|meldt|vermeld\w*|aan|schrijv\w*|schrijft) dat",
    topic=r",?\s+(?:wie|wat|wanneer|waar|hoe|welke?|of|waarom|hoeveel)\b[^,;:\d]*$",
)

# -- Danish --------------------------------------------------------------------------
_DA_SOURCE: Final = (
    r"(?:kilde|dokument|tekst|passage|uddrag|oplysning|information|data|kontekst"
    r"|resultat|søgeresultat|materiale|afsnit|brugsanvisning|vejledning|manual)\w*"
)
_DA_NEG: Final = r"ikke|intet|ingen|ingenting|aldrig"
_DA_INFO: Final = r"oplysning\w*|information\w*|svar\w*|detaljer\w*|omtale|data|info"
DA: Final = MissPhrases(
    "da",
    shapes=(
        bag(
            _DA_SOURCE,
            _DA_NEG,
            r"besvar\w*|svar\w*|sig\w*|siger|nævn\w*|indehold\w*|giv\w*|giver|gav"
            r"|beskriv\w*|behandl\w*|dækk\w*|dækker|fortæl\w*|forklar\w*|står|stod"
            r"|find\w*|fandt|fundet|oply\w*|angiv\w*|omtal\w*|berør\w*|kommer"
            r"|fremgår|fremgik|handler|taler",
            unless=r"ifølge|iflg",
        ),
        bag(
            r"jeg|vi",
            _DA_NEG,
            r"ved|kender|kan|kunne|er|fandt|finder|har",
            r"ved|kender|besvar\w*|svare|sige|finde|fundet|fandt|afgøre|sikker|vide"
            rf"|{_DA_INFO}",
        ),
        bag(
            r"ingen|intet|ingenting",
            _DA_INFO,
            r"er|findes|fandtes|har|står|foreligger|gives|givet|tilgængelig\w*",
        ),
        r"det ved jeg (?:desværre )?ikke|jeg ved det (?:desværre )?ikke|ingen anelse",
        rf"(?:det (?:står|er) )?ikke i {_DA_SOURCE}",
        r"beklager|desværre(?: ikke)?|undskyld|sorry|det er jeg ked af",
    ),
    openers=r"beklager|desværre|undskyld|sorry|jeg beklager|det er jeg ked af",
    but="men",
    contrasts=r"men|dog|selvom|skønt|bortset|kun|blot"
    r"|(?:siger|står|nævner|skriver|angiver) at",
    topic=r",?\s+(?:hvem|hvad|hvornår|hvor|hvordan|hvilke[nt]?|om|hvorfor)\b[^,;:\d]*$",
)
