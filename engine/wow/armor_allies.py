"""Armor that can prevent damage to allies (304.3, EN 717.2c; helper wprev): "Bulwark of the Amani Empire can prevent
damage that would be dealt to allies in your party.", "This armor can prevent damage to non-[Horde], non-[Alliance]
allies you control." (Crown of Chelonian Freedom).

The continuous op ``wprev_armor_protects`` (never carried out) on the armor: ``condition["filter"]`` (a
``targets.matches`` filter, read from the armor controller's side) names the allies it may protect. As a hero's armor
(``engine.WowEngine._armor``), such a ready armor with DEF may be exhausted in the combat step to prevent the next
damage equal to its DEF dealt this turn to an ally of that kind its controller controls that is the attacker or the
defender of the combat (the action ``armor`` with ``to``: that ally) — a choice made like the hero's own, which the
rules leave to the armor prevention rule the document lacks (304.3, 717.2c)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .restrictions import can_exhaust
from .state import WowState

OP = "wprev_armor_protects"


def _filters(st: WowState, armor: int) -> list[dict]:
    from .powers import powers

    return [dict((e.condition or {}).get("filter") or {}) for pw in powers(st, armor) if pw.kind == "static" for e in pw.effects if e.op == OP]


def options(st: WowState, p: int) -> list[tuple[int, int]]:
    """The (armor, ally) pairs ``p`` may use now: a ready armor with DEF that can protect that ally, an ally of his in
    the combat step (attacker or defender)."""
    from .targets import matches

    c = st.combat
    if c is None or c.stage != "step" or not kw.sources_doing(st, OP):
        return []
    allies = [u for u in (c.attacker, c.defender) if isinstance(u, int) and u in st.table.cards and kw.is_ally(st, u)
              and kw.in_play(st, u) and st.table.peek(u).controller == p]
    out = []
    for a in st.table.zones[p]["hero_row"]:
        if kw.ctype(st, a) != "armor" or kw.defense(st, a) <= 0 or st.table.peek(a).tapped or not can_exhaust(st, a):
            continue
        flts = _filters(st, a)
        for ally in allies:
            if any(matches(st, p, ally, {"types": ["ally"], **f}, a) for f in flts):
                out.append((a, ally))
    return out


@resolves(GAME, OP)
def _never_carried_out(call: OpCall) -> list[Event]:
    """A continuous power (EN 714), read by :func:`options`."""
    return []


LAUGH = "wprev_laughed_turn"
"""Card flag: the turn its controller exhausted this armor saying he laughs a scary laugh ("If this armor would prevent
damage, you may laugh a scary laugh. If you do, this armor prevents all that damage instead.", The Horseman's Horrific
Helm): the choice is made as the armor is exhausted (the action ``armor`` with ``laugh``), for the prevention it makes."""


def laughs(st: WowState, armor: int) -> bool:
    """Whether the armor has a "you may laugh a scary laugh" prevention (its ``wprev_prevents_more`` with ``laugh``)."""
    from .powers import powers

    return any(e.op == MORE and (e.condition or {}).get("laugh") for pw in powers(st, armor) if pw.kind == "static" for e in pw.effects)


MORE = "wprev_prevents_more"
"""The continuous op of "If this equipment would prevent magical damage, it prevents that much +3 instead." (Tattered
Dreadmist Mantle; EN 716, 717): a shield this card made (its armor exhausted, 304.3) prevents ``amount`` more of a packet
of the types ``condition["dtype"]`` names (a list: any of them; "magical": arcane, fire, frost, holy, nature, shadow);
with ``condition["laugh"]`` only if its controller laughed as he exhausted it (:data:`LAUGH`)."""


def prevents_more(st: WowState, shielder: int, dtype: str) -> int:
    """How much more the shield of card ``shielder`` prevents of a packet of ``dtype`` (``damage.deal``)."""
    from .shield_filters import MAGICAL

    if not isinstance(shielder, int) or shielder not in st.table.cards or not kw.in_play(st, shielder) or not kw.sources_doing(st, MORE):
        return 0
    from .powers import powers

    types = set(dtype.lower().split())
    more = 0
    laughed = st.table.peek(shielder).flags.get(LAUGH) == st.turn
    for pw in powers(st, shielder):
        for e in pw.effects if pw.kind == "static" else ():
            if e.op == MORE and (e.condition or {}).get("laugh") and not laughed:
                continue  # "you may laugh a scary laugh. If you do, …": not laughed as it was exhausted
            if e.op == MORE:
                want = set((e.condition or {}).get("dtype") or [])
                want = (want - {"magical"}) | (MAGICAL if "magical" in want else set())
                if not want or types & want:
                    more += e.amount
    return more


@resolves(GAME, MORE)
def _never_carried_out_more(call: OpCall) -> list[Event]:
    """A continuous power (EN 714), read by :func:`prevents_more`."""
    return []
