"""Attack taxes: "Opposing heroes and allies can't attack unless their controller pays 1 for each
character." / "Opposing allies can't attack heroes or allies in your party unless their controller pays
1 for each attacker." (103.2 "can't … unless": the attack is allowed only if the cost is paid, 403.1).

Compiled shape (``cards.templates_wcosts_tax``): a power ``Power("static", text, [], cost={"attack_tax":
{"types": ["hero", "ally"] | ["ally"], "n": N, "against_you": bool}})`` on a card in play. Each such power
of a card an opponent of the attacker controls adds N to what declaring that attacker costs (its
controller exhausts that many of his resources as the attack is declared, 412.2); with ``against_you``
only attacks on that card's controller's heroes and allies are taxed. Without enough ready resources
the character can't attack that defender. A character that "can't attack or exhaust unless its controller pays 2"
(``engine.wow.exhaust_tax``) adds its own amount. A tax with ``exhaust`` ("… unless their controller exhausts two other
cards he controls for each attacker") asks that many other ready cards he controls in play (resources, his hero,
allies, equipment, abilities; not the attacker, not a resource paying a tax) exhausted as the attack is declared
(403.1); the attack action may name them (``tax_exhaust``), else resources go first, then the rest in table order."""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError

from . import exhaust_tax, match_facts, resource_payers
from . import keywords as kw
from .card_facts import GAIN_TEXT
from .cards.compiler import card_powers
from .lost_powers import blank
from .rules import EN, R
from .state import WowState


def _taxes(st: WowState, q: int) -> list[dict[str, Any]]:
    """The attack taxes of ``q``'s face-up characters and equipment; inside ``keywords.reading``
    read once per player (listing actions asks for each attacker and defender)."""
    memo = kw.kept(st)
    if memo is not None and (found := memo.get(("attack_tax", q))) is not None:
        return found
    out = []
    for zone in ("hero_row", "allies"):
        for src in st.table.zones[q][zone]:  # reading only: no list copied
            if st.table.peek(src).face_down:
                continue
            for pw in card_powers(kw.data(st, src)):  # (a loop: no comprehension made per card)
                if "attack_tax" in pw.cost:
                    out.append(pw.cost["attack_tax"])
    if memo is not None:
        memo["attack_tax", q] = out
    return out


def none_in_match(st: WowState) -> bool:
    """No card can have an attack tax now: no card data of the match (nor its blank self, 103.2) has
    one and no card has gained text (200.1a: compiled anew) — a card's data is otherwise some card
    data of the match (its own, a copied card's 402.2) or blank, so ``_taxes`` finds none."""
    if not match_facts.SHORTCUTS:
        return False
    from .restrictions import may_have

    if may_have(st, exhaust_tax.KEYWORD):  # a character taxed to attack or exhaust (engine.wow.exhaust_tax)
        return False
    for m in st.modifiers:  # (a loop: no generator made per attack)
        if m.stat == GAIN_TEXT:
            return False
    return not match_facts.some_card(st, _FACT, _has_tax)


def _has_tax(d: dict[str, Any]) -> bool:
    """A card data, or its blank self, has an attack tax (``_taxes``)."""
    from . import attack_tax as own  # its name for the compiled powers (a test may stand in for it)

    return any("attack_tax" in pw.cost for x in (d, blank(d)) for pw in own.card_powers(x))


_FACT = "attack_tax.any"
"""The fact of ``none_in_match`` among the match's facts (``match_facts``)."""


def owed(st: WowState, attacker: int, defender: int) -> int:
    """Resources the attacker's controller pays to declare this attack."""
    return _owed(st, attacker, defender, "n")


def exhausts_owed(st: WowState, attacker: int, defender: int) -> int:
    """Other cards the attacker's controller exhausts to declare this attack (``exhaust``)."""
    return _owed(st, attacker, defender, "exhaust")


