"""Session 34, helper f34tgt: targeted players, Untargetable players, "Melee weapon" / "Ranged weapon" filters and the
exhaust tax's question. Each card is played with the real card of the pool (the fixture Worn Longsword stands for a
weapon whose damage type is melee but whose type line has no Melee tag). EN numbers: rules outside the provided
(Japanese, 6.0) document, as the checklist names them.

Rule calls without a source:
- "Melee weapon" / "Ranged weapon" written without the icon name the type-line tag ("Melee (1)", "Ranged (1)": 202.1,
  414.3b; 406.1 counts 格闘武器 by it); only "[Melee] weapon" with the icon means the damage type (205.1b).
- the exhaust tax: "can't … exhaust unless its controller pays 2" (103.2) leaves the payment to him; asked as his own
  effect would exhaust it, he may decline, and then it doesn't exhaust.
"""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow import player_shield
from engine.wow.exhaust_tax import KIND as TAX
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

REAL = needs(WOW_CARDS)
"""The tests that play real cards of the pool (the fixture ones always run)."""


def _ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


# --- 3. "Melee weapon" / "Ranged weapon": the type-line tag, not the damage type (202.1, 414.3b, 205.1b) ---------------


@REAL
def test_improvised_weaponry_targets_only_weapons_with_the_melee_tag():
    # WoW 202.1, 414.3b, 205.1b: "Attach to target Melee weapon." — Gorehowl (Melee (1), melee damage) is one; Spinning
    # Fate (Ranged (1), melee damage) and Worn Longsword (melee damage, no Melee tag) are not
    automated("Improvised Weaponry")
    st = start()
    axe = put_real(st, 0, "Gorehowl", "hero_row")
    shuriken = put_real(st, 0, "Spinning Fate", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    assert kw.damage_types(st, shuriken) == ["melee"] and kw.damage_types(st, sword) == ["melee"]
    iw = put_real(st, 0, "Improvised Weaponry", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=iw, x=0)
    assert st.pending and st.pending[0].kind == "target"
    assert _ids(st) == {str(axe)}
    st = resolve_chain(choose(st, str(axe)))
    assert st.table.cards[iw].attached_to == axe


@REAL
def test_a_ranged_weapon_is_one_by_its_ranged_tag_whatever_its_damage_type():
    # WoW 202.1, 414.3b: Wyvern Sting "… or target hero or ally if you control a Ranged weapon" — Spinning Fate (Ranged
    # (1), melee damage) is a Ranged weapon; Worn Longsword (melee damage) is not
    st = start()
    put_real(st, 1, "Karrok Scarrend", "allies")  # an ally: always a legal target
    w = put_real(st, 0, "Wyvern Sting", "hand")
    resources(st, 0, 3)
    put(st, 0, "Worn Longsword", "hero_row")
    st1 = apply(st, "play", 0, uid=w, x=0)
    assert str(hero(st, 1)) not in _ids(st1)
    put_real(st, 0, "Spinning Fate", "hero_row")
    st2 = apply(st, "play", 0, uid=w, x=0)
    assert str(hero(st, 1)) in _ids(st2)


@REAL
def test_a_weapons_words_keep_other_damage_types():
    # WoW 205.1b: a weapon's other damage types stay words of it ("[Fire] card"); its melee/ranged one comes from its tag
    st = start()
    shuriken = put_real(st, 0, "Spinning Fate", "hero_row")
    bow = put_real(st, 0, "Avalanche", "hero_row")  # Ranged (1), frost
    assert "melee" not in kw.words(st, shuriken) and "ranged" in kw.words(st, shuriken)
    assert {"frost", "ranged"} <= kw.words(st, bow)


# --- 4. the exhaust tax: a question to the controller, paid like any cost (103.2, 403.1, 412.2) ----------------------


def _tapped(st, player: int = 0) -> int:
    return sum(st.table.cards[u].tapped for u in st.table.zone(player, "resources"))


def _rooted(st, ally: int):
    """P2 roots ``ally`` with Living Roots ("Attached ally can't attack or exhaust unless its controller pays 2.")."""
    st.active = st.priority = 1
    w = put_real(st, 1, "Living Roots", "hand")
    resources(st, 1, 3)
    st = apply(st, "play", 1, uid=w, x=0)
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[w].attached_to == ally
    st.active = st.priority = 0
    return st


def _exhaust_own(st, ally: int):
    """P1 plays Exhaustion ("Exhaust target ally.") on his own taxed ally."""
    w = put_real(st, 0, "Exhaustion", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=w, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(ally))
    return resolve_chain(st), w


@REAL
def test_own_effect_asks_the_controller_and_paying_exhausts_it():
    # WoW 103.2, 403.1: "can't … exhaust unless its controller pays 2" — his own effect: he is asked; he pays 2
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, ally)
    resources(st, 0, 2)  # for the tax (Exhaustion brings its own 2)
    st, w = _exhaust_own(st, ally)
    assert st.pending and st.pending[0].kind == TAX and st.pending[0].player == 0 and "P1" in st.pending[0].prompt
    assert _tapped(st) == 2  # Exhaustion's cost only: nothing paid before he answers
    st = resolve_chain(choose(st, "pay"))
    assert st.table.cards[ally].tapped and _tapped(st) == 4
    assert st.table.cards[w].zone == "graveyard"  # the link carried on and finished


