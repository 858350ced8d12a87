"""Armor tokens (404.2: a token has what its modifier gives it; 304.1-304.2: armor goes to the hero row and its DEF
prevents damage; helper wtok): "Put three Wall armor tokens into play with 1 DEF." (Shield Wall), "put a Shell armor
token into play with [DEF] equal to the number of resources you controlled as this ally was destroyed." (Yertle).

The op ``armor_token``: ``amount`` tokens of ``condition["token"]`` (``name``: its tags and name, 404.2; ``def``: its
DEF) into the link's controller's hero row; with ``condition["def_per"]`` (a count of ``keywords.per_count``, e.g.
"resources") the DEF is that count instead, read as the effect resolves. Like ally tokens (``procedure.make_tokens``)
the token is no card of a deck (flag ``token``) and ceases to exist outside play (404.2c, 410.6d)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import R
from .state import WowState


def make_armor_tokens(st: WowState, player: int, name: str, defense: int, n: int) -> list[Event]:
    from .cards.schema import make_card

    cid = f"TOKEN-{name}-armor-{defense}DEF"
    if cid not in st.cards:
        st.cards[cid] = make_card(name=name, type="armor", cost=0, tags=["Token", *name.split()], set="TOKEN", number=0,
                                  rarity="token", **{"def": defense})
        st.table.learn_names({cid: st.cards[cid]})  # the log names it as printed (Table.card_name)
    events: list[Event] = []
    for _ in range(max(0, n)):
        card = st.table.add(cid, player, "hero_row")
        card.flags["token"] = True
        card.entered_turn = st.turn
        events.append(Event("token", f"P{player + 1} puts a {name} armor token with {defense} DEF into play", R("404.2"), player,
                            data={"uid": card.uid}))
    return events


@resolves(GAME, "armor_token")
def _armor_token(call: OpCall) -> list[Event]:
    cond = call.eff.condition or {}
    token = cond["token"]
    defense = kw.per_count(call.st, call.player, cond["def_per"], call.link.uid) if cond.get("def_per") else token["def"]
    return make_armor_tokens(call.st, call.player, token["name"], defense, call.amount)
