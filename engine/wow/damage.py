"""Damage, healing and packets (405, 407, 408), with prevention by keywords and armor
(EN 716–717, outside the provided document)."""

from __future__ import annotations

from engine.core import Event, effects

from . import keywords as kw
from .rules import EN, R
from .state import WowState


def deal(st: WowState, source: int | None, target: int, amount: int, dtype: str, *, combat: bool = False,
         unpreventable: bool = False) -> list[Event]:
    """Deal ``amount`` damage as one packet (405.4, 408). No packet if the target isn't a character
    in play or the amount is ≤0 (408.2a, 408.2b); prevention may shrink it to nothing (405.5)."""
    if amount <= 0 or not kw.is_character(st, target):
        return []
    keys = kw.keywords(st, target)
    name = kw.name(st, target)
    if "Immune" in keys:
        return [Event("prevent", f"{name} is Immune: no damage", EN("glossary: Immune"), data={"uid": target})]
    prevented = 0
    why = []
    if not unpreventable:
        if "Aberration" in keys and not combat:
            prevented, why = amount, ["Aberration"]
        res = f"{dtype.title()} Resistance"
        if res in keys:
            prevented, why = amount, [res]
        if "Hardiness" in keys and prevented < amount:
            prevented += 1
            why.append("Hardiness")
        for shield in list(st.shields):
            if shield.uid == target and prevented < amount:
                used = min(shield.amount, amount - prevented)
                prevented += used
                shield.amount -= used
                why.append("armor")
                if shield.amount <= 0:
                    st.shields.remove(shield)
    amount -= min(prevented, amount)
    events: list[Event] = []
    if why:
        events.append(Event("prevent", f"{name}: {prevented} damage prevented ({', '.join(why)})", EN("717"), data={"uid": target}))
    if amount <= 0:
        return events  # 408.2a: a packet reduced to 0 vanishes; nothing "was dealt"
    ev = effects.deal_damage(st.table, target, amount, R("405.4"))
    src = kw.name(st, source) if source is not None and source in st.table.cards else "the game"
    ev.text = f"{src} deals {amount} {dtype} damage to {name}" + (" (combat)" if combat else "")
    ev.rule = R("408.3b") if combat else R("405.4")
    ev.data.update({"source": source, "type": dtype, "combat": combat})
    events.append(ev)
    return events


def heal(st: WowState, target: int, amount: int) -> list[Event]:
    """407.1: remove up to ``amount`` damage; 407.3: an undamaged character makes no packet."""
    if not kw.is_character(st, target):
        return []
    card = st.table.cards[target]
    if card.damage <= 0 or amount <= 0:
        return [Event("heal", f"{kw.name(st, target)} has no damage: nothing is healed", R("407.3"), data={"uid": target})]
    ev = effects.remove_damage(st.table, target, amount, R("407.1"))
    ev.text = f"{ev.data['n']} damage healed from {kw.name(st, target)}"
    return [ev]
