""""When Marcus enters play, look at target player's hand and name a card in it." / "That player can't play cards with
that name." (Retainer Marcus; helper w31ally). The op ``we31_look_name``: the link's controller looks at the targeted
player's hand (415.4a: only he sees it) and names one card of it (none with an empty hand); the name said is public,
and it is kept on the source card with that player (``NOTE``). The card's continuous power ``we31_named_play_ban``
(never resolved, EN 714) forbids that player to play cards with that name while the card is in play with its powers
(103.2: a "can't" wins; ``play_bans.problem`` asks :func:`forbids`)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, match_facts
from .answers import handles
from .card_facts import data, in_play
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "we31_look_name"
BAN = "we31_named_play_ban"
KIND = "we31_look_name_pick"
NOTE = "we31_named"
"""``Card.flags`` key of the source card: ``{"player": q, "name": name}``."""


def _name(st: WowState, uid: int) -> str:
    return st.cards.get(st.table.peek(uid).card_id, {}).get("name") or st.table.peek(uid).card_id


def _player(call: OpCall) -> int:
    tgt = call.eff.target
    if (tgt is not None and tgt.kind == "opponent") or not call.uids:
        return 1 - call.player
    return call.st.table.peek(call.uids[0]).controller


@resolves(GAME, OP)
def _look_name(call: OpCall) -> list[Event]:
    st, p, q = call.st, call.player, _player(call)
    src = call.link.uid
    if src in st.table.cards:
        st.table.cards[src].flags.pop(NOTE, None)  # a name said before (another time in play) no longer counts
    hand = list(st.table.zone(q, "hand"))
    for uid in hand:  # 415.4a: the looker now knows these cards (only he does)
        if p not in st.table.cards[uid].known_to:
            st.table.cards[uid].known_to.append(p)
    events = [Event("look", f"P{p + 1} looks at P{q + 1}'s hand", R("415.4a"), p),
              Event("look", f"P{q + 1}'s hand: {', '.join(_name(st, u) for u in hand) or 'no cards'}", R("415.4a"), p, visible_to=[p])]
    names = sorted({_name(st, u) for u in hand})
    if not names:
        return events
    continuations.pause_for(call, NOTE, {"player": q, "source": src},
                            Pending(p, KIND, f"Name a card in P{q + 1}'s hand", [Option(n, n) for n in names], 1, 1, EN("709.1")))
    return events


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The name is said (public) and kept on the source card; the link goes on."""
    note, w = continuations.take_job(st, NOTE)
    name = picks[0]
    src = note["source"]
    if src in st.table.cards:
        st.table.cards[src].flags[NOTE] = {"player": note["player"], "name": name}
    event = Event("name", f"P{pending.player + 1} names {name}: P{note['player'] + 1} can't play cards with that name", R("103.2"), pending.player)
    return [event, *continuations.resume_link(st, w)]


def _has_ban(d: dict) -> bool:
    from .cards.compiler import static_effects

    return any(e.op == BAN for e in static_effects(d))


def forbids(st: WowState, p: int, uid: int) -> str | None:
    """The name ``p`` can't play because a card in play with the ban power named it (None: no such ban)."""
    if not match_facts.some_card(st, "named_hand_ban.has", _has_ban):
        return None
    name = _name(st, uid).lower()
    for src in match_facts.printed_uids(st, "named_hand_ban.has", _has_ban):
        card = st.table.peek(src, None)
        note = card.flags.get(NOTE) if card is not None else None
        if note and note["player"] == p and note["name"].lower() == name and in_play(st, src) and _has_ban(data(st, src)):
            return note["name"]
    return None
