"""Effects that read the card type of the card that paid an additional cost (403.1, 300.1; helper w30abil), kept by
``wprev_keep_ref`` from the paying card the play remembered (``ref_paid``, ``engine.wow.refs``). "Choose ability,
ally, or equipment and …" is read as the kinds of that card among those three (weapons, armor and items are
equipment, ``card_types``; a totem is an ability and an ally, 305.3a: both count). Checked as the effect resolves
(EN 709).

- ``wa30_remove_if_shares``: "Remove target card from the game if it shares that kind." (Embrace of the Nether) — each
  target sharing one of the kinds leaves play to its owner's removed-from-game zone (415.7);
- ``wa30_destroy_kind``: "Destroy all opposing cards of that kind." (Devastation) — every card in play an opponent
  controls sharing one of the kinds is destroyed (415.9c; heroes and resources are none of the three)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .card_types import card_types
from .leaving_play import destroy, leave_play
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState
from .wprev_ops import KEPT

_KINDS = frozenset({"ability", "ally", "equipment"})


def _kinds(st: WowState, call: OpCall) -> set[str]:
    kept = [u for u in call.link.data.get(KEPT, []) if u in st.table.cards]
    return set().union(*(card_types(st, u) for u in kept)) & _KINDS if kept else set()


@resolves(GAME, "wa30_remove_if_shares")
def _remove_if_shares(call: OpCall) -> list[Event]:
    st, events = call.st, []
    kinds = _kinds(st, call)
    for uid in call.uids:
        if card_types(st, uid) & kinds:
            events += leave_play(st, uid, "removed", R("415.7"))
        else:
            events.append(Event("fizzle", f"{kw.name(st, uid)} doesn't share that kind: it stays", EN("709.1"), call.player))
    return events


@resolves(GAME, "wa30_destroy_kind")
def _destroy_kind(call: OpCall) -> list[Event]:
    st, events = call.st, []
    kinds = _kinds(st, call)
    doomed = [u for q in range(st.num_players) if q != call.player for z in ("hero_row", "allies") for u in st.table.zone(q, z)
              if u not in st.heroes and card_types(st, u) & kinds]
    for uid in doomed:
        if kw.in_play(st, uid):
            events += destroy(st, uid, EN("709.1"))
    return events
