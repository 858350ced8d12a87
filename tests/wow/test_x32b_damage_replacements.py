"""Helper x32dmg: damage whose type or amount is replaced (408.2a, EN 716), scripted in
``engine/wow/cards/scripts/x32dmg.toml`` — each card played with the real card of the pool and asserted on every
clause of its text.

Rule calls without a source (the rules document doesn't say):
- Cerith Spire Staff: "fost" is a misprint of frost (the [Frost] icon follows it); "dealt 10 or more frost damage this
  turn" adds up the frost packets dealt to it this turn (408.2a: dealt, after prevention).
"""

from __future__ import annotations

from engine.core import Action
from tests.shared_data import needs

from .helpers import ENGINE, hero, put, resources
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def _start():
    from .helpers import start

    return start()


def _bolt(st, player: int, target: int):
    """``player`` plays a Fire Bolt (3 fire damage) at ``target``; returns the state and the damage events."""
    bolt = put(st, player, "Fire Bolt", "hand")
    resources(st, player, 2)
    st.priority = player
    tr = ENGINE.apply(st, Action("play", player, {"uid": bolt, "x": 0}))
    tr = ENGINE.apply(tr.state, Action("choose", player, {"picks": [str(target)]}))
    st = tr.state
    seen = [e for e in tr.events if e.kind == "damage"]
    for _ in range(10):
        if not st.chain:
            break
        tr = ENGINE.apply(st, Action("pass", st.priority, {}))
        seen += [e for e in tr.events if e.kind == "damage"]
        st = tr.state
    return st, seen


def test_cerith_spire_staff_makes_your_heros_damage_frost_and_punishes_10_frost_damage():
    # WoW 408.2a / 205.1c: "If your hero would deal any type of damage, it deals frost damage instead." — your hero's
    # Fire Bolt is frost damage; the opponent's stays fire. EN 703: "At the end of your turn, your hero deals 10 frost
    # damage to target opposing hero that was dealt 10 or more frost damage this turn." — 9 frost: no legal target,
    # nothing; 12 frost: 10 more frost damage at the end of the turn
    automated("Cerith Spire Staff")
    st = _start()
    put_real(st, 0, "Cerith Spire Staff", "hero_row")
    foe = hero(st, 1)
    st, seen = _bolt(st, 0, foe)
    assert [(e.data["type"], e.data["n"]) for e in seen] == [("frost", 3)]
    st, _ = _bolt(st, 0, foe)
    st, _ = _bolt(st, 0, foe)
    assert st.table.cards[foe].damage == 9
    st = _next_turn(st)  # 9 frost: the end-of-turn trigger has no legal target (706)
    assert st.table.cards[foe].damage == 9 and st.active == 1
    st, seen = _bolt(st, 1, hero(st, 0))  # the opponent's hero: fire, unchanged
    assert [(e.data["type"], e.data["n"]) for e in seen] == [("fire", 3)]
    st = _next_turn(st)
    assert st.active == 0
    st.table.cards[foe].damage = 0  # (test setup: room for 22 damage)
    for _ in range(4):
        st, _ = _bolt(st, 0, foe)
    assert st.table.cards[foe].damage == 12
    st = _next_turn(st, {"target": [str(foe)]})
    assert st.table.cards[foe].damage == 22  # 12 frost this turn: 10 frost damage more


def _settle(st):
    """Pass (answering nothing) until the chain and the waiting triggers are done."""
    for _ in range(20):
        if st.pending or (not st.chain and not st.triggers):
            return st
        st = ENGINE.apply(st, Action("pass", st.priority, {})).state
    return st


