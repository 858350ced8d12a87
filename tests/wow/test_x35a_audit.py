"""Audit x35a: a fifth sample of the WoW cards the compiler calls "automated", played against the printed text.

The sample: ``sample()`` draws 30 names with ``random.Random(2038)`` from the sorted names the compiler calls automated that
have rules text (``engine.wow.game.coverage``'s "with_text" pool: one record per name, achievements and raid/dungeon
encounter cards left out), over the whole pool imported from ../shared/data/wow/cards, the 120 names x34a, x34b, x34d and
x34e drew left out (4596 names with text, 4517 automated). The 30 names drawn:

Claws of the Dead (TOT), The Longeye (ARC), Brittilize (FoH), Dampen Magic (TDP), Whirlwind Weapon (SW), Anastina, Herald
of the Fel (TOT), Hellfire Citadel (DoW), Fel Fire (SoB), Onslaught Girdle (TDP), Blood Knight Haeleth (FoH), Mass Dispel
(FoO), Convocation (FoH), Moro Wildmesa (TOT), Soothing Wave (SW), Unstable Infusion (WBR), Alaria the Huntress (ToF),
Astral Grief (HfI), Triton Legplates (TOT), Treats for Great-father Winter (FWV), Talisman of the Alliance (BoG), Nature's
Swiftness (HoA), Zores, Herald of War (ToF), Rage of the Elements (CoH), Breathstone-Infused Longbow (TOT), Radak
Doombringer (HoA), Chain Heal (CD1), Soul of the Dead (ICE), Parexia, Herald of the Shadows (TOT), Dragonheart Piercer
(ToD), Order Must Be Restored (DoW);
plus Seal of the Crusader (TDP), drawn by x34e and left unaudited there.

Each card is played with the real card of the pool, every clause of its text checked by its observable result. EN numbers
are rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Audit (before any engine change): 29 of 31 correct (93.5 %; the 30 drawn and Seal of the Crusader). Wrong:
- Breathstone-Infused Longbow and Dragonheart Piercer: their "Long-Range" did nothing in combat — the hero striking with
  either on its own turn still took the defender's combat damage (a weapon's Long-Range, reminder text: "When you strike
  with this weapon on your turn, defenders deal no combat damage to the attacker"). Cause: ``combat.conclude`` read
  Long-Range on the attacker only, never on the weapons it struck with (the earlier tests of these weapons checked only
  that the keyword is there). Fixed generally: ``combat.long_range`` (the attacker has Long-Range, or struck this combat
  with a Long-Range weapon on its controller's turn). The compiled powers are unchanged; the play of the other 43 weapons
  of the pool printing Long-Range changes the same way (45 weapons print it; e.g. Lightningflash, Black Bow of the
  Betrayer, Stakethrower's reminder), nothing else reads it.
The other 29 right on the first run. Probed beyond the tests' first cut, all right: Soul of the Dead counts an opposing ally discarded from the hand (Death
Rattle "from anywhere"); Onslaught Girdle may exhaust itself to pay; Anastina's and Parexia's Empower met by a Warlock /
Priest hero; Mass Dispel offers a totem (305.3a); Whirlwind Weapon's X reads the weapon's modified ATK; Talisman of the
Alliance's lowest cost is read after the Talisman left (its cost); Hellfire Citadel counts an ally destroyed in combat;
Dragonheart Piercer counts all six colors and not a colorless Dragonkin (Chromie); Nature's Swiftness is not spent by
placing a resource (409.2); totems (305.3a) are offered / hit as allies by Moro, Rage, Dampen Magic, Soothing Wave,
Unstable Infusion, Anastina, Whirlwind Weapon, and counted by Hellfire Citadel and Convocation.
Mutation checks (mechanism broken by hand, then restored): Dampen Magic's prevention, Soul of the Dead's health per
counter, Talisman's lowest/highest, Delve's order: each made its test fail.

Test expectations first set wrong and corrected against the rules (not engine defects):
- Whirlwind Weapon: the first test put two one-handed weapons in play; the second replaced the first (uniqueness, 414),
  so "a Melee weapon you control" is the one weapon there is.
- Brittilize: the "Destroy Brittilize" cost is paid once the target is chosen, not as the power is announced.
- Hellfire Citadel: first put in the hero row; a location is placed as a resource, face up (306.1, 412.1b).
- Blood Knight Haeleth: the generic answerer picked the first target; the hero is now chosen by hand.

Rule calls without a source:
- Empower (Anastina, Zores, Parexia): the target is chosen as the trigger goes on the chain and the "if you control another
  X hero or ally" condition is checked on resolution (EN 709), the engine's standing reading
  (tests/wow/test_templates_empower_unless.py); without the other X nothing happens.
- Brittilize: "can't attack this turn" is checked on my own ally damaged on my turn.
- Dampen Magic: "damage with an ability" checked with an ability card's damage (Frostbolt) against combat damage; damage
  from an ally's or hero's power was not played.
- Whirlwind Weapon: with no Melee weapon (a Ranged one only) X is 0 and nothing is dealt.
- Soul of the Dead: "opposing abilities" checked with an ability destroyed in play and an ally discarded; the granted
  Death Rattle is the item's (its counter), as test_w30gear_cards reads it.
- Claws of the Dead, Onslaught Girdle: a one-shot "this turn" change to a group applies to the cards in play as it
  resolves (a weapon put in play after the Girdle's power has no +1), the engine's standing reading (test_w30abil2_cards
  header); chapter 7 is not in the provided document.
- Treats for Great-father Winter: no "Feast of Winter Veil" card is in the pool; a deck card renamed so stands in.
- Deck-building lines ("Restoration Hero Required") are not played here (x34a covers them, 100.2).
"""

from __future__ import annotations

import random

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .audit import hand as _hand
from .audit import ids as _ids
from .audit import powers as _powers
from .audit import quests as _quests
from .audit import zone as _zone
from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, play_real, put_real
from .test_wact_scripts import power_of
from .test_wscale_amounts import as_hero
from .test_wscale_counters import next_turn
from .test_wtrig_cards import _fight, _settle
from .test_x34a_audit import sample as audited_a
from .test_x34b_audit import sample as audited_b
from .test_x34d_audit import sample as audited_d
from .test_x34e_audit import _drive, _quest, _to
from .test_x34e_audit import sample as audited_e

pytestmark = needs(WOW_CARDS)

SEED = 2038
SIZE = 30


