"""Option labels as the choosing player sees them. A pending's options name cards by uid; an op
labels a card as the public sees it ("a face-down card" for a card in a hidden zone, ``card_facts.name``)
or by its card id (the discard of an effect, 415.9d). The player who answers may see more: the cards
of his own hand (415.4a), a card he has looked at (415.3e–f), his own face-down resources (412.1b).
Those options are labelled by the card's printed name for him; what he can't see stays hidden."""

from __future__ import annotations

from typing import Any

from engine.core import Option, Pending

from .state import WowState

HIDDEN = "a face-down card"


def label(st: WowState, player: int, option: Option) -> str:
    """``option``'s label for ``player``: the card's printed name when it names, by uid, a card he may
    see whose label hides it (``HIDDEN`` or its card id); else the label as given."""
    if not option.id.isdigit():
        return option.label
    uid = int(option.id)
    card = st.table.peek(uid, None)  # reading only (a shared card is never copied)
    if card is None or option.label not in (HIDDEN, card.card_id) or not st.table.visible_to(card, player):
        return option.label
    return st.table.card_name(uid)


def options(st: WowState, pending: Pending) -> list[Option]:
    """The pending's options labelled for the player who answers it."""
    return [Option(o.id, label(st, pending.player, o)) for o in pending.options]


def answer_label(st: WowState, pending: Pending, picks: list[str]) -> str:
    """The label of the answer ``picks`` (the choose action's label, the answerer's own)."""
    names = {o.id: o.label for o in options(st, pending)}
    return ", ".join(names[p] for p in picks) if picks else "None"


def relabel_view(st: WowState, out: dict[str, Any]) -> None:
    """Give the view's pending options (shown to the answerer only) their labels for him."""
    pend = out.get("pending")
    if not pend or "options" not in pend or not st.pending:
        return
    names = {o.id: o.label for o in options(st, st.pending[0])}
    for o in pend["options"]:
        if isinstance(o, dict) and o.get("id") in names:
            o["label"] = names[o["id"]]
