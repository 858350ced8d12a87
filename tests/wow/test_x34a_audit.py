"""Audit x34a: how often the compiler's "automated" claim holds against the printed text (WoW).

The sample: ``sample()`` draws 30 names with ``random.Random(2034)`` from the sorted names the compiler calls automated that
have rules text (``engine.wow.game.coverage``'s "with_text" pool: one record per name, achievements and raid/dungeon
encounter cards left out), over the whole pool imported from ../shared/data/wow/cards. The 30 names drawn:

Brutal Gladiator's Greatsword, Pinata, Paper Airplane, Two-Handed Weapon Specialization, Bizzik Sparkcog, Wristguards of
True Flight, Dayna Cousin-to-Sun, Marnie Moonlight, Arcanist Dayvana, Frozen Blight, Aknot Whetstone, Obsidian Edged
Blade, Galvanize, Justicar Broxlo Frostnuggle, Hansi Wildcoat, Bakaar, Eyes of the Beast, The Sigil of Krasus, Arazzius
the Cruel, Ghank, Anaka the Light's Bulwark, The Beast Within, Vuza'jin, Paladin Training, Prince Anduin Wrynn, Aggra,
Skywall, Ash'ergi, Kelvor Valorshine, Forager Cloudbloom.

Each card is played with the real card of the pool, every clause of its text checked by its observable result. EN numbers
are rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Audit (before any engine change): 29 of 30 correct (96.7 %). Wrong: Ghank — "target exhausted ally with damage on it"
offered ready allies with damage (the target reader kept one state word; EN 706 target legality). Fixed (the filter
key ``also_state``); no other card of the pool has a state word and "with (no) damage on it" in one target phrase.

Rule calls without a source:
- Preparation's "your first turn" is the first turn that player takes (the second player's is the game's turn 2).
- The Sigil of Krasus may be completed in the opponent's turn in which he played an ally (the engine's quest timing).
"""

from __future__ import annotations

import random

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .audit import ids as _ids
from .audit import powers as _powers
from .audit import zone as _zone
from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, play_real, put_real
from .test_wact_scripts import power_of
from .test_wcombat_while import _to_turn_of
from .test_wscale_counters import next_turn
from .test_wtrig_cards import _fight, _settle

pytestmark = needs(WOW_CARDS)

SEED = 2034
SIZE = 30


def sample(seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audited names: ``size`` drawn with ``random.Random(seed)`` from the sorted automated names with rules text."""
    from engine.wow.game import _names, has_rules_text, is_encounter
    from tests.wow.audit import automated_when

    names = _names(real_pool().by_id.values())
    pool = sorted(n for n, d in names.items() if not is_encounter(d) and has_rules_text(d))
    return random.Random(seed).sample([n for n in pool if automated_when("x34a", n, names[n])], size)


def _use(st, uid: int, *picks: str, player: int = 0, pay: int = 5, cost: list[int] | None = None, nth: int = 0):
    """Pay for and use the card's ``nth`` activated power, answer the choices, resolve the chain."""
    resources(st, player, pay)
    data = st.cards[st.table.cards[uid].card_id]
    args = {"uid": uid, "power": power_of(data, nth), "x": 0, **({"pay": cost} if cost else {})}
    st = apply(st, "power", player, **args)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st)


DRAWN = ["Brutal Gladiator's Greatsword", "Pinata", "Paper Airplane", "Two-Handed Weapon Specialization", "Bizzik Sparkcog",
         "Wristguards of True Flight", "Dayna Cousin-to-Sun", "Marnie Moonlight", "Arcanist Dayvana", "Frozen Blight",
         "Aknot Whetstone", "Obsidian Edged Blade", "Galvanize", "Justicar Broxlo Frostnuggle", "Hansi Wildcoat", "Bakaar",
         "Eyes of the Beast", "The Sigil of Krasus", "Arazzius the Cruel", "Ghank", "Anaka the Light's Bulwark",
         "The Beast Within", "Vuza'jin", "Paladin Training", "Prince Anduin Wrynn", "Aggra", "Skywall", "Ash'ergi",
         "Kelvor Valorshine", "Forager Cloudbloom"]


def test_the_sample_is_redrawn_the_same():
    # the audit's sample: seed 2034 over the sorted automated names with rules text (engine.wow.game.coverage)
    assert sample() == DRAWN


# --- Brutal Gladiator's Greatsword: "Preparation" (WoW 403.3) ---------------------------------------------------------


def test_brutal_gladiators_greatsword():
    # WoW 403.3 (an alternative cost: "without paying its cost"), glossary Preparation: on your first turn only, "may"
    automated("Brutal Gladiator's Greatsword")
    st = start()
    sword = put_real(st, 0, "Brutal Gladiator's Greatsword", "hand")
    plays = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == sword]
    assert [a.args.get("alt") for a in plays if "alt" in a.args] == [0]
    st2 = resolve_chain(ENGINE.apply(st, next(a for a in plays if "alt" in a.args)).state)
    assert _zone(st2, sword) == "hero_row" and not any(st2.table.cards[u].tapped for u in st2.table.zone(0, "resources"))
    st3 = next_turn(next_turn(st))  # P1's second turn: no more
    assert not [a for a in ENGINE.legal_actions(st3, 0) if a.type == "play" and a.args.get("uid") == sword and "alt" in a.args]
    # the second player's first turn (the game's turn 2) is his first turn
    st4 = next_turn(start())
    theirs = put_real(st4, 1, "Brutal Gladiator's Greatsword", "hand")
    assert [a for a in ENGINE.legal_actions(st4, 1) if a.type == "play" and a.args.get("uid") == theirs and "alt" in a.args]