def test_akamas_sash_ability_damage_is_unpreventable_plus_1_and_its_fatal_victims_are_removed():
    # WoW 408.2a / EN 716 / 717: "If your hero would deal damage with an ability, it deals that much unpreventable damage
    # +1 instead." — Fire Bolt (3) deals 4 to the Stone Guardian, its Hardiness can't prevent any; EN 703 / 405.2 / 410.6a:
    # "When an ally is destroyed by fatal damage dealt with an ability you control, remove that ally from the game." — the
    # Hound killed by your Fire Bolt goes to the removed-from-game zone (415.7); your own Hound killed by the opponent's
    # Fire Bolt (not your ability, and 3: no +1) stays in the graveyard; a Hound killed in combat too
    automated("Akama's Sash")
    st = _start()
    put_real(st, 0, "Akama's Sash", "hero_row")
    guardian, hound = put(st, 1, "Stone Guardian", "allies"), put(st, 1, "Loyal Hound", "allies")
    mine = put(st, 0, "Loyal Hound", "allies")
    st, seen = _bolt(st, 0, guardian)
    assert [e.data["n"] for e in seen] == [4] and st.table.cards[guardian].damage == 4  # 3 + 1, Hardiness prevents nothing
    st, _ = _bolt(st, 0, hound)
    st = _settle(st)
    assert st.table.cards[hound].zone == "removed"
    st, seen = _bolt(st, 1, mine)
    st = _settle(st)
    assert [e.data["n"] for e in seen] == [3] and st.table.cards[mine].zone == "graveyard"
    # a fatal packet not dealt with an ability: no trigger
    st.active = st.priority = 0
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    other = put(st, 1, "Loyal Hound", "allies")
    st = ENGINE.apply(st, Action("attack", 0, {"attacker": sentinel, "defender": other})).state
    for _ in range(30):
        if st.pending and st.pending[0].kind == "protector":
            st = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": ["none"]})).state
        elif st.combat is None and not st.chain and not st.triggers:
            break
        else:
            st = ENGINE.apply(st, Action("pass", st.priority, {})).state
    assert st.table.cards[other].zone == "graveyard"


def test_talisman_of_ephemeral_power_may_go_to_hand_for_plus_1_with_that_ability():
    # WoW EN 703 / 709.3 / 408.2a: "When you play an ability, you may pay 1 and put Talisman of Ephemeral Power into its
    # owner's hand. If you do and your hero would deal damage with that ability this turn, it deals that much damage +1
    # instead." — yes: a resource exhausted, the Talisman in hand, Fire Bolt deals 4; the next Fire Bolt (no Talisman in
    # play) deals 3; with the Talisman back in play, no: Fire Bolt deals 3 and the Talisman stays
    automated("Talisman of Ephemeral Power")
    st = _start()
    talisman = put_real(st, 0, "Talisman of Ephemeral Power", "hero_row")
    foe = hero(st, 1)
    bolt = put(st, 0, "Fire Bolt", "hand")
    spare = resources(st, 0, 3)
    st = ENGINE.apply(st, Action("play", 0, {"uid": bolt, "x": 0})).state
    st = ENGINE.apply(st, Action("choose", 0, {"picks": [str(foe)]})).state
    for _ in range(10):
        if st.pending and st.pending[0].kind == "may":
            st = ENGINE.apply(st, Action("choose", 0, {"picks": ["yes"]})).state
        elif not st.chain and not st.triggers:
            break
        else:
            st = ENGINE.apply(st, Action("pass", st.priority, {})).state
    assert st.table.cards[talisman].zone == "hand" and all(st.table.cards[u].tapped for u in spare)
    assert st.table.cards[foe].damage == 4  # 3 + 1 with that ability
    st, seen = _bolt(st, 0, foe)
    assert [e.data["n"] for e in seen] == [3]  # another ability, no Talisman in play: no trigger, no +1
    talisman = put_real(st, 0, "Talisman of Ephemeral Power", "hero_row")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 3)
    st = ENGINE.apply(st, Action("play", 0, {"uid": bolt, "x": 0})).state
    st = ENGINE.apply(st, Action("choose", 0, {"picks": [str(foe)]})).state
    asked = False
    for _ in range(10):
        if st.pending and st.pending[0].kind == "may":
            asked = True
            st = ENGINE.apply(st, Action("choose", 0, {"picks": ["no"]})).state
        elif not st.chain and not st.triggers:
            break
        else:
            st = ENGINE.apply(st, Action("pass", st.priority, {})).state
    assert asked and st.table.cards[talisman].zone == "hero_row" and st.table.cards[foe].damage == 10  # 4 + 3 + 3


