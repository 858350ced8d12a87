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
- an effect of a link he controls exhausting it (411.1): he is asked, as it would exhaust, whether he pays (a
  pending :data:`KIND` naming him, 103.2: "can't … unless" leaves the choice to him); paid, it exhausts; not paid, it
  stays ready and the link carries on (:func:`ask`). He pays as any cost (403.1, 412.2): ready resources first, or a
  card that pays costs as though it were a resource (``resource_payers.options``).
Anything else that would exhaust it — an opponent's effect, a cost that exhausts "an ally you control", an effect
exhausting it other than "exhaust target/each …" — finds it unable to exhaust (``restrictions.can_exhaust``, 103.2):
its controller does not pay for it (the choice not to pay is his; nothing is exhausted for free). Without the amount
payable it can't be exhausted at all (403.1)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects

from . import continuations, opposing_exhaust, resource_payers
from . import keywords as kw
from .answers import handles
from .restrictions import EXHAUST_TAX, can_exhaust, tax
from .rules import R
from .state import WowState

KEYWORD = EXHAUST_TAX
KIND = "ze34_exhaust_tax"
"""The pending question "pay N so that X exhausts?" asked of the taxed card's controller (:func:`ask`)."""
DECLINE = "decline"


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


def askable(st: WowState, uid: int) -> bool:
    """A taxed card its controller's own effect would exhaust (the link's controller acting, EN 709.1) that he can pay
    for: he is asked (:func:`ask`)."""
    return bool(owed(st, uid)) and opposing_exhaust.acting_player(st) == st.table.peek(uid).controller and can_exhaust(st, uid, paying=True)


def ask(st: WowState, resume: dict[str, Any], uids: list[int]) -> list[Event]:
    """His own link's effect would exhaust the taxed ``uids``: ask their controller about the first one still able to
    exhaust (103.2, 403.1); the link waits (``resume``: ``{"link": …, "index": …}``, EN 709.1). None left: it carries on."""
    while uids and not (uids[0] in st.table.cards and kw.in_play(st, uids[0]) and not st.table.peek(uids[0]).tapped and can_exhaust(st, uids[0], paying=True)):
        uids = uids[1:]
    if not uids:
        return continuations.resume_link(st, resume)
    uid, n = uids[0], owed(st, uids[0])
    p = st.table.peek(uid).controller
    options = [Option("pay", f"Pay {n}")] + [Option("pay:" + ",".join(map(str, first)), f"Pay {n}{by}") for first, by in resource_payers.options(st, p, n, (uid,))]
    st.waiting = {**resume, KIND: {"uids": uids}}
    st.pending.append(Pending(p, KIND, f"P{p + 1}: pay {n} so that {kw.name(st, uid)} exhausts? (else it stays ready)",
                              [*options, Option(DECLINE, "Don't pay")], 1, 1, R("403.1")))
    return []


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Pay and exhaust the card, or leave it ready; then the next taxed card, then the link carries on."""
    job, resume = continuations.take_job(st, KIND)
    uid, p = job["uids"][0], pending.player
    events: list[Event] = []
    if picks[0] == DECLINE:
        events.append(Event("pay", f"P{p + 1} doesn't pay: {kw.name(st, uid)} stays ready", R("103.2"), p))
    elif can_exhaust(st, uid, paying=True) and not st.table.peek(uid).tapped:
        n = owed(st, uid)
        first = [int(u) for u in picks[0].split(":", 1)[1].split(",")] if ":" in picks[0] else []
        paying = resource_payers.exhaust(st, p, n, (uid,), first)
        events.append(Event("pay", f"P{p + 1} pays {n} so that {kw.name(st, uid)} is exhausted", R("403.1"), p, data={"paid": paying}))
        events.append(effects.set_tapped(st.table, uid, True, R("411.1"), "exhausted"))
    return events + ask(st, resume, job["uids"][1:])