def sample(seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audited names: ``size`` drawn with ``random.Random(seed)`` from the sorted automated names with rules text
    (``engine.wow.game.coverage``'s "with_text" pool), the 120 names x34a, x34b, x34d and x34e drew left out."""
    from engine.wow.game import _names, has_rules_text, is_encounter
    from tests.wow.audit import automated_when

    names = _names(real_pool().by_id.values())
    done = set(audited_a()) | set(audited_b()) | set(audited_d()) | set(audited_e())
    pool = sorted(n for n, d in names.items() if not is_encounter(d) and has_rules_text(d) and n not in done)
    return random.Random(seed).sample([n for n in pool if automated_when("x35a", n, names[n])], size)


DRAWN = [
    "Claws of the Dead",
    "The Longeye",
    "Brittilize",
    "Dampen Magic",
    "Whirlwind Weapon",
    "Anastina, Herald of the Fel",
    "Hellfire Citadel",
    "Fel Fire",
    "Onslaught Girdle",
    "Blood Knight Haeleth",
    "Mass Dispel",
    "Convocation",
    "Moro Wildmesa",
    "Soothing Wave",
    "Unstable Infusion",
    "Alaria the Huntress",
    "Astral Grief",
    "Triton Legplates",
    "Treats for Great-father Winter",
    "Talisman of the Alliance",
    "Nature's Swiftness",
    "Zores, Herald of War",
    "Rage of the Elements",
    "Breathstone-Infused Longbow",
    "Radak Doombringer",
    "Chain Heal",
    "Soul of the Dead",
    "Parexia, Herald of the Shadows",
    "Dragonheart Piercer",
    "Order Must Be Restored",
]


def test_the_sample_is_redrawn_the_same():
    # the audit's sample: seed 2038 over the sorted automated names with rules text, the 120 names audited before out
    drawn = sample()
    done = set(audited_a()) | set(audited_b()) | set(audited_d()) | set(audited_e())
    assert drawn == DRAWN and not set(drawn) & done and "Seal of the Crusader" in audited_e()


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _use(st, uid: int, *picks: str, player: int = 0, pay: int = 5, nth: int = 0, **extra):
    """Pay for and use the card's ``nth`` activated power, answer the choices, resolve the chain."""
    resources(st, player, pay)
    data = st.cards[st.table.cards[uid].card_id]
    st = apply(st, "power", player, uid=uid, power=power_of(data, nth), x=0, **extra)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st)


# --- Claws of the Dead (EN 714 "this turn"; glossary Delve) -----------------------------------------------------------


def test_claws_of_the_dead():
    # "Opposing allies have -3 ATK this turn." / "Delve (Look at the top two cards of your deck. Put any number of them
    # on top of your deck in any order, and the rest on the bottom.)"
    automated("Claws of the Dead")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    small = put_real(st, 1, "Jerrick Valder", "allies")  # 2 ATK
    mine = put_real(st, 0, "Karrok Scarrend", "allies")  # 5 ATK
    deck = st.table.zone(0, "deck")
    a, b = deck[0], deck[1]
    st, _ = play_real(st, "Claws of the Dead", 0, pay=2)
    st = resolve_chain(st)
    assert kw.atk(st, foe) == 2 and kw.atk(st, small) == 0 and kw.atk(st, mine) == 5
    assert kw.atk(st, hero(st, 1)) == 0  # (heroes are no allies)
    assert (
        st.pending
        and st.pending[0].kind == "delve"
        and _ids(st) == {str(a), str(b)}
        and st.pending[0].player == 0
    )
    st = choose(st, str(b))  # keep b on top, a to the bottom
    st = resolve_chain(st)
    deck = st.table.zone(0, "deck")
    assert deck[0] == b and deck[-1] == a
    st2 = next_turn(st)
    assert kw.atk(st2, foe) == 5 and kw.atk(st2, small) == 2  # this turn only


def test_claws_of_the_dead_delve_keeps_both_in_the_order_chosen():
    # glossary Delve: "any number of them on top … in any order"
    st = start()
    deck = st.table.zone(0, "deck")
    a, b = deck[0], deck[1]
    st, _ = play_real(st, "Claws of the Dead", 0, pay=2)
    st = choose(resolve_chain(st), str(a), str(b))
    assert st.pending and _ids(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    assert st.table.zone(0, "deck")[:2] == [b, a]


# --- The Longeye (EN 701 "On your turn"; 301.2 flip; 706 target; EN 709 "if") -----------------------------------------


def test_the_longeye():
    # "On your turn: 5, Flip The Longeye -> Destroy target opposing ally if it has or shares the highest cost among
    # opposing allies."
    automated("The Longeye")
    for pick, destroyed in (("Anika Berlyn", True), ("Orion", False)):  # cost 6 (shared) / 5
        st = start()
        eye = as_hero(st, "The Longeye")
        mine = put_real(st, 0, "Conqueror Jarano", "allies")  # 6, not opposing
        foes = {n: put_real(st, 1, n, "allies") for n in ("Anika Berlyn", "Orion")}
        twin = put_real(st, 1, "Conqueror Jarano", "allies")  # 6: shares the highest
        st.table.zone(0, "resources").clear()
        resources(st, 0, 4)
        assert not _powers(st, 0, eye)  # 5 to pay (403.1)
        resources(st, 0, 1)
        st = apply(st, "power", 0, **_powers(st, 0, eye)[0].args)
        assert str(mine) not in _ids(st) and str(hero(st, 1)) not in _ids(st)
        assert {str(u) for u in foes.values()} <= _ids(st)
        st = resolve_chain(choose(st, str(foes[pick])))
        assert (_zone(st, foes[pick]) == "graveyard") == destroyed
        assert (
            _zone(st, twin) == "allies"
            and _zone(st, mine) == "allies"
            and st.table.cards[eye].flags.get("flipped")
        )
    st = _to(start(), 1)  # not on the opponent's turn
    eye = as_hero(st, "The Longeye")
    put_real(st, 1, "Orion", "allies")
    resources(st, 0, 5)
    assert not _powers(st, 0, eye)


# --- Brittilize (EN 703 enters play, "may"; 706 target armor; 403.1 "Destroy Brittilize" cost; EN 714 can't attack) --


def test_brittilize():
    # "Ongoing: When Brittilize enters play, you may destroy target armor." / "Destroy Brittilize -> Your hero deals 2
    # frost damage to target hero or ally. A character dealt damage this way can't attack this turn."
    automated("Brittilize")
    for yes in (True, False):
        st = start()
        armor = put_real(st, 1, "Pads of the Dread Wolf", "hero_row")
        blade = put_real(st, 1, "Brutality Blade", "hero_row")
        st, brit = play_real(st, "Brittilize", 0, pay=2)
        st = resolve_chain(st)
        assert str(armor) in _ids(st) and str(blade) not in _ids(st)
        st = _drive(st, armor, yes)
        assert (_zone(st, armor) == "graveyard") == yes and _zone(st, blade) == "hero_row"
        assert _zone(st, brit) == "hero_row"
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    other = put_real(st, 1, "Orion", "allies")
    st = apply(st, "power", 0, **_powers(st, 0, brit)[0].args)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)  # target hero or ally (706)
    st = choose(st, str(foe))
    assert _zone(st, brit) == "graveyard"  # the cost, paid as the power is used (403.1)
    st = resolve_chain(st)
    assert _dmg(st, foe) == 2
    st = _to(st, 1)
    # "can't attack this turn": this turn was P0's; on P1's turn it attacks again (the text's turn ended)
    assert [a for a in ENGINE.legal_actions(st, 1) if a.type == "attack" and a.args.get("attacker") == foe]
    assert [a for a in ENGINE.legal_actions(st, 1) if a.type == "attack" and a.args.get("attacker") == other]


def test_brittilize_stops_the_attack_this_turn():
    # "A character dealt damage this way can't attack this turn." — my own ally, damaged on my turn, can't attack
    st = start()
    brit = put_real(st, 0, "Brittilize", "hero_row")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    other = put_real(st, 0, "Orion", "allies")
    st = apply(st, "power", 0, **_powers(st, 0, brit)[0].args)
    st = resolve_chain(choose(st, str(mine)))
    assert _dmg(st, mine) == 2
    att = {a.args.get("attacker") for a in ENGINE.legal_actions(st, 0) if a.type == "attack"}
    assert mine not in att and other in att


# --- Dampen Magic (400.1 attach; 706 "friendly hero or ally"; EN 717 prevention "with an ability") --------------------


def test_dampen_magic():
    # "Attach to target friendly hero or ally." / "Ongoing: If attached character would be dealt damage with an ability,
    # prevent 1 of that damage."
    automated("Dampen Magic")
    st = start()
    mine = put_real(st, 0, "Orion", "allies")  # 7 health
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, dm = play_real(st, "Dampen Magic", 0, pay=2)
    assert {str(mine), str(hero(st, 0))} <= _ids(st) and not {str(foe), str(hero(st, 1))} & _ids(st)
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[dm].attached_to == mine
    st = _to(st, 1)
    st, _ = play_real(st, "Frostbolt", 1, str(mine), pay=3)  # 3 frost damage with an ability
    st = _settle(st)
    assert _dmg(st, mine) == 2
    st, _ = play_real(st, "Frostbolt", 1, str(hero(st, 0)), pay=3)  # the unattached hero: all 3
    st = _settle(st)
    assert _dmg(st, hero(st, 0)) == 3
    st.table.cards[mine].damage = 0
    st = _fight(apply(st, "attack", 1, attacker=foe, defender=mine))  # combat damage (no ability): all of it
    assert _dmg(st, mine) == 5


# --- Whirlwind Weapon (306.2 "On your turn: Pay 5"; 405.4 X = ATK of a Melee weapon you control) ----------------------


def test_whirlwind_weapon():
    # "On your turn: Pay 5 to complete this quest." / "Reward: Your hero deals X melee damage to each opposing ally, where
    # X is the ATK of a Melee weapon you control."  (one weapon in play at a time: the hero row's uniqueness, 304)
    automated("Whirlwind Weapon")
    # the bow is Ranged: no Melee weapon, X = 0
    for weapon, x in (("Lightning Whelk Axe", 2), ("Brutality Blade", 3), ("Dragonheart Piercer", 0)):
        st = start()
        put_real(st, 0, weapon, "hero_row")
        put_real(st, 1, "Scimitar of the Nexus Stalkers", "hero_row")  # the opponent's Melee weapon (3 ATK)
        foes = [put_real(st, 1, "Orion", "allies"), put_real(st, 1, "Anika Berlyn", "allies")]
        mine = put_real(st, 0, "Orono the Great", "allies")
        quest = _quest(st, "Whirlwind Weapon", 5)
        st = _settle(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
        assert [_dmg(st, u) for u in foes] == [x, x], weapon
        assert _dmg(st, mine) == 0 and _dmg(st, hero(st, 1)) == 0
    st2 = _to(start(), 1)  # not on the opponent's turn
    q2 = put_real(st2, 0, "Whirlwind Weapon", "resources", face_down=False)
    resources(st2, 0, 5)
    assert not _quests(st2, 0, q2)


# --- Anastina, Herald of the Fel (glossary Empower; EN 703; EN 709 "if you control another Warlock") -----------------


def test_anastina_herald_of_the_fel():
    # "Empower Warlock: When this ally enters play, if you control another Warlock hero or ally, this ally deals 2 shadow
    # damage to each opposing hero and ally."
    automated("Anastina, Herald of the Fel")
    for warlock in (True, False):
        st = start()
        other = put_real(st, 0, "Acolyte Kemistra" if warlock else "Orono the Great", "allies")
        foes = [
            put_real(st, 1, "Orion", "allies"),
            put_real(st, 1, "Acolyte Kemistra", "allies"),
        ]  # + a Warlock
        st, ana = play_real(st, "Anastina, Herald of the Fel", 0, pay=5)
        st = _settle(st)
        n = 2 if warlock else 0
        assert [_dmg(st, u) for u in foes] == [n, n] and _dmg(st, hero(st, 1)) == n
        assert _dmg(st, other) == 0 and _dmg(st, ana) == 0 and _dmg(st, hero(st, 0)) == 0


# --- Hellfire Citadel (EN 703 "when an opposing ally is destroyed"; 404.1 counters; EN 701 [Exhaust], remove) --------


def test_hellfire_citadel():
    # "When an opposing ally is destroyed, add a capture counter." / "[Exhaust], Remove three capture counters -> Draw a
    # card."  (306.1, 412.1b: a location is placed as a resource, face up; face down it is blank)
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    automated("Hellfire Citadel")
    for face_up in (True, False):
        st = start()
        cit = put_real(st, 0, "Hellfire Citadel", "hand")
        st = resolve_chain(apply(st, "resource", 0, uid=cit, face_up=face_up))
        assert _zone(st, cit) == "resources"
        for player in (1, 1, 0):
            ally = put_real(st, player, "Orion", "allies")
            procedure.event_triggers(st, destroy(st, ally, EN("709.1")))
            st = _settle(st)
        assert st.table.cards[cit].counters.get("capture", 0) == (2 if face_up else 0)  # his two, not mine
    st = _to(_to(st, 1), 0)
    cit = put_real(st, 0, "Hellfire Citadel", "resources", face_down=False)
    assert not _powers(st, 0, cit)  # three to remove (403.1)
    big, small = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Jerrick Valder", "allies")
    st.table.cards[cit].counters["capture"] = 2
    st = _fight(apply(st, "attack", 0, attacker=big, defender=small))  # destroyed in combat
    assert _zone(st, small) == "graveyard" and st.table.cards[cit].counters.get("capture", 0) == 3
    hand = len(_hand(st, 0))
    st = _settle(apply(st, "power", 0, **_powers(st, 0, cit)[0].args))
    assert len(_hand(st, 0)) == hand + 1 and st.table.cards[cit].tapped
    assert not st.table.cards[cit].counters.get("capture", 0)


# --- Fel Fire (400.1 attach; EN 703 "at the start of your turn"; EN 701 "3 ->") ---------------------------------------


def test_fel_fire():
    # "Attack [sic: Attach] to target hero or ally." / "Ongoing: At the start of your turn, your hero deals 1 fire damage
    # to attached character." / "3 -> Your hero deals 1 fire damage to attached character."
    automated("Fel Fire")
    st = start()
    foe = put_real(st, 1, "Orion", "allies")
    st, fel = play_real(st, "Fel Fire", 0, pay=2)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[fel].attached_to == foe and _dmg(st, foe) == 0
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    assert not _powers(st, 0, fel)  # 3 to pay
    resources(st, 0, 1)
    st = _settle(apply(st, "power", 0, **_powers(st, 0, fel)[0].args))
    assert _dmg(st, foe) == 1
    st = _to(st, 1)
    assert _dmg(st, foe) == 1  # the opponent's turn start: nothing
    st = _drive(_to(st, 0))
    assert _dmg(st, foe) == 2  # the start of my turn: 1 fire damage


# --- Onslaught Girdle (EN 701 cost "Exhaust one of your armor"; EN 714 "this turn") -----------------------------------


def test_onslaught_girdle():
    # "Exhaust one of your armor -> Your weapons have +1 ATK this turn."
    automated("Onslaught Girdle")
    st = start()
    girdle = put_real(st, 0, "Onslaught Girdle", "hero_row")
    pads = put_real(st, 0, "Pads of the Dread Wolf", "hero_row")
    blade = put_real(st, 0, "Brutality Blade", "hero_row")
    theirs = put_real(st, 1, "Brutality Blade", "hero_row")
    st.table.cards[girdle].tapped = True
    acts = _powers(st, 0, girdle)
    assert acts  # another armor of mine pays it
    st2 = apply(st, "power", 0, **acts[0].args)
    if st2.pending:
        assert str(pads) in _ids(st2)
        st2 = choose(st2, str(pads))
    st2 = _settle(st2)
    assert st2.table.cards[pads].tapped
    assert kw.atk(st2, blade) == 4 and kw.atk(st2, theirs) == 3
    assert kw.atk(next_turn(st2), blade) == 3  # this turn only
    st.table.cards[pads].tapped = True
    assert not _powers(st, 0, girdle)  # no ready armor of mine: no cost to pay
    put_real(st, 1, "Pads of the Dread Wolf", "hero_row")  # the opponent's armor doesn't pay it
    assert not _powers(st, 0, girdle)
    st.table.cards[girdle].tapped = False  # the Girdle is one of my armor: it pays for itself
    acts = _powers(st, 0, girdle)
    assert [a.args.get("pay") for a in acts] == [[girdle]]
    st = _settle(apply(st, "power", 0, **acts[0].args))
    assert st.table.cards[girdle].tapped and kw.atk(st, blade) == 4


# --- Blood Knight Haeleth (glossary Protector; EN 701 "Once per turn: 2 ->"; 408 heal) --------------------------------


def test_blood_knight_haeleth():
    # "Protector" / "Once per turn: 2 -> Haeleth heals 2 damage from target hero or ally."
    automated("Blood Knight Haeleth")
    st = start()
    hae = put_real(st, 0, "Blood Knight Haeleth", "allies")
    assert kw.has(st, hae, "Protector")
    foe = put_real(st, 1, "Orion", "allies")
    st.table.cards[foe].damage = 3
    st.table.cards[hero(st, 0)].damage = 1
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    assert not _powers(st, 0, hae)  # 2 to pay
    resources(st, 0, 3)
    st = apply(st, "power", 0, **_powers(st, 0, hae)[0].args)
    assert {str(foe), str(hero(st, 0)), str(hero(st, 1))} <= _ids(st)
    st = _settle(choose(st, str(foe)))
    assert _dmg(st, foe) == 1
    assert not _powers(st, 0, hae)  # once per turn
    st = _to(_to(st, 1), 0)
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "power", 0, **_powers(st, 0, hae)[0].args), str(hero(st, 0))))
    assert _dmg(st, hero(st, 0)) == 0  # heals 2 from 1: no more than there is