def test_general_husam_grows_when_your_allies_attack_and_loses_counters_instead_of_damage():
    # WoW EN 703 / 404.1: "When an ally you control attacks, add a +1 / +1 counter to Husam." (Husam attacking too);
    # 408.2a / EN 716: "If Husam would be dealt damage, remove that many +1 / +1 counters from him instead." — the
    # Sentinel attacks: a counter (5); Fire Bolt on him: 3 counters removed, no damage; the Guardian hits back at him for
    # 3: 3 more removed (2 left, 2/2) and none dealt
    from engine.wow import keywords as kw

    automated("General Husam")
    st = _start()
    husam = put_real(st, 0, "General Husam", "allies")
    st.table.cards[husam].counters["+1/+1"] = 4  # (test setup: as it entered play, line 3)
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    hound = put(st, 1, "Loyal Hound", "allies")
    guardian = put(st, 1, "Stone Guardian", "allies")

    def fight(st, attacker, defender):
        st.priority = 0
        st = ENGINE.apply(st, Action("attack", 0, {"attacker": attacker, "defender": defender})).state
        for _ in range(40):
            if st.pending:  # no protector; triggers in the offered order (708.2)
                pick = "none" if st.pending[0].kind == "protector" else st.pending[0].options[0].id
                st = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": [pick]})).state
            elif st.combat is None and not st.chain and not st.triggers:
                return st
            else:
                st = ENGINE.apply(st, Action("pass", st.priority, {})).state
        return st

    st = fight(st, sentinel, hound)
    assert st.table.cards[husam].counters.get("+1/+1") == 5 and (kw.atk(st, husam), kw.health(st, husam)) == (5, 5)
    st, seen = _bolt(st, 1, husam)
    assert not seen and st.table.cards[husam].damage == 0 and st.table.cards[husam].counters.get("+1/+1") == 2
    st.table.cards[husam].counters["+1/+1"] = 5  # (test setup)
    st = fight(st, husam, guardian)  # Husam attacks: +1 (6), then the Guardian's 3 back: 3 removed
    assert st.table.cards[husam].damage == 0 and st.table.cards[husam].counters.get("+1/+1") == 3
    assert st.table.cards[guardian].damage == 5  # 6 ATK, 1 prevented by Hardiness


def _fight(st, attacker: int, defender: int):
    """Player 0 attacks; no protector; triggers in the offered order (708.2); until the combat and chain are done."""
    st.priority = 0
    st = ENGINE.apply(st, Action("attack", 0, {"attacker": attacker, "defender": defender})).state
    for _ in range(40):
        if st.pending:
            pick = "none" if st.pending[0].kind == "protector" else st.pending[0].options[0].id
            st = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": [pick]})).state
        elif st.combat is None and not st.chain and not st.triggers:
            return st
        else:
            st = ENGINE.apply(st, Action("pass", st.priority, {})).state
    return st


def test_tusk_gives_the_others_long_range_while_attacking_the_character_he_hit():
    # WoW EN 703 / 714.1 / 601–602: "When Tusk deals combat damage to a hero or ally, other heroes and allies in your
    # party have Long-Range while attacking that character this turn." — Tusk hits the Sentinel: your Hound attacking
    # the Sentinel takes no damage back (EN glossary Long-Range); the Brute attacking another ally does; only while
    # attacking it
    from engine.wow import keywords as kw

    automated("Tusk")
    st = _start()
    tusk = put_real(st, 0, "Tusk", "allies")
    hound, brute = put(st, 0, "Loyal Hound", "allies"), put(st, 0, "Raging Brute", "allies")
    sentinel, other = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Stone Guardian", "allies")
    st = _fight(st, tusk, sentinel)
    assert st.table.cards[sentinel].damage == 1 and st.table.cards[tusk].zone == "graveyard"  # Tusk took 4; his trigger still resolves
    st = _fight(st, hound, sentinel)
    assert st.table.cards[hound].damage == 0 and st.table.cards[sentinel].damage == 3  # Long-Range against the Sentinel
    st = _fight(st, brute, other)
    assert st.table.cards[brute].damage == 3  # not against another character
    assert not kw.has(st, hound, "Long-Range")  # only while attacking that character


