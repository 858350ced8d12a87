"""``normal``: one-ply lookahead on a per-game evaluation, computed from the seat's view.

Why a model of the view, not a determinized copy of the state: a player gets only its view and its
legal actions (that is what makes it unable to cheat), and the engine contract has no way to build
a state from a view. A determinized copy would need exactly that, plus a guess at the opponent's
deck list, which no view shows. So each game supplies a :class:`Model`: ``position`` reads the
features its evaluation needs from the view (lore, life, health, story stage, the board …),
``predict`` applies an action's visible first-order effect to those features (a quest adds the
character's lore; a challenge deals each side's strength as damage; a play spends ink and puts
the card on the board …), and ``evaluate`` scores a position. An action's score is
``evaluate(predict(position, action)) - evaluate(position)``; ending the turn scores 0, so the
player acts while something is worth doing and then passes. Pending choices (mulligan, targets,
blockers, counters, order …) are answered by value per option (``answers``), refined per game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from engine.core.actions import Action

from .answers import best_answer, option_value
from .base import END_TURN_TYPES, Player, View, playable, seat_of
from .views import number

MAX_ACTIONS_PER_TURN = 60
"""After this many decisions in one turn the player ends it (a guard against a model that keeps
liking an action whose effect it misjudges, e.g. a repeatable ability)."""
MAX_REPEATS = 3
"""The same action is taken at most this many times a turn (unless the model says its type may
repeat, like giving DON!! one at a time): a repeatable ability whose effect the engine leaves to
the players would otherwise be used again and again."""
MIN_GAIN = 0.05
"""An action must be predicted to gain at least this much to be preferred over ending the turn."""


class Model(ABC):
    """One game's evaluation for the ``normal`` player."""

    @abstractmethod
    def position(self, view: View, seat: int) -> Any:
        """The features ``evaluate`` needs, read from ``seat``'s view."""

    @abstractmethod
    def evaluate(self, pos: Any) -> float:
        """How good ``pos`` is for the seat (higher is better; a win is worth ``WIN``)."""

    @abstractmethod
    def predict(self, pos: Any, view: View, action: Action) -> Any | None:
        """``pos`` after ``action``'s visible effect (a new object), or None when the model cannot
        tell (the action then scores ``unknown_gain``)."""

    def card_value(self, view: View, card: dict[str, Any]) -> float:
        """How much a card is worth keeping (targets, discards, blockers …)."""
        data = (view.get("cards") or {}).get(card.get("card_id"), {})
        return 1.0 + number(data.get("cost"))

    def option_value(self, view: View, seat: int, pending: dict[str, Any], option: dict[str, Any]) -> float | None:
        """A game's own value for an option of a pending choice, or None for the generic one."""
        return None

    repeatable: tuple[str, ...] = ()
    """Action types that may be taken many times a turn with the same arguments."""

    unknown_gain: float = 0.2
    """The score of an action the model cannot predict (an ability of unknown effect): a little
    better than passing, worse than anything the model understands."""


WIN = 1_000_000.0


class HeuristicPlayer(Player):
    level = "normal"

    def __init__(self, model: Model, seed: int = 0) -> None:
        super().__init__(seed)
        self.model = model
        self._turn: Any = None
        self._taken = 0
        self._repeats: dict[str, int] = {}

    def decide(self, view: View, actions: list[Action]) -> Action:
        actions = playable(actions)
        if len(actions) == 1:
            return actions[0]
        seat = seat_of(view)
        pending = view.get("pending") or {}
        if pending.get("player") == seat and pending.get("options") is not None:
            answer = self.answer(view, seat, pending, actions)
            if answer is not None:
                return answer
        return self.best_move(view, seat, actions)

    def answer(self, view: View, seat: int, pending: dict[str, Any], actions: list[Action]) -> Action | None:
        values: dict[str, float] = {}
        prompt = str(pending.get("prompt") or "")
        for option in pending.get("options") or []:
            own = self.model.option_value(view, seat, pending, option)
            values[str(option["id"])] = own if own is not None else option_value(
                view, seat, option, prompt, self.model.card_value)
        return best_answer(pending, actions, values)

    def best_move(self, view: View, seat: int, actions: list[Action]) -> Action:
        turn = (view.get("turn"), view.get("active"))
        if turn != self._turn:
            self._turn, self._taken, self._repeats = turn, 0, {}
        self._taken += 1
        enders = [a for a in actions if a.type in END_TURN_TYPES]
        if enders and self._taken > MAX_ACTIONS_PER_TURN:
            return enders[0]
        pos = self.model.position(view, seat)
        base = self.model.evaluate(pos)
        best, best_score = None, MIN_GAIN
        for action in actions:
            if action.type in END_TURN_TYPES:
                continue
            if action.type not in self.model.repeatable and self._repeats.get(action.key(), 0) >= MAX_REPEATS:
                continue
            after = self.model.predict(pos, view, action)
            score = self.model.unknown_gain if after is None else self.model.evaluate(after) - base
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            self._repeats[best.key()] = self._repeats.get(best.key(), 0) + 1
            return best
        return enders[0] if enders else actions[0]