@REAL
def test_own_effect_declined_it_stays_ready_and_nothing_is_paid():
    # WoW 103.2: not paying, it can't exhaust — the effect does nothing to it
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, ally)
    resources(st, 0, 2)
    st, w = _exhaust_own(st, ally)
    assert st.pending[0].kind == TAX
    st = resolve_chain(choose(st, "decline"))
    assert not st.table.cards[ally].tapped and _tapped(st) == 2
    assert st.table.cards[w].zone == "graveyard"


@REAL
def test_the_tax_is_paid_with_the_payments_the_engine_offers():
    # WoW 403.1, 412.2: the tax is a cost — Gromble the Apt's "Your hero can be exhausted to pay costs as though it
    # were a resource" pays it too: offered as a way to pay, and enough with one resource
    st = start()
    put_real(st, 0, "Gromble the Apt", "allies")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st = _rooted(st, ally)
    resources(st, 0, 1)  # with Exhaustion's 2: one resource left for the tax, and the hero
    st, _ = _exhaust_own(st, ally)
    assert st.pending and st.pending[0].kind == TAX
    by_hero = f"pay:{hero(st, 0)}"
    assert by_hero in _ids(st)
    st = resolve_chain(choose(st, by_hero))
    assert st.table.cards[ally].tapped and st.table.cards[hero(st, 0)].tapped
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))


# --- 1. "Target opponent": a targeted player is a target like any other (EN 706, 707.1d, 709.2a) ----------------------


def _shield(st, player: int) -> None:
    """``player`` Untargetable as Blessing of Salvation makes him (its pseudo-keyword on his hero; fixture tests)."""
    st.modifiers.append(Modifier(hero(st, player), "", 1, keyword=player_shield.KEYWORD, duration="permanent", player=player, turn=st.turn))
    assert player_shield.shielded(st, 1 - player, player)


def test_mind_rot_does_nothing_when_its_only_target_became_untargetable():
    # EN 709.2a, 706 (fixture Mind Rot: "Target opponent discards two cards. Draw a card."): P2 became Untargetable
    # while it waited on the chain — its only target is illegal: nobody discards, and its controller draws nothing
    st = start({"auto_pass": False})
    rot = put(st, 0, "Mind Rot", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=rot, x=0)
    assert any(lk.uid == rot for lk in st.chain)
    hands = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    _shield(st, 1)
    st = resolve_chain(st)
    assert not st.pending and [len(st.table.zone(q, "hand")) for q in (0, 1)] == hands
    assert st.table.cards[rot].zone == "graveyard"
    resources(st, 0, 2)
    with pytest.raises(RulesError, match="Untargetable"):  # EN 707.1d: and it can't be played at him now
        apply(st, "play", 0, uid=put(st, 0, "Mind Rot", "hand"), x=0)


def test_mind_rot_works_on_a_targetable_opponent():
    # EN 706: without the shield, P2 discards two and P1 draws one
    st = start({"auto_pass": False})
    rot = put(st, 0, "Mind Rot", "hand")
    resources(st, 0, 2)
    hands = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    st = resolve_chain(apply(st, "play", 0, uid=rot, x=0))
    while st.pending:
        st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[: st.pending[0].min or 1]]))
    assert [len(st.table.zone(q, "hand")) for q in (0, 1)] == [hands[0] - 1 + 1, hands[1] - 2]


def _bless(st, player: int) -> int:
    """Blessing of Salvation in ``player``'s hero row: he is Untargetable (its Ongoing power works while in play)."""
    w = put_real(st, player, "Blessing of Salvation", "hero_row")
    assert player_shield.shielded(st, 1 - player, player)
    return w