def test_jinrohk_destroys_up_to_that_many_non_hero_cards_of_the_damaged_heros_controller():
    # WoW EN 703 / 408.3d / 706 / 707.1d / 415.9c: "When a hero is dealt damage with Jin'rohk, destroy up to that many
    # target non-hero cards controlled by that hero's controller." — the hero strikes with it (303.2: +3 ATK) at the
    # opposing hero: 3 damage, so up to 3 different targets among that player's ally, item and face-down resource (the
    # resource offered as "a face-down card": nothing hidden shown); never your own cards nor the hero
    automated("Jin'rohk, The Great Apocalypse")
    st = _start()
    jin = put_real(st, 0, "Jin'rohk, The Great Apocalypse", "hero_row")
    resources(st, 0, 3)
    hound, res, banner = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Mist Owl", "resources"), put(st, 1, "War Banner", "hero_row")
    spare = put(st, 1, "Mist Owl", "resources")  # a fourth card: only 3 targets (that many)
    mine = put(st, 0, "Loyal Hound", "allies")
    st.priority = 0
    st = ENGINE.apply(st, Action("attack", 0, {"attacker": hero(st, 0), "defender": hero(st, 1)})).state
    while st.chain:
        st = ENGINE.apply(st, Action("pass", st.priority, {})).state
    st = ENGINE.apply(st, Action("strike", 0, {"weapon": jin})).state
    picked = []
    for _ in range(40):
        if st.pending and st.pending[0].kind == "protector":
            st = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": ["none"]})).state
        elif st.pending:
            ids = {o.id: o.label for o in st.pending[0].options}
            assert st.pending[0].player == 0 and str(mine) not in ids and str(hero(st, 1)) not in ids and str(jin) not in ids
            assert not set(picked) & set(ids)  # different targets (707.1d)
            if str(res) in ids:
                assert ids[str(res)] == "a face-down card"
            pick = next(u for u in (str(hound), str(res), str(banner), str(spare)) if u in ids)
            picked.append(pick)
            st = ENGINE.apply(st, Action("choose", 0, {"picks": [pick]})).state
        elif st.combat is None and not st.chain and not st.triggers:
            break
        else:
            st = ENGINE.apply(st, Action("pass", st.priority, {})).state
    assert st.table.cards[hero(st, 1)].damage == 3 and len(picked) == 3
    assert {st.table.cards[u].zone for u in (hound, res, banner)} == {"graveyard"} and st.table.cards[mine].zone == "allies"
    assert st.table.cards[spare].zone == "resources"


def _cast(st, player: int, name: str, pay: int = 3):
    uid = put_real(st, player, name, "hand")
    resources(st, player, pay)
    st.priority = player
    return ENGINE.apply(st, Action("play", player, {"uid": uid, "x": 0})).state, uid


def test_rain_or_pain_end_of_turn_fire_to_each_opposing_ally():
    # WoW EN 707.1c / 305.2d / 415.9b: "Choose one: At the end of this turn, your hero deals 1 fire damage to each
    # opposing ally, …" — the card goes to the graveyard (305.1); nothing until the end of the turn, then 1 fire damage to
    # each opposing ally in play then (the one entering later too), none to yours; not again next turn
    from .test_wtrig_cards import _next_turn

    automated("Rain or Pain")
    st = _start()
    hound, guardian = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Stone Guardian", "allies")
    mine = put(st, 0, "Loyal Hound", "allies")
    st, rop = _cast(st, 0, "Rain or Pain")
    st = ENGINE.apply(st, Action("choose", 0, {"picks": ["0"]})).state
    st = _settle(st)
    assert st.table.cards[rop].zone == "graveyard" and st.table.cards[hound].damage == 0
    late = put(st, 1, "Mist Owl", "allies")
    st = _next_turn(st)
    assert (st.table.cards[hound].damage, st.table.cards[late].damage, st.table.cards[guardian].damage) == (1, 1, 0)  # Hardiness
    assert st.table.cards[mine].damage == 0
    st = _next_turn(st)
    assert st.table.cards[hound].damage == 1  # once


