"""A name, damage type or card kind named as a quest is completed (EN 702.1: part of completing it) and read by its
reward: "Pay 1 and name a class to complete this quest. Reward: Reveal the top four cards of your deck. Put a
revealed ally of that class into your hand …" (A Hero's Burden), "Pay 1 and name a damage type …" (Under the
Shadow), "Choose ability, ally, or equipment, and pay 2 … Reward: Look at target opponent's hand and choose a card
of that kind." (Junkboxes Needed).

A ``complete`` power's ``cost["name"]`` is "class", "dtype" or "kind"; the ``quest`` action names one of
:func:`options` (``name``), kept on the quest (``NAMED``). A reward effect with ``condition["named"]`` gets, as it
resolves, the filter of what was named (:func:`fill`): an ally of that class, a card with ATK of that damage type,
a card of that kind."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.effects import Effect

from .card_facts import CLASS_WORDS as STANDARD
from .quests import CLASSES
from .state import WowState

NAMED = "_quest_named"
DAMAGE_TYPES = ("arcane", "fire", "frost", "holy", "nature", "shadow", "melee", "ranged")
KINDS = ("ability", "ally", "equipment")
"""(``standard_class``: "Name a standard class", the ten of 206.1a — Mantle of Master Cho's cost, helper x32kind)"""


def options(cost: dict[str, Any]) -> list[str | None]:
    """What may be named completing the quest (``[None]``: nothing is named)."""
    return {"class": list(CLASSES), "standard_class": list(STANDARD), "dtype": list(DAMAGE_TYPES), "kind": list(KINDS)}.get(cost.get("name") or "", [None])  # type: ignore[return-value]


def label(name: str | None) -> str:
    return f" (naming {name})" if name else ""


def note(st: WowState, uid: int, name: str | None) -> None:
    if name:
        st.table.cards[uid].flags[NAMED] = name


def fill(st: WowState, quest: int, eff: Effect) -> Effect:
    """The effect with the filter of what was named completing ``quest`` (``condition["named"]``: its shape)."""
    cond = dict(eff.condition or {})
    card = st.table.cards.get(quest)
    name = card.flags.get(NAMED) if card is not None else None
    shape = cond.pop("named")
    flt = dict(cond.get("filter") or {})
    if shape == "class":
        flt.update({"types": ["ally"], "tag": name or "-"})
    elif shape == "dtype":
        flt.update({"atk_type": name or "-"})
    else:
        flt.update({"types": [name or "-"]})
    cond["filter"] = flt
    return replace(eff, condition=cond)


def cost_for(cost: dict[str, Any], name: str | None) -> dict[str, Any]:
    """The completion cost once ``name`` is named: "remove a card of that kind in your graveyard from the game"
    (``choose = {"remove_graveyard": {"named": true}}``) takes that kind as its filter."""
    cc = cost.get("choose") or {}
    if not (cc.get("remove_graveyard") or {}).get("named"):
        return cost
    return {**cost, "choose": {**cc, "remove_graveyard": {"types": [name or "-"]}}}
