"""Amounts that scale ("for each …", "equal to …"): an effect's ``condition["scale"]`` (built by
engine.lorcana.cards.readers.scale_of) is counted as the effect resolves, and the effect's
printed amount (1 for "equal to") is multiplied by it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.effects import Effect

from .characteristics import condition_holds, count_per, matches, stat
from .state import LorcanaState


def scale_value(st: LorcanaState, frame: dict[str, Any], spec: dict[str, Any]) -> int:
    """The current value of a scale: a count of your cards, or a stat / the damage of "it"."""
    me, src = frame["player"], frame["source"]
    if "count" in spec:
        return count_per(st, me, src, spec["count"])
    if spec.get("lore_lost"):  # "you gain lore equal to the lore lost": what this ability's earlier step took
        return int(frame.get("lore_lost", 0))
    if "milled" in spec:  # "for each item card put into your discard this way": this ability's earlier step
        return sum(1 for u in frame.get("milled", []) if matches(st, u, spec["milled"], me, src))
    if spec.get("discarded"):  # "for each item card discarded this way" / "draw that many cards" (op discard_any)
        return int(frame.get("discarded", 0))
    if spec.get("it_count"):  # "draw a card for each item banished this way": the cards the previous step named (7.1.9)
        return len(frame["it"])
    if spec.get("damage_removed"):  # "draw a card for each 1 damage removed this way": this ability's earlier heal
        return int(frame.get("damage_removed", 0))
    if "trigger" in spec:  # "deal that much damage": a number the trigger carries (the damage dealt)
        return int(frame["trigger"].get(spec["trigger"], 0) or 0)
    of = spec.get("of", "it")
    ref = frame["it"] if of == "it" else [src]
    if of == "location":  # "that location's {L}": the location the trigger names (a move)
        ref = [frame["trigger"].get("location")]
    if of == "its_location":  # "that location's {L}": the location "it" is at (7.1.9)
        ref = [st.table.cards[u].flags.get("at") for u in frame["it"] if u in st.table.cards]
    ref = [u for u in ref if u is not None and u in st.table.cards]
    if not ref:
        return 0
    card = st.table.cards[ref[0]]
    if "damage_of" in spec:
        return card.damage
    return max(0, stat(st, ref[0], spec["stat_of"])) if card.zone == "play" else 0


def scaled(st: LorcanaState, frame: dict[str, Any], eff: Effect) -> Effect:
    """``eff`` with its amount counted now (unchanged when it does not scale). ``amount_if``
    ("if the moved character is a Knight, deal 2 damage instead", 7.7.2): another amount when the
    trigger's card matches the filter."""
    alt = (eff.condition or {}).get("amount_if")
    if alt is not None and "cond" in alt:  # "If you have a character named X in play, deal 3 damage instead"
        if condition_holds(st, alt["cond"], frame["player"], frame["source"]):
            eff = replace(eff, amount=alt["amount"])
    elif alt is not None:
        uid = frame["trigger"].get(alt.get("role", "subject"))
        if uid in st.table.cards and matches(st, uid, alt["filter"], frame["player"], frame["source"]):
            eff = replace(eff, amount=alt["amount"])
    spec = (eff.condition or {}).get("scale")
    if spec is None:
        return eff
    amount = eff.amount * scale_value(st, frame, spec) + int(spec.get("plus", 0))  # "cost up to 2 more than …"
    if "max" in spec:  # "…, to a maximum of 6 lore" (engine.lorcana.cards.templates_maximum)
        amount = min(amount, int(spec["max"]))
    return replace(eff, amount=amount)