# --- Two-Handed Weapon Specialization (EN 714; 100.4 hero requirement) -----------------------------------------------


def test_two_handed_weapon_specialization():
    # "Arms Hero Required" (deck building, talent), "Ongoing: Your Two-Handed weapons have +5 ATK." (EN 714)
    from engine.wow.cards.compiler import card_powers

    data = automated("Two-Handed Weapon Specialization")
    assert next(p.kind for p in card_powers(data)) == "deck"
    st = start()
    put_real(st, 0, "Two-Handed Weapon Specialization", "hero_row")
    big = put_real(st, 0, "Brutal Gladiator's Greatsword", "hero_row")
    small = put_real(st, 0, "King's Defender", "hero_row")
    theirs = put_real(st, 1, "Brutal Gladiator's Greatsword", "hero_row")
    assert kw.equipment_atk(st, big) == 10 and kw.equipment_atk(st, theirs) == 5
    assert kw.equipment_atk(st, small) == (kw.data(st, small).get("atk") or 0)


# --- Dayna Cousin-to-Sun (EN 714, 412) --------------------------------------------------------------------------------


def test_dayna_cousin_to_sun():
    # EN 714: "Dayna Cousin-to-Sun has +1 health for each resource you have." (412: cards in your resource row)
    automated("Dayna Cousin-to-Sun")
    st = start()
    st.table.zone(0, "resources").clear()
    dayna = put_real(st, 0, "Dayna Cousin-to-Sun", "allies")
    resources(st, 1, 4)  # the opponent's resources do not count
    assert kw.health(st, dayna) == 0
    resources(st, 0, 3)
    assert kw.health(st, dayna) == 3


# --- Marnie Moonlight (EN 701, 407) -------------------------------------------------------------------------------------


