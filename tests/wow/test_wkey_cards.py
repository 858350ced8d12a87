"""Helper wkey: keywords and zone-sensitive powers — Invincible (by its reminder text: the rules
document defines it nowhere), "can't leave play", powers working from the graveyard."""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.core.effects import Target
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow import procedure, targets, wield
from engine.wow.cards.compiler import card_powers
from engine.wow.cards.keys import CANT_LEAVE_PLAY
from engine.wow.cards.readers import grant_parts
from engine.wow.damage import deal
from engine.wow.leaving_play import destroy
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_gear_cards import _attack, _strikes
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def _target_effect(name: str):
    """The first targeted effect of a real card (for asking who may be targeted, EN 706)."""
    return next(e for pw in card_powers(automated(name)) for e in pw.effects if e.target is not None and e.target.kind == "chosen")


def _end_turn(st):
    """Both players pass on an empty chain until the turn changes (500.1)."""
    turn = st.turn
    for _ in range(40):
        if st.turn != turn:
            return st
        st = apply(st, "pass", st.priority) if not st.pending else st
    return st


# --- Invincible (reminder text: "It can't leave play, be targeted, or be dealt damage.") --------------


def test_ring_of_invincibility():
    # "1, [Exhaust] -> Target ally has Invincible this turn." (EN 702 payment power, 714.1 this turn)
    data = automated("Ring of Invincibility")
    st = start()
    ring = put_real(st, 0, "Ring of Invincibility", "hero_row")
    ally = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=ring, power=index, x=0)
    st = resolve_chain(choose(st, str(ally)) if st.pending else st)
    assert st.table.cards[ring].tapped  # [Exhaust] paid
    assert kw.has(st, ally, "Invincible")
    # can't be targeted, by anyone (not only opponents, unlike Untargetable)
    bolt = _target_effect("Fireball")
    assert ally not in targets.legal_targets(st, 1, bolt, hero(st, 1))
    assert ally not in targets.legal_targets(st, 0, bolt, hero(st, 0))
    # can't be dealt damage: no packet (405.5)
    deal(st, hero(st, 1), ally, 5, "fire")
    assert st.table.cards[ally].damage == 0
    # can't leave play: destroy (103.2), and a non-targeted "put each ally into its owner's hand"
    assert destroy(st, ally, R("415.9c"))[0].kind == "not_destroyed"
    other = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Psychic Shriek", 0, pay=5)
    st = resolve_chain(st)
    assert st.table.cards[ally].zone == "allies" and st.table.cards[other].zone == "hand"
    # "this turn": it ends with the turn
    st = _end_turn(st)
    assert not kw.has(st, ally, "Invincible")
    st.modifiers.append(Modifier(ally, "", 1, keyword="Invincible", duration="this_turn", player=0, turn=st.turn))
    destroy(st, ally, R("414.2"), by_game=True)  # 103.3: the game still destroys it (a uniqueness fix)
    assert st.table.cards[ally].zone == "graveyard"


def test_cant_leave_play():
    # 103.2: "can't leave play" (the pseudo-keyword the compiler reads, cards.readers.grant_parts): an
    # effect neither destroys, returns nor removes it
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.modifiers.append(Modifier(ally, "", 1, keyword=CANT_LEAVE_PLAY, duration="this_turn", player=0, turn=st.turn))
    assert kw.cant_be_destroyed(st, ally) and destroy(st, ally, R("415.9c"))[0].kind == "not_destroyed"
    assert ally in targets.legal_targets(st, 1, _target_effect("Fireball"), hero(st, 1))  # it may be targeted
    st = resolve_chain(play_real(st, "Psychic Shriek", 0, pay=5)[0])
    assert st.table.cards[ally].zone == "allies"
    effs = grant_parts("+1 ATK and can't leave play", Target("attached", {}), "")
    assert effs is not None and effs[-1].keyword == CANT_LEAVE_PLAY


