"""'While you control a Pet this turn, your hero has Untargetable, and Pets you control can protect your hero.'
(Master's Call, an ability without Ongoing: its effect lasts this turn, EN 714.1).

The op ``yg33_pet_call`` notes the turn on its controller's hero (``flags[FLAG]``: the turns it was played in).
This turn, while that player controls a Pet (an ally with the Pet tag, 414.3b) — read whenever it matters, not
only as it resolved — his hero is Untargetable (EN glossary: opponents can't target it; ``targets``) and each Pet
he controls may protect his hero as though it had Protector for it (EN 602.2; ``combat._may_protect``). A hero
that is replaced (a new card, 415.9a) loses the note."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

FLAG = "yg33_pet_call"


def _pets(st: WowState, p: int) -> bool:
    from .conditions import has_tag

    return any(kw.is_ally(st, u) and has_tag(st, u, "Pet") for u in st.table.zone(p, "allies"))


def active(st: WowState, hero: int) -> bool:
    """``hero`` is a hero whose controller played Master's Call this turn and controls a Pet now."""
    if hero not in st.heroes:
        return False
    card = st.table.peek(hero)
    return st.turn in card.flags.get(FLAG, ()) and _pets(st, card.controller)


def untargetable(st: WowState, uid: int, chooser: int) -> bool:
    """``uid`` can't be targeted by ``chooser`` (an opponent of its controller) now."""
    return st.table.peek(uid).controller != chooser and active(st, uid)


def may_protect(st: WowState, protector: int, defender: int) -> bool:
    """A Pet of the defending hero's controller may protect that hero now."""
    from .conditions import has_tag

    return (active(st, defender) and st.table.peek(protector).controller == st.table.peek(defender).controller
            and kw.is_ally(st, protector) and has_tag(st, protector, "Pet"))


@resolves(GAME, "yg33_pet_call")
def _pet_call(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hero = st.heroes[p]
    card = st.table.cards[hero]
    card.flags[FLAG] = [*card.flags.get(FLAG, []), st.turn][-4:]
    return [Event("note", f"P{p + 1}'s hero has Untargetable and Pets can protect it while P{p + 1} controls a Pet this turn",
                  EN("714.1"), p)]