def test_marnie_moonlight():
    # EN 701 "[Exhaust] -> Marnie heals 5 damage from target hero or ally." (407: heal removes damage)
    automated("Marnie Moonlight")
    st = start()
    marnie = put_real(st, 0, "Marnie Moonlight", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[hero(st, 0)].damage = 7
    resources(st, 0, 2)
    st2 = apply(st, "power", 0, uid=marnie, power=0, x=0)
    assert {str(hero(st, 0)), str(hero(st, 1)), str(marnie), str(foe)} <= _ids(st2)  # any hero or ally
    st2 = resolve_chain(choose(st2, str(hero(st, 0))))
    assert st2.table.cards[hero(st2, 0)].damage == 2 and st2.table.cards[marnie].tapped
    assert not _powers(st2, 0, marnie)  # exhausted: the cost can't be paid again
    fresh = put_real(st, 0, "Marnie Moonlight", "allies")
    st.table.cards[fresh].entered_turn = st.turn
    assert not _powers(st, 0, fresh)  # 302.2: an [Activate] power of an ally not in the party since the turn began


# --- Bakaar (EN 714, glossary Long-Range) --------------------------------------------------------------------------


def test_bakaar():
    # EN 714: "Your hero has Long-Range (Defenders deal no combat damage to it.)"
    automated("Bakaar")
    st = start()
    bakaar = put_real(st, 0, "Bakaar", "allies")
    assert kw.has(st, hero(st, 0), "Long-Range") and not kw.has(st, hero(st, 1), "Long-Range")
    assert not kw.has(st, bakaar, "Long-Range")
    put_real(st, 0, "Brutal Gladiator's Greatsword", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = _fight(apply(st, "attack", 0, attacker=hero(st, 0), defender=foe))
    assert st.table.cards[hero(st, 0)].damage == 0  # the defender dealt no combat damage to it


# --- Ash'ergi (EN 714, 405.3) -----------------------------------------------------------------------------------------


def test_ashergi():
    # "Stealth" (glossary: can't be protected against), EN 714 "Ash'ergi has +1 ATK for each damage on him."
    automated("Ash'ergi")
    st = start()
    ash = put_real(st, 0, "Ash'ergi", "allies")
    assert kw.has(st, ash, "Stealth") and kw.atk(st, ash) == 3
    st.table.cards[ash].damage = 2
    assert kw.atk(st, ash) == 5
    other = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[other].damage = 2
    assert kw.atk(st, other) == kw.data(st, other)["atk"]
    guard = put(st, 1, "Stone Guardian", "allies")
    st.table.cards[guard].flags["protector"] = True
    st2 = resolve_chain(apply(st, "attack", 0, attacker=ash, defender=hero(st, 1)))
    assert not (st2.pending and st2.pending[0].kind == "protector" and str(guard) in _ids(st2))


# --- Kelvor Valorshine (EN 712 prevention; 405) ----------------------------------------------------------------------


def test_kelvor_valorshine():
    # "Combat damage dealt by Kelvor Valorshine can't be prevented." — a Hardiness defender prevents none of it
    automated("Kelvor Valorshine")
    st = start()
    kelvor = put_real(st, 0, "Kelvor Valorshine", "allies")
    aknot = put_real(st, 1, "Aknot Whetstone", "allies")  # Hardiness (prevent 1)
    st = _fight(apply(st, "attack", 0, attacker=kelvor, defender=aknot))
    assert st.table.cards[aknot].damage == 3
    assert st.table.cards[kelvor].damage == 0  # Aknot has 0 ATK


# --- Vuza'jin (EN 701, 404.2 tokens) -----------------------------------------------------------------------------------


def test_vuzajin():
    # EN 701 "2 -> Token allies you control have +1 ATK this turn." (no exhaust: usable again)
    automated("Vuza'jin")
    st = start()
    vuz = put_real(st, 0, "Vuza'jin", "allies")
    st.table.cards[vuz].entered_turn = st.turn  # 302.2: no [Activate] symbol, usable the turn he enters
    from engine.wow import procedure

    procedure.make_tokens(st, 0, {"name": "Air Elemental", "atk": 2, "damage_type": "nature", "health": 1, "keywords": []}, 1)
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert tokens
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st.table.zone(0, "resources").clear()
    st = _use(st, vuz, pay=4)
    st = _use(st, vuz, pay=0)
    assert kw.atk(st, tokens[0]) == 4 and kw.atk(st, vuz) == 2 and kw.atk(st, theirs) == kw.data(st, theirs)["atk"]
    assert not _powers(st, 0, vuz)  # 2 more: none left
    st = next_turn(st)
    assert kw.atk(st, tokens[0]) == 2


def _token(st, player: int = 0) -> int:
    from engine.wow import procedure

    procedure.make_tokens(st, player, {"name": "Ghoul", "atk": 2, "damage_type": "melee", "health": 2, "keywords": []}, 1)
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")][-1]


# --- Justicar Broxlo Frostnuggle (EN 714, 103.2 "can't") ---------------------------------------------------------------


def test_justicar_broxlo_frostnuggle():
    # EN 714, 103.2: "Opposing Warriors can't attack or exhaust." — allies and heroes with the Warrior class or tag
    automated("Justicar Broxlo Frostnuggle")
    st = _to_turn_of(start(), 1)
    put_real(st, 0, "Justicar Broxlo Frostnuggle", "allies")
    warrior = put(st, 1, "Grunt Recruit", "allies")  # an Orc Warrior
    other = put(st, 1, "Loyal Hound", "allies")
    mine = put(st, 0, "Footman Recruit", "allies")  # friendly: not opposing
    assert kw.has(st, warrior, "Can't Attack") and kw.has(st, warrior, "Can't Exhaust")
    assert not kw.has(st, other, "Can't Attack") and not kw.has(st, mine, "Can't Exhaust")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=warrior, defender=hero(st, 0))
    # a Warrior hero (class Warrior, 206.1a) can't attack either
    warrior_hero = next(r for r in real_pool().by_id.values() if r.data.get("type") == "hero" and "Warrior" in (r.data.get("classes") or [r.data.get("class")]))
    st.cards[warrior_hero.id] = warrior_hero.data
    st.table.cards[hero(st, 1)].card_id = warrior_hero.id
    assert kw.has(st, hero(st, 1), "Can't Attack") and kw.has(st, hero(st, 1), "Can't Exhaust")
    # "can't exhaust": a Warrior Protector can't exhaust to protect (EN 602.2), nor be exhausted by an effect (411.1)
    from engine.wow.combat import protectors
    from engine.wow.restrictions import can_exhaust
    from engine.wow.state import Combat

    st.combat = Combat(attacker=mine, defender=hero(st, 1), attacking_player=0, proposed_defender=hero(st, 1), stage="proposed")
    assert warrior not in protectors(st) and not can_exhaust(st, warrior) and can_exhaust(st, other)


# --- Hansi Wildcoat (glossary Protector, Mend, Assault; EN 714) ----------------------------------------------------------


def test_hansi_wildcoat():
    # "Protector", EN 714 "Heroes and allies you control with Mend also have Assault 1."
    automated("Hansi Wildcoat")
    st = start()
    mender, plain = put_real(st, 0, "Phantrich", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Phantrich", "allies")
    hansi = put_real(st, 0, "Hansi Wildcoat", "allies")
    assert kw.has(st, hansi, "Protector")
    assert kw.keywords(st, mender).get("Assault") == 1 and "Assault" not in kw.keywords(st, theirs)
    assert "Assault" not in kw.keywords(st, plain) and "Assault" not in kw.keywords(st, hero(st, 0))


# --- Eyes of the Beast (EN 701, 305.2 Ongoing) -----------------------------------------------------------------------


def test_eyes_of_the_beast():
    # EN 701 "Ongoing: 1, Exhaust your hero -> Ready target Pet you control."
    automated("Eyes of the Beast")
    st = start()
    eyes = put_real(st, 0, "Eyes of the Beast", "hero_row")
    pet, other = put_real(st, 0, "Gakmat", "allies", tapped=True), put_real(st, 0, "Anika Berlyn", "allies", tapped=True)
    their_pet = put_real(st, 1, "Gakmat", "allies", tapped=True)
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, eyes)  # 1 must be paid
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=eyes, power=0, x=0)
    assert _ids(st) == {str(pet)}  # a Pet you control only
    st = resolve_chain(choose(st, str(pet)))
    assert not st.table.cards[pet].tapped and st.table.cards[other].tapped and st.table.cards[their_pet].tapped
    assert st.table.cards[hero(st, 0)].tapped and not st.table.cards[eyes].tapped
    resources(st, 0, 1)
    assert not _powers(st, 0, eyes)  # the hero is exhausted: the cost can't be paid again


