"""Putting several cards on the top or bottom of a deck at once (415.3c: 「そのプレイヤーはそれらを順番を公開せずに
並べ替えることができる」): the deck's owner orders them, and the order isn't revealed. Effect:
``Effect("order_onto_deck", 0, target, zone="top" | "bottom")`` on the targeted cards (each goes to its owner's
deck, 415.2). A card in play that can't leave play stays (103.2, ``engine.wow.invincible``).

Hidden information (415.3a: a deck is hidden): the owner saw every card he ordered (the choice names them),
so he still knows each of them where it now lies; the others learn only that those cards went there, not
where each lies (415.3c), so what they knew of them is forgotten — unless a single card went, whose place
everyone sees."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

KIND = "deck_order"


def begin(st: WowState, uids: list[int], top: bool, resume: dict) -> list[Event]:
    """Group the cards by owner; each owner orders theirs (one pick at a time)."""
    from .invincible import cant_leave_play, stays

    groups: dict[int, list[int]] = {}
    kept: list[Event] = []
    for uid in uids:
        if uid in st.table.cards and uid not in st.heroes and cant_leave_play(st, uid):
            kept.append(stays(st, uid))  # 103.2: Invincible, "can't leave play"
        elif uid in st.table.cards and uid not in st.heroes:
            groups.setdefault(st.table.cards[uid].owner, []).append(uid)
    st.waiting = {**resume, "order": {"groups": [[o, g] for o, g in sorted(groups.items())], "picked": [], "top": top}}
    return kept + _next(st)


def _next(st: WowState) -> list[Event]:
    w = st.waiting["order"]
    events: list[Event] = []
    while w["groups"]:
        owner, cards = w["groups"][0]
        left = [u for u in cards if u not in w["picked"]]
        seen = [u for u in left if st.table.visible_to(st.table.peek(u), owner)]
        if len(left) > 1 and seen:  # cards the owner never saw (another player looked at his deck) go unasked: naming them would show them
            where = "top" if w["top"] else "bottom"
            first = "on top" if w["top"] else "highest of them"
            st.pending.append(Pending(owner, KIND, f"Order the cards going to the {where} of your deck: which goes {first} next?",
                                      [Option(str(u), _label(st, u, owner)) for u in left], 1, 1, R("415.3c")))
            return events
        events += _put(st, owner, w["picked"] + left, w["top"])
        w["groups"], w["picked"] = w["groups"][1:], []
    return events + _resume(st)


def _label(st: WowState, uid: int, owner: int) -> str:
    """The card's name if its owner has seen it (415.3a: the deck is hidden), else a face-down card."""
    card = st.table.peek(uid)  # (read only: no copy, engine.core.cardmap)
    return st.cards[card.card_id].get("name", "") if st.table.visible_to(card, owner) else f"a card you haven't seen (#{uid})"


def answer(st: WowState, picks: list[str]) -> list[Event]:
    st.waiting["order"]["picked"].append(int(picks[0]))
    return _next(st)


def _put(st: WowState, owner: int, ordered: list[int], top: bool) -> list[Event]:
    """``ordered``: from the highest to the lowest position; the log doesn't tell the order."""
    from .leaving_play import leave_play

    for i, uid in enumerate(ordered):
        position = i if top else None
        card = st.table.cards[uid]
        public = kw.in_play(st, uid) and not card.face_down
        knew = list(range(st.num_players)) if public else list(card.known_to)
        saw = st.table.visible_to(card, owner)
        if kw.in_play(st, uid):
            leave_play(st, uid, "deck", R("415.3c"), position=position)
        else:
            zone_moves.quiet(st, uid, "deck", player=card.owner, position=position)
            card.face_down = False
        # 415.3c: the order is not revealed; the owner, who ordered them, knows where each lies (a card he
        # never saw, he wasn't asked about: it stays known to those who knew it)
        card.known_to = knew if len(ordered) == 1 or not saw else [owner]
    where = "top" if top else "bottom"
    return [Event("deck_order", f"P{owner + 1} puts {len(ordered)} card(s) on the {where} of their deck in an order of their choice",
                  R("415.3c"), owner)]


def _resume(st: WowState) -> list[Event]:
    from . import continuations

    w, st.waiting = st.waiting, {}
    if "link" not in w:
        return []  # ordered as a card entered play, no link paused (engine.wow.entry_removed_powers)
    return continuations.resume_link(st, w)


@resolves(GAME, "order_onto_deck")
def _order_onto_deck(call: OpCall) -> list[Event]:
    """415.3c: several cards at once, their owners order them; the rest of the link waits."""
    call.stop = True
    return begin(call.st, call.uids, call.eff.zone != "bottom", call.resume())
