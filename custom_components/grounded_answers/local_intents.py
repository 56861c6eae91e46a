"""
What is answered before the engine is asked: nothing heard, and commands.

An utterance without a letter or digit in it is answered "Sorry, I didn't catch
that." Two kinds of utterance are Home Assistant's to answer: a command or state
query it matches exactly ("turn on the desk lamp"), and a command whose target it
does not know ("turn on the kitchen light" with no such light), which gets its own
"Sorry, I am not aware of any device called kitchen" instead of an answer from the
router and the model. Everything else, questions first of all, goes to the engine.

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
from homeassistant.helpers import intent

from .engine.text.boundary import clean_question

if TYPE_CHECKING:
    from hassil.recognize import RecognizeResult
    from homeassistant.core import HomeAssistant

# Presence states a person can be in besides a named zone.
_PRESENCE_WORDS: Final = frozenset({"home", "away", "not home", "not_home"})
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


def is_unknown_place_query(hass: HomeAssistant, result: RecognizeResult) -> bool:
    """Return True for a state query whose free-text state names no known place.

    Home Assistant's strict matcher reads "who is the president of France" as
    HassGetState for people in the zone "president of France" and answers "Not any".
    Such questions belong to the router. "who is home", "is Alex home" or a query in
    a zone's own name stay local, as does every query naming a real entity.
    """
    if result.intent.name != intent.INTENT_GET_STATE:
        return False
    places = _PRESENCE_WORDS | {
        state.name.casefold() for state in hass.states.async_all("zone")
    }
    return any(
        slot.is_wildcard and str(slot.value).casefold() not in places
        for slot in result.entities.values()
    )


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
        # Served from the agent's cache of the recognition just made.
        response = await conversation.async_handle_intents(
            hass,
            user_input,
            chat_log,
            intent_filter=lambda result: is_unknown_place_query(hass, result),
        )
        return None if response is None else LocalResponse(response, False)
    if not is_unknown_target_command(user_input.text, recognized):
        return None
    # The default agent answers from the same cached recognition; its speech lands in
    # this turn's chat log, which is the one current while it runs.
    result = await agent.async_process(user_input)
    return LocalResponse(result.response, True)
