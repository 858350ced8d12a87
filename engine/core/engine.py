"""The contract every game engine implements, and the generic machinery built on it.

Modelled on OpenSpiel: an engine object holds the static facts of a game; states are plain data
(dataclasses) that round-trip through JSON. ``apply`` never mutates its input.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import Action, Event, Pending, Result
from .deck import Deck
from .effects import Modifier
from .plain import SHARED, deep_copy
from .rng import Rng
from .rules import RuleRef, RulesError
from .serial import from_jsonable, to_jsonable
from .table import Table


@dataclass(kw_only=True)
class BaseState:
    """What every game's state has. Games subclass it (``@dataclass(kw_only=True)``) and add fields."""

    game: str
    players: list[str]
    seed: int
    rng: Rng
    options: dict[str, Any] = field(default_factory=dict)
    table: Table = field(default_factory=Table)
    turn: int = 0
    active: int = 0
    pending: list[Pending] = field(default_factory=list)
    modifiers: list[Modifier] = field(default_factory=list)
    result: Result | None = None
    cards: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Card data by id for every card in the match (from the decks)."""
    steps: int = 0
    """Number of actions applied so far."""

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def over(self) -> bool:
        return self.result is not None


@dataclass
class Transition:
    """The outcome of one ``apply``: the new state and what happened."""

    state: Any
    events: list[Event]


def _transition(state: Any, events: list[Event]) -> Transition:
    """``Transition(state, events)``, its fields set as the dataclass's ``__init__`` sets them,
    without the class call (one per ``apply``)."""
    out = object.__new__(Transition)
    out.state = state
    out.events = events
    return out


class Engine(ABC):
    """One game's rules. Subclasses implement the abstract methods; the rest is shared."""

    game: ClassVar[str]
    state_type: ClassVar[type[BaseState]]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2

    # --- what each game implements ---
    @abstractmethod
    def new_game(self, players: list[str], decks: list[Deck], seed: int, options: dict | None = None) -> tuple[BaseState, list[Event]]:
        """Set up a match (shuffles, opening hands …) up to the first decision."""

    @abstractmethod
    def legal_actions(self, state: BaseState, player: int) -> list[Action]:
        """Every action ``player`` may take now (answers to a pending choice included)."""

    @abstractmethod
    def _apply(self, state: BaseState, action: Action) -> list[Event]:
        """Carry out a legal action on ``state`` in place; raise RulesError if it is not legal."""

    @abstractmethod
    def view(self, state: BaseState, viewer: int | None) -> dict[str, Any]:
        """What ``viewer`` may know (None = public/spectator). Built only from visible facts."""

    # --- shared ---
    def result(self, state: BaseState) -> Result | None:
        return state.result

    def to_act(self, state: BaseState) -> list[int]:
        """The players who have a decision to make now."""
        if state.result is not None:  # state.over, read inline (asked before every action)
            return []
        if state.pending:
            return [state.pending[0].player]
        return [state.active]

    def apply(self, state: BaseState, action: Action) -> Transition:
        """Apply ``action`` to a copy of ``state``. Raises RulesError (state untouched) if illegal."""
        if state.result is not None:  # state.over, read inline
            raise RulesError("the game is over", None)
        if not 0 <= action.player < len(state.players):  # (state.num_players)
            raise RulesError(f"there is no player {action.player + 1} in this game")
        if action.type == "concede":
            new = self.copy(state)
            events = self.concede(new, action.player)
            new.steps += 1
            return Transition(new, events)
        if action.player not in self.to_act(state):
            raise RulesError(
                f"it is not P{action.player + 1}'s decision now (waiting for "
                f"{', '.join(f'P{p + 1}' for p in self.to_act(state))})",
                self.turn_rule(),
            )
        new = self.copy(state)
        events = self._apply(new, action)
        new.steps += 1
        return _transition(new, events)

    def concede(self, state: BaseState, player: int) -> list[Event]:
        """A player concedes at any time; with two players the other wins. Games with more
        players override this to drop the conceding player and play on."""
        rule = self.concede_rule()
        winners = [p for p in range(state.num_players) if p != player]
        state.result = Result(winners, f"P{player + 1} conceded", rule)
        state.pending.clear()
        return [Event("concede", f"P{player + 1} concedes", rule, player)]

    def concede_rule(self) -> RuleRef | None:
        return None

    def warm(self) -> None:
        """Read now what this engine otherwise reads on first use, once per process (its card
        scripts), so the first match after a start does not wait for it. The bot calls it at start-up,
        off the event loop. Default: nothing (the engine reads everything as it is imported)."""
        return None

    def base_view(self, state: BaseState, viewer: int | None, lean: bool = False) -> dict[str, Any]:
        """The view every game shares: players' zones (redacted), turn, who acts, the pending
        choice (its options only for the player who answers), the result, and the card data of
        every card whose face the viewer can see. Games add their own public fields. ``lean``
        (for a game's ``leak_view``): the zones as ``Table.view(lean=True)`` gives them (the cards
        seen, less their numbers and words) and no card data by id (``cards``), which names no card."""
        zones = state.table.view(viewer, lean)
        pending = None
        if state.pending:
            p = state.pending[0]
            pending = {"player": p.player, "kind": p.kind, "rule": to_jsonable(p.rule)}
            if viewer == p.player:
                pending.update(prompt=p.prompt, options=to_jsonable(p.options), min=p.min, max=p.max)
        out = {
            "game": self.game,
            "viewer": viewer,
            "turn": state.turn,
            "active": state.active,
            "to_act": self.to_act(state),
            "players": [{"name": name, "zones": zones[i]} for i, name in enumerate(state.players)],
            "pending": pending,
            "result": to_jsonable(state.result),
        }
        if not lean:
            visible_ids = {c["card_id"] for pz in zones for cards in pz.values() for c in cards if "card_id" in c}
            out["cards"] = {cid: state.cards[cid] for cid in sorted(visible_ids) if cid in state.cards}
        return out

    def turn_rule(self) -> RuleRef | None:
        """The section that says who acts when (cited when someone acts out of turn)."""
        return None

    def copy(self, state: BaseState) -> BaseState:
        """An independent copy for ``apply``. Card data never changes during a match, so the copy
        shares it (with a dict of its own); the table is copied copy-on-write (``Table.copy``);
        the rest is plain data, deep-copied (``plain.deep_copy``)."""
        new = object.__new__(type(state))
        fields = {}
        for name, value in state.__dict__.items():
            if type(value) in SHARED:
                fields[name] = value
            elif name == "table":
                fields[name] = value.copy()
            elif name == "cards":
                fields[name] = dict(value)
            else:
                fields[name] = deep_copy(value)
        new.__dict__.update(fields)
        return new

    def state_to_json(self, state: BaseState) -> dict[str, Any]:
        return to_jsonable(state)

    def state_from_json(self, data: dict[str, Any]) -> BaseState:
        """A state from :meth:`state_to_json`; one saved before tables kept their cards' printed
        names (``Table.names``) learns them from its card data."""
        state = from_jsonable(self.state_type, data)
        if "names" not in (data.get("table") or {}):
            state.table.learn_names(state.cards)
        return state

    def replay(
        self, players: list[str], decks: list[Deck], seed: int, options: dict | None, actions: list[Action]
    ) -> tuple[BaseState, list[Event]]:
        """Rebuild a match from its seed, decks and action log; raises if an action is refused."""
        state, events = self.new_game(players, decks, seed, options)
        for action in actions:
            step = self.apply(state, action)
            state = step.state
            events.extend(step.events)
        return state, events

    def pending_for(self, state: BaseState, player: int) -> Pending | None:
        if state.pending and state.pending[0].player == player:
            return state.pending[0]
        return None

    def hidden_card_ids(self, state: BaseState, viewer: int | None) -> set[int]:
        """Uids of cards whose faces ``viewer`` may not see (for leak checks)."""
        return state.table.hidden_uids(viewer)


def new_state_fields(game: str, players: list[str], seed: int, options: dict | None) -> dict[str, Any]:
    """Common keyword arguments for a game's state constructor."""
    if not players:
        raise ValueError("a game needs players")
    return {"game": game, "players": list(players), "seed": seed, "rng": Rng.from_seed(seed), "options": dict(options or {})}
