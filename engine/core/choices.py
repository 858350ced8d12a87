"""Pending choices every game asks the same way, written once: choose N of some options (``up to``
N when fewer are allowed), order cards one at a time, yes or no, and choose one mode. Each builder
takes the game's own ``kind`` string, so a game keeps its stored kinds (saved matches replay as
before) while the shape of the question and the reading of the answer live here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Option, Pending
from .rules import RuleRef

YES, NO = "yes", "no"


def choose_n(player: int, kind: str, prompt: str, options: Sequence[Option], *, n: int, up_to: bool = False,
             at_least: int = 0, rule: RuleRef | None = None, context: dict[str, Any] | None = None) -> Pending:
    """Pick ``n`` of ``options`` (no more than there are); with ``up_to``, any number from
    ``at_least`` to ``n``: a player is never made to take more than the text demands."""
    most = min(n, len(options))
    least = min(at_least, most) if up_to else most
    return Pending(player, kind, prompt, list(options), least, most, rule, dict(context or {}))


def yes_no(player: int, kind: str, prompt: str, *, rule: RuleRef | None = None, context: dict[str, Any] | None = None,
           yes: str = "Yes", no: str = "No") -> Pending:
    """A "may" or any yes-or-no question: the options are ``yes`` and ``no``."""
    return Pending(player, kind, prompt, [Option(YES, yes), Option(NO, no)], 1, 1, rule, dict(context or {}))


def said_yes(picks: Sequence[str]) -> bool:
    return list(picks) == [YES]


def choose_mode(player: int, kind: str, prompt: str, modes: Sequence[str], *, rule: RuleRef | None = None,
                context: dict[str, Any] | None = None, count: int = 1) -> Pending:
    """"Choose one:" (or ``count`` of) the ``modes``; the options are "1", "2" … in printed order."""
    opts = [Option(str(i), text) for i, text in enumerate(modes, 1)]
    return Pending(player, kind, prompt, opts, count, count, rule, dict(context or {}))


def chosen_modes(picks: Sequence[str]) -> list[int]:
    """The 1-based modes picked, in printed order."""
    return sorted(int(p) for p in picks)


@dataclass
class OrderStep:
    """Where an ordering stands after an answer: ``placed`` in order (first = first placed),
    ``left`` still to order; ``done`` once every card has its place."""

    placed: list[int]
    left: list[int]

    @property
    def done(self) -> bool:
        return not self.left


def order_cards(player: int, kind: str, prompt: str, uids: Sequence[int], label: Callable[[int], str], *,
                rule: RuleRef | None = None, context: dict[str, Any] | None = None,
                placed: Sequence[int] = ()) -> Pending:
    """Order ``uids`` one card at a time ("which comes next?"); several may be picked in one answer
    and go in the order picked. The context carries ``uids`` (still to order) and ``placed``."""
    ctx = {**(context or {}), "uids": list(uids), "placed": list(placed)}
    opts = [Option(str(u), label(u)) for u in uids]
    return Pending(player, kind, prompt, opts, 1, len(opts), rule, ctx)


def answer_order(pending: Pending, picks: Sequence[str]) -> OrderStep:
    """Read an answer of :func:`order_cards`: the picks join ``placed`` in the order picked; when
    one card is left it follows without a question."""
    chosen = [int(p) for p in picks]
    placed = [*pending.context.get("placed", []), *chosen]
    left = [u for u in pending.context["uids"] if u not in chosen]
    if len(left) == 1:
        placed.append(left.pop())
    return OrderStep(placed, left)


def next_order(pending: Pending, step: OrderStep, label: Callable[[int], str], prompt: str | None = None) -> Pending:
    """The follow-up question for the cards ``step`` left unordered."""
    ctx = {k: v for k, v in pending.context.items() if k not in ("uids", "placed")}
    return order_cards(pending.player, pending.kind, prompt or pending.prompt, step.left, label,
                       rule=pending.rule, context=ctx, placed=step.placed)