# --- Galvanize (EN 701, 707.1c modes, 404.2 tokens) ------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["0", "1"])
def test_galvanize(mode):
    # EN 701, 707.1c "Ongoing: [Exhaust] -> Choose one: Ally tokens you control have +1 ATK this turn or target ally
    # token you control has +3 ATK this turn."
    automated("Galvanize")
    st = start()
    t1, t2 = _token(st), _token(st)
    theirs = _token(st, 1)
    card = put_real(st, 0, "Anika Berlyn", "allies")
    galv = put_real(st, 0, "Galvanize", "hero_row")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=galv, power=0, x=0)
    st = choose(st, mode)
    if mode == "1":
        assert _ids(st) == {str(t1), str(t2)}  # an ally token you control
        st = choose(st, str(t1))
    st = resolve_chain(st)
    assert st.table.cards[galv].tapped
    assert (kw.atk(st, t1), kw.atk(st, t2)) == ((3, 3) if mode == "0" else (5, 2))
    assert kw.atk(st, theirs) == 2 and kw.atk(st, card) == kw.data(st, card)["atk"]
    st = next_turn(st)
    assert kw.atk(st, t1) == 2


# --- Obsidian Edged Blade (EN 701 from the hand, 404.1 counters) ---------------------------------------------------------


def test_obsidian_edged_blade():
    # EN 701 "1, Discard Obsidian Edged Blade from your hand -> Put a +1 ATK counter on target Two-Handed Sword."
    automated("Obsidian Edged Blade")
    st = start()
    blade = put_real(st, 0, "Obsidian Edged Blade", "hand")
    big = put_real(st, 0, "Brutal Gladiator's Greatsword", "hero_row")  # a Two-Handed Sword
    theirs = put_real(st, 1, "Brutal Gladiator's Greatsword", "hero_row")
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, blade)
    resources(st, 0, 1)
    st = apply(st, "power", 0, **_powers(st, 0, blade)[0].args)
    assert _ids(st) == {str(big), str(theirs)}  # any Two-Handed Sword
    st = resolve_chain(choose(st, str(big)))
    assert _zone(st, blade) == "graveyard" and kw.equipment_atk(st, big) == 6
    in_play = put_real(st, 0, "Obsidian Edged Blade", "hero_row")
    resources(st, 0, 1)
    assert not _powers(st, 0, in_play)  # from the hand only
    st2 = start()  # a One-Handed Sword, a Two-Handed Axe: no targets
    blade = put_real(st2, 0, "Obsidian Edged Blade", "hand")
    put_real(st2, 0, "King's Defender", "hero_row")
    put_real(st2, 1, "Gorehowl", "hero_row")
    resources(st2, 0, 1)
    assert not _powers(st2, 0, blade)


# --- Aknot Whetstone (glossary Protector, Hardiness; EN 701) --------------------------------------------------------------


def test_aknot_whetstone():
    # "Protector", "Hardiness (If this ally would be dealt damage, prevent 1 of it.)",
    # EN 701 "2, Destroy another ally in your party -> Destroy target weapon."
    automated("Aknot Whetstone")
    st = start()
    aknot = put_real(st, 0, "Aknot Whetstone", "allies")
    assert kw.has(st, aknot, "Protector") and kw.has(st, aknot, "Hardiness")
    fodder = put(st, 0, "Iron Sentinel", "allies")
    sword = put_real(st, 1, "King's Defender", "hero_row")
    mine = put_real(st, 0, "Gorehowl", "hero_row")
    armor = put_real(st, 1, "Wristguards of True Flight", "hero_row")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    assert [a.args["pay"] for a in _powers(st, 0, aknot)] == [[fodder]]  # another ally in your party (not Aknot)
    st2 = apply(st, "power", 0, uid=aknot, power=2, x=0, pay=[fodder])
    assert {str(sword), str(mine)} <= _ids(st2) and str(armor) not in _ids(st2)
    st2 = resolve_chain(choose(st2, str(sword)))
    assert _zone(st2, sword) == "graveyard" and _zone(st2, fodder) == "graveyard" and _zone(st2, aknot) == "allies"
    # Hardiness: 3 damage becomes 2
    attacker = put(st2, 1, "Stone Guardian", "allies")
    st2.table.cards[aknot].damage = 0
    from engine.wow import damage as dmg

    dmg.deal(st2, attacker, aknot, 3, "melee")
    assert st2.table.cards[aknot].damage == 2
    # without another ally in the party the cost can't be paid
    fresh = put_real(st, 0, "Aknot Whetstone", "allies")
    st.table.cards[fresh].entered_turn = st.turn
    st.table.move(aknot, "removed")  # (setup: one Aknot in play)
    resources(st, 0, 2)
    assert _powers(st, 0, fresh)  # 302.2 restricts [Activate] powers only: no [Exhaust] here
    st3 = start()
    lone = put_real(st3, 0, "Aknot Whetstone", "allies")
    put_real(st3, 1, "King's Defender", "hero_row")
    resources(st3, 0, 2)
    assert not _powers(st3, 0, lone)


# --- Bizzik Sparkcog (EN 701, 403.1 costs) ------------------------------------------------------------------------------


def test_bizzik_sparkcog():
    # EN 701 "[Exhaust], Destroy an ally in your party -> Draw a card." ("an ally": Bizzik himself may pay)
    automated("Bizzik Sparkcog")
    st = start()
    bizzik = put_real(st, 0, "Bizzik Sparkcog", "allies")
    fodder = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    hand = len(st.table.zone(0, "hand"))
    assert sorted(a.args["pay"][0] for a in _powers(st, 0, bizzik)) == sorted([bizzik, fodder])  # not foe
    assert foe not in [a.args["pay"][0] for a in _powers(st, 0, bizzik)]
    st2 = resolve_chain(apply(st, "power", 0, uid=bizzik, power=0, x=0, pay=[fodder]))
    assert _zone(st2, fodder) == "graveyard" and st2.table.cards[bizzik].tapped and len(st2.table.zone(0, "hand")) == hand + 1
    assert not _powers(st2, 0, bizzik)
    st.table.cards[bizzik].entered_turn = st.turn
    assert not _powers(st, 0, bizzik)  # 302.2: [Exhaust] of an ally that entered this turn


