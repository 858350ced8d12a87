"""Helper wtgt: three engine fixes ("another target" after a first object, "for each damage on it" read on the
target, a given Mend healing from the card that has it) and the miscellaneous family's cards
(``engine/wow/cards/scripts/wtgt.toml``, ``engine/wow/cards/templates_wtgt.py``), each played with the real card of
the pool and every clause of its text checked."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _hand(st, p: int) -> int:
    return len(st.table.zone(p, "hand"))


# --- bug 3: a Mend given by another card heals from the card that has it (EN glossary Mend, 408.2c) ----------------


def test_given_mend_heals_with_the_card_that_has_mend_as_source():
    # EN glossary Mend N: "At the start of your turn, this character may heal N damage from target hero or ally" (the
    # card's reminder: "it may heal"); 408.2c: the packet's source is the character the modifier names, the card with
    # Mend. Mark of Life gives Grovemender Ash'lon Mend 1 more (one Mend 4 trigger); Grovemender heals, so its "When
    # this ally heals damage, you may draw a card." triggers (with the hero as source it would not).
    automated("Grovemender Ash'lon")
    automated("Mark of Life")
    st = start()
    grove = put_real(st, 0, "Grovemender Ash'lon", "allies")
    st, _mark = play_real(st, "Mark of Life", 0, str(grove))
    st = resolve_chain(st)
    assert kw.keywords(st, grove)["Mend"] == 4
    st.table.cards[hero(st, 0)].damage = 5
    hand = _hand(st, 0)
    st = _advance(st, 3, {"target": str(hero(st, 0)), "may": "yes"})
    assert st.table.cards[hero(st, 0)].damage == 1  # Mend 4
    assert _hand(st, 0) == hand + 2  # the draw step + Grovemender's "heals damage" trigger


# --- bug 1: "another target" is other than the object named before it (EN 706) ---------------------------------------


def _as_hero(st, player: int, name: str) -> int:
    """The real hero ``name`` in place of ``player``'s fixture hero (test setup)."""
    old = hero(st, player)
    new = put_real(st, player, name, "hero_row")
    st.heroes[player] = new
    st.table.cards[old].zone = "removed"
    return new


def _options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def test_binding_heal_another_target_is_not_your_hero():
    # 407.1, 405.4, EN 706: "Your hero heals 5 damage from itself and 5 damage from another target hero or ally." —
    # "another" is other than your hero (named first): your hero can't be the target; it heals 5, the target 5
    automated("Binding Heal")
    st = start()
    ally = put(st, 0, "Stone Guardian", "allies")
    st.table.cards[hero(st, 0)].damage = 7
    st.table.cards[hero(st, 1)].damage = 6
    st.table.cards[ally].damage = 2
    binding = put_real(st, 0, "Binding Heal", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=binding, x=0)
    assert st.pending[0].kind == "target"
    assert str(hero(st, 0)) not in _options(st) and {str(hero(st, 1)), str(ally)} <= _options(st)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[ally].damage == 2


def test_naseth_heals_another_target_than_the_first_himself_included():
    # EN 706: "[Exhaust] -> Primalist Naseth deals 4 nature damage to target hero or ally and heals 4 damage from another
    # target hero or ally." — "another" is other than the first target, not other than Naseth: he may heal himself;
    # the first target can't be chosen again
    data = automated("Primalist Naseth")
    st = start()
    naseth = put_real(st, 0, "Primalist Naseth", "allies")
    st.table.cards[naseth].damage = 2
    foe = hero(st, 1)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=naseth, power=index, x=0)
    st = choose(st, str(foe))
    assert str(naseth) in _options(st) and str(foe) not in _options(st)
    st = resolve_chain(choose(st, str(naseth)))
    assert st.table.cards[foe].damage == 4 and st.table.cards[naseth].damage == 0 and st.table.cards[naseth].tapped


def test_jasmia_heals_another_ally_than_the_one_entering():
    # EN 703, 706: "BACK: When an ally enters play under your control, Jasmia may heal all damage from another target
    # ally." — "another" is other than the entering ally: it can't be chosen; another (damaged) ally is healed
    automated("Jasmia, Nature's Chosen")
    st = start()
    jasmia = _as_hero(st, 0, "Jasmia, Nature's Chosen")
    st.table.cards[jasmia].flags["flipped"] = True  # her back face (301.2)
    cid = st.table.cards[jasmia].card_id
    st.cards[cid] = {**st.cards[cid], "health": 28}  # (the card data prints no health for her)
    hurt = put(st, 0, "Stone Guardian", "allies")
    st.table.cards[hurt].damage = 3
    new = put(st, 0, "Iron Sentinel", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=new, x=0)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "target"
    assert str(new) not in _options(st) and str(hurt) in _options(st)
    st = resolve_chain(choose(st, str(hurt)))
    if st.pending:  # "may" (EN 709.3)
        st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[hurt].damage == 0


# --- bug 2: "for each damage on it" counts the damage on "it", the target (405.6, EN 709) ---------------------------


def test_randolphe_each_opposing_character_counts_its_own_damage():
    # 405.6, EN 709, EN 714: "3, Flip Randolphe -> Each opposing hero and ally has -1 ATK this turn for each damage on
    # it." — "it" is each opposing character: an ally with 2 damage gets -2 ATK, an undamaged one nothing, not the
    # damage on Randolphe; the flip is part of the cost (301.2)
    from .test_templates import real_pool

    rec = real_pool().get("DKS-1")
    assert rec is not None and rec.data["name"] == "Randolphe Mortimer"
    st = start()
    old = hero(st, 0)
    card = st.table.add(rec.id, 0, "hero_row")
    st.cards[rec.id] = rec.data
    st.heroes[0] = card.uid
    st.table.cards[old].zone = "removed"
    randolphe = card.uid
    st.table.cards[randolphe].damage = 1
    hurt = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK
    st.table.cards[hurt].damage = 2
    fresh = put(st, 1, "Stone Guardian", "allies")  # 3 ATK
    resources(st, 0, 3)
    index = next(i for i, pw in enumerate(card_powers(rec.data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=randolphe, power=index, x=0))
    assert st.table.cards[randolphe].flags.get("flipped")
    assert kw.atk(st, hurt) == 2 and kw.atk(st, fresh) == 3


def test_target_ally_has_assault_for_each_damage_on_it():
    # 405.6, EN 709: "Target ally has Assault 2 this turn for each damage on it." (the wording, on a made-up ability:
    # no printed card has it) — "it" is the target ally: 2 damage on it, Assault 4; the card's own damage is not read
    st = start()
    data = {"name": "Wtgt Test Fury", "type": "ability", "cost": 1, "text": "Target ally has Assault 2 this turn for each damage on it.",
            "keywords": {}, "tags": [], "classes": [], "health": None, "atk": None}
    assert all(pw.automated for pw in card_powers(data))
    st.cards["WTGT-1"] = data
    fury = st.table.add("WTGT-1", 0, "hand").uid
    ally = put(st, 0, "Stone Guardian", "allies")  # 3 ATK
    st.table.cards[ally].damage = 2
    resources(st, 0, 1)
    st = resolve_chain(choose(apply(st, "play", 0, uid=fury, x=0), str(ally)))
    assert kw.keywords(st, ally).get("Assault") == 4 and kw.atk(st, ally) == 7  # Assault on your turn
