"""
What is answered before the engine is asked: nothing heard, commands, states.

An utterance without a letter or digit in it is answered "Sorry, I didn't catch
that." Home Assistant answers what it matches exactly ("turn on the desk lamp", "ist
jemand zu Hause") and a command whose target it does not know ("turn on the kitchen
light" with no such light: "Sorry, I am not aware of any device called kitchen").
A command whose names are all known but that finds nothing to act on ("turn on the
kitchen light" in a Kitchen area without a light) gets Home Assistant's answer too.
A state or timer query whose free-text name is no zone, presence state or running
timer ("wer ist der Präsident von Frankreich", "wie lange dauert das Entkalken") is
a question, and questions go to the engine. Places are the household's zones and
Home Assistant's own translations of "home" and "away", in the request's language.

Recognition runs once, with unknown names allowed: the default agent caches each
utterance's recognition by stage, and after a strict-only attempt a second, tolerant
one would find nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from hassil.models import UnmatchedTextEntity
from hassil.recognize import MISSING_ENTITY
from homeassistant.components import conversation
from homeassistant.components.conversation.agent_manager import get_agent_manager
from homeassistant.components.intent.const import TIMER_DATA
from homeassistant.const import STATE_HOME, STATE_NOT_HOME
from homeassistant.helpers import intent
from homeassistant.helpers.translation import async_get_translations

from .engine.text.boundary import clean_question

if TYPE_CHECKING:
    from hassil.recognize import RecognizeResult
    from homeassistant.components.conversation.default_agent import DefaultAgent
    from homeassistant.core import HomeAssistant

# Domains whose states are places: "home", "not_home" or a zone's name.
_PLACE_DOMAINS: Final = ("person", "device_tracker")
HOME_ZONE: Final = "zone.home"
# What is not a letter or digit: "zu Hause" and "Zuhause", "not home" and "not_home"
# name the same place.
_NOT_ALNUM: Final = re.compile(r"[\W_]+")
# Slots that name what a command acts on; an unknown value is an unknown target.
TARGET_SLOTS: Final = frozenset({"name", "area", "floor"})
# Slots Home Assistant reports as missing alongside an unknown name.
_COMPANION_SLOTS: Final = frozenset({"domain", "device_class"})
# Intents that ask rather than act (HassGetState, HassClimateGetTemperature, ...):
# "what is molybdenum" reads as HassGetState of a device called "molybdenum".
_QUERY_INTENT: Final = re.compile(r"Get[A-Z]")
_WORD: Final = re.compile(r"\w+")


@dataclass(frozen=True, slots=True)
class LocalResponse:
    """Home Assistant's own response, and whether it is in the chat log already."""

    response: intent.IntentResponse
    in_chat_log: bool


def nothing_said(text: str) -> bool:
    """Return True for an utterance without a letter or digit in any script.

    Speech-to-text hears silence as "", " ", "." or "..."; none of it is a question.
    """
    return not any(char.isalnum() for char in text)


def _place_words(text: str) -> list[str]:
    """Return the case-folded words of a place name."""
    return [word for word in _NOT_ALNUM.split(text.casefold()) if word]


def _tails(words: list[str]) -> list[str]:
    """Return each trailing run of ``words`` without spaces, the longest first."""
    return ["".join(words[start:]) for start in range(len(words))]


@dataclass(frozen=True, slots=True)
class Places:
    """The places a presence query may name, each with the state it stands for.

    Names are written without spaces or punctuation: "zu Hause" is "Zuhause".
    """

    # A place's whole name -> its state.
    names: dict[str, str]
    # Each trailing run of a place's words ("casa" of "En casa") -> its state.
    tails: dict[str, str]

    @classmethod
    def of(cls, named: dict[str, str]) -> Places:
        """Return the places of ``named`` (a place's name -> its state)."""
        names: dict[str, str] = {}
        # A tail two names share ("casa" of "In casa" and "Fuori casa") is the
        # place it is most of: the shortest name.
        tails: dict[str, tuple[int, str]] = {}
        for name, state in named.items():
            words = _place_words(name)
            if not words:
                continue
            whole = "".join(words)
            names.setdefault(whole, state)
            for tail in _tails(words):
                if tail not in tails or len(whole) < tails[tail][0]:
                    tails[tail] = (len(whole), state)
        return cls(names, {tail: state for tail, (_, state) in tails.items()})

    def state_of(self, heard: str) -> str | None:
        """Return the state a free-text place stands for; None for no known place.

        Known when the words heard end in a place's whole name ("à la maison" ends
        in "Maison") or are the end of one ("casa" ends "En casa"): the matcher
        leaves its language's prepositions and articles in or out.
        """
        words = _place_words(heard)
        if not words:
            return None
        for tail in _tails(words):
            if tail in self.names:
                return self.names[tail]
        return self.tails.get("".join(words))


