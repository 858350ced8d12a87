"""A character that "can't attack or exhaust unless its controller pays 2" (Wyvern Sting, Living Roots: "Ongoing:
Attached character can't attack or exhaust unless its controller pays 2."; 103.2 "can't … unless": allowed only
with the cost paid, 403.1).

The attachment grants its host the pseudo-keyword ``restrictions.EXHAUST_TAX`` with the amount to pay
(``grant_keyword``; two such attachments ask both amounts). Its controller chooses to pay by his own act, and the
amount is paid with it:
- declaring it as an attacker (EN 601.2): added to what the attack costs (``attack_tax.owed``);
- protecting with it (EN 602.2): paid as it protects (``combat.protect``); it is offered as a protector only with
  the amount ready;
- a power's [Exhaust] cost of its own, or "exhaust your hero" with the hero taxed (411.1, 403.1): added to the
  power's resource cost (``flip_cost.resources``);
- an effect of a link he controls exhausting it (411.1): paid as it is exhausted (he has it ready).
Anything else that would exhaust it — an opponent's effect, or a cost that exhausts "an ally you control" — finds
it unable to exhaust (``restrictions.can_exhaust``, 103.2): its controller does not pay for it (the choice not to pay
is his, and paying would only serve the opponent's effect). Without the amount ready it can't be exhausted at all
(403.1)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from . import resource_payers
from .restrictions import EXHAUST_TAX, tax
from .rules import R
from .state import WowState

KEYWORD = EXHAUST_TAX


def owed(st: WowState, uid: int) -> int:
    """What exhausting ``uid`` costs its controller now (0: untaxed)."""
    return tax(st, uid)


def pay(st: WowState, uid: int, why: str) -> list[Event]:
    """Exhaust the tax of ``uid`` in its controller's resources (412.2) as it attacks or is exhausted."""
    n = owed(st, uid)
    if not n:
        return []
    p = st.table.peek(uid).controller
    paying = resource_payers.payers(st, p, (uid,))[:n]
    for u in paying:
        st.table.cards[u].tapped = True
    return [Event("pay", f"P{p + 1} pays {n} so that {kw.name(st, uid)} {why}", R("403.1"), p, data={"paid": paying})]
