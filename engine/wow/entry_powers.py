"""Another card's printed powers taken as a card enters play (200.1a): "As this ally enters play, you may remove an
ally in an opposing graveyard from the game. If you do, this ally has that card's printed powers." (Skullchewer).

A static power ``xb32_enter_take_powers`` (never carried out) is read as the card enters play (:func:`on_enter`,
asked by ``entry_reveal.on_enter`` from ``entry_choice.on_enter`` as ``procedure.resolve_card`` puts a card into play,
before any priority): its controller may pick one ally card in an opposing graveyard (not a target: "an ally", EN
706; none picked, EN 709.3, nothing happens). The picked card is removed from the game (415.7) and the entering card
has its printed powers from then on (``card_facts.gain_powers``: gained text, its name read as this card's, 200.1a),
until it leaves play (415.9a). It entered play with them, so their "When this ally enters play" powers trigger (EN 703)."""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .answers import handles
from .card_facts import GAIN_TEXT, WHILE_REMOVED, gain_powers
from .ops import GAME, OpCall
from .powers import powers, printed_powers
from .rules import EN, R
from .state import Link, WowState

OP = KIND = "xb32_enter_take_powers"
# The op ``xb32_gain_while_removed`` (Hesriana): the source gains the printed powers of the card its trigger removed
# from the game, while that card stays removed (``card_facts.WHILE_REMOVED``).


def _has(st: WowState, uid: int) -> bool:
    return any(pw.kind == "static" and any(e.op == OP for e in pw.effects) for pw in powers(st, uid))


def on_enter(st: WowState, player: int, uid: int) -> list[Event]:
    """Ask the controller of an entering card which ally card of an opposing graveyard he removes (or none)."""
    if not _has(st, uid):
        return []
    fit = [u for q in range(st.num_players) if q != player for u in st.table.zone(q, "graveyard")
           if st.cards[st.table.peek(u).card_id].get("type") == "ally"]
    if not fit:
        return []
    st.pending.append(Pending(player, KIND, f"As {kw.name(st, uid)} enters play, you may remove an ally in an opposing graveyard from the game",
                              [Option(str(u), kw.name(st, u)) for u in fit], 0, 1, EN("709.3"), context={"uid": uid}))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    uid, p = pending.context["uid"], pending.player
    if not picks or uid not in st.table.cards or not kw.in_play(st, uid):
        return [Event("choose", f"P{p + 1} removes no ally", EN("709.3"), p)]
    gone = int(picks[0])
    events = [zone_moves.move(st, gone, "removed", R("415.7"), player=p)]
    own = len(printed_powers(st, uid))
    gain_powers(st, uid, gone, "permanent", p)
    events.append(Event("modify", f"{kw.name(st, uid)} has the printed powers of {kw.data(st, gone).get('name') or 'that ally'}", R("200.1a"), p,
                        data={"uid": uid}))
    for i, pw in enumerate(printed_powers(st, uid)):  # it entered play with them: their "When this ally enters play" triggers too (EN 703)
        if i >= own and pw.kind == "triggered" and pw.trigger == "enter":
            st.triggers.append(Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))
    return events


@resolves(GAME, "xb32_gain_while_removed")
def _gain_while_removed(call: OpCall) -> list[Event]:
    """ "… you may remove target opposing ally from the game, and Hesriana has that card's printed powers while it
    remains removed from the game." (200.1a, 415.7): the link's source gains the printed text of each of its targets now
    in the removed-from-game zone, while that card stays there (``card_facts.WHILE_REMOVED``)."""
    st, src, out = call.st, call.link.uid, []
    if src not in st.table.cards or not kw.in_play(st, src):
        return []
    for t in call.link.targets:
        if isinstance(t, int) and t in st.table.cards and st.table.peek(t).zone == "removed":
            st.modifiers.append(Modifier(src, GAIN_TEXT, WHILE_REMOVED, keyword=st.table.peek(t).card_id, duration="permanent",
                                         player=call.player, turn=st.turn, source=t))
            out.append(Event("modify", f"{kw.name(st, src)} has the printed powers of {st.cards[st.table.peek(t).card_id].get('name')} while it remains removed from the game",
                             R("200.1a"), call.player, data={"uid": src}))
    return out