def _owed(st: WowState, attacker: int, defender: int, key: str) -> int:
    if none_in_match(st):
        return 0
    p = st.table.peek(attacker).controller
    kind = "hero" if kw.is_hero(st, attacker) else "ally"
    total = exhaust_tax.owed(st, attacker) if key == "n" else 0  # "can't attack or exhaust unless its controller pays 2" (403.1)
    for q in range(st.num_players):
        if q == p:
            continue
        for tax in _taxes(st, q):
            if kind in tax["types"] and (not tax.get("against_you") or (defender in st.table.cards and st.table.peek(defender).controller == q)):
                total += int(tax.get(key) or 0)
    return total


def _others(st: WowState, p: int, attacker: int, paying: list[int]) -> list[int]:
    """The other ready cards ``p`` controls in play that may be exhausted for an ``exhaust`` tax: resources
    first (412), then his hero, equipment and abilities, then allies (not the attacker nor ``paying``)."""
    from .restrictions import can_exhaust

    out = []
    for zone in ("resources", "hero_row", "allies"):
        for u in st.table.zones[p][zone]:
            card = st.table.peek(u)
            if u != attacker and u not in paying and not card.tapped and u not in out and can_exhaust(st, u):
                out.append(u)
    return out


def _chosen(st: WowState, attacker: int, defender: int, named: Any) -> tuple[list[int], list[int]]:
    """The resources paying the tax and the other cards exhausted for it (``named``: the action's
    ``tax_exhaust``, checked by ``problem``)."""
    p = st.table.peek(attacker).controller
    n, k = owed(st, attacker, defender), exhausts_owed(st, attacker, defender)
    mine = [u for u in named or []]
    paying = [u for u in _ready(st, p) if u not in mine and u != attacker][:n]
    if not k:
        return paying, []
    return paying, mine or _others(st, p, attacker, paying)[:k]
def _ready(st: WowState, p: int) -> list[int]:
    """412.2: face-down resources first, then cards that pay as resources (engine.wow.resource_payers)."""
    return resource_payers.payers(st, p)


def problem(st: WowState, attacker: int, defender: int, named: Any = None) -> RulesError | None:
    """Why the attack can't be declared: the tax can't be paid (403.1). ``named``: the other cards the
    action names to exhaust for an ``exhaust`` tax."""
    n, k = owed(st, attacker, defender), exhausts_owed(st, attacker, defender)
    if not (n or k):
        return None if not named else RulesError("this attack asks no card exhausted (tax_exhaust)", R("403.1"))
    p = st.table.peek(attacker).controller
    if k and named and (not isinstance(named, list) or len(set(named)) != len(named) or len(named) != k
                        or any(not isinstance(u, int) or u not in _others(st, p, attacker, []) for u in named)):
        return RulesError(f"name {k} other ready card(s) you control to exhaust for this attack (tax_exhaust)", R("403.1"))
    paying, others = _chosen(st, attacker, defender, named)
    if len(paying) < n:
        return RulesError(f"this attack costs {n} (a card's \"can't attack unless … pays\") and you can't pay it", R("403.1"))
    if k and len([u for u in others if u not in paying]) < k:
        return RulesError(f"this attack asks {k} other card(s) you control exhausted (a card's \"can't attack unless … exhausts\") "
                          "and you don't have them ready", R("403.1"))
    return None


def pay(st: WowState, attacker: int, defender: int, named: Any = None) -> list[Event]:
    """Exhaust the tax in resources (EN 601.1, 412.2) and the other cards it asks (403.1) as the attack is declared."""
    n, k = owed(st, attacker, defender), exhausts_owed(st, attacker, defender)
    if not (n or k):
        return []
    p = st.table.cards[attacker].controller
    paying, others = _chosen(st, attacker, defender, named)
    events = []
    for u in paying:
        st.table.cards[u].tapped = True
    if n:
        events.append(Event("pay", f"P{p + 1} exhausts {n} resource(s) to attack with {kw.name(st, attacker)}", EN("601.1"), p))
    for u in others[:k]:
        st.table.cards[u].tapped = True
    if k:
        events.append(Event("pay", f"P{p + 1} exhausts {', '.join(kw.name(st, u) for u in others[:k])} to attack with {kw.name(st, attacker)}", R("403.1"), p))
    return events
