"""Numbers chosen in secret (709.1): Barak the Shamed "When Barak enters play, each player secretly chooses a number.
The player who chooses the highest number gains control of Barak, and you put that amount of damage on that player's
hero. If there's a tie, you choose the outcome."

The op ``xc32_secret_number_bid``: the link's controller, then the opponent, each choose a number alone (each pending is
asked of that player only; the first number is kept in the game's waiting state, which no view shows, so the second
player chooses without knowing it — as ``secret_choices``' Rock, Parchment, Sickle); then both numbers are said aloud.
The highest chooser gains control of the source for good (401.3; the controller keeps it if he is that player), and
that much damage is put on that player's hero (405.3: placed, not dealt, up to fatal damage). A tie: the controller
chooses which of the two players it is ("you choose the outcome").

The numbers offered are 0 up to the greatest damage a hero in play can still take (rule call: a higher number puts no
more damage, 405.3, and wins no more than that one)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .control import gain_control
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "xc32_secret_number_bid"
TIE = "xc32_secret_number_tie"


def _room(st: WowState) -> int:
    """The greatest damage a hero in play can still take (405.3)."""
    return max([max(kw.health(st, h) - st.table.peek(h).damage, 0) for h in st.heroes if h in st.table.cards] or [0])


def _ask(st: WowState, player: int) -> None:
    st.pending.append(Pending(player, KIND, "Choose a number (in secret)", [Option(str(n), str(n)) for n in range(_room(st) + 1)], 1, 1, EN("709.1")))


@resolves(GAME, KIND)
def _bid(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    if not kw.in_play(st, call.link.uid):
        return []
    st.waiting = {**call.resume(), KIND: {"players": [p, 1 - p], "picks": [], "source": call.link.uid}}
    _ask(st, p)
    call.stop = True
    return [Event("choose", f"P{p + 1} and P{2 - p} each choose a number in secret", EN("709.1"), p)]


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    d = st.waiting[KIND]
    d["picks"].append(int(picks[0]))
    if len(d["picks"]) < 2:
        _ask(st, d["players"][1])
        return [Event("choose", f"P{pending.player + 1} chooses a number in secret", EN("709.1"), pending.player)]
    (p, q), (mine, theirs) = d["players"], d["picks"]
    events = [Event("choose", f"P{p + 1} chose {mine}, P{q + 1} chose {theirs}", EN("709.1"), p)]
    if mine == theirs:  # "If there's a tie, you choose the outcome."
        st.pending.append(Pending(p, TIE, f"A tie at {mine}: who gains control of {kw.name(st, d['source'])} and takes the damage?",
                                  [Option(str(p), "You"), Option(str(q), "Your opponent")], 1, 1, EN("709.1")))
        return events
    return events + _outcome(st, p if mine > theirs else q, max(mine, theirs))


@handles(TIE)
def _answer_tie(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    d = st.waiting[KIND]
    return _outcome(st, int(picks[0]), d["picks"][0])


def _outcome(st: WowState, winner: int, n: int) -> list[Event]:
    w = dict(st.waiting)
    d = w.pop(KIND)
    st.waiting = {}
    src, p = d["source"], d["players"][0]
    events = [Event("choose", f"P{winner + 1} chose the highest number ({n})", EN("709.1"), p)]
    if src in st.table.cards and kw.in_play(st, src):
        events += gain_control(st, src, winner, duration="permanent", source=src, rule=R("401.3"))
    hero = st.heroes[winner]
    placed = min(n, max(kw.health(st, hero) - st.table.peek(hero).damage, 0)) if hero in st.table.cards else 0
    if placed > 0:
        st.table.cards[hero].damage += placed
        events.append(Event("put_damage", f"{placed} damage is put on {kw.name(st, hero)}", R("405.3"), p, data={"uid": hero, "amount": placed}))
    return events + continuations.resume_link(st, w)
