"""An optional prevention paid by returning the card to its owner's hand (EN 716, 717, 709.3; helper wprev):
"Ongoing: If your hero would be dealt damage, you can put Blessed Life into your hand. If you do, prevent that damage."

The continuous op ``wprev_hand_prevent`` (on the ongoing ability; its target names whom it protects, ``player_hero``):
as a packet that can be prevented would be dealt to that character, the card's controller is asked (a question
answered by replaying the action, ``engine.wow.optional_replacement``) whether he puts the card into its owner's hand;
if he does, the whole packet is prevented (``damage.deal``). One card per packet, the lowest id first."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .ops import GAME, OpCall
from .optional_replacement import NO, ask
from .rules import EN
from .state import WowState

OP = "wprev_hand_prevent"


def prevents(st: WowState, target: int) -> tuple[int | None, list[Event]]:
    """The card put into its owner's hand to prevent this packet to ``target`` (its controller said yes), and the
    events of that move; (None, []) when none is."""
    if not kw.sources_doing(st, OP):
        return None, []
    for src, effs in sorted(kw.sources_doing(st, OP), key=lambda pair: pair[0]):
        if not any(e.op == OP and kw.affected(st, src, e.target, target) for e in effs):
            continue
        p = st.table.peek(src).controller
        name, card = kw.name(st, target), kw.name(st, src)
        options = [Option(NO, f"{name} is dealt the damage"), Option("yes", f"Put {card} into your hand and prevent it")]
        if ask(p, f"{name} would be dealt damage: put {card} into your hand to prevent it?", options, EN("716")) != "yes":
            continue
        return src, continuations.leave_play(st, src, "hand", EN("716"))
    return None, []


@resolves(GAME, OP)
def _never_carried_out(call: OpCall) -> list[Event]:
    """A continuous power (EN 714), read by :func:`prevents` (``damage.deal``)."""
    return []