async def async_known_places(hass: HomeAssistant, language: str) -> Places:
    """
    Return the places a presence query may name in ``language``.

    Zones by name (a person in a zone has the zone's name as state), and the states
    ``home`` and ``not_home`` by their ids and by Home Assistant's own translations
    of person and tracker states in the request's and the household's language
    ("Zuhause", "Maison", "En casa", "Thuis", "Hjemme"). No word list of ours
    decides what a place is.
    """
    # A person at home is "home", never the home zone's name; elsewhere in a zone,
    # the zone's name.
    named: dict[str, str] = {STATE_HOME: STATE_HOME, STATE_NOT_HOME: STATE_NOT_HOME}
    named |= {
        zone.name: STATE_HOME if zone.entity_id == HOME_ZONE else zone.name
        for zone in hass.states.async_all("zone")
    }
    for language_code in dict.fromkeys((language, hass.config.language)):
        strings = await async_get_translations(
            hass, language_code, "entity_component", list(_PLACE_DOMAINS)
        )
        for key, name in strings.items():
            if ".entity_component._.state." in key:
                named.setdefault(name, key.rpartition(".")[2])
    return Places.of(named)


def is_unknown_place_query(places: Places, result: RecognizeResult) -> bool:
    """Return True for a state query whose free-text state names no known place.

    Home Assistant reads "wer ist der Präsident von Frankreich" as HassGetState for
    people in the zone "der Präsident von Frankreich"; that belongs to the router.
    "ist jemand zu Hause" or a query in a zone's name stays local.
    """
    if result.intent.name != intent.INTENT_GET_STATE:
        return False
    return any(
        slot.is_wildcard and places.state_of(str(slot.value)) is None
        for slot in result.entities.values()
    )


def timer_names(hass: HomeAssistant) -> frozenset[str]:
    """Return the names of the timers running now, written as places are."""
    manager = hass.data.get(TIMER_DATA)
    timers = getattr(manager, "timers", {})
    return frozenset(
        "".join(_place_words(timer.name)) for timer in timers.values() if timer.name
    )


def is_unknown_timer_query(timers: frozenset[str], result: RecognizeResult) -> bool:
    """Return True for a timer query whose free-text name is no running timer's.

    "wie lange dauert das Entkalken" reads as the status of a timer "Entkalken"
    ("Es laufen keine Timer."); with a pizza timer running, "wie lange dauert der
    Pizza-Timer" stays local.
    """
    if result.intent.name != intent.INTENT_TIMER_STATUS:
        return False
    return any(
        slot.is_wildcard
        and not timers.intersection(_tails(_place_words(str(slot.value))))
        for slot in result.entities.values()
    )


def name_the_state(places: Places, result: RecognizeResult) -> None:
    """Give each free-text place of ``result`` the state it stands for.

    Home Assistant compares the heard words with state ids as they are: "zu Hause"
    would never match a person who is "home", and "Ja, Alex" would be "Nein".
    """
    for slot in result.entities.values():
        if slot.is_wildcard and (state := places.state_of(str(slot.value))):
            slot.value = state


