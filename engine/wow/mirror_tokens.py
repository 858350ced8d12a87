""""Put three 0 [Arcane] / 1 [Health] Mirror ally tokens into play with 'If damage would be dealt to your
hero, it's dealt to a random hero or Mirror you control instead.'" (Mirror Image).

The op ``mirror_tokens`` puts ``condition["token"]`` into play ``amount`` times (404.2, through
``continuations``) and gives each the replacement power (flag :data:`FLAG`). ``damage.deal`` asks
:func:`redirect` for every packet (408.2a, EN 716): a packet that would be dealt to a hero is offered to
each such Mirror of that hero's controller in turn (each replacement applies once to a packet, EN 716);
one picks, with the game's seeded random numbers (415.9d's "at random"), among that hero and the Mirrors
(cards with the Mirror tag) he controls; once the packet goes to a Mirror the others no longer apply (it
would no longer be dealt to the hero). A Mirror that lost its powers (103.2) replaces nothing."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, Target, resolves

from . import continuations
from . import keywords as kw
from .lost_powers import suppressed
from .ops import GAME, OpCall
from .state import Link, WowState

OP = "mirror_tokens"
FLAG = "_mirror_image"


@resolves(GAME, OP)
def _mirror_tokens(call: OpCall) -> list[Event]:
    st, p, link = call.st, call.player, call.link
    put = Effect("play_free", max(1, call.amount), Target("player"), zone="allies", condition={"token": (call.eff.condition or {})["token"]})
    events = continuations.run_effects(st, Link(link.kind, p, link.uid, link.power, [], 0, link.label, {}), [put])  # 404.2
    for ev in events:
        uid = (ev.data or {}).get("uid")
        if ev.kind == "token" and isinstance(uid, int) and uid in st.table.cards:
            st.table.cards[uid].flags[FLAG] = True
    return events


def redirect(st: WowState, target: int) -> tuple[int, list[int]]:
    """Where a packet to ``target`` goes after the Mirrors' replacements, and the Mirrors that applied."""
    if not kw.is_hero(st, target):
        return target, []
    owner = st.table.peek(target).controller
    allies = [u for u in st.table.zone(owner, "allies") if kw.is_character(st, u)]
    sources = [u for u in allies if st.table.peek(u).flags.get(FLAG) and not suppressed(st, u)]
    if not sources:
        return target, []
    mirrors = [u for u in allies if "mirror" in kw.words(st, u)]
    used = []
    for src in sources:  # each replacement once; the packet stays "to your hero" only while the hero is picked
        used.append(src)
        pick = st.rng.choice([target, *mirrors])
        if pick != target:
            return pick, used
    return target, used
