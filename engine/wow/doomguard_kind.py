"""A kind of card chosen at random at the start of a turn (Dread Doomguard: "At the start of your turn, choose at random
ability, equipment or resource. When this ally deals damage while attacking, you may destroy target card of that kind
chosen this turn.").

``zo36_random_kind`` (``condition["kinds"]``): one of the kinds picked with the match's random generator (103.1, as the
card's text says; deterministic from the seed), noted on the source with this turn's number. The filter key
``zo36_kind_chosen = true`` (``targets.matches``) lets a target be only a card of the kind the source chose this turn:
"ability" an ability card in play, "equipment" a weapon, armor or item in play, "resource" any card in a resource row
(412, face up or down). None chosen this turn: no card fits."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .card_facts import kinds
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "zo36_random_kind"
FLAG = "_zo36_kind"
"""The source's flag: [kind, turn]."""


@resolves(GAME, OP)
def _random_kind(call: OpCall) -> list[Event]:
    st = call.st
    options = list((call.eff.condition or {}).get("kinds") or ["ability", "equipment", "resource"])
    kind = options[st.rng.randrange(len(options))]
    card = st.table.cards.get(call.link.uid)
    if card is not None:
        card.flags[FLAG] = [kind, st.turn]
    return [Event("random", f"Chosen at random: {kind}", EN("707.1c"), call.player)]


def chosen_this_turn(st: WowState, source: int) -> str:
    """The kind the source chose this turn, or ""."""
    card = st.table.cards.get(source)
    noted = card.flags.get(FLAG) if card is not None else None
    return noted[0] if noted and noted[1] == st.turn else ""


def fits(st: WowState, uid: int, source: int) -> bool:
    """Whether the card in play is of the kind ``source`` chose this turn."""
    kind = chosen_this_turn(st, source)
    card = st.table.peek(uid)
    if kind == "resource":
        return card.zone == "resources"
    if not kind or card.zone == "resources":
        return False
    have = kinds(st, uid)
    return "ability" in have if kind == "ability" else bool(have & {"weapon", "armor", "item"})