def is_unknown_target_command(text: str, result: RecognizeResult) -> bool:
    """
    Return True when ``result`` is a command whose only gap is an unknown target.

    The tolerant matcher fits almost anything to some intent with unknown names
    ("how much is a kilo of molybdenum" becomes HassTurnOn of a device called "how
    much is a kilo" in the area "molybdenum"), so a command counts only when:

    - the intent acts (no ``Get`` intent: questions about states go to the router);
    - every unknown slot is a target (a name, area or floor), at least one of them
      with words of its own;
    - the utterance begins with the command's own words, not with an unknown name;
    - the command's own words are at least as many as the unknown names' words.

    So "turn off the living room ceiling light" and "lock the front door" are
    commands, "open the wikipedia article about paris" and "is the kitchen light
    on" are not.
    """
    if _QUERY_INTENT.search(result.intent.name):
        return False
    unknown = _unknown_targets(result)
    if not unknown:
        return False
    words = [word.casefold() for word in _WORD.findall(text)]
    unknown_words = [
        [word.casefold() for word in _WORD.findall(name)] for name in unknown
    ]
    if any(not name or words[: len(name)] == name for name in unknown_words):
        return False
    unknown_count = sum(len(name) for name in unknown_words)
    return len(words) - unknown_count >= unknown_count


def _unknown_targets(result: RecognizeResult) -> list[str]:
    """Return the unknown target names of ``result``; none if another slot is open."""
    unknown: list[str] = []
    for slot, entity in result.unmatched_entities.items():
        if not isinstance(entity, UnmatchedTextEntity):
            return []
        if entity.text == MISSING_ENTITY:
            if slot not in TARGET_SLOTS | _COMPANION_SLOTS:
                return []
        elif slot in TARGET_SLOTS:
            unknown.append(entity.text)
        else:
            return []
    return unknown


async def async_local_response(
    hass: HomeAssistant,
    user_input: conversation.ConversationInput,
    chat_log: conversation.ChatLog,
) -> LocalResponse | None:
    """
    Return Home Assistant's own response to ``user_input``, or None for the engine.

    An exact match is handled as ``conversation.async_handle_intents`` does (except
    the presence reading of "who is ..." questions); a command with an unknown
    target is answered by the default agent, which says what it does not know.
    """
    agent = get_agent_manager(hass).default_agent
    if agent is None:
        return None
    # Recognised as the engine will read it: capped and clean (a megabyte of typed
    # text would hold the matcher), and in this turn's conversation, so that the
    # default agent's answer lands in this turn's chat log, not a new one.
    user_input = replace(
        user_input,
        text=clean_question(user_input.text).text,
        conversation_id=chat_log.conversation_id,
    )
    recognized = await agent.async_recognize_intent(user_input)
    if recognized is None:
        return None
    if not recognized.unmatched_entities:
        return await _async_exact_match(hass, agent, user_input, chat_log, recognized)
    if not is_unknown_target_command(user_input.text, recognized):
        return None
    # The default agent answers from the same cached recognition; its speech lands in
    # this turn's chat log, which is the one current while it runs.
    result = await agent.async_process(user_input)
    return LocalResponse(result.response, True)


async def _async_exact_match(
    hass: HomeAssistant,
    agent: DefaultAgent,
    user_input: conversation.ConversationInput,
    chat_log: conversation.ChatLog,
    recognized: RecognizeResult,
) -> LocalResponse | None:
    """Answer an utterance whose every name is known, or None for the engine."""
    places = await async_known_places(hass, user_input.language)
    timers = timer_names(hass)

    def unknown(result: RecognizeResult) -> bool:
        return is_unknown_place_query(places, result) or is_unknown_timer_query(
            timers, result
        )

    if unknown(recognized):
        return None
    # The agent's cache holds this very recognition: handling serves it, with the
    # place heard ("zu Hause") read as the state it names ("home").
    name_the_state(places, recognized)
    response = await conversation.async_handle_intents(
        hass, user_input, chat_log, intent_filter=unknown
    )
    if response is not None:
        return LocalResponse(response, False)
    if _QUERY_INTENT.search(recognized.intent.name):
        return None  # a question about the home it cannot answer: the engine's
    # A command that finds nothing to act on ("turn on the kitchen light" in a Kitchen
    # without a light): Home Assistant ignores that error when matching; its agent
    # says what is missing ("Sorry, I am not aware of any light in the Kitchen area").
    result = await agent.async_process(user_input)
    return LocalResponse(result.response, True)