# --- Mass Dispel (EN 709.1 "any number"; 415.9c destroy) --------------------------------------------------------------


def test_mass_dispel():
    # "Destroy any number of abilities."
    automated("Mass Dispel")
    st = start()
    mine = put_real(st, 0, "Rampage", "hero_row")
    theirs = put_real(st, 1, "Overwhelm", "hero_row")
    third = put_real(st, 1, "Convocation", "hero_row")
    gear = put_real(st, 1, "Brutality Blade", "hero_row")
    ally = put_real(st, 1, "Orion", "allies")
    st, dis = play_real(st, "Mass Dispel", 0, pay=4)
    st = resolve_chain(st)
    assert st.pending[0].min == 0 and {str(mine), str(theirs), str(third)} <= _ids(st)
    assert not {str(gear), str(ally), str(dis)} & _ids(st)
    st = _settle(choose(st, str(mine), str(theirs)))
    assert (
        _zone(st, mine) == "graveyard" and _zone(st, theirs) == "graveyard" and _zone(st, third) == "hero_row"
    )
    assert _zone(st, gear) == "hero_row" and _zone(st, ally) == "allies"


# --- Convocation (EN 703 "when you play an ally"; 706 target hero; "either … or"; 201.3 that ally's cost) ------------


def test_convocation():
    # "Ongoing: When you play an ally, your hero either deals nature damage to or heals damage from target hero equal to
    # that ally's cost."
    automated("Convocation")
    for mode, expect in (("1", 5 + 4), ("2", 5 - 4)):
        st = start()
        put_real(st, 0, "Convocation", "hero_row")
        st.table.cards[hero(st, 1)].damage = 5
        st, ally = play_real(st, "Orono the Great", 0, pay=4)  # cost 4
        assert st.pending[0].kind == "target" and _ids(st) == {
            str(hero(st, 0)),
            str(hero(st, 1)),
        }  # heroes only
        st = resolve_chain(choose(st, str(hero(st, 1))))
        assert st.pending and {"1", "2"} <= _ids(st)
        st = _settle(choose(st, mode))
        assert _dmg(st, hero(st, 1)) == expect and _zone(st, ally) == "allies"
    st = _to(st, 1)  # the opponent's ally: nothing
    st, _ = play_real(st, "Orono the Great", 1, pay=4)
    assert not any(p.kind == "target" for p in st.pending)
    st = start()  # an ability played: nothing
    put_real(st, 0, "Convocation", "hero_row")
    st, _ = play_real(st, "Force of Earth", 0, pay=2)
    assert hero(st, 1) and not any(
        p.kind == "wprev_pick_mode" for p in _settle(choose(st, str(hero(st, 0)))).pending
    )


