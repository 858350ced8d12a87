"""Damage sent to your hero instead, this turn (EN 716 replacement effects, 408.2a; helper wstat2) — the op
``wst2_redirect`` sets one up as its link resolves, kept on the link controller's hero for this turn:

- no target, ``condition={"from": "allies"}`` — Human Shield "If damage would be dealt to an ally you
  control this turn, it's dealt to your hero instead.": every packet to an ally that player controls;
- a chosen target, ``condition={"next": True}`` — Intervene "The next time damage would be dealt to target
  friendly hero or ally this turn, it's dealt to your hero instead.": the next packet to it only;
  ``"combat": True`` — Peerless Guard "The next time combat damage would be dealt to target defending ally
  you control this turn, …": the next combat packet (408.3) to it;
- a chosen target, ``condition={"to_target": True}`` — Trickster's Gambit "The next time damage would be dealt to your hero
  this turn, it's dealt to another target hero or ally instead.": the next packet to your hero goes to the target (while
  it is a character in play; helper w30abil2).

Also "The next time your hero would deal nature damage this turn, it deals that much damage +2 instead."
(Stormstrike): a ``grant_keyword`` this turn of the pseudo-keyword ``NEXT_TYPE_PLUS + "nature"`` (amount the
+N) on your hero; ``damage.deal`` asks :func:`next_type_plus`, which uses it up on the next such packet (EN 716).

``damage.deal`` asks :func:`redirect` after the continuous redirections; a packet is replaced once (never
sent back), and not to the character it was going to."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "wst2_redirect"
_FLAG = "_wst2_redirects"


def redirect(st: WowState, target: int, combat: bool) -> int | None:
    """The character a packet to ``target`` is dealt to instead (this turn's set-ups), or None."""
    for hero_uid in st.heroes:
        hero = st.table.peek(hero_uid, None)  # reading; fetched to write only when a set-up is used
        specs = hero.flags.get(_FLAG) if hero is not None else None
        if not specs:
            continue
        for spec in list(specs):
            if spec["turn"] != st.turn:
                continue
            who = spec["who"]
            if spec["from"] == "allies":
                if not (kw.is_ally(st, target) and st.table.peek(target).controller == who):
                    continue
            elif spec["from"] != target:
                continue
            if spec.get("combat") and not combat:
                continue
            to = spec.get("to", st.heroes[who])  # "… it's dealt to another target hero or ally instead" (helper w30abil2)
            if to == target or to not in st.table.cards or not kw.in_play(st, to) or not kw.is_character(st, to):
                continue
            flags = st.table.cards[hero_uid].flags
            specs = flags[_FLAG]  # its own copy (same set-ups, same order)
            if spec.get("next"):
                specs.remove(spec)
            flags[_FLAG] = [s for s in specs if s["turn"] == st.turn]
            return to
    return None


@resolves(GAME, OP)
def _set_up(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    cond = call.eff.condition or {}
    hero = st.table.cards[st.heroes[p]]
    specs = [s for s in (hero.flags.get(_FLAG) or []) if s["turn"] == st.turn]
    if cond.get("from") == "allies":
        specs.append({"turn": st.turn, "who": p, "from": "allies"})
        text = f"This turn, damage that would be dealt to an ally P{p + 1} controls is dealt to his hero instead"
    elif cond.get("to_target"):  # "The next time damage would be dealt to your hero this turn, it's dealt to another target
        if not call.uids:  # hero or ally instead." (Trickster's Gambit; helper w30abil2): from your hero to the target, once
            return []
        specs.append({"turn": st.turn, "who": p, "from": st.heroes[p], "to": call.uids[0], "next": True, "combat": False})
        text = f"The next time damage would be dealt to P{p + 1}'s hero this turn, it's dealt to {kw.name(st, call.uids[0])} instead"
    else:
        if not call.uids:
            return []
        specs += [{"turn": st.turn, "who": p, "from": uid, "next": bool(cond.get("next")), "combat": bool(cond.get("combat"))} for uid in call.uids]
        when = "The next time" if cond.get("next") else "Each time"  # (Reckless Abandon: every packet this turn; helper w30abil2)
        text = f"{when} {'combat ' if cond.get('combat') else ''}damage would be dealt to {kw.name(st, call.uids[0])} this turn, it's dealt to P{p + 1}'s hero instead"
    hero.flags[_FLAG] = specs
    return [Event("modify", text, EN("716"), p)]


NEXT_TYPE_PLUS = "Next Damage Plus: "
"""Pseudo-keyword prefix (+ a damage type; amount = the +N): the next packet of that type its holder deals this turn is +N."""


def next_type_plus(st: WowState, source: int | None, dtype: str) -> int:
    """The +N for a packet ``source`` deals of ``dtype`` (one of its types, 408.3a), used up (the next time only)."""
    if source is None:
        return 0
    types = set(dtype.lower().split())
    for m in st.modifiers:
        if m.uid == source and m.keyword.startswith(NEXT_TYPE_PLUS) and m.keyword[len(NEXT_TYPE_PLUS):].lower() in types and m.turn == st.turn:
            st.modifiers = [x for x in st.modifiers if x is not m]
            return m.delta or 1
    return 0
