""""Destroy target ally. If an opponent went first this game, put a card with the same name as that ally from a
graveyard into your party." (Wub's Cursed Hexblade; helper w30gear): the op ``wg30_namesake_to_play`` has the link's
controller pick one card in any graveyard with the name of the card the link acted on before (``engine.wow.refs``;
200.2: the same name) — not a target (EN 706) — which enters play under his control as a resolving card would (710.1:
not played, no cost). None there: nothing happens. Also ``wg30_noted_by_name_to_play`` (Portal Stone, below)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN
from .state import Link, WowState

OP = "wg30_namesake_to_play"


def _options(st: WowState, names: set[str]) -> list[int]:
    return [u for q in range(st.num_players) for u in st.table.zone(q, "graveyard") if kw.name(st, u).lower() in names]


@resolves(GAME, OP)
def _namesake_to_play(call: OpCall) -> list[Event]:
    st, p, link = call.st, call.player, call.link
    names = {kw.name(st, row["uid"]).lower() for row in link.data.get("ref", []) if row["uid"] in st.table.cards}
    options = _options(st, names)
    if not options:
        return [Event("graveyard", "No card with that name in a graveyard", EN("709.1"), p)]
    if len(options) == 1:
        return _enter(st, p, options[0])
    continuations.pause_for(call, OP, {"player": p},
                            Pending(p, OP, f"{kw.name(st, link.uid)}: put a card with that name from a graveyard into your party",
                                    [Option(str(u), f"{kw.name(st, u)} (P{st.table.peek(u).owner + 1}'s graveyard)") for u in options], 1, 1,
                                    EN("709.1")))
    return []


def _enter(st: WowState, player: int, uid: int) -> list[Event]:
    return continuations.resolve_card(st, Link("card", player, uid, label=kw.name(st, uid)))  # 710.1


@handles(OP)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    spec, w = continuations.take_job(st, OP)
    uid = int(picks[0])
    events = _enter(st, spec["player"], uid) if st.table.cards[uid].zone in ("graveyard", "removed") else []
    return events + continuations.resume_link(st, w)


PORTAL = "wg30_noted_by_name_to_play"


def _noted_by_name(st: WowState, name: str) -> list[int]:
    """The cards still removed from the game that a card with this name removed and noted (``removed_this_way``), in
    any zone (a destroyed one's note stays on it)."""
    from .removed_this_way import KEY

    out: list[int] = []
    for c in st.table.peek_cards():
        if kw.data(st, c.uid).get("name", "").lower() != name.lower():
            continue
        out += [u for u in c.flags.get(KEY, []) if u in st.table.cards and st.table.peek(u).zone == "removed" and u not in out]
    return out


@resolves(GAME, PORTAL)
def _noted_to_play(call: OpCall) -> list[Event]:
    """ "Put an ally removed by the card named Portal Stone into play under your control." (helper w30gear; 710.1): one
    of the allies a card of that name (``condition["name"]``, any copy, 200.2) removed from the game and noted, still
    removed, picked by the link's controller, enters play under his control (not played)."""
    st, p = call.st, call.player
    options = [u for u in _noted_by_name(st, str((call.eff.condition or {}).get("name") or "")) if kw.ctype(st, u) == "ally"]
    if not options:
        return [Event("removed", "No ally removed that way is left", EN("709.1"), p)]
    if len(options) == 1:
        return _enter(st, p, options[0])
    continuations.pause_for(call, OP, {"player": p},
                            Pending(p, OP, f"{kw.name(st, call.link.uid)}: put one of these into play under your control",
                                    [Option(str(u), kw.name(st, u)) for u in options], 1, 1, EN("709.1")))
    return []