# --- Forager Cloudbloom (EN 703 triggers; 501.1a ready step) -----------------------------------------------------------


def test_forager_cloudbloom():
    # EN 703: "When Cloudbloom readies, draw a card." — in the ready step (501.1a) and by an effect; not when ready already
    automated("Forager Cloudbloom")
    st = start()
    bloom = put_real(st, 0, "Forager Cloudbloom", "allies", tapped=True)
    other = put(st, 0, "Iron Sentinel", "allies", tapped=True)
    st = next_turn(st)  # the opponent's ready step readies nothing of P1's
    deck = len(st.table.zone(0, "deck"))
    assert st.table.cards[bloom].tapped
    st = next_turn(st)  # P1's ready step: it readies, P1 draws one (besides his draw step)
    assert not st.table.cards[bloom].tapped and not st.table.cards[other].tapped
    assert len(st.table.zone(0, "deck")) == deck - 2
    deck = len(st.table.zone(0, "deck"))
    st = next_turn(next_turn(st))  # it was ready: readying nothing, no draw
    assert len(st.table.zone(0, "deck")) == deck - 1
    # readied by an effect ("Ready target ally.", Energized)
    st.table.cards[bloom].tapped = True
    st, _ = play_real(st, "Energized", 0, str(bloom), pay=3)
    st = _settle(st)
    assert not st.table.cards[bloom].tapped and len(st.table.zone(0, "deck")) == deck - 2


# --- The Sigil of Krasus (306.2 quests, EN 702) ------------------------------------------------------------------------


def test_the_sigil_of_krasus():
    # EN 702: "If an opponent played an ally this turn, pay 1 to complete this quest. Reward: Draw a card."
    automated("The Sigil of Krasus")
    st = start()
    quest = put_real(st, 0, "The Sigil of Krasus", "resources", face_down=False)
    resources(st, 0, 1)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args.get("uid") == quest]
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    # P1 himself playing an ally is no opponent's play
    st2, _ = play_real(st, "Iron Sentinel" if False else "Marnie Moonlight", 0, pay=4)
    st2 = resolve_chain(st2)
    assert not [a for a in ENGINE.legal_actions(st2, 0) if a.type == "quest" and a.args.get("uid") == quest]
    # the opponent's turn: he plays an ally; P1 may complete the quest that turn (paying 1), and draws
    st = _to_turn_of(st, 1)
    resources(st, 0, 1)
    st, _ = play_real(st, "Marnie Moonlight", 1, pay=4)
    st = resolve_chain(st)
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args.get("uid") == quest] or st.priority != 0
    st.priority = 0
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[quest].face_down


# --- Arazzius the Cruel (EN 703, 709.1 each player picks) ---------------------------------------------------------------


def test_arazzius_the_cruel():
    # EN 703, 709.1: "When Arazzius attacks, each player destroys an ally in his party." — each player picks his own
    # (Arazzius is an ally in his controller's party)
    automated("Arazzius the Cruel")
    st = start()
    araz = put_real(st, 0, "Arazzius the Cruel", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs, theirs2 = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Loyal Hound", "allies")
    seen: dict[int, set[str]] = {}

    def pick(pending):
        seen[pending.player] = {o.id for o in pending.options}
        return [str(mine)] if pending.player == 0 else [str(theirs2)]

    st = apply(st, "attack", 0, attacker=araz, defender=hero(st, 1))
    st = _fight(st, {"player_picks": pick, "target": pick})
    assert seen[0] == {str(araz), str(mine)} and seen[1] == {str(theirs), str(theirs2)}
    assert _zone(st, mine) == "graveyard" and _zone(st, theirs2) == "graveyard" and _zone(st, theirs) == "allies"
    assert _zone(st, araz) == "allies"


# --- Ghank (glossary Stealth; EN 703, 709.3 "may", 706 targets) ------------------------------------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_ghank(answer):
    # "Stealth"; EN 703: "When Ghank enters play, you may destroy target exhausted ally with damage on it." — the
    # target must be exhausted AND damaged (audit defect: the reader kept only "with damage on it", fixed in
    # cards.readers.target / targets.matches ``also_state``); EN 709.3 "may"
    automated("Ghank")
    st = start()
    hurt_tired = put(st, 1, "Stone Guardian", "allies", tapped=True)
    st.table.cards[hurt_tired].damage = 1
    hurt_ready = put(st, 1, "Footman Recruit", "allies")
    st.table.cards[hurt_ready].damage = 1
    tired = put(st, 1, "Loyal Hound", "allies", tapped=True)
    mine = put(st, 0, "Grunt Recruit", "allies", tapped=True)
    st.table.cards[mine].damage = 1
    st, ghank = play_real(st, "Ghank", 0, pay=4)
    st = resolve_chain(st)
    assert kw.has(st, ghank, "Stealth")
    assert _ids(st) - {"none", "no", "yes"} == {str(hurt_tired), str(mine)}  # exhausted AND damaged, either side
    assert st.pending[0].min == 0  # "may": no target is an answer
    st = _settle(st, {"target": [str(hurt_tired)] if answer == "yes" else [], "may": [answer]})
    assert _zone(st, hurt_tired) == ("graveyard" if answer == "yes" else "allies")
    assert _zone(st, hurt_ready) == "allies" and _zone(st, tired) == "allies" and _zone(st, mine) == "allies"


# --- Anaka the Light's Bulwark (EN 701, 301.2 flip; glossary Invincible) --------------------------------------------------


def test_anaka_the_lights_bulwark():
    # EN 701: "On your turn: 4, Flip Anaka -> Target hero or ally you control has Invincible this turn."
    data = automated("Anaka the Light's Bulwark")
    rec = real_pool().find_name("Anaka the Light's Bulwark")
    st = start()
    st.cards[rec.id] = data
    st.table.cards[hero(st, 0)].card_id = rec.id
    ally = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 3)
    assert not _powers(st, 0, hero(st, 0))  # 4 to pay
    resources(st, 0, 1)
    st2 = apply(st, "power", 0, uid=hero(st, 0), power=0, x=0)
    assert _ids(st2) == {str(hero(st, 0)), str(ally)} and str(foe) not in _ids(st2)
    st2 = resolve_chain(choose(st2, str(ally)))
    assert kw.has(st2, ally, "Invincible") and st2.table.peek(hero(st2, 0)).flags.get("flipped")
    st2 = next_turn(st2)
    assert not kw.has(st2, ally, "Invincible")
    # not on the opponent's turn
    st3 = _to_turn_of(st, 1)
    resources(st3, 0, 4)
    assert not _powers(st3, 0, hero(st3, 0))


