"""Control and ownership (401). A card in play is controlled by the player who put it there
(401.1) and owned by the player whose deck it started in (401.2). A control-changing modifier
(401.3) moves the card, still the same card (damage, counters, modifiers and "once per turn"
uses stay, 401.3a), to the matching row of its new controller; its attachments stay attached
under their own controller. It joins the new party (415.8b), so an ally waits again (302.2).

Active control modifiers are kept in ``WowState.controls`` (JSON-safe dicts, oldest first):
``{"uid", "player", "duration", "turn", "source", "while_source", "base"}``. When one ends,
the card goes back to the player named by the most recent one still active, else to the player
who controlled it when it entered play (``base``), 401.3b. A card that leaves play goes to its
owner's zones (415.2) and its control modifiers end with it (415.9a).
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import while_source_mods, zone_moves
from .ops import GAME, OpCall
from .rules import R
from .state import PLAY_ZONES, WowState

UNTIL_END_OF_YOUR_TURN = "until_end_of_your_turn"
"""The ``gain_control`` op's condition key for "until the end of your turn" (with ``duration = "this_turn"``): this turn
on its controller's turn, else until the end of his next turn (``engine.wow.durations``)."""
UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"
"""(``durations.UNTIL_END_OF_YOUR_NEXT_TURN``; ``durations.end_of_turn`` ends such control, 401.3b.)"""


def _records(st: WowState, uid: int) -> list[dict]:
    return [r for r in st.controls if r["uid"] == uid]


def _settle(st: WowState, uid: int, base: int, rule) -> list[Event]:
    """Put the card under the controller its active modifiers name (401.3b)."""
    card = st.table.cards.get(uid)
    if card is None or card.zone not in PLAY_ZONES:
        return []
    recs = _records(st, uid)
    new = recs[-1]["player"] if recs else base
    if new == card.controller:
        return []
    old = card.controller
    zone_moves.quiet(st, uid, card.zone, player=new)  # same zone (play), new controller's row (401.3)
    card.entered_turn = st.turn  # 415.8b: it joins the new party
    return [Event("control", f"P{new + 1} gains control of {kw.name(st, uid)} (from P{old + 1})", rule, new,
                  data={"uid": uid, "from": old, "to": new}),
            *end_where(st, lambda r: r.get("under") and r["source"] == uid and r["player"] != new),  # "while this remains under your control"
            *while_source_mods.end_for(st, uid, new)]  # its modifiers "while this remains under your control" (helper r2ally)


def gain_control(st: WowState, uid: int, player: int, *, duration: str = "permanent", source: int | None = None,
                 while_source: bool = False, rule=None, under: bool = False) -> list[Event]:
    """401.3: ``player`` gains control of a card in play (not a hero: a hero stays with its
    player, 401.1) for ``duration`` ("this_turn" or "permanent"); ``while_source`` ends it when
    ``source`` leaves play, ``under`` also when another player gains control of ``source`` ("while this ally remains
    under your control")."""
    card = st.table.cards.get(uid)
    if card is None or card.zone not in PLAY_ZONES or uid in st.heroes:
        return []
    recs = _records(st, uid)
    base = recs[0]["base"] if recs else card.controller
    st.controls.append({"uid": uid, "player": player, "duration": duration or "permanent", "turn": st.turn,
                        "source": source, "while_source": while_source, "base": base, **({"under": True} if under else {})})
    return _settle(st, uid, base, rule or R("401.3"))


def end_where(st: WowState, ends, rule=None) -> list[Event]:
    """End the control modifiers ``ends(record)`` picks; each card falls back (401.3b)."""
    done = [r for r in st.controls if ends(r)]
    if not done:
        return []
    st.controls = [r for r in st.controls if not ends(r)]
    events: list[Event] = []
    for uid in dict.fromkeys(r["uid"] for r in done):
        events += _settle(st, uid, next(r["base"] for r in done if r["uid"] == uid), rule or R("401.3b"))
    return events


def expire_turn(st: WowState) -> list[Event]:
    """"This turn" control ends at the wrap-up with the other "this turn" modifiers (401.3b)."""
    return end_where(st, lambda r: r["duration"] == "this_turn")


def on_leave_play(st: WowState, uid: int) -> list[Event]:
    """A card leaving play: its own control modifiers end (it becomes a new card, 415.9a), and
    those lasting while it (as their source) stays in play end too (401.3b)."""
    st.controls = [r for r in st.controls if r["uid"] != uid]
    return [*end_where(st, lambda r: r["while_source"] and r["source"] == uid), *while_source_mods.end_for(st, uid)]


@resolves(GAME, "gain_control")
def _gain_control(call: OpCall) -> list[Event]:
    """401.3."""
    events: list[Event] = []
    duration = call.eff.duration or "permanent"
    if (call.eff.condition or {}).get(UNTIL_END_OF_YOUR_TURN) and call.st.active != call.player:
        duration = UNTIL_END_OF_YOUR_NEXT_TURN  # "… until the end of your turn" (Burgle, instant) made on another's turn: through your next one
    for uid in call.uids:
        events += gain_control(call.st, uid, call.player, duration=duration, source=call.link.uid,
                               while_source=bool((call.eff.condition or {}).get("while_source")),
                               under=bool((call.eff.condition or {}).get("while_under")))
    return events
