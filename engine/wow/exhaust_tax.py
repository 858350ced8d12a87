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
- an op of such a link that exhausts a set of cards ("Exhaust all allies in target player's party. Each of those allies
  can't ready …", Distract; "Then, exhaust each ally with 5 or less ATK.", Earthquake; "Exhaust up to two target heroes
  and/or allies. Your hero deals 1 melee damage to each character exhausted this way.", Heroic Leap; Backstab Bindo
  Gearbomb; "Ready or exhaust target card …", Staff of Trickery): the same question, asked before the op does
  anything (:func:`gate`); the op then exhausts the ones paid for with the others (:func:`may_exhaust`), so "each of
  those" / "exhausted this way" counts them;
- a card he picks to exhaust as his own link resolves ("Exhaust any number of ready heroes and allies in your party.",
  A Break in the Action; "you may exhaust a hero or ally in your party. If you do, draw a card.", Headmaster's Charge;
  ``forced``): offered when he can pay, asked once picked (:func:`ask_for`); not paid, it is not one he exhausted.
Not asked, as no taxed card can be one: effects exhausting resources only (Optimize, Mana Burn's resources, Mind-numbing
Poison) — the tax is on a character (Living Roots: an ally; Wyvern Sting: a character), and opposing cards only
(Kidney Shot).
Anything else that would exhaust it — an opponent's effect, a cost that exhausts "an ally you control" — finds it
unable to exhaust (``restrictions.can_exhaust``, 103.2): its controller does not pay for it (the choice not to pay is
his; nothing is exhausted for free). Without the amount payable it can't be exhausted at all (403.1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event, Option, Pending, effects

from . import continuations, opposing_exhaust, resource_payers
from . import keywords as kw
from .answers import handles
from .chain import link_from_json, link_json
from .ops import OpCall
from .ops import resolve as resolve_op
from .powers import link_effects
from .restrictions import EXHAUST_TAX, can_exhaust, tax
from .rules import R
from .state import WowState

KEYWORD = EXHAUST_TAX
KIND = "ze34_exhaust_tax"
"""The pending question "pay N so that X exhausts?" asked of the taxed card's controller (:func:`ask`)."""
DECLINE = "decline"
DECIDED = "ze35_tax_decided"
"""Link data: the taxed cards an op of the link asked about (:func:`gate`), ``{str(uid): paid}``."""


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


def may_exhaust(st: WowState, link: Any, uid: int) -> bool:
    """An op of ``link`` may exhaust ``uid`` (411.1): it can exhaust (103.2), or it is taxed and its controller paid the
    tax when :func:`gate` asked him."""
    if can_exhaust(st, uid):
        return True
    return bool((link.data.get(DECIDED) or {}).get(str(uid))) and can_exhaust(st, uid, paid=True)


def gate(call: OpCall, uids: list[int]) -> bool:
    """Before an op of a link exhausts ``uids``: the taxed ones its controller's own effect would exhaust, not asked yet,
    are asked about first (103.2, 403.1), and the op waits (True); once answered it is carried out again with the
    same cards and amount (:func:`may_exhaust` reads the answers), then the link carries on."""
    st = call.st
    if kw.none_has(st, KEYWORD):
        return False
    asked = call.link.data.get(DECIDED) or {}
    todo = [u for u in uids if str(u) not in asked and u in st.table.cards and not st.table.peek(u).tapped and askable(st, u)]
    if not todo:
        return False
    resume = call.resume()
    resume["link"]["data"] = {**call.link.data, DECIDED: dict(asked)}  # what the op wrote so far, and the answers to come
    events = ask(st, resume, todo, redo={"index": resume["index"] - 1, "uids": list(call.uids), "amount": call.amount})
    call.stop = True
    assert not events  # (todo: the first one is askable, so a question was put)
    return True


def _redo(st: WowState, resume: dict[str, Any], redo: dict[str, Any]) -> list[Event]:
    """The op :func:`gate` stopped, carried out again with its answers, then the rest of the link."""
    link = link_from_json(resume["link"])
    effs = link_effects(st, link)
    if not 0 <= redo["index"] < len(effs):
        return continuations.resume_link(st, resume)

    def point() -> dict[str, Any]:
        return {"link": link_json(link), "index": redo["index"] + 1}

    call = OpCall(st, link, effs[redo["index"]], link.controller, list(redo["uids"]), int(redo["amount"]), point)
    with opposing_exhaust.acting(st, link.controller):  # his link's effect (EN 709.1)
        events = list(resolve_op(call))
    return events if call.stop else events + continuations.resume_link(st, point())