# --- The Beast Within (EN 714 while, 712 prevention) --------------------------------------------------------------------


def test_the_beast_within():
    # "Beast Mastery Hero Required"; "While you have a Pet this turn, prevent all damage that your hero would be dealt,
    # and your hero has +3 ATK."
    from engine.wow.damage import deal

    automated("The Beast Within")
    st = start()
    pet = put_real(st, 0, "Gakmat", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "The Beast Within", 0, pay=1)
    st = resolve_chain(st)
    base = kw.atk(st, hero(st, 1))
    assert kw.atk(st, hero(st, 0)) == 3 and kw.atk(st, hero(st, 1)) == base
    deal(st, foe, hero(st, 0), 4, "melee")
    assert st.table.cards[hero(st, 0)].damage == 0
    st.table.move(pet, "graveyard")  # no Pet: neither holds
    assert kw.atk(st, hero(st, 0)) == 0
    deal(st, foe, hero(st, 0), 4, "melee")
    assert st.table.cards[hero(st, 0)].damage == 4
    st.table.move(pet, "allies")
    st = next_turn(st)  # this turn only
    assert kw.atk(st, hero(st, 0)) == 0


# --- Paladin Training (400.1 attach; EN 703; 407 heal) ------------------------------------------------------------------


def test_paladin_training():
    # 400.1: "Attach to target friendly ally."; EN 703 "Ongoing: When attached ally deals combat damage, it also heals
    # that much from target hero or ally."
    automated("Paladin Training")
    st = start({"auto_pass": False})
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness
    st.table.cards[hero(st, 0)].damage = 6
    training = put_real(st, 0, "Paladin Training", "hand")
    resources(st, 0, 1)
    st2 = apply(st, "play", 0, uid=training, x=0)
    assert _ids(st2) == {str(sentinel)}  # a friendly ally only
    st = resolve_chain(choose(st2, str(sentinel)))
    assert st.table.cards[training].attached_to == sentinel
    st = apply(st, "attack", 0, attacker=sentinel, defender=foe)
    st = _fight(st, {"target": [str(hero(st, 0))]})
    assert st.table.cards[foe].damage == 3 and st.table.cards[hero(st, 0)].damage == 3  # healed that much (3)
    # another ally dealing combat damage heals nothing
    other = put(st, 0, "Loyal Hound", "allies")
    st = _fight(apply(st, "attack", 0, attacker=other, defender=hero(st, 1)), {"target": [str(hero(st, 0))]})
    assert st.table.cards[hero(st, 0)].damage == 3


# --- Prince Anduin Wrynn (glossary Protector, EN 602.2; EN 714) -----------------------------------------------------------


def test_prince_anduin_wrynn():
    # "Other friendly Humans can protect this ally." / "Other friendly allies have +1 / +1 for each different card type
    # you control." (hero, ally, equipment, quest … — face-down resources have no type, 412.1b)
    from engine.wow.combat import protectors
    from engine.wow.state import Combat

    automated("Prince Anduin Wrynn")
    st = start()
    mine, theirs = put_real(st, 0, "Araelun", "allies"), put_real(st, 0 + 1, "Araelun", "allies")
    anduin = put_real(st, 0, "Prince Anduin Wrynn", "allies")
    put(st, 0, "Mist Owl", "resources")
    assert (kw.atk(st, mine), kw.health(st, mine)) == (1 + 2, 3 + 2)  # hero, ally
    put_real(st, 0, "Gorehowl", "hero_row")
    assert (kw.atk(st, mine), kw.health(st, mine)) == (1 + 3, 3 + 3)
    assert (kw.atk(st, anduin), kw.health(st, anduin)) == (2, 5) and (kw.atk(st, theirs), kw.health(st, theirs)) == (1, 3)
    st = start()
    anduin = put_real(st, 1, "Prince Anduin Wrynn", "allies")
    human, elf = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Araelun", "allies")
    enemy_human = put_real(st, 0, "Rodrigo", "allies")
    attacker = put_real(st, 0, "Karrok Scarrend", "allies")
    st.combat = Combat(attacker=attacker, defender=anduin, attacking_player=0, proposed_defender=anduin, stage="proposed")
    assert human in protectors(st) and elf not in protectors(st) and enemy_human not in protectors(st)
    st.combat = Combat(attacker=attacker, defender=elf, attacking_player=0, proposed_defender=elf, stage="proposed")
    assert human not in protectors(st)