# --- Moro Wildmesa (EN 703; 706 target ally; EN 714 "this turn") ------------------------------------------------------


def test_moro_wildmesa():
    # "When this ally enters play, target ally has +3 ATK this turn."
    automated("Moro Wildmesa")
    st = start()
    mine = put_real(st, 0, "Orion", "allies")  # 2 ATK
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, moro = play_real(st, "Moro Wildmesa", 0, pay=3)
    st = resolve_chain(st)
    assert {str(mine), str(foe), str(moro)} <= _ids(st) and str(hero(st, 0)) not in _ids(st)  # ally, not hero
    st = _settle(choose(st, str(mine)))
    assert kw.atk(st, mine) == 5 and kw.atk(st, foe) == 5 and kw.atk(st, moro) == 3
    assert kw.atk(next_turn(st), mine) == 2


# --- Soothing Wave (EN 706 "up to two targets"; 407.1 heal) -----------------------------------------------------------


def test_soothing_wave():
    # "Your hero heals 4 damage from each of up to two target heroes and/or allies."
    automated("Soothing Wave")
    st = start()
    st.table.cards[hero(st, 0)].damage = 6
    ally = put_real(st, 0, "Orion", "allies", damage=3)
    foe = put_real(st, 1, "Anika Berlyn", "allies", damage=5)
    st, _ = play_real(st, "Soothing Wave", 0, pay=3)
    assert {str(hero(st, 0)), str(ally), str(foe), str(hero(st, 1))} <= _ids(st)
    st = choose(st, str(hero(st, 0)))
    assert str(hero(st, 0)) not in _ids(st)  # two different targets
    st = _settle(choose(st, str(ally)))
    assert _dmg(st, hero(st, 0)) == 2 and _dmg(st, ally) == 0 and _dmg(st, foe) == 5
    st, _ = play_real(st, "Soothing Wave", 0, pay=3)  # up to two: one is enough
    st = choose(st, str(foe))
    st = _settle(choose(st) if st.pending and st.pending[0].min == 0 else st)
    assert _dmg(st, foe) == 1


