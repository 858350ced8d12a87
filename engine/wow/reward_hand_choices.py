"""Quest rewards (EN 702) that ask their controller to pick cards of his own (helper quests; scripts in
``cards/scripts/quests.toml``).

- ``qr_graveyard_shuffle_any``: "Shuffle any number of cards from your graveyard into your deck." (Poison
  Water) — the controller picks none or more cards of his graveyard (a public zone, not targets, EN 709.1);
  they go into his deck and it is shuffled (415.3b). Picking none moves nothing.
- ``qr_discard_unless_ally``: "… then discard two cards unless you discard an ally." (Sacrifices Must Be
  Made) — the controller either discards one ally card from his hand or discards two cards (415.9d, 709.3:
  "unless" — the alternative done, the rest is not); with no ally card in hand he discards two (or all he has).
- ``qr_may_discard_named``: "Then, you may discard a Gingerbread Cookie card. If you do, …" — the controller may
  discard one card from his hand named ``condition["name"]`` (or fitting ``condition["filter"]``, its kind in ``text``;
  helper wzone2) (415.9d); what follows with ``if_done`` happens only if he did (709.3).
"""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, discard_ban, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

SHUFFLE = "qr_graveyard_shuffle_any"
DISCARD = "qr_discard_unless_ally"
DISCARD_TWO = "qr_discard_two"
TWO = "two"
NAMED = "qr_may_discard_named"
DECLINE = "decline"


@resolves(GAME, SHUFFLE)
def _graveyard_shuffle_any(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    grave = list(st.table.zone(p, "graveyard"))
    if not grave:
        return [Event("move", f"P{p + 1}'s graveyard is empty", EN("709.1"), p)]
    continuations.pause_for(call, SHUFFLE, {},
                            Pending(p, SHUFFLE, f"{call.eff.text or 'Reward'}: choose any number of cards from your graveyard to shuffle into your deck",
                                    [Option(str(u), kw.name(st, u)) for u in grave], 0, len(grave), EN("709.1")))
    return []


@handles(SHUFFLE)
def _shuffle_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked cards into the deck, then it is shuffled (415.3b); then the link goes on."""
    w, st.waiting = st.waiting, {}
    w.pop(SHUFFLE)
    p = pending.player
    chosen = [int(x) for x in picks if st.table.cards[int(x)].zone == "graveyard"]
    events: list[Event] = []
    if chosen:
        for uid in chosen:
            zone_moves.move(st, uid, "deck", EN("709.1"), player=p)
        events.append(Event("move", f"P{p + 1} shuffles {len(chosen)} card(s) from their graveyard into their deck", EN("709.1"), p))
        events.append(effects.shuffle(st.table, st.rng, p, "deck", R("415.3b")))
    return events + continuations.resume_link(st, w)


def _discard(st: WowState, p: int, uids: list[int]) -> list[Event]:
    from .procedure import discard_cards  # (procedure doesn't import this module)

    return discard_cards(st, p, uids)


def _ask_two(st: WowState, p: int) -> list[Event]:
    """Discard two cards (all, with fewer in hand): the player picks them; none in hand: nothing."""
    hand = list(st.table.zone(p, "hand"))
    if len(hand) <= 2:
        return _discard(st, p, hand)
    st.pending.append(Pending(p, DISCARD_TWO, "Discard two cards", [Option(str(u), kw.name(st, u)) for u in hand], 2, 2, R("415.9d")))
    return []


@resolves(GAME, DISCARD)
def _discard_unless_ally(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    if discard_ban.cant_discard(st, p):  # neither discard can happen (103.2)
        return [discard_ban.refused(p)]
    allies = [u for u in st.table.zone(p, "hand") if st.cards[st.table.cards[u].card_id].get("type") == "ally"]
    st.waiting = {**call.resume(), DISCARD: {}}
    if not allies:
        events = _ask_two(st, p)
        if st.pending:
            call.stop = True
            return events
        st.waiting = {}
        return events
    st.pending.append(Pending(p, DISCARD, "Discard an ally card, or discard two cards",
                              [*(Option(str(u), f"Discard {kw.name(st, u)} (an ally)") for u in allies), Option(TWO, "Discard two cards")],
                              1, 1, EN("709.3")))
    call.stop = True
    return []


@handles(DISCARD)
def _discard_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """An ally card discarded stops the rest (709.3); "two": the player picks two cards to discard."""
    p = pending.player
    if picks and picks[0] != TWO:
        w, st.waiting = st.waiting, {}
        w.pop(DISCARD)
        return _discard(st, p, [int(picks[0])]) + continuations.resume_link(st, w)
    events = _ask_two(st, p)
    if st.pending:
        return events
    w, st.waiting = st.waiting, {}
    w.pop(DISCARD)
    return events + continuations.resume_link(st, w)


@handles(DISCARD_TWO)
def _discard_two_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The two picked cards are discarded (415.9d); then the link goes on."""
    w, st.waiting = st.waiting, {}
    w.pop(DISCARD)
    return _discard(st, pending.player, [int(x) for x in picks]) + continuations.resume_link(st, w)


@resolves(GAME, NAMED)
def _may_discard_named(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    name = str((call.eff.condition or {}).get("name", ""))
    fits = [u for u in st.table.zone(p, "hand") if (st.cards[st.table.cards[u].card_id].get("name") or "").lower() == name.lower()]
    flt = (call.eff.condition or {}).get("filter")
    if flt:  # "You may discard an ally card. If you do, …" (Full Circle; helper wzone2): a kind, not a name
        from .search import card_matches

        name = str(call.eff.text or "matching")
        fits = [u for u in st.table.zone(p, "hand") if card_matches(st, u, flt)]
    call.link.data["done"] = False
    if fits and discard_ban.cant_discard(st, p):  # 103.2: no discard, so "If you do" fails
        return [discard_ban.refused(p)]
    if not fits:
        return [Event("discard", f"P{p + 1} has no {name} card in hand", EN("709.3"), p)]
    continuations.pause_for(call, NAMED, {},
                            Pending(p, NAMED, f"You may discard a {name} card",
                                    [*(Option(str(u), f"Discard {kw.name(st, u)}") for u in fits), Option(DECLINE, "Don't")], 1, 1, EN("709.3")))
    return []


@handles(NAMED)
def _named_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked card discarded (415.9d) and "if you do" remembered (709.3); then the link goes on."""
    w, st.waiting = st.waiting, {}
    w.pop(NAMED)
    done = bool(picks) and picks[0] != DECLINE
    w["link"]["data"]["done"] = done
    events = _discard(st, pending.player, [int(picks[0])]) if done else []
    return events + continuations.resume_link(st, w)