def test_rain_or_pain_attached_ally_is_dealt_3_shadow_damage_each_of_your_turns():
    # WoW 400.1 / 305.2d / EN 703: "… or attach to target ally." / "Ongoing: At the start of your turn, your hero deals 3
    # shadow damage to attached ally." — it stays in play attached; at the start of your next turn, 3 shadow damage
    from .test_wtrig_cards import _next_turn

    automated("Rain or Pain")
    st = _start()
    guardian = put(st, 1, "Stone Guardian", "allies")  # 6 health, Hardiness
    st, rop = _cast(st, 0, "Rain or Pain")
    st = ENGINE.apply(st, Action("choose", 0, {"picks": ["1"]})).state
    st = ENGINE.apply(st, Action("choose", 0, {"picks": [str(guardian)]})).state
    st = _settle(st)
    assert st.table.cards[rop].attached_to == guardian and st.table.cards[guardian].damage == 0
    st = _next_turn(st)  # the opponent's turn: nothing (no end-of-turn damage in this mode)
    assert st.table.cards[guardian].damage == 0
    st = _next_turn(st)
    assert st.table.cards[guardian].damage == 2  # 3 shadow, 1 prevented by Hardiness


def test_shadowy_apparition_grows_against_heroes_and_mills_them_instead_of_damage():
    # WoW EN 714 / 415.7: "This ally has +1 ATK while attacking heroes for each opposing card removed from the game." —
    # 2 cards in the opponent's removed zone (yours don't count): 1 ATK, 3 while attacking his hero; 408.2a / EN 716:
    # "If this ally would deal damage to a hero, remove that many cards from the top of that hero's controller's deck from
    # the game instead." — the hero takes nothing, his top 3 cards are removed (face up); against an ally it is 1 ATK and
    # deals damage; EN 703: "At the end of your turn, put this ally into its owner's hand."
    from engine.wow import keywords as kw

    from .test_wtrig_cards import _next_turn

    automated("Shadowy Apparition")
    st = _start()
    app = put_real(st, 0, "Shadowy Apparition", "allies")
    for _ in range(2):
        put(st, 1, "Mist Owl", "removed")
    put(st, 0, "Mist Owl", "removed")
    hound = put(st, 1, "Searing Idol", "allies")  # a 0 ATK / 2 health totem: no damage back
    assert kw.atk(st, app) == 1
    top = list(st.table.zone(1, "deck"))[:3]
    st = _fight(st, app, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 0
    assert [st.table.cards[u].zone for u in top] == ["removed"] * 3 and len(st.table.zone(1, "removed")) == 5
    assert all(st.table.cards[u].known_to == [0, 1] for u in top)  # face up (415.7)
    st.table.cards[app].tapped = False  # (test setup: attack again this turn)
    st = _fight(st, app, hound)
    assert st.table.cards[hound].damage == 1  # not attacking a hero: 1 ATK, and damage to an ally is dealt
    st = _next_turn(st)
    assert st.table.cards[app].zone == "hand"


def test_chilly_slobberknocker_names_two_types_plus_one_and_minus_one():
    # WoW 205.1 / 408.2a / EN 716: "As this weapon enters play, name two damage types. If the first type of damage would
    # be dealt, that much +1 is dealt instead. If the second type of damage would be dealt, that much -1 is dealt
    # instead." — named as it enters play (fire, then frost: the second among the other seven); any player's fire packet
    # is 1 more, frost 1 less (1 frost: no packet at all, 408.2a), melee unchanged
    from engine.wow.damage import deal

    automated("Chilly Slobberknocker")
    st = _start()
    st, chilly = _cast(st, 0, "Chilly Slobberknocker")
    st = _settle(st)
    assert st.pending[0].kind == "entry_choice" and st.pending[0].player == 0 and len(st.pending[0].options) == 8
    st = ENGINE.apply(st, Action("choose", 0, {"picks": ["fire"]})).state
    assert st.pending[0].kind == "entry_choice" and "fire" not in {o.id for o in st.pending[0].options} and len(st.pending[0].options) == 7
    st = ENGINE.apply(st, Action("choose", 0, {"picks": ["frost"]})).state
    assert st.table.cards[chilly].zone == "hero_row" and not st.pending
    hound = put(st, 0, "Loyal Hound", "allies")
    st, seen = _bolt(st, 1, hero(st, 0))  # the opponent's fire: +1 too
    assert [e.data["n"] for e in seen] == [4]
    assert [e.data["n"] for e in deal(st, hero(st, 1), hound, 1, "frost") if e.kind == "damage"] == []  # 1 - 1: no packet
    assert [e.data["n"] for e in deal(st, hero(st, 1), hero(st, 0), 3, "frost") if e.kind == "damage"] == [2]
    assert [e.data["n"] for e in deal(st, hero(st, 1), hero(st, 0), 3, "melee") if e.kind == "damage"] == [3]


def _counters(st, uid: int) -> int:
    return st.table.cards[uid].counters.get("power", 0)


def test_isiset_counts_turns_and_abilities_then_becomes_three_constructs():
    # WoW EN 716: "If your hero would deal non-combat damage, it deals that much +1 instead." (Fire Bolt: 4); EN 703 /
    # 404.1: "At the start of your turn and when you play an ability, add a power counter to this item."; "At the end of
    # your turn, if this item has five or more power counters on it, destroy it. If you do, put three 1 [ARCANE] / 1
    # [HEALTH] Construct ally tokens into play with If your hero would deal non-combat damage, it deals that much +1
    # instead." — 4 at the end of a turn: nothing; 5: destroyed, three Constructs, each +1 to your hero's Fire Bolt
    from engine.wow import keywords as kw

    from .test_wtrig_cards import _next_turn

    automated("Isiset, Construct of Magic")
    st = _start()
    isiset = put_real(st, 0, "Isiset, Construct of Magic", "hero_row")
    foe = hero(st, 1)
    st, seen = _bolt(st, 0, foe)
    st = _settle(st)
    assert [e.data["n"] for e in seen] == [4] and _counters(st, isiset) == 1
    st.table.cards[isiset].counters["power"] = 3  # (test setup)
    st = _next_turn(st)
    assert st.table.cards[isiset].zone == "hero_row" and _counters(st, isiset) == 3  # 3 at the end of the turn; not the opponent's start
    st = _next_turn(st)
    assert _counters(st, isiset) == 4  # the start of your turn
    st, _ = _bolt(st, 0, foe)
    st = _settle(st)
    assert _counters(st, isiset) == 5
    st = _next_turn(st)
    assert st.table.cards[isiset].zone == "graveyard"
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 3 and all((kw.atk(st, u), kw.health(st, u)) == (1, 1) and "construct" in kw.words(st, u) for u in tokens)
    st = _next_turn(st)
    st, seen = _bolt(st, 0, foe)
    assert [e.data["n"] for e in seen] == [6]  # 3 + 1 for each Construct


def test_ammunae_heals_more_counts_heals_then_becomes_six_bloodpetals():
    # WoW EN 714 / 716 / 407.1: "Your hero has If damage would be healed from a hero or ally you control, that much +1 is
    # healed instead." (Healing Touch heals 5 from your ally; from an opposing one 4); EN 703 / 404.1: "At the start of
    # your turn and when 1 or more damage is healed from a hero or ally you control, put a power counter on this item.";
    # "At the end of your turn, if this item has five or more power counters on it, destroy it. If you do, put six 0
    # [NATURE] / 1 [HEALTH] Bloodpetal ally tokens into play with Mend 1."
    from engine.wow import keywords as kw

    from .test_wtrig_cards import _next_turn

    automated("Ammunae, Construct of Life")
    st = _start()
    ammunae = put_real(st, 0, "Ammunae, Construct of Life", "hero_row")
    guardian = put(st, 0, "Stone Guardian", "allies")
    theirs = put(st, 1, "Stone Guardian", "allies")
    st.table.cards[guardian].damage = st.table.cards[theirs].damage = 5

    def touch(st, target):
        card = put(st, 0, "Healing Touch", "hand")
        resources(st, 0, 2)
        st.priority = 0
        st = ENGINE.apply(st, Action("play", 0, {"uid": card, "x": 0})).state
        st = ENGINE.apply(st, Action("choose", 0, {"picks": [str(target)]})).state
        return _settle(st)

    st = touch(st, guardian)
    assert st.table.cards[guardian].damage == 0 and _counters(st, ammunae) == 1  # 4 + 1 (only 5 there)
    st = touch(st, theirs)
    assert st.table.cards[theirs].damage == 1 and _counters(st, ammunae) == 1  # an opposing ally: 4, no counter
    st.table.cards[ammunae].counters["power"] = 4  # (test setup)
    st = _next_turn(st)
    assert st.table.cards[ammunae].zone == "hero_row"  # 4 at the end of your turn
    st = _next_turn(st)
    assert _counters(st, ammunae) == 5  # the start of your turn
    st = _next_turn(st)
    assert st.table.cards[ammunae].zone == "graveyard"
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 6 and all((kw.atk(st, u), kw.health(st, u)) == (0, 1) and kw.has(st, u, "Mend") for u in tokens)


def _plays(st, player: int, uid: int) -> set[int]:
    return {a.args["x"] for a in ENGINE.legal_actions(st, player) if a.type == "play" and a.args.get("uid") == uid}


def test_penetrating_shots_choose_x_modes_with_a_ranged_weapon():
    # WoW 103.2: "Play only if you control a Ranged weapon." — no X at all without one; EN 707.1c / 707.1d: "Choose X of
    # the following: Your hero deals 3 ranged damage to target hero / your hero deals 3 ranged damage to target ally /
    # target hero has -3 ATK this turn, or target ally has -3 ATK this turn." — X = 2: two different modes (the hero's 3
    # damage and the ally's -3 ATK), each with its target; with no ally in play only the two hero modes exist: X ≤ 2
    from engine.wow import keywords as kw

    automated("Penetrating Shots")
    st = _start()
    shots = put_real(st, 0, "Penetrating Shots", "hand")
    resources(st, 0, 4)
    assert not _plays(st, 0, shots)  # no Ranged weapon
    put_real(st, 0, "Blackcrow", "hero_row")
    assert _plays(st, 0, shots) == {0, 1, 2}  # no ally in play: two modes with a legal target (707.1d)
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    assert _plays(st, 0, shots) == {0, 1, 2, 3, 4}
    st = ENGINE.apply(st, Action("play", 0, {"uid": shots, "x": 2})).state
    assert st.pending[0].kind == "mode" and (st.pending[0].min, st.pending[0].max) == (2, 2) and len(st.pending[0].options) == 4
    st = ENGINE.apply(st, Action("choose", 0, {"picks": ["0", "3"]})).state
    st = ENGINE.apply(st, Action("choose", 0, {"picks": [str(hero(st, 1))]})).state
    st = ENGINE.apply(st, Action("choose", 0, {"picks": [str(sentinel)]})).state
    st = _settle(st)
    assert st.table.cards[hero(st, 1)].damage == 3 and kw.atk(st, sentinel) == 1
    assert st.table.cards[sentinel].damage == 0  # the ally's 3 damage: a mode not chosen