# --- Unstable Infusion (706 target; 405.4 X = cost of an equipment in that character's party) -------------------------


def test_unstable_infusion():
    # "Your hero deals arcane damage to target hero or ally equal to the cost of an equipment in that character's party."
    automated("Unstable Infusion")
    st = start()
    foe = put_real(st, 1, "Orion", "allies")  # 7 health
    blade = put_real(st, 1, "Brutality Blade", "hero_row")  # cost 2
    pants = put_real(st, 1, "Netherwind Pants", "hero_row")  # cost 3
    mine = put_real(st, 0, "Onslaught Girdle", "hero_row")  # cost 4, in my party: not offered
    st, _ = play_real(st, "Unstable Infusion", 0, pay=2)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert {str(blade), str(pants)} <= _ids(st) and str(mine) not in _ids(st)
    st = _settle(choose(st, str(pants)))
    assert _dmg(st, foe) == 3
    st2 = start()  # no equipment in that party: nothing
    put_real(st2, 0, "Onslaught Girdle", "hero_row")
    st2, _ = play_real(st2, "Unstable Infusion", 0, str(hero(st2, 1)), pay=2)
    st2 = _settle(st2)
    assert _dmg(st2, hero(st2, 1)) == 0


# --- Alaria the Huntress (EN 714 "while attacking a hero") ------------------------------------------------------------


def test_alaria_the_huntress():
    # "This ally has +4 ATK while attacking a hero."
    from .test_combat import finish_combat

    automated("Alaria the Huntress")
    st = start()
    ala = put_real(st, 0, "Alaria the Huntress", "allies")
    foe = put_real(st, 1, "Orion", "allies")
    assert kw.atk(st, ala) == 0
    st2 = apply(st, "attack", 0, attacker=ala, defender=hero(st, 1))
    assert kw.atk(st2, ala) == 4
    st2 = finish_combat(st2)
    assert _dmg(st2, hero(st2, 1)) == 4 and kw.atk(st2, ala) == 0
    st3 = finish_combat(apply(st, "attack", 0, attacker=ala, defender=foe))
    assert _dmg(st3, foe) == 0


# --- Astral Grief (EN 711 interrupt; 702.2 quest reward effect on the chain; 706 target) -------------------------------


def test_astral_grief():
    # "Interrupt target quest reward effect."
    from .test_quests_cards import complete

    automated("Astral Grief")
    st = start({"auto_pass": False})
    grief = put_real(st, 1, "Astral Grief", "hand")
    resources(st, 1, 1)
    st, quest = complete(st, "Corki's Ransom")  # "Reward: Draw a card."
    st = apply(st, "pass", 0)
    assert st.priority == 1 and any(lk.uid == quest for lk in st.chain)
    assert any(a.type == "play" and a.args.get("uid") == grief for a in ENGINE.legal_actions(st, 1))
    hand = len(_hand(st, 0))
    st = apply(st, "play", 1, uid=grief, x=0)
    if st.pending:
        assert _ids(st) == {str(quest)}
        st = choose(st, str(quest))
    st = resolve_chain(st)
    assert not st.chain and len(_hand(st, 0)) == hand and _zone(st, grief) == "graveyard"
    # no quest reward on the chain (an ability's effect): no target, not playable
    st = start({"auto_pass": False})
    grief = put_real(st, 1, "Astral Grief", "hand")
    resources(st, 1, 1)
    spell = put_real(st, 0, "Blink", "hand")
    resources(st, 0, 2)
    st = apply(apply(st, "play", 0, uid=spell, x=0), "pass", 0)
    assert st.chain and not any(
        a.type == "play" and a.args.get("uid") == grief for a in ENGINE.legal_actions(st, 1)
    )


# --- Triton Legplates (EN 703 end of each opponent's turn; EN 709 "if … not dealt damage"; "may"; EN 701, 717) -------


def test_triton_legplates():
    # "At the end of each opponent's turn, if your hero was not dealt damage this turn, you may add a triton counter to
    # this armor." / "On your turn: [Exhaust], Remove five triton counters from this armor -> Your hero has Assault 10,
    # and the combat damage that it would deal is unpreventable this turn."
    from engine.wow.counters import counters
    from engine.wow.damage import deal

    from .test_wtrig_cards import _next_turn

    automated("Triton Legplates")
    for hit, may in ((False, "yes"), (False, "no"), (True, "yes")):
        st = start()
        legs = put_real(st, 0, "Triton Legplates", "hero_row")
        st = _next_turn(st)  # my own turn ended: no counter
        assert st.active == 1 and counters(st, legs, "triton") == 0
        if hit:
            st = resolve_chain(play_real(st, "Frostbolt", 1, str(hero(st, 0)), pay=3)[0])
        st = _next_turn(st, {"may": [may]})
        assert counters(st, legs, "triton") == (1 if (may == "yes" and not hit) else 0)
    st.table.cards[legs].counters["triton"] = 4
    assert not _powers(st, 0, legs)  # five to remove
    st.table.cards[legs].counters["triton"] = 5
    st2 = _to(st, 1)
    assert not _powers(st2, 0, legs)  # on your turn only
    st = _settle(apply(st, "power", 0, **_powers(st, 0, legs)[0].args))
    assert counters(st, legs, "triton") == 0 and st.table.cards[legs].tapped
    assert kw.keywords(st, hero(st, 0)).get("Assault") == 10 and kw.atk(st, hero(st, 0)) == 10
    wall = put_real(st, 1, "Aknot Whetstone", "allies")  # Hardiness: prevents 1
    deal(st, hero(st, 0), wall, 3, "melee", combat=True)
    assert _dmg(st, wall) == 3  # combat damage: unpreventable
    deal(st, hero(st, 0), wall, 1, "melee")
    assert _dmg(st, wall) == 3  # non-combat: prevented
    assert not kw.keywords(next_turn(st), hero(st, 0)).get("Assault")


# --- Treats for Great-father Winter (306.2; 702 reward; EN 709.3 "you may … If you do"; 415 search) -------------------


@pytest.mark.parametrize(("cookie", "discard"), [(True, True), (True, False), (False, False)])
def test_treats_for_great_father_winter(cookie, discard):
    # "Pay 3 to complete this quest." / "Reward: Draw a card. Then, you may discard a Gingerbread Cookie card. If you do,
    # search your deck for a Feast of Winter Veil card, reveal it, and put it into your hand."
    automated("Treats for Great-father Winter")
    st = start()
    feast = put_real(st, 0, "Frostbolt", "deck")  # (test setup: renamed; no Feast of Winter Veil in the pool)
    cid = st.cards[st.table.cards[feast].card_id]
    st.cards[st.table.cards[feast].card_id] = {**cid, "name": "Feast of Winter Veil"}
    cake = put_real(st, 0, "Gingerbread Cookie", "hand") if cookie else None
    other = put_real(st, 0, "Orion", "hand")
    quest = _quest(st, "Treats for Great-father Winter", 3)
    before = len(_hand(st, 0))
    st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert len(_hand(st, 0)) == before + 1  # drew first
    if cookie:
        assert str(cake) in _ids(st) and str(other) not in _ids(st)
        st = choose(st, str(cake) if discard else "decline")
        if discard:
            assert str(feast) in _ids(st)
            st = choose(st, str(feast))
        st = resolve_chain(st)
        assert _zone(st, cake) == ("graveyard" if discard else "hand")
    assert not st.pending and (_zone(st, feast) == "hand") == discard


