"""Printed: "When you play this ally, you may pay [1] any number of times. Put a 3 [Melee] / 3 [Health]
Ghoul ally token into play for each [1] paid this way," (Gravelord Adams):

- the trigger ``played_self`` (``engine.wow.played_trigger``): it resolves before the card itself;
- the op ``pay_any_tokens``: the link's controller picks how many times he pays ``amount`` (none up to
  what his ready resources allow, EN 709.1), exhausts that many resources (412.2), then puts one
  ``condition["token"]`` (the shape of ``procedure.make_tokens``, 404.2) into play per payment."""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "pay_any_tokens"


def _ready(st: WowState, p: int) -> list[int]:
    """Ready resources, face-down ones first (as costs are paid, 412.2), then cards that pay as
    resources (engine.wow.resource_payers)."""
    from .resource_payers import payers

    return payers(st, p)


@resolves(GAME, "pay_any_tokens")
def _pay_any_tokens(call: OpCall) -> list[Event]:
    st, p, each = call.st, call.player, max(1, call.amount)
    most = len(_ready(st, p)) // each
    options = [
        Option(str(n), "Pay nothing" if n == 0 else f"Pay {each} {n} time(s)") for n in range(most + 1)
    ]
    continuations.pause_for(call, KIND, {"each": each, "token": call.eff.condition["token"]},
                            Pending(
                                p,
                                KIND,
                                f"{call.eff.text or 'Effect'}: how many times do you pay {each}?",
                                options,
                                1,
                                1,
                                EN("709.1"),
                            ))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Exhaust the resources paid (412.2), then one token per payment (404.2); the link goes on."""
    from .procedure import make_tokens  # (as ``x_tokens`` does: procedure doesn't import this module)

    spec, w = continuations.take_job(st, KIND)
    p, n = pending.player, int(picks[0]) if picks else 0
    paying = _ready(st, p)[: n * spec["each"]]
    events = [effects.set_tapped(st.table, u, True, R("412.2"), "exhausted") for u in paying]
    if paying:
        events.append(Event("pay", f"P{p + 1} pays {len(paying)}", R("412.2"), p))
    events += make_tokens(st, p, spec["token"], len(paying) // spec["each"])
    return events + continuations.resume_link(st, w)
