"""Cards removed from the game by quests of a name, counted over the game (helper w30quest): "Reward: Remove an ally card
in your graveyard from the game. If you do, draw a card for each ally card you've removed with quests named The Haunted
Mills." (The Haunted Mills).

The op ``w30q_remove_counted`` (``condition["name"]``: the quests' name): the link's controller picks an ally card in
his graveyard (not a target, EN 709.1; he must pick one if there is one) and removes it from the game (415.7); the
removed card keeps a mark of that name (a hidden flag :data:`KEY`). Then ("If you do", EN 709.3) he draws a card for
each ally card with that mark in his removed-from-game zone (his own cards, 415.2) — those removed with such quests this
game, counted as it resolves (a card that left the removed zone since is no longer counted: 415.9a, a rule call)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, may_skip_draw, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "w30q_remove_counted"
KEY = "w30q_removed_with"


def _allies(st: WowState, player: int) -> list[int]:
    return [u for u in st.table.zone(player, "graveyard") if (st.cards.get(st.table.peek(u).card_id) or {}).get("type") == "ally"]


def counted(st: WowState, player: int, name: str) -> int:
    """The ally cards in the player's removed zone that quests named ``name`` removed."""
    return sum(1 for u in st.table.zone(player, "removed") if st.table.peek(u).flags.get(KEY) == name)


@resolves(GAME, OP)
def _remove_counted(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    options = _allies(st, p)
    if not options:
        return [Event("pick", f"P{p + 1} has no ally card in his graveyard", EN("709.3"), p)]
    continuations.pause_for(call, OP, {"player": p, "name": (call.eff.condition or {}).get("name", "")},
                            Pending(p, OP, f"{call.eff.text or 'Remove an ally card in your graveyard from the game'}",
                                    [Option(str(u), kw.name(st, u)) for u in options], 1, 1, EN("709.1")))
    return []


@handles(OP)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    spec, w = continuations.take_job(st, OP)
    p, uid = spec["player"], int(picks[0])
    name = kw.name(st, uid)
    ev = zone_moves.move(st, uid, "removed", R("415.7"), player=st.table.peek(uid).owner)
    ev.text = f"P{p + 1} removes {name} from his graveyard from the game"
    st.table.cards[uid].flags[KEY] = spec["name"]
    n = counted(st, p, spec["name"])
    note = Event("pick", f"P{p + 1} has removed {n} ally card(s) with quests named {spec['name']}", EN("709.3"), p)
    return [ev, note, *may_skip_draw.tail_draw(st, [[p, n]], EN("709.3"), w)]