# --- Talisman of the Alliance (EN 701 [Exhaust], Destroy itself; 201.3 lowest cost; 415.9c) ---------------------------


def test_talisman_of_the_alliance():
    # "[Exhaust], Destroy Talisman of the Alliance -> Destroy all abilities and equipment that have or share the lowest
    # cost among abilities and equipment in play."
    automated("Talisman of the Alliance")
    st = start()
    tal = put_real(st, 0, "Talisman of the Alliance", "hero_row")  # cost 3, gone as the cost
    pads = put_real(st, 0, "Pads of the Dread Wolf", "hero_row")  # armor 1
    theirs = put_real(st, 1, "Pads of the Dread Wolf", "hero_row")  # shares the lowest
    cloak = put_real(st, 1, "Cloak of Darkness", "hero_row")  # 2
    over = put_real(st, 0, "Overwhelm", "hero_row")  # ability 2
    pet = put_real(st, 1, "Bloodclaw", "allies")  # an ally of cost 1: not counted, not destroyed
    st = _settle(apply(st, "power", 0, **_powers(st, 0, tal)[0].args))
    assert _zone(st, tal) == "graveyard"
    assert _zone(st, pads) == "graveyard" and _zone(st, theirs) == "graveyard"
    assert _zone(st, cloak) == "hero_row" and _zone(st, over) == "hero_row" and _zone(st, pet) == "allies"
    st.table.cards[tal].zone = "hero_row"  # (an exhausted Talisman can't: [Exhaust] is a cost)
    st.table.cards[tal].tapped = True
    assert not _powers(st, 0, tal)


# --- Nature's Swiftness (100.2 hero requirement; EN 714 "your next card this turn") ----------------------------------


def test_natures_swiftness():
    # "Restoration Hero Required" / "You pay 5 less to play your next card this turn."
    from engine.wow.cards.compiler import card_powers

    data = automated("Nature's Swiftness")
    assert card_powers(data)[0].kind == "deck"
    st = start()
    st.table.zone(0, "resources").clear()
    st, _ = play_real(st, "Nature's Swiftness", 0, pay=3)
    st = _settle(st)
    big = put_real(st, 0, "Anika Berlyn", "hand")  # 6
    second = put_real(st, 0, "Orono the Great", "hand")  # 4
    assert not _can_play(st, big)
    resources(st, 0, 1)
    assert _can_play(st, big)  # 6 - 5
    st2 = _settle(apply(st, "play", 0, uid=big, x=0))
    resources(st2, 0, 3)
    assert not _can_play(st2, second)  # the next card only
    st3 = next_turn(next_turn(st))
    st3.table.zone(0, "resources").clear()
    resources(st3, 0, 1)
    assert not _can_play(st3, big)  # this turn only
    st4 = start()  # placing a resource is no card played (409.2): the reduction waits for the next card
    st4.table.zone(0, "resources").clear()
    st4, _ = play_real(st4, "Nature's Swiftness", 0, pay=3)
    st4 = _settle(st4)
    st4 = resolve_chain(apply(st4, "resource", 0, uid=put_real(st4, 0, "Orion", "hand"), face_up=False))
    big = put_real(st4, 0, "Anika Berlyn", "hand")
    assert _can_play(st4, big)  # the new resource: 1 for 6 - 5


def _can_play(st, uid: int, player: int = 0) -> bool:
    return any(a.type == "play" and a.args.get("uid") == uid for a in ENGINE.legal_actions(st, player))


# --- Zores, Herald of War (glossary Empower; EN 703; 706 target weapon you control; EN 714 strike cost) ----------------


def test_zores_herald_of_war():
    # "Empower Warrior: When this ally enters play, if you control another Warrior hero or ally, target weapon you
    # control has +2 ATK and you pay [2] less to strike with it this turn."
    from engine.wow import costs

    automated("Zores, Herald of War")
    for warrior in (True, False):
        st = start()
        blade = put_real(st, 0, "Brutality Blade", "hero_row")  # 3 ATK, strike cost 2
        theirs = put_real(st, 1, "Scimitar of the Nexus Stalkers", "hero_row")
        put_real(st, 0, "Karrok Scarrend" if warrior else "Orono the Great", "allies")
        st, _ = play_real(st, "Zores, Herald of War", 0, pay=4)
        st = resolve_chain(st)
        # a weapon you control (the target is chosen either way; the Empower condition is checked on resolution, EN 709)
        assert _ids(st) == {str(blade)}
        st = _settle(choose(st, str(blade)))
        assert kw.equipment_atk(st, blade) == (5 if warrior else 3) and kw.equipment_atk(st, theirs) == 3
        assert costs.strike_cost(st, 0, blade) == (0 if warrior else 2)
        if warrior:  # strike with it for nothing: 5 damage
            st.table.zone(0, "resources").clear()
            st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
            st = _fight(apply(st, "strike", 0, weapon=blade))
            assert _dmg(st, hero(st, 1)) == 5
        st = next_turn(st)
        assert kw.equipment_atk(st, blade) == 3 and costs.strike_cost(st, 0, blade) == 2


# --- Rage of the Elements (400.1 attach; glossary Assault, Smash; EN 703 "when attached ally is destroyed"; EN 709) ----


def test_rage_of_the_elements():
    # "Attach to target ally." / "Ongoing: Attached ally has Assault 2 and Smash." / "When attached ally is destroyed, if
    # it was a Monster, put this ability from the graveyard into its owner's hand."
    automated("Rage of the Elements")
    st = start()
    mine = put_real(st, 0, "Karrok Scarrend", "allies")  # 5 ATK
    foe = put_real(st, 1, "Jerrick Valder", "allies")  # 3 health
    st, rage = play_real(st, "Rage of the Elements", 0, pay=1)
    assert {str(mine), str(foe)} <= _ids(st) and str(hero(st, 0)) not in _ids(st)
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[rage].attached_to == mine
    assert kw.atk(st, mine) == 7 and kw.has(st, mine, "Smash")  # Assault 2 on my turn
    st = _fight(apply(st, "attack", 0, attacker=mine, defender=foe))
    assert _zone(st, foe) == "graveyard" and _dmg(st, hero(st, 1)) == 4  # 7 - 3 fatal: the rest to the hero
    assert kw.atk(_to(st, 1), mine) == 5  # Assault: only on my turn


