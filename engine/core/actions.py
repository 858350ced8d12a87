"""Plain-data actions, events and pending choices: stored, replayed and shown to players."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from .rules import RuleRef, RulesError


@dataclass
class Action:
    """A player's move: a type plus arguments. ``label`` is display text and not part of identity."""

    type: str
    player: int
    args: dict[str, Any] = field(default_factory=dict)
    label: str = field(default="", compare=False)

    def to_json(self) -> dict:
        return {"type": self.type, "player": self.player, "args": self.args}

    @classmethod
    def from_json(cls, data: dict) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError("an action is a JSON object with a string 'type'")
        player = data.get("player")
        if not isinstance(player, int):
            raise ValueError("an action needs an integer 'player'")
        args = data.get("args") or {}
        if not isinstance(args, dict):
            raise ValueError("an action's 'args' must be a JSON object")
        return cls(data["type"], player, args)

    def key(self) -> str:
        """A stable text form, used to match a click or a typed choice to a legal action."""
        import json

        return json.dumps(self.to_json(), sort_keys=True, ensure_ascii=False)


_new_object = object.__new__
_NEW_DICT: Any = object()
"""``Event.__init__``'s ``data`` when none is given (a new dict each time, as ``field(default_factory=dict)``)."""


def new_action(type: str, player: int, args: dict[str, Any], label: str) -> Action:
    """``Action(type, player, args, label)``, its fields set as the dataclass's ``__init__`` sets
    them, without the class call (``type.__call__`` finding and calling ``__init__``): a listing of
    legal actions makes thousands."""
    action = _new_object(Action)
    action.type = type
    action.player = player
    action.args = args
    action.label = label
    return action


_MADE: ContextVar[list[Event] | None] = ContextVar("events_made", default=None)
"""Where every new :class:`Event` is noted, in the order made, while :func:`events_made` records (else None);
a context variable, so that matches applied at once in other threads are not noted."""


@contextmanager
def events_made(into: list[Event]) -> Iterator[list[Event]]:
    """Note in ``into`` every :class:`Event` made inside the block, in the order made: what an action had
    already done when it stopped half-way (a replacement's question, ``engine.wow.optional_replacement``)."""
    token = _MADE.set(into)
    try:
        yield into
    finally:
        _MADE.reset(token)


@dataclass(init=False)
class Event:
    """Something that happened. ``visible_to`` None means public; otherwise only those players see it.

    ``rule`` names the section that drove an automatic step; ``text`` is the English log line.
    """

    kind: str
    text: str
    rule: RuleRef | None = None
    player: int | None = None
    visible_to: list[int] | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def __init__(self, kind: str, text: str, rule: RuleRef | None = None, player: int | None = None,
                 visible_to: list[int] | None = None, data: dict[str, Any] = _NEW_DICT) -> None:  # type: ignore[assignment]
        """The dataclass's own ``__init__``, but for a ``data`` not given: a new dict made by a
        ``{}`` display, not by calling ``dict`` (every game makes events at every step)."""
        self.kind = kind
        self.text = text
        self.rule = rule
        self.player = player
        self.visible_to = visible_to
        self.data = {} if data is _NEW_DICT else data
        made = _MADE.get()
        if made is not None:  # (only while :func:`events_made` records)
            made.append(self)

    def seen_by(self, viewer: int | None) -> bool:
        return self.visible_to is None or (viewer is not None and viewer in self.visible_to)

    def line(self) -> str:
        return f"{self.text} [{self.rule}]" if self.rule else self.text


@dataclass
class Option:
    """One answer to a pending choice."""

    id: str
    label: str


@dataclass
class Pending:
    """A choice the game waits for: who answers, what may be picked, how many, and under which rule.

    The answer is ``Action("choose", player, {"picks": [option ids]})``. ``context`` is the
    engine's own data for resuming once the answer comes.
    """

    player: int
    kind: str
    prompt: str
    options: list[Option] = field(default_factory=list)
    min: int = 1
    max: int = 1
    rule: RuleRef | None = None
    context: dict[str, Any] = field(default_factory=dict)

    @property
    def optional(self) -> bool:
        return self.min == 0

    def check_answer(self, picks: Any, game: str) -> list[str]:
        """The picks, validated: known option ids, no repeats, between min and max of them."""
        if not isinstance(picks, list) or not all(isinstance(p, str) for p in picks):
            raise RulesError("an answer is a list of option ids", self.rule)
        ids = {o.id for o in self.options}
        unknown = [p for p in picks if p not in ids]
        if unknown:
            raise RulesError(f"not one of the options: {', '.join(unknown)}", self.rule)
        if len(set(picks)) != len(picks):
            raise RulesError("an option was picked twice", self.rule)
        if not self.min <= len(picks) <= self.max:
            want = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            raise RulesError(f"pick {want} option(s), not {len(picks)}", self.rule)
        return picks

    def answers(self, limit: int = 64, valid: Callable[[list[str]], bool] | None = None) -> list[list[str]]:
        """Legal answers for enumeration: every single pick, the empty answer if allowed, and
        (when it fits under ``limit``) every combination up to ``max``; ``valid`` drops the answers a
        game's own rule forbids (e.g. two cards of one name)."""
        ids = [o.id for o in self.options]
        out: list[list[str]] = []
        for size in range(self.min, min(self.max, len(ids)) + 1):
            for combo in combinations(ids, size):
                if valid is not None and not valid(list(combo)):
                    continue
                out.append(list(combo))
                if len(out) >= limit:
                    return out
        return out


@dataclass
class Result:
    """How a game ended: the winners (empty for a draw), why, and the rule."""

    winners: list[int]
    reason: str
    rule: RuleRef | None = None
