"""The keywords Invincible ("It can't leave play, be targeted, or be dealt damage": the cards' reminder text,
EN glossary) and Infinite Wield ("You can control any number of one-handed Melee weapons and strike with any
number of one-handed Melee weapons during the same combat"), each played with the real cards that grant them."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow import targets, wield
from engine.wow.cards.compiler import card_powers
from engine.wow.damage import deal
from engine.wow.leaving_play import destroy
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import POOL, apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real, real, real_pool
from .test_wact2_cards import use
from .test_wscale_amounts import as_hero
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _fixture_effect(name: str):
    """The first effect of a fixture card's first power (a targeted removal to ask about)."""
    rec = POOL.find_name(name)
    assert rec is not None
    return card_powers(rec.data)[0].effects[0]


def _assert_invincible(st, uid: int) -> None:
    """Every clause of Invincible on ``uid``: not targetable by anyone, no damage, can't be destroyed or leave play."""
    # EN glossary Invincible: "can't be targeted" — by its opponent and by its own controller
    bolt = _fixture_effect("Fire Bolt")
    assert uid not in targets.legal_targets(st, 1, bolt, hero(st, 1))
    assert uid not in targets.legal_targets(st, 0, bolt, hero(st, 0))
    # "can't be dealt damage": the packet is prevented
    events = deal(st, hero(st, 1), uid, 3, "fire")
    assert st.table.cards[uid].damage == 0 and events[-1].kind == "prevent"
    # "can't leave play": an effect can't destroy it (103.2) …
    assert destroy(st, uid, R("415.9c"))[0].kind == "not_destroyed"
    assert st.table.cards[uid].zone in ("allies", "hero_row")


# --- "Target ally has Invincible this turn." --------------------------------------------------------------------


