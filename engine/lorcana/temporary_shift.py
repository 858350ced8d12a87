"""Temporary Shift (Comprehensive Rules 2.2.0 8.10.8.5, outside the seed documents): a Shift that
creates a delayed triggered ability — "At the end of your turn, if this card is in play, remove all
damage from it and return only that card to your hand." ``schedule_return`` creates it when such a
card is shifted (engine.lorcana.play.shift_onto); the op ``temporary_shift_return`` (the effect of
the compiled keyword, engine.lorcana.cards.templates_keywords.shift_variant) carries it out.

What the document leaves open, read here (inference): the card it was put on top of stays in play
as the character, with the stack's state (exerted or ready, drying, location) and the effects that
applied to the stack (as 8.10.5 carries them up when shifting), and no damage (it was removed from
the stack first); the cards under it stay under it."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import abilities, name
from .ops import GAME
from .rules import R_new
from .state import LorcanaState
from .zones import leave_play


def schedule_return(st: LorcanaState, uid: int, onto: int, player: int) -> None:
    """2.2.0 8.10.8.5: the delayed triggered ability, for the end of this turn (7.4.7.2 here)."""
    index = next((ab.index for ab in abilities(st, uid) if ab.kind == "keyword" and any(e.op == "temporary_shift_return" for e in ab.effects)), None)
    if index is None:
        return
    st.delayed.append({"when": "end_of_turn", "trigger": {"player": player, "source": uid, "card_id": st.table.cards[uid].card_id, "ability": index,
                                                          "it": [], "trigger": {"onto": onto}}})


@resolves(GAME, "temporary_shift_return")
def temporary_shift_return(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Only this card returns to its owner's hand; the card it was put on top of stays in play."""
    me, uid = frame["player"], frame["source"]
    top = st.table.cards.get(uid)
    if top is None or top.zone != "play":
        events.append(Event("nothing", "Temporary Shift: the card is no longer in play", R_new("8.10.8.5"), me))
        return "fail"
    top.damage = 0
    under = [u for p in range(st.num_players) for u in st.table.zone(p, "under") if st.table.cards[u].attached_to == uid]
    below = frame["trigger"].get("onto")
    if below not in under:
        below = under[-1] if under else None
    if below is not None:
        card = st.table.cards[below]
        st.table.move(below, "play", player=top.controller)
        card.attached_to = None
        card.tapped, card.damage = top.tapped, 0
        card.entered_turn = top.entered_turn
        rest = [u for u in under if u != below]
        keep = ("drying", "at", "shifted") if rest else ("drying", "at")  # still a stack when cards stay under it
        card.flags = {k: v for k, v in top.flags.items() if k in keep}
        for u in rest:
            st.table.cards[u].attached_to = below
        for m in st.modifiers:
            if m.uid == uid:
                m.uid = below
    events.append(Event("temporary_shift", f"{name(st, uid)} returns to its owner's hand (Temporary Shift)"
                        + (f"; {name(st, below)} stays in play" if below is not None else ""), R_new("8.10.8.5"), me))
    leave_play(st, uid, "hand", R_new("8.10.8.5"), events)
    return "ok"