@pytest.mark.parametrize(("host", "back"), [("Baby Murloc", True), ("Orion", False)])
def test_rage_of_the_elements_comes_back_from_a_monster(host, back):
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    st = start()
    ally = put_real(st, 1, host, "allies")  # the opponent's: the ability goes to its owner's (my) hand
    st, rage = play_real(st, "Rage of the Elements", 0, str(ally), pay=1)
    st = resolve_chain(st)
    assert st.table.cards[rage].attached_to == ally
    procedure.event_triggers(st, destroy(st, ally, EN("709.1")))
    st = _settle(st)
    assert _zone(st, ally) == "graveyard"
    assert _zone(st, rage) == ("hand" if back else "graveyard")
    if back:
        assert rage in _hand(st, 0)


# --- Breathstone-Infused Longbow (glossary Long-Range; EN 714 cost change) ---------------------------------------------


def test_breathstone_infused_longbow():
    # "Long-Range" / "You pay 2 less to play allies with cost 6 or more."
    automated("Breathstone-Infused Longbow")
    st = start()
    bow = put_real(st, 0, "Breathstone-Infused Longbow", "hero_row")
    assert kw.has(st, bow, "Long-Range")
    big = put_real(st, 0, "Anika Berlyn", "hand")  # 6
    small = put_real(st, 0, "Karrok Scarrend", "hand")  # 5
    spell = put_real(st, 0, "Convocation", "hand")  # an ability of cost 6
    st.table.zone(0, "resources").clear()
    resources(st, 0, 4)
    assert _can_play(st, big) and not _can_play(st, small) and not _can_play(st, spell)
    st2 = _to(st, 1)
    theirs = put_real(st2, 1, "Anika Berlyn", "hand")
    st2.table.zone(1, "resources").clear()
    resources(st2, 1, 4)
    assert not _can_play(st2, theirs, 1)  # the opponent pays full


def test_breathstone_infused_longbow_long_range():
    # glossary Long-Range on a weapon (its reminder text on Stakethrower, Lightningflash): "When you strike with this
    # weapon on your turn, defenders deal no combat damage to the attacker."
    assert _long_range_fight("Breathstone-Infused Longbow") == (0, 1)  # attacking: no damage back
    assert _long_range_fight("Breathstone-Infused Longbow", attacking=False) == (
        5,
        1,
    )  # defending: no protection
    assert _long_range_fight("Brutality Blade") == (5, 3)  # a weapon without it: damage back


def _long_range_fight(weapon: str, *, attacking: bool = True):
    """My hero strikes with ``weapon`` against the opponent's Anika Berlyn (5 ATK): attacking her on my turn, or defending
    against her on his; returns (damage on my hero, damage on her)."""
    st = start() if attacking else _to(start(), 1)
    bow = put_real(st, 0, weapon, "hero_row")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 5)
    if attacking:
        st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=foe))
    else:
        st = apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
        for _ in range(10):
            if st.pending and st.pending[0].kind == "protector":
                st = choose(st, "none")
            elif any(a.type == "strike" for a in ENGINE.legal_actions(st, 0)):
                break
            else:
                st = apply(st, "pass", st.priority)
    st = _fight(apply(st, "strike", 0, weapon=bow))
    return _dmg(st, hero(st, 0)), _dmg(st, foe)


# --- Radak Doombringer (EN 701 "Use only on your turn"; 403.1 X costs; 301.2 flip; 405.4) -----------------------------


def test_radak_doombringer():
    # "X, Flip Radak Doombringer, destroy one of your Pets with cost X -> Radak deals X shadow damage to target hero or
    # ally. Use only on your turn."
    automated("Radak Doombringer")
    st = start()
    radak = as_hero(st, "Radak Doombringer")
    pet = put_real(st, 0, "Boomer", "allies")  # a cost-2 Pet
    plain = put_real(st, 0, "Orono the Great", "allies")  # no Pet
    theirs = put_real(st, 1, "Cinder", "allies")  # the opponent's cost-2 Pet
    foe = put_real(st, 1, "Orion", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # X = 2 to pay
        apply(st, "power", 0, uid=radak, power=0, x=2, pay=[pet])
    resources(st, 0, 1)
    for x, payer in ((1, pet), (2, plain), (2, theirs)):
        with pytest.raises(RulesError):  # X is the Pet's cost; mine, and a Pet
            apply(st, "power", 0, uid=radak, power=0, x=x, pay=[payer])
    st2 = apply(st, "power", 0, uid=radak, power=0, x=2, pay=[pet])
    assert {str(foe), str(hero(st2, 1))} <= _ids(st2)
    st2 = _settle(choose(st2, str(foe)))
    assert _zone(st2, pet) == "graveyard" and st2.table.cards[radak].flags.get("flipped")
    assert _dmg(st2, foe) == 2 and _dmg(st2, hero(st2, 1)) == 0
    st.active = st.priority = 1  # not on the opponent's turn
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=radak, power=0, x=2, pay=[pet])


# --- Chain Heal (EN 706 "up to three"; 407.1 "respectively") ----------------------------------------------------------


def test_chain_heal():
    # "Target up to three heroes and/or allies. Your hero heals 3, 2, and 1 damage from them, respectively."
    automated("Chain Heal")
    st = start()
    a = put_real(st, 0, "Orion", "allies", damage=3)
    b = put_real(st, 1, "Anika Berlyn", "allies", damage=3)
    for uid in (hero(st, 0),):
        st.table.cards[uid].damage = 3
    st, _ = play_real(st, "Chain Heal", 0, pay=2)
    st = choose(st, str(a))
    assert str(a) not in _ids(st)
    st = _settle(choose(choose(st, str(b)), str(hero(st, 0))))
    assert (_dmg(st, a), _dmg(st, b), _dmg(st, hero(st, 0))) == (0, 1, 2)
    st.table.cards[a].damage = 3
    st, _ = play_real(st, "Chain Heal", 0, str(a), pay=2)  # up to three: one
    while st.pending and st.pending[0].min == 0 and st.pending[0].kind == "target":
        st = choose(st)
    st = _settle(st)
    assert _dmg(st, a) == 0 and _dmg(st, b) == 1


# --- Soul of the Dead (EN 714; 206.1c class hero; glossary Death Rattle granted; 404.1 counters) ----------------------


def test_soul_of_the_dead():
    # "Your hero has +1 [Health] for each soul counter." / "[Death Knight] Hero: Opposing allies everywhere have Death
    # Rattle: Add a soul counter to this item." / "[Priest] Hero: Opposing abilities everywhere have Death Rattle: Add a
    # soul counter to this item."
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    def kill(st, uid):
        procedure.event_triggers(st, destroy(st, uid, EN("709.1")))
        return _settle(st)

    automated("Soul of the Dead")
    for hero_name in ("Baeltor of the Undercity", "Anchorite Kalinna", None):  # Death Knight, Priest, neither
        st = start()
        me = as_hero(st, hero_name) if hero_name else hero(st, 0)
        soul = put_real(st, 0, "Soul of the Dead", "hero_row")
        base = kw.health(st, me)
        st = kill(st, put_real(st, 1, "Orion", "allies"))  # an opposing ally
        st = kill(st, put_real(st, 0, "Orion", "allies"))  # mine: never
        st = kill(st, put_real(st, 1, "Overwhelm", "hero_row"))  # an opposing ability
        st = kill(st, put_real(st, 0, "Overwhelm", "hero_row"))  # mine: never
        n = 1 if hero_name else 0
        assert st.table.cards[soul].counters.get("soul", 0) == n, hero_name
        assert kw.health(st, me) == base + n
    # "everywhere": an opposing ally discarded from the hand enters its graveyard too (Death Rattle's reminder text:
    # "When this enters your graveyard from anywhere")
    st = start()
    as_hero(st, "Baeltor of the Undercity")
    soul = put_real(st, 0, "Soul of the Dead", "hero_row")
    put_real(st, 0, "Adenda Lighthaven", "allies")  # a Priest: Parexia's Empower
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "removed")
    cards = [put_real(st, 1, "Orion", "hand"), put_real(st, 1, "Anika Berlyn", "hand")]
    st, _ = play_real(st, "Parexia, Herald of the Shadows", 0, pay=5)
    st = _settle(st, {"target": [str(hero(st, 1))]})
    assert [_zone(st, u) for u in cards] == ["graveyard", "graveyard"] and st.table.cards[soul].counters.get(
        "soul"
    ) == 2


