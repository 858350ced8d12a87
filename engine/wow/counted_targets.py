"""A number of targets counted as the card is played (helper wmech): "Destroy X target armor, where X is
the number of Combo cards removed." (Expose Armor; the additional cost, 403.1), "Target a hero or ally,
and you may target an additional character for each Dragonkin you control." (Draconic Flames).

As with "X target allies" (``engine.wow.x_targets``) the script gives one chosen-target effect per
possible target, the k-th with ``filter["n_min"] = k``: it asks a target only when the count is k or
more; ``filter["n_count"]`` says what is counted, the same on each:

- ``"dealt"``: the damage of the packet that set off the trigger (``Link.data["dealt"]``, noted as the trigger is made,
  ``event_triggers``): "it also deals that much nature damage divided as you choose to any number of target allies";
- ``"paid"``: the cards named to pay the card's "up to N" additional cost (``Link.data[PAID]``, noted as
  it is played: its costs are named as the link is added, EN 707, before the targets are chosen);
- a count key (``conditions.count_of``: "for each Dragonkin you control"), or a list of them added up, read as the
  targets are chosen (707.1: the targets are chosen as the link is added).

Counted targets are never asked before the count is known (``x_targets.x_needs`` drops them while it is 0:
the card's legality, ``_play_problem``, looks at its other targets). The count of the paying cards may not
be more than the different legal targets it asks for (EN 707.1d): :func:`fits` (the legal actions and the
additional cost's check, ``extra_cost``)."""

from __future__ import annotations

from typing import Any

from engine.core.effects import Effect

from . import keywords as kw
from .conditions import count_of
from .state import Link, WowState

N_MIN = "n_min"
"""Target filter key: this target is asked only when the count is at least this."""
N_COUNT = "n_count"
"""Target filter key: what is counted ("paid" or a count key)."""
PAID = "paid_n"
"""``Link.data`` key: how many cards were named to pay the card's additional cost as it was played."""


def note_paid(link: Link, extra: Any) -> None:
    """The play action named these cards to pay the additional cost (403.1): kept on the link."""
    if isinstance(extra, list) and extra:
        link.data[PAID] = len(extra)


def count(st: WowState, link: Link, needs: list[Effect]) -> int:
    """The count the link's counted targets read (0 when it has none)."""
    for e in needs:
        if e.target is not None and N_COUNT in e.target.filter:
            what = e.target.filter[N_COUNT]
            if what == "paid":
                return int(link.data.get(PAID, 0))
            if what == "dealt":  # "it also deals that much … divided as you choose to any number of target allies": the trigger's damage (cards.templates_divided_stat)
                return int(link.data.get("dealt", 0))
            if isinstance(what, list):  # counts of different cards added ("Blacksmithing heroes and allies": a profession or tag)
                return sum(count_of(st, link.controller, k, link.uid) for k in what)
            return count_of(st, link.controller, what, link.uid)
    return 0


def _counted_paid(st: WowState, uid: int) -> list[Effect]:
    """The card's play effects whose targets are counted by the cards paid, in order."""
    from .cards.compiler import card_powers

    return [e for pw in card_powers(kw.data(st, uid)) if pw.kind == "play" for e in pw.effects
            if e.target is not None and e.target.filter.get(N_COUNT) == "paid"]


def fits(st: WowState, p: int, uid: int, paid: int) -> bool:
    """Naming ``paid`` cards leaves enough different legal targets for that many targets (EN 707.1d)."""
    if not paid:
        return True
    needs = [e for e in _counted_paid(st, uid) if e.target.filter.get(N_MIN, 0) <= paid]
    if not needs:
        return True
    from .targets import legal_targets

    found = set(legal_targets(st, p, needs[0], uid))
    return len(found) >= paid
