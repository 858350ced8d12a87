""""If you targeted a hero, you may interrupt a card played by its controller unless he pays 1 for
each damage dealt this way." (The Taste of Arcana) — the op ``pick_played``: on resolution, if the
card the link acted on before (``engine.wow.refs``) is a hero, the link's controller may choose a
card that hero's controller is playing (a card link of his on the chain, EN 711; no target: chosen
as it resolves, EN 709.1). The choice becomes the remembered card, so the printed "unless he pays"
(``engine.wow.unless``, amount per damage dealt this way) and the interrupt (``move`` to
"interrupted" on ``Target("ref", {"of": "chain"})``) act on it; no choice: nothing is interrupted."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .refs import remember
from .rules import EN
from .state import WowState
from .targets import interruptible

KIND = "pick_played"
NONE = "none"


@resolves(GAME, KIND)
def _pick_played(call: OpCall) -> list[Event]:
    st, p, link = call.st, call.player, call.link
    heroes = [u for u in call.uids if u in st.heroes]
    link.data["ref"] = []  # nothing chosen yet: the interrupt acts on nothing
    if not heroes:
        return [Event("interrupt", "No hero was targeted: nothing to interrupt", EN("709.1"), p)]
    q = st.table.cards[heroes[0]].controller
    kinds = (call.eff.condition or {}).get("filter") or {"types": ["any"]}  # "an ability card played by its controller" (helper wshot)
    played = [u for u in interruptible(st, kinds, link.uid) if any(lk.uid == u and lk.controller == q for lk in st.chain)]
    if not played:
        return [Event("interrupt", f"P{q + 1} is playing no card", EN("711.1"), p)]
    continuations.pause_for(call, KIND, True,
                            Pending(p, KIND, f"{kw.name(st, link.uid)}: interrupt a card P{q + 1} is playing?",
                                    [*(Option(str(u), kw.name(st, u)) for u in played), Option(NONE, "Don't")], 1, 1, EN("711.1")))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The chosen card (or none) is what the rest of the link acts on; then the link goes on."""
    from .chain import link_from_json, link_json

    w, st.waiting = st.waiting, {}
    w.pop(KIND, None)
    link = link_from_json(w["link"])
    if picks and picks[0] != NONE:
        remember(st, link, [int(picks[0])])
    w["link"] = link_json(link)
    return continuations.resume_link(st, w)
