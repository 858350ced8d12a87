"""Looking at opposing decks' top cards at any time, and guessing costs (helper x33quest): "You may look at the top card
of any opponent's deck at any time." / "At the start of your turn, guess whether the top card of your deck has a higher
or lower cost than the top card of target opponent's deck. Then, both players reveal the top card of their deck. If
you guessed correctly, draw a card." (Farseer Nobundo).

- :data:`LOOK_OP` (a continuous power, never carried out): while a face-up card with it is in play, its controller
  knows the top card of each opponent's deck (415.4a: only he sees it; ``known_to``), refreshed after every action
  (:func:`refresh`, from ``WowEngine._apply``) — looking is free and changes nothing, so "may … at any time" is the
  card kept shown to him (he may ignore it).
- op :data:`GUESS_OP` (the target: an opposing hero, standing for its player, EN 706): the link's controller guesses
  "higher" or "lower" (a choice :data:`KIND`; he may see only what he knows), then both top cards are revealed
  (public, 709.1); the guess is right when his top card's cost is strictly higher / lower than the other's (equal
  costs: neither guess is right; a missing top card: no cost to compare, not right). Right: he draws a card
  (``may_skip_draw.tail_draw``: the draw's replacements apply)."""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, may_skip_draw
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

LOOK_OP = "ye33_see_opposing_tops"
GUESS_OP = "ye33_guess_top_costs"
KIND = "ye33_guess_top_costs"


def refresh(st: WowState) -> None:
    """The controllers of :data:`LOOK_OP` cards know each opponent's top card now (415.4a)."""
    for src, _ in kw.sources_doing(st, LOOK_OP):
        me = st.table.peek(src).controller
        for q in range(st.num_players):
            top = st.table.zone(q, "deck")[:1]
            if q != me and top and me not in st.table.peek(top[0]).known_to:
                st.table.cards[top[0]].known_to.append(me)


def _cost(st: WowState, uid: int) -> int:
    return int(kw.data(st, uid).get("cost") or 0)


@resolves(GAME, GUESS_OP)
def _guess(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    opp = next((st.table.peek(u).controller for u in call.uids if u in st.heroes), 1 - p)
    continuations.pause_for(call, KIND, {"opp": opp},
                            Pending(p, KIND, f"{kw.name(st, call.link.uid)}: is the top card of your deck higher or lower in cost than the top card of P{opp + 1}'s deck?",
                                    [Option("higher", "Higher"), Option("lower", "Lower")], 1, 1, EN("709.1")))
    return []


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    job, w = continuations.take_job(st, KIND)
    p, opp, guess = pending.player, int(job["opp"]), picks[0]
    mine, theirs = st.table.zone(p, "deck")[:1], st.table.zone(opp, "deck")[:1]
    events = [Event("guess", f"P{p + 1} guesses {guess}", EN("709.1"), p)]
    shown = mine + theirs
    if shown:
        events.append(effects.reveal(st.table, shown, EN("709.1"), p))  # both players reveal (public)
    right = bool(mine and theirs) and ((_cost(st, mine[0]) > _cost(st, theirs[0])) if guess == "higher" else (_cost(st, mine[0]) < _cost(st, theirs[0])))
    events.append(Event("guess", f"P{p + 1} guessed {'correctly' if right else 'wrong'}", EN("709.1"), p))
    if not right:
        return events + continuations.resume_link(st, w)
    return events + may_skip_draw.tail_draw(st, [[p, 1]], EN("709.1"), w)