@REAL
def test_fright_does_nothing_when_its_opponent_became_untargetable():
    # EN 709.2a, 706: "Target opponent puts an ally he controls into his owner's hand." — P1 became Untargetable while
    # Fright waited on the chain: its only target is illegal, it does nothing (no ally returns), and it is discarded
    automated("Fright")
    st = start({"auto_pass": False})
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st.active = st.priority = 1
    fright = put_real(st, 1, "Fright", "hand")
    resources(st, 1, 1)
    st = apply(st, "play", 1, uid=fright, x=0)
    assert any(lk.uid == fright for lk in st.chain)
    _bless(st, 0)
    st = resolve_chain(st)
    assert not st.pending and st.table.cards[ally].zone == "allies"
    assert st.table.cards[fright].zone == "graveyard"


@REAL
def test_fright_still_works_on_a_targetable_opponent():
    # EN 706: the same play without the Blessing: P1 returns his only ally
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st.active = st.priority = 1
    fright = put_real(st, 1, "Fright", "hand")
    resources(st, 1, 1)
    st = resolve_chain(apply(st, "play", 1, uid=fright, x=0))
    if st.pending:
        st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[ally].zone == "hand"


@REAL
def test_a_power_naming_target_opponent_cant_be_used_at_an_untargetable_player():
    # EN 707.1d, 706: Darkmoon Card: Madness "On your turn: 2, [Exhaust] -> Remove the top card of target opponent's
    # deck from the game. …" — no legal target while P2 is Untargetable
    st = start({"auto_pass": False})
    card = put_real(st, 0, "Darkmoon Card: Madness", "hero_row")
    resources(st, 0, 2)
    blessing = _bless(st, 1)
    with pytest.raises(RulesError, match="Untargetable"):
        apply(st, "power", 0, uid=card, power=0, x=0)
    st.table.cards[blessing].zone = "graveyard"  # the Blessing gone (305.2): he is a legal target again
    st.table.zones[1]["hero_row"].remove(blessing)
    st.table.zones[1]["graveyard"].append(blessing)
    st2 = apply(st, "power", 0, uid=card, power=0, x=0)
    assert st2.chain


@REAL
def test_a_triggered_target_opponent_does_nothing_to_an_untargetable_player():
    # EN 709.2a: Favor of Mischief "When attached ally is destroyed, target opponent discards a card." — P2 is
    # Untargetable: the trigger resolves and he discards nothing
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    favor = put_real(st, 0, "Favor of Mischief", "hero_row")
    st.table.cards[favor].attached_to = ally
    _bless(st, 1)
    hand = len(st.table.zone(1, "hand"))
    st.table.cards[ally].damage = 99
    st = resolve_chain(apply(st, "pass", 0))
    while st.pending:
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[ally].zone == "graveyard"
    assert len(st.table.zone(1, "hand")) == hand


@REAL
def test_spell_ricochet_counts_a_targeted_player_as_the_single_target():
    # EN 706: "You may change the target of an ability card with a single target." — Fright's one target is the
    # opponent: Spell Ricochet may name it; the only other opponent there could be is none (401.1): it keeps its target
    automated("Spell Ricochet")
    st = start({"auto_pass": False})
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st.active = st.priority = 1
    fright = put_real(st, 1, "Fright", "hand")
    resources(st, 1, 1)
    st = apply(st, "play", 1, uid=fright, x=0)
    st.priority = 0
    ricochet = put_real(st, 0, "Spell Ricochet", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=ricochet, x=0)
    if st.pending and st.pending[0].kind == "target":
        assert str(fright) in _ids(st)
        st = choose(st, str(fright))
    assert any(lk.uid == ricochet for lk in st.chain)
    st = resolve_chain(st)
    while st.pending:  # "you may": yes; then Fright's ally to return
        assert st.pending[0].kind != "wprev_retarget"  # no other opponent to choose
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[ally].zone == "hand"  # Fright kept its target and resolved


# --- 2. Blessing of Salvation: the player is Untargetable, not his hero (401.1, 300.1) --------------------------------


@REAL
def test_blessing_of_salvation_leaves_the_hero_targetable():
    # 401.1, 300.1: the hero is a card its player controls, not the player — "That player is Untargetable" doesn't
    # reach it: an opponent's "target hero" may choose it, his "target player" may not choose the player
    st = start()
    _bless(st, 0)
    st.active = st.priority = 1
    resources(st, 1, 6)
    fire = put_real(st, 1, "Blistering Fire", "hand")  # "Your hero deals 3 fire damage to target hero."
    st1 = apply(st, "play", 1, uid=fire, x=0)
    assert str(hero(st, 0)) in _ids(st1)
    energize = put_real(st, 1, "Energize", "hand")  # "Target player draws two cards."
    st2 = apply(st, "play", 1, uid=energize, x=0)
    assert str(hero(st, 0)) not in (_ids(st2) if st2.pending else set())
