"""A card type chosen as the effect resolves, then the top cards revealed and picked by it (EN 709.1):
"Choose ability, ally, equipment, or quest and reveal the top five cards of your deck. Put a revealed
card of the chosen type into your hand and the rest on the bottom of your deck." (The Culmination of
Our Efforts), "Choose ability, ally, or equipment, then reveal the top card of your deck. If it has
the chosen type, put it into your hand." (High Magus Olvek). The op ``reveal_pick_kind``: the link's
controller picks one of ``condition["kinds"]``; then ``engine.wow.reveal`` runs with
``condition["reveal"]`` and that type as its filter ("equipment": weapon, armor or item).

The op ``hand_discard_kind``: "Choose ability, ally, or equipment, and then target player reveals his
hand and discards all cards of that kind." (Detect Traps): after the choice, the targeted player's
hand is revealed (415.4a) and every card of that type in it is discarded (415.9d)."""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, reveal
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .search import card_matches
from .state import WowState

KIND = "kind_choice"


@resolves(GAME, "reveal_pick_kind")
def _reveal_pick_kind(call: OpCall) -> list[Event]:
    return _ask(call, {"n": call.amount, "reveal": (call.eff.condition or {}).get("reveal") or {}})


@resolves(GAME, "hand_discard_kind")
def _hand_discard_kind(call: OpCall) -> list[Event]:
    owners = sorted({call.st.table.cards[u].controller for u in call.uids})  # the targeted player, by his hero (EN 706)
    if not owners:
        return []
    return _ask(call, {"discard_from": owners})


def _ask(call: OpCall, what: dict) -> list[Event]:
    cond = call.eff.condition or {}
    kinds = list(cond.get("kinds") or [])
    continuations.pause_for(call, "kind_choice", {"player": call.player, **what},
                            Pending(call.player, KIND, f"{call.eff.text or 'Choose a card type'}: choose a card type",
                                    [Option(k, k) for k in kinds], 1, 1, EN("709.1")))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The chosen type becomes the reveal's filter; the reveal goes on (and resumes the link)."""
    w = dict(st.waiting)
    choice = w.pop("kind_choice")
    st.waiting = {}
    kind = picks[0]
    event = Event("choose", f"P{choice['player'] + 1} chooses {kind}", EN("709.1"), choice["player"])
    if "discard_from" in choice:
        return [event, *_discard_kind(st, choice["discard_from"], kind), *continuations.resume_link(st, w)]
    cond = {**choice["reveal"], "filter": {"types": [kind]}}
    return [event, *reveal.begin(st, choice["player"], choice["n"], cond, w)]


def _discard_kind(st: WowState, owners: list[int], kind: str) -> list[Event]:
    from .procedure import discard_cards  # (as hand_look does: procedure doesn't import this module)

    events: list[Event] = []
    for q in owners:
        hand = list(st.table.zone(q, "hand"))
        if hand:
            events.append(effects.reveal(st.table, hand, R("415.4a"), q))
        events += discard_cards(st, q, [u for u in hand if card_matches(st, u, {"types": [kind]})])
    return events