def test_monstrous_intervention():
    # "Monster heroes and allies you control have Invincible this turn." (714.1: the group as it resolves)
    automated("Monstrous Intervention")
    st = start()
    monster = put_real(st, 0, "Gilblin Bully", "allies")
    plain = put(st, 0, "Iron Sentinel", "allies")
    enemy_monster = put_real(st, 1, "Gilblin Bully", "allies")
    st = resolve_chain(play_real(st, "Monstrous Intervention", 0, pay=9)[0])
    assert kw.has(st, monster, "Invincible")
    assert not kw.has(st, plain, "Invincible") and not kw.has(st, enemy_monster, "Invincible")
    deal(st, hero(st, 1), monster, 3, "shadow")
    deal(st, hero(st, 1), plain, 1, "shadow")
    assert st.table.cards[monster].damage == 0 and st.table.cards[plain].damage == 1
    assert kw.cant_be_destroyed(st, monster) and not kw.cant_be_destroyed(st, plain)
    st = _end_turn(st)
    assert not kw.has(st, monster, "Invincible")


# --- powers that work from the graveyard (EN 704: the card says where; 401.2 "your" = its owner) ------


def test_blade_of_the_empty_void():
    # "While this weapon is in your graveyard, your hero has Protector."
    automated("Blade of the Empty Void")
    st = start()
    blade = put_real(st, 0, "Blade of the Empty Void", "hero_row")
    assert not kw.has(st, hero(st, 0), "Protector")  # in play the power doesn't work
    destroy(st, blade, R("415.9c"))
    assert st.table.cards[blade].zone == "graveyard"
    assert kw.has(st, hero(st, 0), "Protector") and not kw.has(st, hero(st, 1), "Protector")
    put_real(st, 1, "Blade of the Empty Void", "graveyard")  # the opponent's copy: his hero (its owner's)
    assert kw.has(st, hero(st, 1), "Protector")


def test_zealot_kalinov():
    # "While this ally is in your graveyard, your hero has Mend 1." (EN glossary Mend: at the start of
    # your turn, you may heal 1 damage from target hero or ally)
    automated("Zealot Kalinov")
    st = start()
    zealot = put_real(st, 1, "Zealot Kalinov", "allies")
    assert "Mend" not in kw.keywords(st, hero(st, 1)) and "Mend" not in kw.keywords(st, zealot)  # in play: no
    destroy(st, zealot, R("415.9c"))
    assert kw.keywords(st, hero(st, 1)).get("Mend") == 1
    assert "Mend" not in kw.keywords(st, hero(st, 0))
    st.table.cards[hero(st, 1)].damage = 3
    for _ in range(10):  # P2's turn begins: the Mend trigger (engine.wow.statics.mend_triggers)
        if st.active == 1 or st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.active == 1 and st.pending[0].kind == "target" and st.pending[0].player == 1
    assert st.pending[0].prompt.endswith("Mend 1")
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_invincible_the_mount():
    # EN 703, 412.1b: "When you place a resource face up, target ally you control has Invincible this turn."
    # (a Mount: 302.3, it can't attack)
    automated("Invincible")
    st = start()
    horse = put_real(st, 0, "Invincible", "allies")
    ally = put(st, 0, "Iron Sentinel", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    quest = put_real(st, 0, "Are We There, Yeti?", "hand")
    st = apply(st, "resource", 0, uid=quest, face_up=True)
    for _ in range(10):
        if st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.pending and st.pending[0].player == 0
    assert str(enemy) not in [o.id for o in st.pending[0].options]  # "you control"
    st = resolve_chain(choose(st, str(ally)))
    assert kw.has(st, ally, "Invincible") and not kw.has(st, horse, "Invincible")
    deal(st, hero(st, 1), ally, 4, "melee")
    assert st.table.cards[ally].damage == 0
    with pytest.raises(RulesError):  # 302.3: a Mount can't be declared as an attacker
        apply(st, "attack", 0, attacker=horse, defender=hero(st, 1))


def test_anaka_the_lights_bulwark():
    # "On your turn: 4, Flip Anaka -> Target hero or ally you control has Invincible this turn." (301.2
    # flip as a cost; the flip family's card, automated here by the Invincible keyword)
    data = automated("Anaka the Light's Bulwark")
    st = start()
    old = hero(st, 0)
    anaka = put_real(st, 0, "Anaka the Light's Bulwark", "hero_row")  # (test setup: she is P1's hero)
    st.heroes[0] = anaka
    st.table.move(old, "removed")
    ally = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 4)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=anaka, power=index, x=0)
    st = resolve_chain(choose(st, str(ally)) if st.pending else st)
    assert st.table.cards[anaka].flags.get("flipped")
    assert kw.has(st, ally, "Invincible") and kw.cant_be_destroyed(st, ally)
    assert ally not in targets.legal_targets(st, 1, _target_effect("Fireball"), hero(st, 1))


