"""Helper triggers: the top card of a deck looked at or revealed, then maybe milled (415.3a, 415.4a).

- op ``peek_top_mill``: the link's controller looks at the top card of the targeted player's deck
  (a chosen player, by his hero, EN 706; only he sees it, 415.4a) and may put it into its owner's
  graveyard (EN 709.3) — "you may look at the top card of target player's deck. You may put it into
  its owner's graveyard." (Stormwind Investigator, Pathfinder Fansal). With ``condition["each"]`` each
  player reveals his top card (public) and the controller puts any number of them into their owners'
  graveyards — "Each player reveals the top card of his deck. You may put any number of those cards
  into their owners' graveyards." (Pathfinder Fansal's Death Rattle). With ``condition["look_only"]`` the
  controller only looks — "Then, look at the top card of its controller's deck." (Seeping Poison: the
  target ``attached``, the deck of the host's controller).
- op ``remove_top_half``: the targeted opponent removes the top half of his deck, rounded up, from the
  game (415.7) — "remove the top half of target opponent's deck from the game, rounded up." (Alana).
"""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, grave_route, zone_moves
from . import keywords as kw
from .answers import handles
from .mill import players
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "peek_top_mill"


@resolves(GAME, "peek_top_mill")
def _peek_top_mill(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    each = bool((call.eff.condition or {}).get("each"))
    players = list(range(st.num_players)) if each else sorted({st.table.cards[u].controller for u in call.uids})
    tops = [st.table.zone(q, "deck")[0] for q in players if st.table.zone(q, "deck")]
    if not tops:
        return [Event("look", "No card to look at: the deck is empty", EN("709.1"), p)]
    if each:
        events = [effects.reveal(st.table, tops, EN("709.1"), p)]
        options = [Option(str(u), f"P{st.table.cards[u].owner + 1}'s {kw.name(st, u)}") for u in tops]
        prompt, low, high = "Put any number of the revealed cards into their owners' graveyards", 0, len(tops)
    else:
        _, ev = effects.look_top(st.table, p, st.table.cards[tops[0]].owner, "deck", 1, EN("709.1"))
        events = [ev]
        if (call.eff.condition or {}).get("look_only"):
            return events
        options = [Option(str(tops[0]), f"Put {kw.name(st, tops[0])} into its owner's graveyard"), Option("keep", "Leave it on top")]
        prompt, low, high = "You look at the top card: put it into its owner's graveyard?", 1, 1
    continuations.pause_for(call, "peek_top", tops, Pending(p, KIND, prompt, options, low, high, EN("709.3")))
    return events


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked top cards go to their owners' graveyards (if still on top), then the link goes on."""
    tops, w = continuations.take_job(st, "peek_top")
    events: list[Event] = []
    for uid in (int(x) for x in picks if x != "keep"):
        owner = st.table.cards[uid].owner
        if uid in tops and st.table.zone(owner, "deck")[:1] == [uid]:
            ev = grave_route.move(st, uid, R("415.3a"), player=owner)
            ev.text = f"{kw.name(st, uid)} goes from the top of P{owner + 1}'s deck into the graveyard"
            events.append(ev)
    if not events:
        events.append(Event("look", f"P{pending.player + 1} leaves the top card(s) where they are", EN("709.3"), pending.player))
    return events + continuations.resume_link(st, w)


def half_up(n: int) -> int:
    """Half of ``n``, rounded up."""
    return (n + 1) // 2


@resolves(GAME, "remove_top_half")
def _remove_top_half(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for q in players(call):  # the named players, as "remove the top N cards" names them (engine.wow.mill)
        deck = list(st.table.zone(q, "deck"))
        gone = deck[: half_up(len(deck))]
        for uid in gone:
            zone_moves.move(st, uid, "removed", R("415.7"), player=q)
            st.table.cards[uid].known_to = list(range(st.num_players))
        events.append(Event("remove", f"P{q + 1} removes the top {len(gone)} of {len(deck)} card(s) of his deck from the game", R("415.7"), p))
    return events
