"""A quoted power given to another card (200.1a: the card gains that text): "When another [Horde] ally enters play
under your control, it has Assault 2 and Ferocity, and 'At the end of your turn, destroy this ally.'" (Warchief
Garrosh Hellscream).

The op ``xb32_gain_quoted`` (``keyword``: the quoted text; ``duration``: how long) gives each target that text as
gained text (``card_facts.GAIN_TEXT``): the text is kept in the match's card data under an id of its own (a card
data with no name, so no name in it is replaced), and the target's data has it after its own text — so the
compiler reads it as that card's power ("this ally" is the target), every reader of powers sees it (a triggered
power too: "At the end of your turn, …" waits at the end step, 503.1), and it goes when the card leaves play
(415.9a: a new card, its modifiers gone)."""

from __future__ import annotations

import hashlib

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import keywords as kw
from .card_facts import GAIN_TEXT
from .cards.schema import make_card
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "xb32_gain_quoted"
_HEAD = "quoted:"


def text_id(st: WowState, text: str) -> str:
    """The card-data id of a quoted text (kept in the match's card data once)."""
    cid = _HEAD + hashlib.sha256(text.encode()).hexdigest()[:16]
    if cid not in st.cards:
        st.cards[cid] = make_card(name="", type="ability", text=text)
    return cid


@resolves(GAME, OP)
def _gain_quoted(call: OpCall) -> list[Event]:
    st, out = call.st, []
    cid = text_id(st, call.eff.keyword)
    for uid in call.uids:
        if uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        st.modifiers.append(Modifier(uid, GAIN_TEXT, 0, keyword=cid, duration=call.eff.duration or "permanent",
                                     player=call.player, turn=st.turn, source=call.link.uid))
        out.append(Event("modify", f"{kw.name(st, uid)} has \u201c{call.eff.keyword}\u201d", EN("714.1"), call.player, data={"uid": uid}))
    return out