# --- Infinite Wield (by its reminder text: "You can control any number of one-handed Melee weapons and
# strike with any number of one-handed Melee weapons during the same combat."; 406 lists the others) ---


def test_restless_blades():
    # "Ongoing: Weapons you control have +1 ATK." (EN 714) and "Your hero has Infinite Wield."
    automated("Restless Blades")
    st = start({"auto_pass": False})
    axe = put_real(st, 0, "Fel Iron Hatchet", "hero_row")
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")
    sword = put_real(st, 0, "Scimitar of the Nexus Stalkers", "hero_row")
    assert procedure.uniqueness_violations(st, 0)  # three melee weapons: 414.3b without a wield power
    st.table.move(sword, "hand")
    st.table.move(kris, "hand")
    st = resolve_chain(play_real(st, "Restless Blades", 0, pay=2)[0])
    assert wield.INFINITE in wield.powers(st, 0) and wield.INFINITE not in wield.powers(st, 1)
    assert kw.equipment_atk(st, axe) == 3  # 2 +1
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")
    sword = put_real(st, 0, "Scimitar of the Nexus Stalkers", "hero_row")
    assert not procedure.uniqueness_violations(st, 0)  # any number of one-handed melee weapons
    resources(st, 0, 2)
    st = _attack(st)
    assert _strikes(st) == sorted([axe, kris, sword])
    for weapon in (axe, kris, sword):  # all three strike in the same combat
        st = _settle(apply(st, "strike", 0, weapon=weapon))
    assert all(st.table.cards[w].tapped for w in (axe, kris, sword))
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == 3 + 2 + 4  # (2+1) + (1+1) + (3+1)


# --- "while you control N or more other X heroes and/or allies" (EN 714 with a condition) -------------


def test_mindbender_ghursha():
    # "While you control one / two / three or more other Monster heroes and/or allies, Ghur'sha has
    # Ferocity / Assault 4 / Invincible." ("other": not Ghur'sha himself)
    automated("Mindbender Ghur'sha")
    st = start()
    ghur = put_real(st, 0, "Mindbender Ghur'sha", "allies")
    st.table.cards[ghur].entered_turn = st.turn  # he entered this turn: he attacks only with Ferocity (302.2)
    base = kw.atk(st, ghur)
    assert not kw.has(st, ghur, "Ferocity")  # he himself is not counted
    put_real(st, 1, "Gilblin Bully", "allies")  # an opposing Monster: not "you control"
    assert not kw.has(st, ghur, "Ferocity")
    put_real(st, 0, "Gilblin Bully", "allies")
    keys = kw.keywords(st, ghur)
    assert "Ferocity" in keys and "Assault" not in keys and "Invincible" not in keys
    put_real(st, 0, "Fossilized Raptor", "allies")
    keys = kw.keywords(st, ghur)
    assert "Ferocity" in keys and keys.get("Assault") == 4 and "Invincible" not in keys
    assert kw.atk(st, ghur) == base + 4  # Assault 4 on your turn
    put_real(st, 0, "Jadefire Felsworn", "allies")
    assert kw.has(st, ghur, "Invincible") and kw.cant_be_destroyed(st, ghur)
    deal(st, hero(st, 1), ghur, 5, "fire")
    assert st.table.cards[ghur].damage == 0
    st = apply(st, "attack", 0, attacker=ghur, defender=hero(st, 1))  # Ferocity: he attacks the turn he entered
    assert st.table.cards[ghur].tapped


# --- "As X enters play, choose …" (engine.wow.entry_choice; card script wkey.toml) -------------------