# --- Aggra (EN 703, 709.1 choices; until she leaves play) -------------------------------------------------------------------


def test_aggra():
    # EN 703: "When Aggra enters play, choose two of the following: Assault 4, Elusive, Mend 4, or Untargetable.
    # Aggra has the chosen keywords until she leaves play."
    automated("Aggra")
    st = start()
    st, aggra = play_real(st, "Aggra", pay=8)
    st = _until_kind(st, "keyword_pick")
    assert st.pending[0].player == 0 and {o.id for o in st.pending[0].options} == {"Assault 4", "Elusive", "Mend 4", "Untargetable"}
    assert st.pending[0].min == st.pending[0].max == 2
    st = _settle(choose(st, "Elusive", "Mend 4"))
    assert kw.has(st, aggra, "Elusive") and kw.keywords(st, aggra).get("Mend") == 4
    assert not kw.has(st, aggra, "Assault") and not kw.has(st, aggra, "Untargetable")
    st = next_turn(next_turn(st))
    assert kw.has(st, aggra, "Elusive")


def _until_kind(st, kind: str):
    for _ in range(20):
        if st.pending and st.pending[0].kind == kind:
            return st
        st = apply(st, "pass", st.priority) if not st.pending else choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min])
    raise AssertionError(kind)


# --- Skywall (306.3 locations; EN 701, 703; 404.2 tokens) --------------------------------------------------------------------


def test_skywall():
    # EN 701: "On your turn, if a hero or ally you controlled dealt nature damage this turn: 2, [Exhaust] -> Put a 2
    # [Nature] / 1 [Health] Air Elemental ally token into play." / EN 703 "When an Air Elemental enters play under your
    # control, you may exhaust target ally"
    automated("Skywall")
    st = start()
    sky = put_real(st, 0, "Skywall", "resources", face_down=False)
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 4)
    assert not _powers(st, 0, sky)  # no nature damage yet
    # an opposing card's nature damage does not count: the opponent's Korga flip on P1's turn is not possible; use
    # P1's hero (Korga: "Your hero deals 2 nature damage to target hero or ally")
    st = resolve_chain(choose(apply(st, "power", 0, uid=hero(st, 0), power=0, x=0), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 2
    assert _powers(st, 0, sky)
    st = apply(st, "power", 0, **_powers(st, 0, sky)[0].args)
    st = _until_kind(st, "may") if not (st.pending and st.pending[0].kind == "target") else st
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1 and kw.name(st, tokens[0]) == "Air Elemental"
    assert (kw.atk(st, tokens[0]), kw.health(st, tokens[0])) == (2, 1) and st.table.cards[sky].tapped
    st = _settle(st, {"may": ["yes"], "target": [str(foe)]})
    assert st.table.cards[foe].tapped
    # not on the opponent's turn
    st2 = _to_turn_of(st, 1)
    st2.table.cards[sky].tapped = False
    resources(st2, 0, 3)
    assert not _powers(st2, 0, sky)


# --- Pinata (EN 601.1 attack; EN 703; 709.3 "if you do") ------------------------------------------------------------------


def test_pinata():
    # "Friendly allies can attack Pinata as though it were an opposing ally. When Pinata defends, destroy it. If you do,
    # draw two cards."
    from .test_combat import finish_combat

    automated("Pinata")
    st = start()
    pinata = put_real(st, 0, "Pinata", "hero_row")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    with pytest.raises(RulesError):  # a hero is no ally
        apply(st, "attack", 0, attacker=hero(st, 0), defender=pinata)
    st.active = st.priority = 1
    with pytest.raises(RulesError):  # not friendly to the opponent's allies
        apply(st, "attack", 1, attacker=foe, defender=pinata)
    st.active = st.priority = 0
    hand1 = len(st.table.zone(1, "hand"))
    deck = len(st.table.zone(0, "deck"))
    st = finish_combat(apply(st, "attack", 0, attacker=ally, defender=pinata))
    assert _zone(st, pinata) == "graveyard" and len(st.table.zone(0, "deck")) == deck - 2
    assert len(st.table.zone(1, "hand")) == hand1 and st.table.cards[ally].damage == 0


# --- Paper Airplane (415.2 ownership; 706 target player) ---------------------------------------------------------------------


def test_paper_airplane():
    # "Put Paper Airplane on top of target player's deck. (He owns it for the rest of the game.)"
    automated("Paper Airplane")
    st = start()
    plane = put_real(st, 0, "Paper Airplane", "hand")
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=plane, x=0)
    assert {str(hero(st, 0)), str(hero(st, 1))} <= _ids(st)  # either player
    st = _settle(choose(st, str(hero(st, 1))))
    assert st.table.zone(1, "deck")[0] == plane and st.table.cards[plane].owner == 1 and plane not in st.table.zone(0, "graveyard")


# --- Arcanist Dayvana (100.4 reputation; Sabotage; EN 703) ------------------------------------------------------------------


def test_arcanist_dayvana():
    # "Scryer Reputation" (deck building), "Sabotage: Quest", "When Dayvana sabotages a quest, you may complete it this
    # turn."
    from .test_combat import finish_combat

    data = automated("Arcanist Dayvana")
    from engine.wow.cards.compiler import card_powers

    assert card_powers(data)[0].kind == "deck"
    st = start()
    dayvana = put_real(st, 0, "Arcanist Dayvana", "allies")
    quest = put_real(st, 1, "Your Fortune Awaits You", "resources", face_down=False)
    resources(st, 0, 4)
    quests = lambda s: [a for a in ENGINE.legal_actions(s, 0) if a.type == "quest" and a.args.get("uid") == quest]  # noqa: E731
    assert not quests(st)
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=dayvana, defender=quest)))
    assert quests(st)
    deck0 = len(st.table.zone(0, "deck"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[quest].face_down and len(st.table.zone(0, "deck")) == deck0 - 1
    # the permission is for this turn only
    st = start()
    dayvana = put_real(st, 0, "Arcanist Dayvana", "allies")
    quest = put_real(st, 1, "Your Fortune Awaits You", "resources", face_down=False)
    resources(st, 0, 4)
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=dayvana, defender=quest)))
    st = _to_turn_of(_to_turn_of(st, 1), 0)
    st.table.cards[quest].tapped = False
    assert not quests(st)


