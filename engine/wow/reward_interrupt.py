"""Interrupting a quest's reward (EN 711; EN 702.2: a completed quest's reward goes on the chain as a power):
"Interrupt target quest reward effect." (Astral Grief), "When an opponent completes a quest, destroy this ability.
If you do, interrupt that quest's reward effect." (Astral Denial: the target is then that player's hero, the
triggering card of ``player_event``, and his newest quest reward on the chain is interrupted).

A quest reward effect on the chain is named by its quest (the link's card): the target filter key
``reward`` (``targets.interruptible``) offers the quests whose reward links are on the chain, and the op
``interrupt_reward`` takes those links off the chain (EN 711.1: the effect never resolves). The quest itself
stays where its completion put it (face down in its owner's resource row, 702.2)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import Link, WowState

OP = "interrupt_reward"


def is_reward(st: WowState, link: Link) -> bool:
    """Whether the chain link is a quest's reward effect (its power is the card's "Reward:" power)."""
    from .cards.compiler import card_powers

    if link.kind != "power" or link.uid not in st.table.cards or link.power < 0:
        return False
    pws = card_powers(kw.data(st, link.uid))
    return link.power < len(pws) and pws[link.power].kind == "reward"


def rewards(st: WowState) -> list[int]:
    """The quests whose reward effects are on the chain (each named once)."""
    out: list[int] = []
    for link in st.chain:
        if is_reward(st, link) and link.uid not in out:
            out.append(link.uid)
    return out


def _latest_reward_of(st: WowState, player: int) -> int | None:
    """The quest of the newest reward effect on the chain of a quest ``player`` controls."""
    for link in reversed(st.chain):
        if is_reward(st, link) and st.table.cards[link.uid].controller == player:
            return link.uid
    return None


@resolves(GAME, OP)
def _interrupt_reward(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if uid in st.heroes:  # "When an opponent completes a quest, … interrupt that quest's reward effect." (Astral Denial):
            uid = _latest_reward_of(st, st.table.cards[uid].controller)  # the trigger names that player (his hero); a quest
            if uid is None:  # is completed only with the chain empty (EN 702.1), so his reward on the chain is that one
                continue
        if uid not in rewards(st):
            continue  # EN 709.2a: it already resolved or left the chain
        st.chain = [lk for lk in st.chain if not (lk.uid == uid and is_reward(st, lk))]
        events.append(Event("interrupt", f"The reward of {kw.name(st, uid)} is interrupted", EN("711.1"), call.player, data={"uid": uid}))
    return events
