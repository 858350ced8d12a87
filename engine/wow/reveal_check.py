"""Revealing the top card of a deck to check it (EN 709.1): "Reveal the top card of your deck. If it's
an ally, target ally you control has +2 ATK and Ferocity this turn." (The Fall of Neferset City),
"you may reveal the top card of target opponent's deck. If it's an ability, ally, or equipment with
cost 4 or less, this weapon has +3 ATK this turn." (Meteor Shard). The op ``reveal_top_check``: the
top card of the controller's deck (``condition["deck"] == "opponent"``: the opponent's) is revealed
to everyone and stays there; the effects after it marked ``if_done`` happen only if it fits
``condition["filter"]`` (``reveal.fits``) — an empty deck reveals nothing, and nothing follows. With
``condition["remember"]`` the revealed card is remembered (``engine.wow.refs``): "equal to that revealed
card's cost" is ``condition["ref_amount"] = "cost"`` after it."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import refs
from .ops import GAME, OpCall
from .reveal import fits
from .rules import EN


@resolves(GAME, "reveal_top_check")
def _reveal_top_check(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    cond = call.eff.condition or {}
    owner = 1 - p if cond.get("deck") == "opponent" else p
    deck = st.table.zone(owner, "deck")
    if not deck:
        call.link.data["done"] = False
        return [Event("reveal", f"P{owner + 1}'s deck is empty: nothing is revealed", EN("709.1"), p)]
    uid = deck[0]
    if cond.get("remember"):
        refs.remember(st, call.link, [uid])
    call.link.data["done"] = fits(st, uid, cond.get("filter") or {}, p)  # what "If it's …" reads (EN 709.3)
    return [effects.reveal(st.table, [uid], EN("709.1"), p)]
