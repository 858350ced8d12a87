"""Quest-reward tokens with a delayed effect at the start of your next turn (helper w30quest):
"Put a Message item token into play with If your hero would be dealt damage, it's dealt that much +1 instead.
At the start of your next turn, remove that item from the game." (The Final Message to the Wildhammer),
"Put a Bird ally token named Skywing with 1 [Melee] ATK / 1 health into play. At the start of your next turn,
it has +3 ATK / +3 health and is an Arakkoa." (Skywing).

The op ``w30q_token_next_turn`` puts one ``condition["token"]`` into play under the link's controller (404.2):
an ally token (``procedure.make_tokens``) or, with ``condition["kind"] = "item"``, an item token in the hero row
(205: an item is equipment; its ``text`` is its power, read by the templates as any card's). Then, at the start of
that player's next turn (``engine.wow.delayed``, ``"own_next"``), if the token is still in play (415.9b; a token
that left play has ceased to exist, 410.6d): ``condition["remove"]`` removes it from the game (415.7), or
``condition["later"]`` (effect dicts, the script format) happen as a delayed effect of the token
(``engine.wow.later_effects``: ``target = { kind = "self" }`` is the token)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .delayed import HANDLERS, LATER
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

OP = "w30q_token_next_turn"
REMOVE = "w30q_remove_token"


def make_item_token(st: WowState, player: int, name: str, text: str) -> list[Event]:
    """404.2: an item token named ``name`` with the power ``text`` in the player's hero row (205)."""
    from .cards.schema import make_card

    cid = f"TOKEN-{name}-item-" + "".join(c for c in text if c.isalnum())[:60]  # deterministic: the same token, the same id
    if cid not in st.cards:
        st.cards[cid] = make_card(name=name, type="item", cost=0, tags=["Token", *name.split()], text=text, set="TOKEN", number=0,
                                  rarity="token")
        st.table.learn_names({cid: st.cards[cid]})  # the log names it as printed (Table.card_name)
    card = st.table.add(cid, player, "hero_row")
    card.flags["token"] = True
    card.entered_turn = st.turn
    return [Event("token", f"P{player + 1} puts a {name} item token into play", R("404.2"), player, data={"uid": card.uid})]


def _entry(st: WowState, uid: int, player: int, **more: Any) -> dict[str, Any]:
    return {"uid": uid, "zone": st.table.peek(uid).zone, "turn": st.turn, "player": player, "broken": False, "at": "start",
            "own_next": True, **more}


@resolves(GAME, OP)
def _token_next_turn(call: OpCall) -> list[Event]:
    from .procedure import make_tokens  # (procedure doesn't import this module)

    st, p = call.st, call.player
    cond = call.eff.condition or {}
    token = cond["token"]
    if cond.get("kind") == "item":
        events = make_item_token(st, p, token["name"], token.get("text", ""))
    else:
        events = make_tokens(st, p, token, 1)
    for uid in [e.data["uid"] for e in list(events) if e.kind == "token"]:
        if cond.get("remove"):
            st.delayed.append(_entry(st, uid, p, to="removed", handler=REMOVE, label="is removed from the game"))
            what = "is removed from the game"
        else:
            st.delayed.append(_entry(st, uid, p, to=LATER, **{LATER: list(cond.get("later") or []), "label": call.eff.text or ""}))
            what = call.eff.text or "a delayed effect happens"
        events.append(Event("delayed", f"At the start of P{p + 1}'s next turn, {kw.name(st, uid)} {what} if it is still in play",
                            R("415.9b"), p, data={"uid": uid}))
    return events


def _remove(st: WowState, link: Any, entry: dict[str, Any]) -> list[Event]:
    """The due removal: only the token that stayed in play (415.9b) is removed from the game (415.7)."""
    from .leaving_play import leave_play

    uid = entry["uid"]
    card = st.table.cards.get(uid)
    if entry["broken"] or card is None or card.zone != entry["zone"]:
        return [Event("delayed", "The token left play since: nothing is removed", R("415.9b"), entry["player"])]
    if zone_moves.held(st, uid, "removed"):  # 103.2: it stays
        return [zone_moves.stays(st, uid, "removed")]
    who = kw.name(st, uid)
    events = leave_play(st, uid, "removed", R("415.7"))
    events[0].text = f"{who} is removed from the game"
    return events


HANDLERS[REMOVE] = _remove