def test_brodien_chooses_elusive_or_untargetable():
    # "As Brodien enters play, choose whether he is Elusive or Untargetable."
    automated("Brodien")
    st = start()
    bolt = _target_effect("Fireball")
    st, brodien = play_real(st, "Brodien", 0, pay=8)
    st = resolve_chain(st)
    assert st.pending and [o.id for o in st.pending[0].options] == ["Elusive", "Untargetable"]
    st = resolve_chain(choose(st, "Untargetable"))
    assert kw.has(st, brodien, "Untargetable") and not kw.has(st, brodien, "Elusive")
    assert brodien not in targets.legal_targets(st, 1, bolt, hero(st, 1))  # opponents can't target him
    assert brodien in targets.legal_targets(st, 0, bolt, hero(st, 0))
    st, other = play_real(st, "Brodien", 0, pay=8)  # another Brodien chooses for himself
    st = resolve_chain(choose(resolve_chain(st), "Elusive"))
    assert kw.has(st, other, "Elusive") and not kw.has(st, other, "Untargetable")
    assert kw.has(st, brodien, "Untargetable") and not kw.has(st, brodien, "Elusive")


# --- faction gates (206.1c) over keyword groups (card script wkey.toml) --------------------------------


def test_spectral_tiger():
    # "Alliance: Elusive allies in your party have +1 health." / "Horde: Allies with Ferocity in your
    # party have +1 ATK." — P1's hero (Korga) is Horde, P2's (Alia) Alliance
    automated("Spectral Tiger")
    st = start()
    fury0, brax0 = put_real(st, 0, "Fury", "allies"), put_real(st, 0, "Braxiss the Sleeper", "allies")
    fury1, brax1 = put_real(st, 1, "Fury", "allies"), put_real(st, 1, "Braxiss the Sleeper", "allies")
    before = {u: (kw.atk(st, u), kw.health(st, u)) for u in (fury0, brax0, fury1, brax1)}
    tiger0 = put_real(st, 0, "Spectral Tiger", "allies")  # Horde hero: Ferocity allies +1 ATK
    assert kw.atk(st, fury0) == before[fury0][0] + 1 and kw.health(st, fury0) == before[fury0][1]
    assert (kw.atk(st, brax0), kw.health(st, brax0)) == before[brax0]  # Elusive: nothing for a Horde hero
    assert (kw.atk(st, fury1), kw.health(st, fury1)) == before[fury1]  # not in P1's party
    assert kw.atk(st, tiger0) == 4  # the Tiger has no Ferocity
    put_real(st, 1, "Spectral Tiger", "allies")  # Alliance hero: Elusive allies +1 health
    assert kw.health(st, brax1) == before[brax1][1] + 1 and kw.atk(st, brax1) == before[brax1][0]
    assert (kw.atk(st, fury1), kw.health(st, fury1)) == before[fury1]
    assert kw.health(st, brax0) == before[brax0][1]


def test_deuce_from_the_graveyard():
    # "While this ally is in your graveyard, you can control an additional Pet." (414.3b: Pet (1) allows two)
    automated("Deuce")
    st = start()
    fury, claw = put_real(st, 0, "Fury", "allies"), put_real(st, 0, "Bloodclaw", "allies")  # two Pet (1) allies
    assert set(procedure.uniqueness_violations(st, 0)) >= {fury, claw}
    deuce = put_real(st, 0, "Deuce", "allies")
    assert procedure.uniqueness_violations(st, 0)  # in play the power doesn't work (and Deuce is a Pet too)
    st.table.move(deuce, "graveyard")
    assert not procedure.uniqueness_violations(st, 0)
    put_real(st, 1, "Fury", "allies")
    put_real(st, 1, "Bloodclaw", "allies")
    assert procedure.uniqueness_violations(st, 1)  # only its owner may control the additional Pet


def test_ymirheim_chosen_warrior():
    # "Protector -> When this ally enters play, you may search your deck for an ally with the same name,
    # reveal it and put it into your hand." (EN glossary Protector; 413 search; 200.1 its own name)
    from engine.core.choices import YES

    automated("Ymirheim Chosen Warrior")
    st = start()
    copy = put_real(st, 0, "Ymirheim Chosen Warrior", "deck")
    st, warrior = play_real(st, "Ymirheim Chosen Warrior", 0, pay=8)
    st = resolve_chain(st)
    assert kw.has(st, warrior, "Protector")
    assert st.pending[0].kind == "may"
    st = choose(st, YES)
    assert {o.id for o in st.pending[0].options} == {str(copy)}  # only allies of that name (Mist Owls fill the deck)
    st = resolve_chain(choose(st, str(copy)))
    assert st.table.cards[copy].zone == "hand"