def ask(st: WowState, resume: dict[str, Any], uids: list[int], redo: dict[str, Any] | None = None) -> list[Event]:
    """His own link's effect would exhaust the taxed ``uids``: ask their controller about the first one still able to
    exhaust (103.2, 403.1); the link waits (``resume``: ``{"link": …, "index": …}``, EN 709.1). None left: it carries on."""
    while uids and not (uids[0] in st.table.cards and kw.in_play(st, uids[0]) and not st.table.peek(uids[0]).tapped and can_exhaust(st, uids[0], paying=True)):
        uids = uids[1:]
    if not uids:
        return _redo(st, resume, redo) if redo is not None else continuations.resume_link(st, resume)
    st.waiting = {**resume, KIND: {"uids": uids, **({"redo": redo} if redo is not None else {})}}
    st.pending.append(question(st, uids[0], KIND))
    return []


AFTER: dict[str, Callable[[WowState, int, bool], list[Event]]] = {}
"""What carries on after :func:`ask_for` was answered (the card paid for exhausted, or left ready), by name: a module
whose own pause asks the tax registers its continuation here (``forced``: a player's picks)."""


def ask_for(st: WowState, uid: int, after: str) -> list[Event]:
    """Ask the tax of ``uid`` with :data:`KIND` while a module's own job waits in ``st.waiting``; the answer pays and
    exhausts it (or not) and calls ``AFTER[after]``."""
    st.waiting[KIND] = {"uids": [uid], "after": after}
    st.pending.append(question(st, uid, KIND))
    return []


def question(st: WowState, uid: int, kind: str) -> Pending:
    """"Pay N so that X exhausts?" asked of the controller of the taxed ``uid`` (403.1: any way he pays costs, 412.2)."""
    n = owed(st, uid)
    p = st.table.peek(uid).controller
    options = [Option("pay", f"Pay {n}")] + [Option("pay:" + ",".join(map(str, first)), f"Pay {n}{by}") for first, by in resource_payers.options(st, p, n, (uid,))]
    return Pending(p, kind, f"P{p + 1}: pay {n} so that {kw.name(st, uid)} exhausts? (else it stays ready)",
                   [*options, Option(DECLINE, "Don't pay")], 1, 1, R("403.1"))


def settle(st: WowState, uid: int, p: int, pick: str) -> tuple[list[Event], bool]:
    """The answer to :func:`question`: paid (the payment made, True) or not (103.2: it stays ready); nothing exhausted."""
    if pick == DECLINE:
        return [Event("pay", f"P{p + 1} doesn't pay: {kw.name(st, uid)} stays ready", R("103.2"), p)], False
    if not (can_exhaust(st, uid, paying=True) and not st.table.peek(uid).tapped):
        return [], False
    n = owed(st, uid)
    first = [int(u) for u in pick.split(":", 1)[1].split(",")] if ":" in pick else []
    paying = resource_payers.exhaust(st, p, n, (uid,), first)
    return [Event("pay", f"P{p + 1} pays {n} so that {kw.name(st, uid)} is exhausted", R("403.1"), p, data={"paid": paying})], True


def own_taxed(st: WowState, uid: int, p: int) -> bool:
    """A taxed card ``p`` controls and can pay for: an effect of his may exhaust it, paying (103.2, 403.1)."""
    return bool(owed(st, uid)) and st.table.peek(uid).controller == p and can_exhaust(st, uid, paying=True)


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Pay and exhaust the card, or leave it ready; then the next taxed card, then the link carries on."""
    job, resume = continuations.take_job(st, KIND)
    uid, p = job["uids"][0], pending.player
    if "after" in job:  # a module's own question (:data:`AFTER`): its state is put back, and it carries on
        st.waiting = resume
        events, paid = settle(st, uid, p, picks[0])
        if paid:
            events.append(effects.set_tapped(st.table, uid, True, R("411.1"), "exhausted"))
        return events + AFTER[job["after"]](st, uid, paid)
    events, paid = settle(st, uid, p, picks[0])
    if paid and "redo" not in job:
        events.append(effects.set_tapped(st.table, uid, True, R("411.1"), "exhausted"))
    if "redo" in job:  # the op exhausts it itself (:func:`gate`)
        resume["link"]["data"].setdefault(DECIDED, {})[str(uid)] = paid
    return events + ask(st, resume, job["uids"][1:], job.get("redo"))
