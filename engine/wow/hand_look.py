"""Looking at a player's hand (415.4a: a hand is hidden from the other players until an effect
shows it): "Look at target player's hand and choose a card. He discards that card." (Daze) and
"Stash: Look at target player's hand." The op ``look_at_hand``: the link's controller looks at
the hand of the targeted player (a chosen player, by his hero, EN 706; ``Target("opponent")``: the
opponent); with ``amount`` N he chooses N of those cards (all of them if fewer) and that player
discards them (415.9d); with 0 he only looks. With ``zone`` "removed" the chosen cards are removed
from the game instead ("Choose a card. Remove that card from the game.", Eye of Kilrogg). With
``condition["filter"]`` only matching cards may be chosen ("choose an ally card", Stab in the Dark)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, discard_ban, zone_moves
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .search import card_matches
from .state import WowState

KIND = "hand_look"


def _name(st: WowState, uid: int) -> str:
    """A hand card's printed name (only the looker sees these lines and options)."""
    card = st.table.cards[uid]
    return st.cards.get(card.card_id, {}).get("name") or card.card_id


def _owners(call: OpCall) -> list[int]:
    tgt = call.eff.target
    if tgt is not None and tgt.kind == "opponent":
        return [1 - call.player]
    return sorted({call.st.table.cards[u].controller for u in call.uids})


@resolves(GAME, "look_at_hand")
def _look_at_hand(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for q in _owners(call):
        hand = list(st.table.zone(q, "hand"))
        for uid in hand:  # 415.4a: the looker now knows these cards (only he does)
            if p not in st.table.cards[uid].known_to:
                st.table.cards[uid].known_to.append(p)
        names = ", ".join(_name(st, u) for u in hand) or "no cards"
        events.append(Event("look", f"P{p + 1} looks at P{q + 1}'s hand", R("415.4a"), p))
        events.append(Event("look", f"P{q + 1}'s hand: {names}", R("415.4a"), p, visible_to=[p]))
        flt = (call.eff.condition or {}).get("filter")  # "choose an ability or equipment card" (search.card_matches)
        fit = [u for u in hand if card_matches(st, u, flt)] if flt else hand
        n = min(max(0, call.amount), len(fit))
        if n and call.eff.zone != "removed" and discard_ban.cant_discard(st, q):  # he only looks (103.2)
            events.append(discard_ban.refused(q))
            n = 0
        if n:
            continuations.pause_for(call, "hand_look", {"owner": q, "zone": call.eff.zone or "graveyard"},
                                    Pending(
                                        p,
                                        KIND,
                                        f"{call.eff.text or 'Look at the hand'}: choose {n} card(s) P{q + 1} "
                                        + ("removes from the game" if call.eff.zone == "removed" else "discards"),
                                        [Option(str(u), _name(st, u)) for u in fit],
                                        n,
                                        n,
                                        EN("709.1"),
                                    ))
            return events
    return events


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The chosen cards are discarded by their owner (415.9d) or removed from the game, then the link goes on."""
    from .procedure import discard_cards  # (as ``random_discard`` does: procedure doesn't import this module)

    look, w = continuations.take_job(st, "hand_look")
    if look.get("zone") == "removed":
        events = [zone_moves.move(st, int(x), "removed", EN("709.1")) for x in picks]
    else:
        events = discard_cards(st, look["owner"], [int(x) for x in picks])
    return events + continuations.resume_link(st, w)
