""""3 -> This turn, Koringar has all the payment powers of all other allies." (Koringar the Heavy; helper d37wow).

The op ``zd37_borrow_ally_powers`` (one-shot, EN 714.1) marks its source for the rest of the turn (a this-turn modifier,
stat :data:`STAT`); while it is in play that turn it has, after its own, every payment power (EN 701: "cost -> effect")
printed on each other ally in play now — any player's, read as they are at each moment of the turn (an ally entering
later gives its powers too, one leaving takes them away; rule call: "all other allies" is read continuously, as the
"this turn" modifier lasts). Each such power is the other ally's text with its self-references ("this ally", its name
or the words of its name it goes by, ``cards.readers.is_self``) made the receiver's (200.1a: a copied power refers to
its new card), compiled as the receiver's; its cost is paid by the receiver ([Exhaust] exhausts it, 411.1), which is
its source (``granted_powers`` lists them, as it does ``turn_granted``'s)."""

from __future__ import annotations

import re
from functools import lru_cache

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .cards import rx
from .cards.compiler import compile_card_text
from .cards.power import Power
from .cards.readers import short_names
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "zd37_borrow_ally_powers"
STAT = "zd37_borrowed_powers"


def any_borrow(st: WowState) -> bool:
    return bool(st.modifiers) and any(m.stat == STAT for m in st.modifiers)


def _as_self(text: str, name: str) -> str:
    """``text`` with the card named ``name`` referring to itself as "this ally" (the forms ``readers.is_self`` reads)."""
    words = [w for w in rx.split(r"[ ,]+", name) if w]
    forms = {name, name.split(",")[0], *(short_names(name)), *([words[0]] if words else []), " ".join(words[:2])}
    for form in sorted((f for f in forms if f), key=len, reverse=True):
        text = rx.sub(rf"(?<![\w']){re.escape(form)}(?![\w'])", "this ally", text)
    return text


@lru_cache(maxsize=256)
def _payment(text: str, name: str, ctype: str) -> tuple[Power, ...]:
    return tuple(pw for pw in compile_card_text(text, name, ctype) if pw.kind == "activated")  # (as granted_powers.compiled: the same index)


def grants(st: WowState, uid: int) -> tuple[tuple[Power, str, int], ...]:
    """The payment powers ``uid`` has this turn from such a power (``granted_powers.granted``'s form)."""
    if not any_borrow(st) or not any(m.uid == uid and m.stat == STAT for m in st.modifiers):
        return ()
    card = st.table.peek(uid, None)
    if card is None or card.zone != "allies" or card.face_down:
        return ()
    me, ctype = kw.name(st, uid), kw.ctype(st, uid)
    out: list[tuple[Power, str, int]] = []
    for q in range(st.num_players):
        for other in st.table.zones[q]["allies"]:
            if other == uid or st.table.peek(other).face_down or not kw.is_ally(st, other):
                continue
            text = _as_self(str(kw.data(st, other).get("text") or ""), kw.data(st, other).get("name") or "")
            out += [(pw, text, j) for j, pw in enumerate(_payment(text, me, ctype))]
    return tuple(out)


@resolves(GAME, OP)
def _borrow(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    if src not in st.table.cards or not kw.in_play(st, src):
        return []
    st.modifiers.append(Modifier(src, STAT, 0, duration="this_turn", player=call.player, turn=st.turn, source=src))
    return [Event("modify", f"{kw.name(st, src)} has all the payment powers of all other allies this turn", EN("714.1"), call.player,
                  data={"uid": src})]