# --- Frozen Blight (400.1 attach; EN 703 start of turn; 103.2) --------------------------------------------------------------


def test_frozen_blight():
    # "Attach to target hero." / "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached hero. The
    # controller of a hero dealt damage this way can't play abilities this turn."
    automated("Frozen Blight")
    st = start()
    blight = put_real(st, 1, "Frozen Blight", "hand")
    st = _to_turn_of(st, 1)
    resources(st, 1, 3)
    st = apply(st, "play", 1, uid=blight, x=0)
    assert {str(hero(st, 0)), str(hero(st, 1))} == _ids(st)  # any hero
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert st.table.cards[blight].attached_to == hero(st, 0)
    st = next_turn(next_turn(st))  # P2's next turn starts: 1 frost damage to P1's hero
    assert st.active == 1 and st.table.cards[hero(st, 0)].damage == 1
    bolt = put(st, 0, "Fire Bolt", "hand")  # an instant ability
    resources(st, 0, 5)
    assert ENGINE._play_problem(st, 0, bolt, 0) is not None
    assert ENGINE._play_problem(st, 1, put(st, 1, "Fire Bolt", "hand"), 0) is None  # P2 may
    st = next_turn(st)
    assert ENGINE._play_problem(st, 0, bolt, 0) is None  # this turn only
    # "a hero dealt damage this way": all of it prevented (Hardiness on the hero), no ban
    from engine.core.effects import Modifier

    st2 = start()
    put_real(st2, 1, "Frozen Blight", "hero_row", attached_to=hero(st2, 0))
    st2.modifiers.append(Modifier(hero(st2, 0), "", 1, keyword="Hardiness", duration="permanent"))
    st2 = next_turn(st2)
    assert st2.table.cards[hero(st2, 0)].damage == 0
    bolt = put(st2, 0, "Fire Bolt", "hand")
    resources(st2, 0, 5)
    assert ENGINE._play_problem(st2, 0, bolt, 0) is None


# --- Wristguards of True Flight (EN 703; glossary Long-Range; 603) -----------------------------------------------------------


def test_wristguards_of_true_flight():
    # "When you strike with a weapon, your hero has Long-Range this combat. (Defenders deal no combat damage to it.)"
    from .test_combat import finish_combat

    automated("Wristguards of True Flight")
    st = start()
    put_real(st, 0, "Wristguards of True Flight", "hero_row")
    sword = put_real(st, 0, "King's Defender", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=foe))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    assert not kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(apply(st, "strike", 0, weapon=sword))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 0)].damage == 0 and _zone(st, foe) == "graveyard"  # 5 damage dealt, none taken
    assert not kw.has(st, hero(st, 0), "Long-Range")  # this combat only


# --- deck-building lines: "Arms Hero Required", "Beast Mastery Hero Required" (100.2c talents), "Scryer Reputation"
# (100.2d: one reputation a deck) ------------------------------------------------------------------------------------------


def _problems(hero_pred, *cards: str) -> list[str]:
    from engine.wow.game import parse_deck

    pool = real_pool()
    hero_rec = sorted((r for r in pool.by_id.values() if r.data.get("type") == "hero" and hero_pred(r.data)), key=lambda r: r.id)[0]
    lines = [f"# HERO {hero_rec.data['name']}", *[f"1 {c}" for c in cards]]
    return [p.message for p in parse_deck("\n".join(lines), pool).problems if any(c in p.message for c in cards)]


@pytest.mark.parametrize("card,cls,spec", [("Two-Handed Weapon Specialization", "Warrior", "Arms"), ("The Beast Within", "Hunter", "Beast Mastery")])
def test_hero_required_talents(card, cls, spec):
    # 100.2c: a talent goes only in a deck whose hero has that spec
    automated(card)
    assert not _problems(lambda d: cls in d.get("classes", []) and d.get("talent") == spec, card)
    assert _problems(lambda d: cls in d.get("classes", []) and d.get("talent") not in (spec, "", None), card)


def test_scryer_reputation_is_one_reputation_a_deck():
    # 100.2d: "Scryer Reputation" — a deck holds cards of one reputation only
    from engine.wow.game import parse_deck

    automated("Arcanist Dayvana")
    pool = real_pool()
    aldor = sorted((r for r in pool.by_id.values() if r.data.get("reputation") == "Aldor" and r.data.get("type") == "ally"
                    and r.data.get("faction") == "Neutral" and not r.data.get("classes")), key=lambda r: r.id)
    assert aldor
    hero_rec = sorted((r for r in pool.by_id.values() if r.data.get("type") == "hero" and r.data.get("classes") == ["Mage"]), key=lambda r: r.id)[0]
    text = "\n".join([f"# HERO {hero_rec.data['name']}", "1 Arcanist Dayvana", f"1 {aldor[0].data['name']}"])
    assert any("one reputation" in p.message for p in parse_deck(text, pool).problems)
