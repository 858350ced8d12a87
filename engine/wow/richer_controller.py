"""Helper triggers: "… target X if its controller has more Y than you" (the Blackfists: Cromarius,
Roktar, Rula) and "target opponent … if he has more cards in hand than you" (Logor).

- op ``destroy_if_richer``: each target (EN 706) whose controller, as the power resolves (EN 709),
  controls more ``stat`` than the link's controller is destroyed (415.9c), or removed from the game
  when ``zone`` is "removed" (EN 709.1); your own cards never qualify (you don't have more than you).
- condition ``wrc_opponent_more``: an opponent has more ``what`` than the source's controller;
  ``wrc_fewer_than_each``: the source's controller has fewer ``what`` than each opponent;
  ``wrc_removed_min``: the opponents' removed-from-the-game zones hold ``min`` or more cards;
- count key ``wrc_named_self``: the cards the player controls with the source's name.

``stat`` / ``what``: "abilities" (face-up ability cards in play, 304), "resources" (cards in the
resource row, 401.3), "allies" (ally cards in the party), "hand" (cards in hand)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import card_facts as facts
from . import keywords as kw
from . import zone_moves
from .conditions import condition_checker, count_reader
from .leaving_play import destroy, leave_play
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KINDS = ("abilities", "resources", "allies", "hand")


def holding(st: WowState, player: int, what: str) -> int:
    """How many ``what`` (a :data:`KINDS` word) ``player`` controls (or holds, for "hand")."""
    if what == "resources":
        return len(st.table.zone(player, "resources"))
    if what == "hand":
        return len(st.table.zone(player, "hand"))
    if what == "allies":
        return sum(1 for u in st.table.zone(player, "allies") if facts.is_ally(st, u))
    if what == "abilities":
        return sum(1 for z in ("allies", "hero_row") for u in st.table.zone(player, z)
                   if not st.table.peek(u).face_down and facts.ctype(st, u) == "ability")
    raise ValueError(f"richer_controller counts one of {KINDS}, not {what!r}")


@resolves(GAME, "destroy_if_richer")
def _destroy_if_richer(call: OpCall) -> list[Event]:
    st, p, what = call.st, call.player, call.eff.stat
    events: list[Event] = []
    for uid in call.uids:
        if not kw.in_play(st, uid):
            continue
        q = st.table.peek(uid).controller
        theirs, mine = holding(st, q, what), holding(st, p, what)
        if theirs > mine and call.eff.zone == "removed" and zone_moves.held(st, uid, "removed"):
            events.append(zone_moves.stays(st, uid, "removed"))  # 103.2: Invincible, "can't leave play" (engine.wow.invincible)
        elif theirs > mine:
            events += leave_play(st, uid, "removed", EN("709.1")) if call.eff.zone == "removed" else destroy(st, uid, R("415.9c"))
        else:
            events.append(Event("condition", f"{kw.name(st, uid)} stays: its controller has {theirs} {what}, P{p + 1} has {mine}", EN("709"), p))
    return events


@count_reader("wrc_")
def wrc_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``wrc_named_self``: the cards ``player`` controls with the source's name (``engine.wow.small_trigger_ops``)."""
    from .small_trigger_ops import named_self

    if key.get("k") != "wrc_named_self":
        raise ValueError(f"unknown count key {key.get('k')!r} (engine.wow.richer_controller)")
    return named_self(st, player, source)


@condition_checker("wrc_")
def wrc_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """The ``wrc_`` condition kinds (module docstring), checked on resolution (EN 709)."""
    if cond["k"] == "wrc_removed_min":  # "if there are 30 or more opposing cards removed from the game" (415.7)
        return sum(len(st.table.zone(q, "removed")) for q in range(st.num_players) if q != player) >= cond["min"]
    mine = holding(st, player, cond["what"])
    theirs = [holding(st, q, cond["what"]) for q in range(st.num_players) if q != player]
    if cond["k"] == "wrc_opponent_more":
        return any(t > mine for t in theirs)
    if cond["k"] == "wrc_fewer_than_each":
        return all(t > mine for t in theirs)
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.richer_controller)")
