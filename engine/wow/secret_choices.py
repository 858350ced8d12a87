"""Rock, Parchment, Sickle (helper wzone2): "When this ally attacks, you and target opponent play Rock, Parchment,
Sickle. If you lose, it can't deal damage this combat." (Crawling Claw).

The op ``wz2_rps``: the link's controller, then the opponent (``Target("opponent")``), each pick one of the three in
secret (each pick is asked of that player alone; the first pick is kept in the game's waiting state, never shown, so
the second player can't know it); then both picks are said aloud (public log). Rock beats Sickle, Sickle beats
Parchment, Parchment beats Rock. If the controller loses, the source gets "can't deal damage" (103.2) this combat
(``duration`` "this_battle"); a tie is no loss (rule call: the card says only "If you lose", and the game isn't played
again)."""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .cards.activated_keys import CANT_DEAL_DAMAGE
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "wz2_rps"
SIGNS = ("Rock", "Parchment", "Sickle")
BEATS = {"Rock": "Sickle", "Sickle": "Parchment", "Parchment": "Rock"}


def _ask(st: WowState, player: int) -> None:
    st.pending.append(Pending(player, KIND, "Rock, Parchment, Sickle: choose one (in secret)", [Option(s, s) for s in SIGNS], 1, 1, EN("709.1")))


@resolves(GAME, KIND)
def _rps(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    tgt = call.eff.target
    other = 1 - p if tgt is None or tgt.kind == "opponent" else sorted({st.table.cards[u].controller for u in call.uids})[0]
    continuations.pause_for(call, KIND, {"players": [p, other], "picks": [], "source": call.link.uid})
    _ask(st, p)
    return [Event("choose", f"P{p + 1} and P{other + 1} play Rock, Parchment, Sickle", EN("709.1"), p)]


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    d = st.waiting[KIND]
    d["picks"].append(picks[0])
    if len(d["picks"]) < 2:
        _ask(st, d["players"][1])
        return [Event("choose", f"P{pending.player + 1} chooses in secret", EN("709.1"), pending.player)]
    w = dict(st.waiting)
    w.pop(KIND)
    st.waiting = {}
    (p, q), (mine, theirs) = d["players"], d["picks"]
    events = [Event("choose", f"P{p + 1} plays {mine}, P{q + 1} plays {theirs}", EN("709.1"), p)]
    src = d["source"]
    if BEATS[theirs] == mine and src in st.table.cards and kw.in_play(st, src):  # the controller lost
        st.modifiers.append(Modifier(src, "", 1, keyword=CANT_DEAL_DAMAGE, duration="this_battle", player=p, turn=st.turn, source=src))
        events.append(Event("modify", f"P{p + 1} loses: {kw.name(st, src)} can't deal damage this combat", R("103.2"), p, data={"uid": src}))
    else:
        events.append(Event("choose", f"P{p + 1} doesn't lose" + (" (a tie)" if mine == theirs else ""), EN("709.1"), p))
    return events + continuations.resume_link(st, w)