def test_ring_of_invincibility_gives_an_ally_invincible_this_turn():
    # EN glossary Invincible, EN 714.1: "1, [Exhaust] -> Target ally has Invincible this turn."
    data = automated("Ring of Invincibility")
    st = start()
    ring = put_real(st, 0, "Ring of Invincibility", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    other = put(st, 0, "Field Medic", "allies")
    st = use(st, ring, data, str(owl))
    assert st.table.cards[ring].tapped  # the cost: [Exhaust] (403.1)
    assert kw.has(st, owl, "Invincible") and not kw.has(st, other, "Invincible")
    _assert_invincible(st, owl)
    assert other in targets.legal_targets(st, 1, _fixture_effect("Fire Bolt"), hero(st, 1))
    st = _next_turn(st)  # "this turn" (714.1): gone at the end of the turn
    assert not kw.has(st, owl, "Invincible")
    assert owl in targets.legal_targets(st, 1, _fixture_effect("Fire Bolt"), hero(st, 1))


def test_an_invincible_ally_is_not_removed_by_remove_all_allies():
    # EN glossary Invincible: "It can't leave play" — Invoke the Nether: "Remove all allies from the game."
    # (103.2: what can't happen doesn't; the others are removed)
    data = automated("Ring of Invincibility")
    automated("Invoke the Nether")
    st = start()
    ring = put_real(st, 0, "Ring of Invincibility", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    other = put(st, 0, "Field Medic", "allies")
    foe = put(st, 1, "Footman Recruit", "allies")
    st = use(st, ring, data, str(owl))
    st, _ = play_real(st, "Invoke the Nether", 0, pay=8)
    st = _settle(st)
    assert st.table.cards[owl].zone == "allies"
    assert st.table.cards[other].zone == "removed" and st.table.cards[foe].zone == "removed"


def test_the_game_still_destroys_an_invincible_card():
    # WoW 103.3: destruction by the game (here: the uniqueness/host checks, ``by_game``) can't be stopped
    data = automated("Ring of Invincibility")
    st = start()
    ring = put_real(st, 0, "Ring of Invincibility", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    st = use(st, ring, data, str(owl))
    destroy(st, owl, R("414.2"), by_game=True)
    assert st.table.cards[owl].zone == "graveyard"


# --- "When you place a resource face up, target ally you control has Invincible this turn." ----------------------


def _place(st, face_up: bool):
    """Place a quest from the hand as this turn's resource (412.1b: a quest may be placed face up)."""
    quest = put(st, 0, "Scout the Border", "hand")
    return apply(st, "resource", 0, uid=quest, face_up=face_up)


def _target_options(st) -> set[int]:
    """The uids offered by the first pending target choice, once the trigger is on the chain."""
    for _ in range(10):
        if st.pending:
            return {int(o.id) for o in st.pending[0].options if o.id.isdigit()}
        st = apply(st, "pass", st.priority)
    raise AssertionError("no target choice")


def test_invincible_ally_protects_an_ally_when_a_resource_is_placed_face_up():
    # EN 709.3 / glossary Invincible: "When you place a resource face up, target ally you control has Invincible this turn."
    automated("Invincible")
    st = start()
    mount = put_real(st, 0, "Invincible", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    foe = put(st, 1, "Footman Recruit", "allies")
    st = _place(st, True)
    assert _target_options(st) == {mount, owl}  # "target ally you control" (706)
    st = _settle(st, {"target": [str(owl)]})
    assert kw.has(st, owl, "Invincible")
    assert not kw.has(st, mount, "Invincible") and not kw.has(st, foe, "Invincible")
    _assert_invincible(st, owl)


def test_invincible_ally_does_nothing_for_a_face_down_resource():
    # "When you place a resource face up": a face-down one doesn't trigger it (412.1b)
    automated("Invincible")
    st = start()
    mount = put_real(st, 0, "Invincible", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    st = _settle(_place(st, False))
    assert not kw.has(st, owl, "Invincible") and not kw.has(st, mount, "Invincible")


# --- "Monster heroes and allies you control have Invincible this turn." ----------------------------------------


def test_monstrous_intervention_makes_your_monsters_invincible():
    # EN 714.1: "Monster heroes and allies you control have Invincible this turn." (group: no target, 709.1)
    data = automated("Monstrous Intervention")
    monster = next(r.data["name"] for r in real_pool().by_id.values()
                   if r.data.get("type") == "ally" and "Monster" in r.data.get("tags", []) and not r.data.get("text"))
    st = start()
    beast = put_real(st, 0, monster, "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    foe = put_real(st, 1, monster, "allies")
    st, _ = play_real(st, "Monstrous Intervention", 0, pay=data.get("cost", 3) + 1)
    st = _settle(st)
    assert kw.has(st, beast, "Invincible")
    assert not kw.has(st, owl, "Invincible") and not kw.has(st, foe, "Invincible")  # Monsters you control only
    _assert_invincible(st, beast)


# --- "Your hero has Infinite Wield." ------------------------------------------------------------------------


def _one_handed_melee() -> list[str]:
    out = []
    for rec in real_pool().by_id.values():
        d = rec.data
        tags = d.get("tags", [])
        if d.get("type") == "weapon" and not d.get("text") and "1H Weapon" in tags \
                and any(t.startswith("Melee") for t in tags) and d["name"] not in out:
            out.append(d["name"])
    return out[:3]


def test_restless_blades_lets_your_hero_control_three_one_handed_weapons():
    # Infinite Wield (reminder text): "You can control any number of one-handed Melee weapons" — no uniqueness
    # violation (414.3b) with three; without it two already violate (406.1, 414.3b)
    automated("Restless Blades")
    names = _one_handed_melee()
    assert len(names) == 3
    st = start()
    blades = [put_real(st, 0, n, "hero_row") for n in names]
    assert wield.violations(st, 0)  # 414.3b: without a wield power
    put_real(st, 0, "Restless Blades", "allies")
    assert "Infinite Wield" in wield.powers(st, 0)
    assert wield.violations(st, 0) == []
    # "… and strike with any number of one-handed Melee weapons during the same combat" (406.4, 303.2c)
    assert wield.can_strike(st, 0, blades[2], blades[:2])


def test_restless_blades_strikes_with_three_weapons_in_one_combat():
    # Infinite Wield: three strikes in one combat; each weapon's ATK adds (303.2c)
    automated("Restless Blades")
    names = _one_handed_melee()
    st = start()
    blades = [put_real(st, 0, n, "hero_row") for n in names]
    put_real(st, 0, "Restless Blades", "allies")
    resources(st, 0, 12)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    for b in blades:
        st = _settle(apply(st, "strike", 0, weapon=b))
    assert all(st.table.cards[b].tapped for b in blades)  # each struck (303.2c: strike = exhaust and pay)
    each = [kw.atk(st, b) for b in blades]
    assert each == [real(n)["atk"] + 1 for n in names]  # "Ongoing: Weapons you control have +1 ATK." (714)
    assert kw.atk(st, hero(st, 0)) == sum(each)  # the hero's ATK counts every weapon struck (303.2c)
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == sum(each)


# --- "On your turn: 4, Flip Anaka -> Target hero or ally you control has Invincible this turn." ---------------


def test_anaka_flips_to_make_your_hero_invincible_this_turn():
    # 301.2 (flip as a cost), EN 714.1, glossary Invincible ("On your turn": the activated-power template's timing, EN 701)
    data = automated("Anaka the Light's Bulwark")
    st = start()
    anaka = as_hero(st, "Anaka the Light's Bulwark")
    foe = put(st, 1, "Footman Recruit", "allies")
    st = use(st, anaka, data, str(anaka), pay=4)
    assert st.table.cards[anaka].flags.get("flipped")
    assert kw.has(st, anaka, "Invincible") and not kw.has(st, foe, "Invincible")
    _assert_invincible(st, anaka)
    st = _next_turn(st)  # "this turn" (714.1) is over
    assert not kw.has(st, anaka, "Invincible")
