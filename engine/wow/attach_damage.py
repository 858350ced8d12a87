"""Helper watt: continuous powers of attachments on the damage packets of their hosts, asked by ``damage.deal``.

- "Ongoing: If attached ally would be dealt damage, that much damage is dealt to your hero instead."
  (Blessing of Sacrifice; EN 716, 408.2a) — a ``damage_redirect`` continuous power with
  ``condition={"from": "attached"}`` on an attachment: a packet to its host goes to the attachment's
  controller's hero instead (:func:`redirect`, after the other redirections: one replacement per packet;
  with several, the attachment with the lowest id applies, deterministic).
- "Ongoing: Prevent all damage that would be dealt with attached card." (Stifling Decree; EN 717) — a
  ``damage_prevent`` with ``condition={"as": "with"}``: a packet dealt with that card (the ability whose
  effect deals it, or a weapon it was struck with, 408.3d) is prevented (:func:`prevented_with`).
- "1 -> Target hero or ally can't deal combat damage to attached ally this turn." (Kiting; 103.2) — the op
  ``watt_no_combat_damage_to_host`` puts a ``NO_COMBAT_TO`` modifier on the target naming the host this turn:
  no combat packet from it to that host at all (:func:`cant_hit`).
- "[1] -> The next time attached hero would be dealt exactly 1 damage this turn, it's dealt 5 damage instead."
  (Sniper Training; EN 716) — the op ``watt_next_one_becomes`` puts a ``ONE_BECOMES`` modifier (``delta``: the
  new amount) on the host this turn; the next packet of exactly 1 to it, after the other replacements that
  raise it, becomes that much and uses the modifier up (:func:`next_one`).
- "If damage would be dealt with an ability you control to a hero or ally it's attached to, that much +1 is
  dealt instead." (Anders Blankheart; 408.2a, EN 716) — a continuous ``ATTACHED_PLUS`` power (``amount``):
  a packet dealt with an ability card its controller controls, attached to the damaged character, is raised
  (:func:`attached_ability_plus`)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

NO_COMBAT_TO = "watt_no_combat_to"
ONE_BECOMES = "watt_one_becomes"
ATTACHED_PLUS = "watt_attached_ability_plus"


def redirect(st: WowState, target: int) -> int | None:
    """The hero a packet to ``target`` is dealt to instead, or None."""
    for src, effs in sorted(kw.sources_doing(st, "damage_redirect"), key=lambda pair: pair[0]):
        card = st.table.peek(src)
        if card.attached_to != target or card.face_down:
            continue
        for e in effs:
            if (e.condition or {}).get("from") == "attached":
                hero = st.heroes[card.controller]
                if hero != target and kw.in_play(st, hero):
                    return hero
    return None


def prevented_with(st: WowState, via: int | None, weapons: list[int] | None) -> bool:
    """Whether the packet is dealt with a card (``via``, ``weapons``) a "with attached card" prevention applies to."""
    if not kw.sources_doing(st, "damage_prevent"):
        return False
    for uid in [*(weapons or ()), *([via] if via is not None else [])]:
        if uid in st.table.cards and kw.in_play(st, uid) and any(
                (e.condition or {}).get("as") == "with" for e in kw.statics(st, uid, "damage_prevent")):
            return True
    return False


def cant_hit(st: WowState, source: int | None, target: int) -> bool:
    """Whether ``source`` can't deal combat damage to ``target`` this turn (103.2)."""
    if source is None or not st.modifiers:
        return False
    return any(m.uid == source and m.stat == NO_COMBAT_TO and m.delta == target for m in st.modifiers)


def next_one(st: WowState, target: int, amount: int) -> tuple[int, list[Event]]:
    """The packet's amount after "the next time … would be dealt exactly 1 damage" (and the log entry)."""
    if amount != 1 or not st.modifiers:
        return amount, []
    for m in st.modifiers:
        if m.uid == target and m.stat == ONE_BECOMES:
            st.modifiers.remove(m)  # "the next time": used up
            return m.delta, [Event("replace", f"The damage packet to {kw.name(st, target)} becomes {m.delta} (was 1)", EN("716"),
                                   data={"uid": target})]
    return amount, []


def _host(call: OpCall) -> int | None:
    host = call.st.table.cards[call.link.uid].attached_to if call.link.uid in call.st.table.cards else None
    return host if isinstance(host, int) and host >= 0 and kw.in_play(call.st, host) else None


@resolves(GAME, "watt_no_combat_damage_to_host")
def _no_combat_to_host(call: OpCall) -> list[Event]:
    st, host = call.st, _host(call)
    if host is None:
        return []
    out = []
    for uid in call.uids:
        st.modifiers.append(Modifier(uid, NO_COMBAT_TO, host, duration="this_turn", player=call.player, turn=st.turn, source=call.link.uid))
        out.append(Event("modify", f"{kw.name(st, uid)} can't deal combat damage to {kw.name(st, host)} this turn", R("103.2"), call.player,
                         data={"uid": uid}))
    return out


@resolves(GAME, "watt_next_one_becomes")
def _next_one_becomes(call: OpCall) -> list[Event]:
    st, host = call.st, _host(call)
    if host is None:
        return []
    st.modifiers.append(Modifier(host, ONE_BECOMES, call.eff.amount, duration="this_turn", player=call.player, turn=st.turn, source=call.link.uid))
    return [Event("modify", f"The next time {kw.name(st, host)} would be dealt exactly 1 damage this turn, it's dealt {call.eff.amount} instead",
                  EN("716"), call.player, data={"uid": host})]


def attached_ability_plus(st: WowState, via: int | None, target: int) -> int:
    """How much ``ATTACHED_PLUS`` powers raise a packet dealt with ``via`` to ``target``."""
    found = kw.sources_doing(st, ATTACHED_PLUS)
    if not found or via is None or via not in st.table.cards:
        return 0
    card = st.table.peek(via)
    if card.attached_to != target or not kw.in_play(st, via) or kw.ctype(st, via) != "ability":
        return 0
    return sum(e.amount for src, effs in found for e in effs
               if st.table.peek(src).controller == card.controller and not st.table.peek(src).face_down)


@resolves(GAME, ATTACHED_PLUS)
def _attached_plus(call: OpCall) -> list[Event]:
    """A continuous power only (:func:`attached_ability_plus` reads it)."""
    return []
