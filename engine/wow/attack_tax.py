"""Attack taxes: "Opposing heroes and allies can't attack unless their controller pays 1 for each
character." / "Opposing allies can't attack heroes or allies in your party unless their controller pays
1 for each attacker." (103.2 "can't … unless": the attack is allowed only if the cost is paid, 403.1).

Compiled shape (``cards.templates_wcosts_tax``): a power ``Power("static", text, [], cost={"attack_tax":
{"types": ["hero", "ally"] | ["ally"], "n": N, "against_you": bool}})`` on a card in play. Each such power
of a card an opponent of the attacker controls adds N to what declaring that attacker costs (its
controller exhausts that many of his resources as the attack is declared, 412.2); with ``against_you``
only attacks on that card's controller's heroes and allies are taxed. Without enough ready resources
the character can't attack that defender."""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError

from . import keywords as kw
from . import match_facts, resource_payers
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
    if none_in_match(st):
        return 0
    p = st.table.peek(attacker).controller
    kind = "hero" if kw.is_hero(st, attacker) else "ally"
    total = 0
    for q in range(st.num_players):
        if q == p:
            continue
        for tax in _taxes(st, q):
            if kind in tax["types"] and (not tax.get("against_you") or (defender in st.table.cards and st.table.peek(defender).controller == q)):
                total += int(tax["n"])
    return total


def _ready(st: WowState, p: int) -> list[int]:
    """412.2: face-down resources first, then cards that pay as resources (engine.wow.resource_payers)."""
    return resource_payers.payers(st, p)


def problem(st: WowState, attacker: int, defender: int) -> RulesError | None:
    """Why the attack can't be declared: the tax can't be paid (403.1)."""
    n = owed(st, attacker, defender)
    if n and len(_ready(st, st.table.peek(attacker).controller)) < n:
        return RulesError(f"this attack costs {n} (a card's \"can't attack unless … pays\") and you can't pay it", R("403.1"))
    return None


def pay(st: WowState, attacker: int, defender: int) -> list[Event]:
    """Exhaust the tax in resources as the attack is declared (EN 601.1, 412.2)."""
    n = owed(st, attacker, defender)
    if not n:
        return []
    p = st.table.cards[attacker].controller
    for u in _ready(st, p)[:n]:
        st.table.cards[u].tapped = True
    return [Event("pay", f"P{p + 1} exhausts {n} resource(s) to attack with {kw.name(st, attacker)}", EN("601.1"), p)]
