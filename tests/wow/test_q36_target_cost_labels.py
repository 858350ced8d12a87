"""Session 36, helper q36wow, part 3: a play's label shows what will be paid when the targets change the cost (403.2; EN
707: the targets are chosen, then the cost is worked out and paid; engine.wow.target_costs) — the printed cost, then
what is paid: "3 → 2 resources"; "4 → 6 resources" when every legal target costs more; a range when the target decides.
Read from the player's view only: the cards in play with such a power, the legal targets (public).

The three real cards with such a power, each in play here: Aura of Accuracy, Smoke Bomb, Ring of Binding.

Rule call (no source): the label names the first target's effect only (a change counts once however many targets fit).
"""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import apply, choose, labels, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _plays(st, name: str) -> list[str]:
    return [lab for lab in labels(st, 0) if lab.startswith(f"Play {name} (")]


def test_aura_of_accuracy_label_shows_printed_then_paid():
    # 403.2: "You pay 1 less to play cards and effects with one or more targets, to a minimum of 1." — Lightning Bolt
    # (cost 3, a target) is labelled 3 → 2 and 2 are paid; Karrok Scarrend (no target) keeps its plain 5
    automated("Aura of Accuracy")
    st = start()
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    bolt = put_real(st, 0, "Lightning Bolt", "hand")
    put_real(st, 0, "Karrok Scarrend", "hand")
    res = resources(st, 0, 5)
    assert _plays(st, "Lightning Bolt") == ["Play Lightning Bolt (3 resources)"]  # no such power in play
    put_real(st, 0, "Aura of Accuracy", "hero_row")
    assert _plays(st, "Lightning Bolt") == ["Play Lightning Bolt (3 \u2192 2 resources)"]
    assert _plays(st, "Karrok Scarrend") == ["Play Karrok Scarrend (5 resources)"]
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(foe)))
    assert sum(st.table.cards[u].tapped for u in res) == 2


def test_aura_of_accuracy_label_with_x_keeps_the_minimum_of_1():
    # 403.2: "to a minimum of 1" — Arcane Missiles (cost X) with X = 1 is labelled 1 (nothing taken off), X = 2: 2 → 1
    st = start()
    put_real(st, 0, "Aura of Accuracy", "hero_row")
    put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 0, "Arcane Missiles", "hand")
    resources(st, 0, 2)
    got = _plays(st, "Arcane Missiles")
    assert "Play Arcane Missiles (1 resources, X=1)" in got and "Play Arcane Missiles (2 \u2192 1 resources, X=2)" in got


def test_smoke_bomb_label_shows_the_range_the_targets_make():
    # 403.2: "Opponents pay 2 more to play abilities that target a hero or ally you control." — Vanquish (cost 4, "Destroy
    # target ally.") with only the Smoke Bomb side's ally: 4 → 6; with an ally of another side too: 4 → 4–6
    automated("Smoke Bomb")
    st = start()
    put_real(st, 1, "Smoke Bomb", "hero_row")
    put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 0, "Vanquish", "hand")
    resources(st, 0, 6)
    assert _plays(st, "Vanquish") == ["Play Vanquish (4 \u2192 6 resources)"]
    put_real(st, 0, "Karrok Scarrend", "allies")
    assert _plays(st, "Vanquish") == ["Play Vanquish (4 \u2192 4\u20136 resources)"]


def test_ring_of_binding_label_shows_the_range_the_targets_make():
    # 403.2: "Opponents pay 1 more to play abilities that target your hero." — Lightning Bolt may target his hero (4) or
    # an ally (3): 3 → 3–4; his controller pays no more (3)
    automated("Ring of Binding")
    st = start()
    put_real(st, 1, "Ring of Binding", "hero_row")
    put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 0, "Lightning Bolt", "hand")
    resources(st, 0, 4)
    assert _plays(st, "Lightning Bolt") == ["Play Lightning Bolt (3 \u2192 3\u20134 resources)"]
    st2 = start()
    put_real(st2, 0, "Ring of Binding", "hero_row")
    put_real(st2, 0, "Lightning Bolt", "hand")
    resources(st2, 0, 3)
    assert _plays(st2, "Lightning Bolt") == ["Play Lightning Bolt (3 resources)"]
