""""As Cookie enters play, reveal the top five cards of your deck. Remove all revealed Murlocs from the game and put the rest
on the bottom of your deck. / Cookie enters play with printed power of all Murlocs removed this way." (Captain Cookie;
helper d37wow).

A static power ``zd37_enter_reveal_take`` (never carried out; ``amount``: how many cards, ``condition["filter"]``:
``search.card_matches`` keys, ``{"tag": "Murloc"}``) is read as the card enters play (:func:`on_enter`, asked by
``procedure.resolve_card`` as it puts a card into play, after ``entry_choice``, before any priority): the top cards of its controller's deck are
revealed (public), the fitting ones removed from the game (415.7a; one that can't be stays, 103.2, and isn't "removed
this way"), the rest put on the bottom of his deck in the order he chooses (415.3c, ``deckorder``); the entering card
has the printed powers of every card removed this way (200.1a: gained text, its name read as this card's;
``card_facts.gain_powers``) until it leaves play (415.9a), and, having entered play with them, their "When this enters
play" powers trigger (EN 703), as ``entry_powers`` does for one card."""

from __future__ import annotations

from engine.core import Event, effects

from . import deckorder, zone_moves
from . import keywords as kw
from .card_facts import gain_powers
from .powers import powers, printed_powers
from .rules import EN, R
from .search import card_matches
from .state import Link, WowState

OP = "zd37_enter_reveal_take"


def _spec(st: WowState, uid: int):
    for pw in powers(st, uid):
        if pw.kind == "static" and pw.automated:
            for e in pw.effects:
                if e.op == OP:
                    return e
    return None


def on_enter(st: WowState, player: int, uid: int) -> list[Event]:
    spec = _spec(st, uid)
    if spec is None:
        return []
    top = list(st.table.zone(player, "deck"))[: max(spec.amount, 0)]
    if not top:
        return [Event("reveal", f"P{player + 1}'s deck is empty: nothing is revealed", EN("709.1"), player)]
    events = [effects.reveal(st.table, top, EN("709.1"), player)]
    flt = (spec.condition or {}).get("filter") or {}
    gone = []
    for u in [u for u in top if card_matches(st, u, flt)]:
        ev = zone_moves.move(st, u, "removed", R("415.7a"), player=st.table.peek(u).owner)
        events.append(ev)
        if zone_moves.moved(ev):
            gone.append(u)
    own = len(printed_powers(st, uid))
    for u in gone:
        gain_powers(st, uid, u, "permanent", player)
    if gone:
        names = ", ".join(kw.data(st, u).get("name") or "a card" for u in gone)
        events.append(Event("modify", f"{kw.name(st, uid)} enters play with the printed powers of {names}", R("200.1a"), player, data={"uid": uid}))
        for i, pw in enumerate(printed_powers(st, uid)):  # it entered play with them: their "When this enters play" trigger (EN 703)
            if i >= own and pw.kind == "triggered" and pw.trigger == "enter":
                st.triggers.append(Link("trigger", player, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))
    rest = [u for u in top if u not in gone]
    return events + (deckorder.begin(st, rest, False, {}) if rest else [])  # 415.3c: he orders them (none to resume: deckorder)
