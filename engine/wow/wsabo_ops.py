"""The "sabotages" triggers of helper wsabo, acting on a non-card Sabotage target (engine.wow.wsabo_targets): the
trigger's link carries the target id as ``data["event"]``, the player ("that player") read from it.

- ``wsabo_damage_per_card``: the source deals ``amount`` ``stat`` damage to each target for each card in the
  sabotaged zone (counted as the link resolves, EN 709; one packet, 405.4) — "When Larynna sabotages a graveyard,
  she deals 1 fire damage to target hero or ally for each card in it." (Magistrix Larynna).
- ``wsabo_discard_or_destroy``: the sabotaged player chooses one: discard a card (415.9d) or destroy an ally in
  his party (415.9c); one he can't do is no option, with neither nothing happens (EN 709.3) — "When Bartis
  sabotages a player, that player discards a card or destroys an ally in his party." (Arcanist Bartis).
"""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState
from .wsabo_targets import decode

CHOICE = "wsabo_discard_or_destroy"


def _sabotaged(call: OpCall) -> tuple[int, str] | None:
    """(player, kind) of the thing the trigger's card sabotaged (its link's triggering object)."""
    return decode((call.link.data or {}).get("event"))


@resolves(GAME, "wsabo_damage_per_card")
def _damage_per_card(call: OpCall) -> list[Event]:
    from .damage import deal

    st, src = call.st, call.link.uid
    what = _sabotaged(call)
    if what is None or what[1] == "player":
        return []
    n = len(st.table.zones[what[0]][what[1]])  # "for each card in it", as the link resolves (EN 709)
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid) and n:
            events += deal(st, src, uid, call.amount * n, call.eff.stat or "melee", via=src)
    return events


def _choices(st: WowState, q: int) -> list[Option]:
    """The sabotaged player's options: each card in his hand to discard, each ally in his party he can destroy."""
    hand = [Option(f"d{u}", f"Discard {kw.name(st, u)}") for u in st.table.zone(q, "hand")]
    allies = [Option(f"x{u}", f"Destroy {kw.name(st, u)}") for u in st.table.zone(q, "allies")
              if kw.is_ally(st, u) and not kw.cant_be_destroyed(st, u)]
    return [*hand, *allies]


@resolves(GAME, "wsabo_discard_or_destroy")
def _discard_or_destroy(call: OpCall) -> list[Event]:
    st = call.st
    what = _sabotaged(call)
    if what is None:
        return []
    options = _choices(st, what[0])
    if not options:
        return []  # he can do neither: nothing happens (EN 709.3)
    st.waiting = {**call.resume(), CHOICE: {}}
    st.pending.append(Pending(what[0], CHOICE, "Discard a card or destroy an ally in your party", options, 1, 1, EN("709.1")))
    call.stop = True
    return []


@handles(CHOICE)
def _choice_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The pick is carried out (415.9d discard / 415.9c destroy); then the link goes on."""
    from .leaving_play import destroy
    from .procedure import discard_cards

    q, pick = pending.player, picks[0]
    uid = int(pick[1:])
    events = discard_cards(st, q, [uid]) if pick[0] == "d" else destroy(st, uid, R("415.9c"))
    w, st.waiting = st.waiting, {}
    w.pop(CHOICE)
    return events + continuations.resume_link(st, w)
