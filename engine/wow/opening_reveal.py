""""You may reveal this ally from your opening hand once. If you do, your hero has +3 ATK on your first turn." (Gronn
Skullcracker; helper d37wow).

A static power ``zd37_opening_reveal`` (never carried out; ``amount``: the ATK) of a card in a player's opening hand (101.3:
the hand as the first turn starts, after the mulligans, 101.2): once the mulligans are done (``WowEngine._do_mulligans``
asks :func:`offer`), each such player, the first player first, picks which of those cards he reveals (any number, none
too: "you may", EN 709.3); the revealed cards are public and stay in his hand, and the game's first turn starts when every
player has answered. His hero has +ATK for each card revealed on his first turn — turn 1 for the first player, turn 2
for the other — a this-turn modifier made as that turn starts (:func:`first_turn`, asked by ``procedure.start_turn``)."""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending, effects

from . import continuations
from . import keywords as kw
from .answers import handles
from .cards.compiler import card_powers
from .rules import EN, R
from .state import WowState

OP = KIND = "zd37_opening_reveal"
FLAG = "zd37_first_turn_atk"
"""``Card.flags`` key on a hero: the ATK it has on its controller's first turn."""


def _atk(st: WowState, uid: int) -> int:
    """The ATK the card's power gives if revealed (0: it has no such power)."""
    return sum(max(e.amount, 0) for pw in card_powers(kw.data(st, uid)) if pw.kind == "static" and pw.automated
               for e in pw.effects if e.op == OP)


def offer(st: WowState) -> bool:
    """Ask each player holding such cards in his opening hand which he reveals; False when nobody holds one."""
    order = [st.first_player, *(q for q in range(st.num_players) if q != st.first_player)]
    asked = False
    for p in order:
        fit = [u for u in st.table.zone(p, "hand") if _atk(st, u)]
        if fit:
            st.pending.append(Pending(p, KIND, "Reveal from your opening hand (your hero has more ATK on your first turn)?",
                                      [Option(str(u), kw.name(st, u)) for u in fit], 0, len(fit), EN("709.3")))
            asked = True
    return asked


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    p = pending.player
    shown = [int(x) for x in picks if int(x) in st.table.zone(p, "hand")]
    events: list[Event] = []
    if shown:
        events.append(effects.reveal(st.table, shown, R("415.4a"), p))
        n = sum(_atk(st, u) for u in shown)
        hero = st.table.cards[st.heroes[p]]
        hero.flags[FLAG] = hero.flags.get(FLAG, 0) + n
        events.append(Event("modify", f"P{p + 1}'s hero will have +{n} ATK on P{p + 1}'s first turn", EN("709.3"), p))
    else:
        events.append(Event("choose", f"P{p + 1} reveals nothing from the opening hand", EN("709.3"), p))
    if any(q.kind == KIND for q in st.pending[1:]):
        return events
    st.turn = 1  # every player answered: the first turn starts (101.3)
    return events + continuations.start_turn(st)


def first_turn(st: WowState) -> list[Event]:
    """As the turn player's turn starts: the ATK his reveals gave his hero, on this, his first turn (a this-turn modifier)."""
    hero = st.heroes[st.active]
    card = st.table.peek(hero, None)
    n = card.flags.get(FLAG) if card is not None else None
    if not n:
        return []
    st.table.cards[hero].flags.pop(FLAG, None)
    st.modifiers.append(Modifier(hero, "atk", int(n), duration="this_turn", player=st.active, turn=st.turn))
    return [Event("modify", f"{kw.name(st, hero)} has +{n} ATK this turn (revealed from the opening hand)", EN("714.1"), st.active)]
