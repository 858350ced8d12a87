"""Optional replacements (EN 716, 408.2a; "you may", EN 709.3; helper whero): "If X would be dealt damage /
destroyed, you MAY … instead." The controller of the replacing card answers yes or no when the event would
happen, in the middle of dealing damage (``damage.deal``) or destroying (``leaving_play.destroy``).

Dealing damage and destroying return their events at once; they can't stop half-way. So the question is
asked by *replaying*: the first time an action reaches such a replacement, :func:`ask` raises :class:`Ask`;
:func:`apply` (``WowEngine.apply``) carries the action out again on a state read from the JSON of the state
before it, noting the events it makes (``engine.core.actions.events_made``), up to that question, and waits
there: the state shown is the action's as the question is asked (the card played is on the chain or resolving,
not in the hand), and the events made before it come before the question's ``ask`` event (409.1, 415.6a; EN
716: the replacement applies as the event would happen). The pending choice of kind :data:`KIND` names the
player who answers and keeps the action, the answers given so far, the state before the action (JSON) and
how many events were shown. Answering replays the same action on that state with the answers queued: the
engine is deterministic (its random generator is in the state), so the action runs the same way to that
replacement, which now takes the answer, and on to the next question or to its end; the events shown before
are not given again.

The powers:

- :data:`DEMON_TAKES` (a pseudo-keyword granted this turn): "If Plague would be dealt damage this turn, you
  may choose a Demon in your party. If you do, that damage is dealt to that Demon instead." (Plague
  Fleshbane) — options: no, or one Demon (hero or ally) in the damaged character's party other than it;
- :data:`MAY_TAKE` (a continuous power of a character): "If another hero or ally in your party would be
  dealt damage, you may have it be dealt to Dethvir instead." (Dethvir the Malignant);
- :data:`MAY_EXILE_FATAL` (a continuous power): "If an opposing ally would be destroyed by fatal damage, you
  may remove it from the game instead." (Amaxi the Cruel, back face) — destroyed by the check of 410.6a
  with damage at least its health (405.2); it goes to its owner's removed-from-game zone (415.7).

One replacement per packet (as ``damage.redirect``): a packet sent on is never sent back."""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from engine.core import Action, Event, Option, Pending, RulesError
from engine.core.actions import events_made
from engine.core.plain import deep_copy

from . import keywords as kw
from .rules import EN, R
from .state import WowState

KIND = "optional_replacement"
"""The pending choice's kind."""
DEMON_TAKES = "May Send Damage To Demon"
"""Pseudo-keyword (granted this turn): a packet to its holder may be dealt to a Demon in its party instead."""
MAY_TAKE = "whero_may_take_damage"
"""Op of a continuous power: a packet to another character of its party may be dealt to it instead."""
MAY_EXILE_FATAL = "whero_may_exile_fatal"
"""Op of a continuous power: an opposing ally destroyed by fatal damage may be removed from the game instead."""
NO = "no"



class Ask(Exception):
    """Raised where a replacement needs an answer that the replay doesn't hold yet."""

    def __init__(self, pending: Pending) -> None:
        super().__init__(pending.prompt)
        self.pending = pending


_QUEUE: ContextVar[list[str] | None] = ContextVar("whero_optional_answers", default=None)
_FIRST: ContextVar[bool] = ContextVar("whero_optional_first", default=False)
"""Set for a run to the end (:func:`_given`): a question past the queued answers takes its first option."""


def ask(player: int, prompt: str, options: list[Option], rule: Any) -> str:
    """The next queued answer (the replay's), or :class:`Ask` for a new question."""
    queue = _QUEUE.get()
    if queue:
        return queue.pop(0)
    if _FIRST.get():
        return options[0].id
    raise Ask(Pending(player, KIND, prompt, options, 1, 1, rule))


def apply(base: Callable[[Any, Action], Any], engine: Any, state: WowState, action: Action) -> Any:
    """``Engine.apply`` (``base``) with the questions of this module answered by replaying (module doc).

    Stopped at a question, the action shows what it had done up to that point (EN 716: a replacement applies as
    the event would happen, not before the action): the state the question waits in is the action's state at
    that point (the card played on the chain or resolving, not in the hand), and its events before it come
    before the question's; the state before the action is kept in the question (``context["base"]``, JSON) for
    the replay, and ``context["shown"]`` counts the events it made before the question, not given again."""
    if state.pending and state.pending[0].kind == KIND and action.type == "choose" and not state.over:
        pending = state.pending[0]
        if action.player != pending.player:
            raise RulesError(f"it is not P{action.player + 1}'s decision now (waiting for P{pending.player + 1})", pending.rule)
        picks = pending.check_answer(action.args.get("picks"), "wow")
        ctx = pending.context
        label = next(o.label for o in pending.options if o.id == picks[0])
        head = [Event("may", f"P{pending.player + 1}: {label}", EN("709.3"), pending.player)]
        a = ctx["action"]
        data = ctx.get("base")
        if data is None:  # a question kept before the state at the question was shown: it waits in the one before
            old = engine.copy(state)
            old.pending.pop(0)
            data = engine.state_to_json(old)
        return _run(engine, Action(a["type"], a["player"], a["args"]), [*ctx["answers"], picks[0]], head,
                    ctx.get("shown", 0), data, state.steps + 1)
    token = _QUEUE.set([])
    try:
        return base(state, action)
    except Ask:
        pass  # carried out again below, noting what it does up to the question
    finally:
        _QUEUE.reset(token)
    return _run(engine, action, [], [], 0, engine.state_to_json(state), state.steps + 1)


