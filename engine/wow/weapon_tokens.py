""""Ongoing: When Hatchet Totem enters play, put an Axe weapon token into play with 4 [Melee] ATK, 1 strike cost, and
Melee (1) if Hatchet Totem is in play. When Hatchet Totem leaves play, remove that Axe from the game." (Hatchet Totem;
helper w30abil; 404.2, 201.4, 415.7, 410.6d):

- op ``wa30_weapon_token``: if the source is still in play, a weapon token (``condition``: name, ATK, damage type, strike
  cost, tags: "Axe", and "Melee (1)", a tag with a limit, 414.3b) enters its controller's hero row (404.2: cost 0, 201.4)
  and is noted on the source;
- op ``wa30_remove_noted_token``: each token noted on the source that is still in play is removed from the game (415.7;
  a token that leaves play ceases to exist, 410.6d)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

NOTED = "_wa30_tokens"


def put_weapon_token(st: WowState, p: int, spec: dict[str, Any]) -> Event:
    """A weapon token of ``spec`` (``name``, ``atk``, ``damage_type``, ``strike_cost``, ``tags``; ``keywords``: its text)
    into ``p``'s hero row (404.2: cost 0, 201.4); the event names its uid."""
    from .cards.schema import make_card

    name, atk, dtype, strike = str(spec.get("name", "Weapon")), int(spec.get("atk", 0)), str(spec.get("damage_type", "melee")), int(spec.get("strike_cost", 0))
    text = "\n".join(spec.get("keywords", []))
    cid = f"TOKEN-weapon-{name}-{atk}{dtype[:2]}-s{strike}" + (f"-{len(text)}" if text else "")
    if cid not in st.cards:
        st.cards[cid] = make_card(name=name, type="weapon", cost=0, atk=atk, damage_type=dtype, strike_cost=strike,
                                  tags=["Token", *spec.get("tags", [])], text=text, set="TOKEN", number=0, rarity="token",
                                  faction="Neutral")
        st.table.learn_names({cid: st.cards[cid]})  # the log names it as printed (Table.card_name)
    card = st.table.add(cid, p, "hero_row")
    card.flags["token"] = True
    card.entered_turn = st.turn
    return Event("token", f"P{p + 1} puts a {name} weapon token ({atk} ATK, strike cost {strike}) into play", R("404.2"), p, data={"uid": card.uid})


@resolves(GAME, "wa30_weapon_token")
def _weapon_token(call: OpCall) -> list[Event]:
    st, p, src = call.st, call.player, call.link.uid
    if not kw.in_play(st, src):
        return [Event("token", f"{kw.name(st, src)} is no longer in play: no token", R("404.2"), p)]
    event = put_weapon_token(st, p, call.eff.condition or {})
    st.table.cards[src].flags[NOTED] = [*st.table.peek(src).flags.get(NOTED, []), event.data["uid"]]
    return [event]


@resolves(GAME, "wa30_remove_noted_token")
def _remove_noted(call: OpCall) -> list[Event]:
    st = call.st
    src = call.link.uid
    noted = list(st.table.peek(src).flags.get(NOTED, [])) if src in st.table.cards else []
    if noted:
        st.table.cards[src].flags.pop(NOTED, None)
    events: list[Event] = []
    for uid in noted:
        if uid in st.table.cards and kw.in_play(st, uid):
            events += leave_play(st, uid, "removed", R("415.7"))
    return events
