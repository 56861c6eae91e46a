"""
The turns an entry answered, inside Home Assistant's chat log: notes and history.

Home Assistant keeps one chat log per conversation id (dropped after five idle
minutes), shared by every agent and caller that uses the id. Each answer an entry
adds to the log — from the conversation agent or the ``ask`` service — carries a
``TurnNote`` as its ``native`` content (never sent to listeners or serialised): the
entry that answered, the device or satellite the question came from, and the
standalone question the engine answered. The history an entry reads back holds only
its own turns from the same origin: a turn of another entry, another device, Home
Assistant's own intents or another agent ends the history there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from homeassistant.components import conversation

from .engine.followup.turns import MAX_TURNS, Turn

if TYPE_CHECKING:
    from .engine.types import AnswerResult

# Where a question came from: (device_id, satellite_id). The panel, the REST API and
# the ``ask`` service have neither, so they share one conversation.
type Origin = tuple[str | None, str | None]


@dataclass(frozen=True, slots=True)
class TurnNote:
    """What an entry keeps of a turn it answered, inside the chat log.

    ``resolved`` is the standalone question the engine answered when the utterance
    was a follow-up (the next follow-up carries its subject over); ``origin`` keeps
    one device's history from being carried to another that reuses the id, and
    ``entry_id`` one entry's from another's (two entries, one conversation id).
    """

    resolved: str | None
    origin: Origin
    entry_id: str


def origin_of(user_input: conversation.ConversationInput) -> Origin:
    """Return the device and satellite the utterance came from."""
    return (user_input.device_id, user_input.satellite_id)


def note_for(result: AnswerResult, origin: Origin, entry_id: str) -> TurnNote:
    """Return the note of an answered turn (no resolved question when it stood alone)."""
    resolved = result.resolved_query
    return TurnNote(resolved if resolved != result.query else None, origin, entry_id)


def _own_note(
    content: conversation.AssistantContent, origin: Origin, entry_id: str
) -> TurnNote | None:
    """Return the answer's note if ``entry_id`` gave it to ``origin``, else None."""
    note = content.native
    if not isinstance(note, TurnNote):
        return None
    return note if note.entry_id == entry_id and note.origin == origin else None


def chat_history(
    chat_log: conversation.ChatLog, origin: Origin, entry_id: str
) -> list[Turn]:
    """Return the conversation's recent turns ``entry_id`` answered, most recent last.

    Walks back from the utterance being answered (the log's last user content) over
    question/answer pairs that carry the entry's note from ``origin``, and stops at
    anything else: another entry's or device's turn, a turn handled locally or by
    another agent, an apology, or ``MAX_TURNS`` turns. Only what was spoken is told
    to the engine.
    """
    contents = list(chat_log.content)
    if contents and contents[-1].role == "user":
        contents.pop()  # the utterance being answered now
    turns: list[Turn] = []
    pending: tuple[str, TurnNote] | None = None  # an answer waiting for its question
    for content in reversed(contents):
        if len(turns) >= MAX_TURNS:
            break
        if (
            pending is None
            and isinstance(content, conversation.AssistantContent)
            and (note := _own_note(content, origin, entry_id)) is not None
        ):
            pending = (content.content or "", note)
        elif pending is not None and isinstance(content, conversation.UserContent):
            spoken, note = pending
            turns.append(Turn(content.content, spoken, note.resolved))
            pending = None
        else:  # another entry's, device's or agent's turn, an apology, a tool result
            break
    turns.reverse()
    return turns