# --- Parexia, Herald of the Shadows (glossary Empower; EN 703; 415.9d discard at random) -----------------------------


def test_parexia_herald_of_the_shadows():
    # "Empower Priest: When this ally enters play, if you control another Priest hero or ally, target opponent discards
    # two random cards."
    automated("Parexia, Herald of the Shadows")
    for priest in (True, False):
        st = start()
        put_real(st, 0, "Adenda Lighthaven" if priest else "Orono the Great", "allies")
        put_real(st, 1, "Adenda Lighthaven", "allies")  # the opponent's Priest doesn't count
        n, mine = len(_hand(st, 1)), len(_hand(st, 0))
        st, _ = play_real(st, "Parexia, Herald of the Shadows", 0, pay=5)
        st = _settle(st, {"target": [str(hero(st, 1)), "1"]})
        assert len(_hand(st, 1)) == (n - 2 if priest else n) and len(_hand(st, 0)) == mine
        assert len(st.table.zone(1, "graveyard")) == (2 if priest else 0)


# --- Dragonheart Piercer (glossary Long-Range; EN 714 per different color) --------------------------------------------


def test_dragonheart_piercer():
    # "Long-Range" / "This weapon has +1 ATK for each different color among dragonkin you control."
    automated("Dragonheart Piercer")
    st = start()
    gun = put_real(st, 0, "Dragonheart Piercer", "hero_row")
    assert kw.has(st, gun, "Long-Range") and kw.equipment_atk(st, gun) == 1
    put_real(st, 0, "Ruby Flameblade", "allies")  # Red
    assert kw.equipment_atk(st, gun) == 2
    put_real(st, 0, "Ruby Emissary", "allies")  # Red again: no more
    put_real(st, 1, "Bronze Drake", "allies")  # the opponent's Bronze
    put_real(st, 0, "Orono the Great", "allies")  # no dragonkin
    assert kw.equipment_atk(st, gun) == 2
    put_real(st, 0, "Bronze Guardian", "allies")  # Bronze
    assert kw.equipment_atk(st, gun) == 3
    put_real(st, 0, "Chromie", "allies")  # a Dragonkin of no listed color
    assert kw.equipment_atk(st, gun) == 3
    for name in ("Obsidia", "Twilight Drake", "Merithra", "Azure Captain"):  # Black, Twilight, Green, Blue
        put_real(st, 0, name, "allies")
    assert kw.equipment_atk(st, gun) == 7  # 1 + six colors
    assert _long_range_fight("Dragonheart Piercer") == (
        0,
        1,
    )  # Long-Range: the defender deals it no combat damage


# --- Order Must Be Restored (306.2; 702; EN 703 "when that ally is destroyed this turn") -------------------------------


@pytest.mark.parametrize(
    ("chosen", "same_turn", "drawn"), [(True, True, 1), (False, True, 0), (True, False, 0)]
)
def test_order_must_be_restored(chosen, same_turn, drawn):
    # "Pay 1 to complete this quest." / "Reward: Target opponent chooses an ally in his party. When that ally is
    # destroyed this turn, draw a card."
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    automated("Order Must Be Restored")
    st = start()
    a, b = put_real(st, 1, "Orion", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    put_real(st, 0, "Orono the Great", "allies")  # mine: not his to choose
    quest = _quest(st, "Order Must Be Restored", 1)
    st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    if st.pending and st.pending[0].player == 0:  # "target opponent"
        st = choose(st, str(hero(st, 1)))
    assert st.pending[0].player == 1 and _ids(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(a)))
    if not same_turn:
        st = _to(st, 1)
    before = len(_hand(st, 0))
    procedure.event_triggers(st, destroy(st, a if chosen else b, EN("709.1")))
    st = _settle(st)
    assert len(_hand(st, 0)) == before + drawn


# --- Seal of the Crusader (EN 714; EN 703 first combat damage each turn; "may"; 411.1 ready; EN 701 cost) ------------


@pytest.mark.parametrize("may", ["yes", "no"])
def test_seal_of_the_crusader(may):
    # "Ongoing: Your hero has -1 ATK." / "When your hero deals combat damage for the first time each turn, you may ready
    # it and one of your Melee weapons."
    from .test_combat import finish_combat

    automated("Seal of the Crusader")
    st = start()
    put_real(st, 0, "Seal of the Crusader", "hero_row")
    blade = put_real(st, 0, "Brutality Blade", "hero_row")  # 3 ATK, strike cost 2
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=blade)
    assert kw.atk(st, hero(st, 0)) == 2  # 3 - 1
    st = _settle(finish_combat(_settle(st, {"protector": ["none"], "may": [may]})), {"may": [may]})
    assert _dmg(st, hero(st, 1)) == 2
    assert st.table.cards[hero(st, 0)].tapped == (may == "no") and st.table.cards[blade].tapped == (
        may == "no"
    )
    if may == "yes":  # the second time this turn: not asked, nothing readied
        st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
        st = apply(st, "strike", 0, weapon=blade)
        st = _settle(
            finish_combat(_settle(st, {"protector": ["none"], "may": lambda p: pytest.fail("second time")})),
            {"may": lambda p: pytest.fail("second time")},
        )
        assert (
            _dmg(st, hero(st, 1)) == 4 and st.table.cards[hero(st, 0)].tapped and st.table.cards[blade].tapped
        )


def test_seal_of_the_crusader_destroyed_for_two_atk_while_attacking():
    # "1, Destroy Seal of the Crusader -> Your hero has +2 ATK while attacking this turn."
    from .test_combat import finish_combat

    st = start()
    seal = put_real(st, 0, "Seal of the Crusader", "hero_row")
    blade = put_real(st, 0, "Brutality Blade", "hero_row")
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, seal)  # 1 to pay
    resources(st, 0, 3)
    st = _settle(apply(st, "power", 0, **_powers(st, 0, seal)[0].args))
    assert _zone(st, seal) == "graveyard"
    assert kw.atk(st, hero(st, 0)) == 0  # not attacking: no bonus
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=blade)
    assert kw.atk(st, hero(st, 0)) == 5  # 3 + 2 (the Seal's -1 gone with it)
    st = _settle(finish_combat(_settle(st, {"protector": ["none"]})))
    assert _dmg(st, hero(st, 1)) == 5