def _run(engine: Any, action: Action, answers: list[str], head: list[Event], shown: int, data: dict[str, Any],
         steps: int) -> Any:
    """Carry ``action`` out on the state ``data`` (JSON: the state before the action, read afresh each time, so
    every run takes the same path) with ``answers`` queued: its events, less the first ``shown`` made (given
    before a question already), after ``head``; or, stopped at a new question, the state at that point waiting
    for the answer, and the events made since the last question."""
    from engine.core.engine import _transition

    before = _fresh(engine, data)
    made: list[Event] = []
    token = _QUEUE.set(list(answers))
    try:
        with events_made(made):
            events = engine._apply(before, action)
    except Ask as question:
        asked = question.pending
        asked.context = {"action": action.to_json(), "answers": answers, "shown": len(made), "base": data}
        before.pending.insert(0, asked)
        before.steps = steps
        engine.stopped_at_question(before)
        ev = Event("ask", f"P{asked.player + 1} decides: {asked.prompt}", asked.rule, asked.player)
        return _transition(before, [*head, *_given(engine, action, answers, data, shown, len(made)), ev])
    finally:
        _QUEUE.reset(token)
    before.steps = steps
    if shown:
        given = {id(e) for e in made[:shown]}
        events = [e for e in events if id(e) not in given]
    return _transition(before, [*head, *events])


def _fresh(engine: Any, data: dict[str, Any]) -> Any:
    """The state of ``data`` (JSON) read afresh: a state read from JSON may share its lists and dicts with it (a
    pending pick's queue), so each run reads a copy and leaves ``data`` as it was for the next run."""
    return engine.state_from_json(deep_copy(data))


def _given(engine: Any, action: Action, answers: list[str], data: dict[str, Any], start: int, stop: int) -> list[Event]:
    """The events the action gives of those it made from the ``start``-th to before the ``stop``-th (made before the
    question, not shown yet), in the order it gives them: read from a run to its end on the state ``data``, the later
    questions taking their first option (an event made and then dropped, as a move not logged, is never shown)."""
    made: list[Event] = []
    tokens = _QUEUE.set(list(answers)), _FIRST.set(True)
    try:
        with events_made(made):
            events = engine._apply(_fresh(engine, data), action)
    finally:
        _QUEUE.reset(tokens[0])
        _FIRST.reset(tokens[1])
    wanted = {id(e) for e in made[start:stop]}
    return [e for e in events if id(e) in wanted]


def _controller(st: WowState, uid: int) -> int:
    return st.table.peek(uid).controller


def _holds(st: WowState, src: int, op: str) -> bool:
    """Whether ``src``'s own continuous power ``op`` applies now (its conditions: a back face showing, 301.2a)."""
    return any(e.op == op for e in kw.statics(st, src, op))


def redirect(st: WowState, target: int) -> int | None:
    """The character an optional redirection sends the packet to (its controller said yes), or None."""
    owner = _controller(st, target)
    if any(m.uid == target and m.keyword == DEMON_TAKES for m in st.modifiers):  # Plague Fleshbane, this turn
        demons = [u for u in (*st.table.zone(owner, "hero_row"), *st.table.zone(owner, "allies"))
                  if u != target and kw.is_character(st, u) and "demon" in kw.words(st, u)]
        if demons:
            name = kw.name(st, target)
            options = [Option(NO, f"{name} is dealt the damage")] + [Option(str(u), f"{kw.name(st, u)} is dealt it instead") for u in demons]
            pick = ask(owner, f"{name} would be dealt damage: may a Demon in your party be dealt it instead?", options, R("408.2a"))
            if pick != NO and int(pick) in demons:
                return int(pick)
    if not kw.sources_doing(st, MAY_TAKE):
        return None
    for src, _effs in sorted(kw.sources_doing(st, MAY_TAKE), key=lambda pair: pair[0]):  # lowest id first (deterministic)
        if src == target or _controller(st, src) != owner or not kw.is_character(st, src) or not _holds(st, src, MAY_TAKE):
            continue
        if not (kw.is_hero(st, target) or kw.is_ally(st, target)):
            continue
        name, taker = kw.name(st, target), kw.name(st, src)
        options = [Option(NO, f"{name} is dealt the damage"), Option("yes", f"{taker} is dealt it instead")]
        if ask(owner, f"{name} would be dealt damage: have it dealt to {taker} instead?", options, R("408.2a")) == "yes":
            return src
    return None


def exiles_fatal(st: WowState, uid: int, rule: Any) -> bool:
    """Whether the ally ``uid``, destroyed now, goes to the removed-from-game zone instead (its opponent's
    :data:`MAY_EXILE_FATAL` power, and he said yes): only a destruction by fatal damage (410.6a, 405.2)."""
    if getattr(rule, "section", None) != "410.6a" or getattr(rule, "outside", "") or not kw.sources_doing(st, MAY_EXILE_FATAL) or not kw.is_ally(st, uid):
        return False
    card = st.table.cards[uid]
    health = kw.health(st, uid)
    if health <= 0 or card.damage < health:
        return False  # 0 health, not fatal damage (410.6a names both)
    for src, _effs in sorted(kw.sources_doing(st, MAY_EXILE_FATAL), key=lambda pair: pair[0]):
        if _controller(st, src) == card.controller or not _holds(st, src, MAY_EXILE_FATAL):
            continue
        name = kw.name(st, uid)
        options = [Option(NO, f"{name} is destroyed"), Option("yes", f"{name} is removed from the game instead")]
        if ask(_controller(st, src), f"{name} would be destroyed by fatal damage: remove it from the game instead?", options, EN("716")) == "yes":
            return True
    return False
