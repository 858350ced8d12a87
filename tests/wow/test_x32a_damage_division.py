"""Helper x32dmg: damage divided as its controller chooses when it would be dealt (408.2a, EN 716, 405.4;
``engine.wow.damage_division``), scripted in ``engine/wow/cards/scripts/x32dmg.toml`` — each card played with the real
card of the pool and asserted on every clause of its text.

Rule calls without a source (the rules document doesn't say): the division replaces the packet before its other
replacements, and each packet of the division meets its own replacements and prevention (as ``part_to_hero``); the
packets keep the source, type, combat flag and weapons of the packet replaced (408.2c, 408.3); "opposing heroes and/or
allies" are no targets (EN 706: Elusive and Untargetable don't matter); each character named gets at least 1.
"""

from __future__ import annotations

from engine.core import Action
from engine.wow import damage_division as dd
from engine.wow import keywords as kw
from engine.wow import optional_replacement as opt
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _until_asked(st, dealt: dict):
    """Everyone passes (no protector) until a replacement question is pending or the combat and chain are done."""
    for _ in range(40):
        if st.pending and st.pending[0].kind == "protector":
            st = _step(st, Action("choose", st.pending[0].player, {"picks": ["none"]}), dealt)
        elif st.pending or (st.combat is None and not st.chain):
            return st
        else:
            st = _step(st, Action("pass", st.priority, {}), dealt)
    return st


def _step(st, action, dealt: dict):
    tr = ENGINE.apply(st, action)
    for e in tr.events:
        if e.kind == "damage":
            dealt[(e.data.get("source"), e.data["uid"])] = dealt.get((e.data.get("source"), e.data["uid"]), 0) + e.data["n"]
    return tr.state


def _answer(st, dealt: dict, *picks: str):
    """Answer the pending replacement questions with ``picks`` in turn, then let the combat end."""
    for pick in picks:
        assert st.pending and st.pending[0].kind == opt.KIND, pick
        st = _step(st, Action("choose", st.pending[0].player, {"picks": [pick]}), dealt)
    return _until_asked(st, dealt)


def test_flint_may_divide_his_combat_damage_among_opposing_characters():
    # WoW 408.2a / EN 716 / 709.3: "If this ally would deal combat damage, he may deal that much divided as you choose
    # among any number of opposing heroes and/or allies instead." — Flint (5 ATK) attacks an ally: his controller says
    # yes and gives 2 to the Elusive Owl (no target, EN 706), 1 to the hero and the 2 left to the defender (405.4: one
    # packet each, all combat damage, 408.3b); the defender still hits back
    automated("Flint Shadowmore")
    st = start()
    flint = put_real(st, 0, "Flint Shadowmore", "allies")
    guard = put(st, 1, "Loyal Hound", "allies")  # 2/2, the defender
    owl = put(st, 1, "Mist Owl", "allies")  # 1/3 Elusive
    dealt: dict = {}
    st = _until_asked(_step(st, Action("attack", 0, {"attacker": flint, "defender": guard}), dealt), dealt)
    assert st.pending[0].kind == opt.KIND and st.pending[0].player == 0
    assert {o.id for o in st.pending[0].options} == {opt.NO, "yes"}
    st = choose(st, "yes")
    ids = {o.id for o in st.pending[0].options}
    assert ids >= {str(guard), str(owl), str(hero(st, 1))} and str(flint) not in ids and str(hero(st, 0)) not in ids  # opposing only
    st = _answer(st, dealt, str(owl), str(owl), str(hero(st, 1)), f"{dd.ALL}{guard}")
    assert st.combat is None
    assert (st.table.cards[owl].damage, st.table.cards[hero(st, 1)].damage) == (2, 1)
    assert st.table.cards[guard].zone == "graveyard"  # 2 damage: fatal (405.2)
    assert dealt[(guard, flint)] == 2  # the defender's packet is its own (603)
    # "may": no → the whole packet to the defender
    st.table.cards[flint].tapped, st.table.cards[flint].damage = False, 0
    brute = put(st, 1, "Raging Brute", "allies")  # 1/4
    dealt = {}
    st = _until_asked(_step(st, Action("attack", 0, {"attacker": flint, "defender": brute}), dealt), dealt)
    st = _answer(st, dealt, opt.NO)
    assert dealt[(flint, brute)] == 5 and st.table.cards[brute].zone == "graveyard" and st.table.cards[owl].damage == 2


def test_flint_divides_only_combat_damage():
    # WoW 408.3b: a non-combat packet of Flint's is no combat damage: no question
    automated("Flint Shadowmore")
    st = start()
    flint = put_real(st, 0, "Flint Shadowmore", "allies")
    hound = put(st, 1, "Loyal Hound", "allies")
    from engine.wow.damage import deal

    events = deal(st, flint, hound, 1, "melee")
    assert [e.kind for e in events] == ["damage"] and st.table.cards[hound].damage == 1


def test_nespirah_divides_damage_to_an_opposing_hero_without_a_may():
    # WoW 408.2a / EN 716: "If Nespirah would deal damage to an opposing hero, she deals that much divided as you choose
    # among any number of opposing heroes and/or allies instead." — attacking the hero (9 ATK): no yes/no, the division
    # at once (3 to each of two allies, 3 to the hero); attacking an ally: no division (not a hero)
    automated("Nespirah")
    st = start()
    nes = put_real(st, 0, "Nespirah", "allies")
    a, b = put(st, 1, "Stone Guardian", "allies"), put(st, 1, "Iron Sentinel", "allies")
    dealt: dict = {}
    st = _until_asked(_step(st, Action("attack", 0, {"attacker": nes, "defender": hero(st, 1)}), dealt), dealt)
    assert st.pending[0].kind == opt.KIND and st.pending[0].player == 0
    assert opt.NO not in {o.id for o in st.pending[0].options}  # no "may"
    st = _answer(st, dealt, *[str(a)] * 3, *[str(b)] * 3, f"{dd.ALL}{hero(st, 1)}")
    assert st.table.cards[hero(st, 1)].damage == 3
    assert st.table.cards[a].damage == 2  # 3, 1 prevented by Hardiness: each packet meets its own prevention (EN 717)
    assert dealt[(nes, b)] == 3
    # an ally defender: dealt as it is
    st.table.cards[nes].tapped, st.table.cards[nes].damage = False, 0
    dealt = {}
    st = _until_asked(_step(st, Action("attack", 0, {"attacker": nes, "defender": a}), dealt), dealt)
    assert not st.pending and dealt[(nes, a)] == 8  # 9 - 1 Hardiness


def test_nespirah_divides_non_combat_damage_to_an_opposing_hero_too():
    # WoW 408.2a: "would deal damage" — any packet, not only combat; not her own controller's hero
    automated("Nespirah")
    st = start()
    nes = put_real(st, 0, "Nespirah", "allies")
    hound = put(st, 1, "Loyal Hound", "allies")
    from engine.wow.damage import deal

    assert deal(st, nes, hero(st, 0), 2, "melee")[-1].kind == "damage"  # her own side: no division
    try:
        deal(st, nes, hero(st, 1), 2, "melee")
        raise AssertionError("no question asked")
    except opt.Ask as q:
        assert q.pending.player == 0 and str(hound) in {o.id for o in q.pending.options}


def test_split_greathammer_may_divide_the_heros_combat_damage_to_a_hero():
    # WoW 408.2a / 408.3d / 709.3: "If your hero would deal combat damage to a hero with this weapon, it may deal that
    # much divided as you choose among any number of opposing heroes and/or allies instead." — the hero strikes (303.2:
    # +4 ATK) attacking the opposing hero: yes, 1 to the Owl and 3 to the hero, combat damage dealt with the weapon
    automated("Split Greathammer")
    st = start()
    hammer = put_real(st, 0, "Split Greathammer", "hero_row")
    resources(st, 0, 2)
    owl = put(st, 1, "Mist Owl", "allies")
    dealt: dict = {}
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = _step(st, Action("strike", 0, {"weapon": hammer}), dealt)
    st = _until_asked(st, dealt)
    assert st.pending[0].kind == opt.KIND and st.pending[0].player == 0
    st = _answer(st, dealt, "yes", str(owl), f"{dd.ALL}{hero(st, 1)}")
    assert st.table.cards[owl].damage == 1 and st.table.cards[hero(st, 1)].damage == 3


def test_split_greathammer_not_without_the_weapon_nor_against_an_ally():
    # WoW 408.3d: without striking with it, or against an ally, the packet is dealt as it is
    automated("Split Greathammer")
    st = start()
    hammer = put_real(st, 0, "Split Greathammer", "hero_row")
    resources(st, 0, 4)
    owl = put(st, 1, "Mist Owl", "allies")
    hound = put(st, 1, "Loyal Hound", "allies")
    dealt: dict = {}
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hound))
    st = _step(st, Action("strike", 0, {"weapon": hammer}), dealt)
    st = _until_asked(st, dealt)
    assert not st.pending and dealt[(hero(st, 0), hound)] == 4 and st.table.cards[owl].damage == 0
    assert kw.in_play(st, hammer)


def _powers_of(st, player: int, uid: int) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args.get("uid") == uid]


def test_barous_nature_allies_divide_damage_equal_to_their_atk_among_target_allies():
    # WoW 714.1 / 701 / 405.4 / EN 707: "Nature allies in your party have [Exhaust] -> This ally deals nature damage equal
    # to its ATK, divided as you choose, to any number of target allies." — Barous (4 ATK) names a target per point as the
    # power is added (the same ally twice: 2 to it), one packet per ally from Barous; the Mist Owl (a nature ally, 1 ATK)
    # has it too, a melee ally and the opponent's nature ally don't
    automated("Barous the Storm Baron")
    st = start()
    barous = put_real(st, 0, "Barous the Storm Baron", "allies")
    owl = put(st, 0, "Mist Owl", "allies")  # nature, 1 ATK
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # melee
    theirs = put(st, 1, "Mist Owl", "allies")
    a, b = put(st, 1, "Stone Guardian", "allies"), put(st, 1, "Iron Sentinel", "allies")
    assert _powers_of(st, 0, barous) and _powers_of(st, 0, owl)
    assert not _powers_of(st, 0, sentinel) and not _powers_of(st, 1, theirs)
    dealt: dict = {}
    st = _step(st, Action("power", 0, _powers_of(st, 0, barous)[0].args), dealt)
    for pick in (b, b, a, sentinel):  # 4 points (Barous's ATK), any allies, yours too
        assert st.pending and st.pending[0].player == 0
        st = choose(st, str(pick))
    assert not st.pending and st.table.cards[barous].tapped  # [Exhaust] paid (411.1)
    st = resolve_chain(st)
    assert (st.table.cards[b].damage, st.table.cards[a].damage, st.table.cards[sentinel].damage) == (2, 0, 1)  # 1 to the Guardian prevented (Hardiness)
    assert st.table.cards[hero(st, 1)].damage == 0
    # the Owl's own: 1 point (its ATK), from the Owl
    st = _step(st, Action("power", 0, _powers_of(st, 0, owl)[0].args), dealt)
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[b].damage == 3 and not st.pending


def test_dragons_breath_divides_3_fire_damage_and_the_characters_dealt_damage_lose_their_powers():
    # WoW 405.4 / EN 706–707: "Your hero deals 3 fire damage divided as you choose to any number of target heroes and/or
    # allies. A character dealt damage this way loses all powers this turn." — a target per point (the Owl twice: 2 fire
    # damage); the Guardian's 1 is prevented by its Hardiness (405.5: no packet, not dealt damage), so it keeps its
    # powers; the Owl, dealt damage, loses Elusive this turn (103.2) and has it again the next turn (500.5)
    from .test_wtrig_cards import _next_turn

    automated("Dragon's Breath")
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")  # 1/3 Elusive
    guardian = put(st, 1, "Stone Guardian", "allies")  # Protector, Hardiness
    card = put_real(st, 0, "Dragon's Breath", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=card, x=0)
    for pick in (owl, owl, guardian):
        assert st.pending and st.pending[0].player == 0
        st = choose(st, str(pick))
    st = resolve_chain(st)
    assert st.table.cards[owl].damage == 2 and st.table.cards[guardian].damage == 0
    assert not kw.has(st, owl, "Elusive")  # dealt damage this way: no powers this turn
    assert kw.has(st, guardian, "Hardiness") and kw.has(st, guardian, "Protector")
    assert st.table.cards[card].zone == "graveyard"
    st = _next_turn(st)
    assert kw.has(st, owl, "Elusive")  # "this turn" ended


def test_wand_of_the_seer_divides_that_much_nature_damage_among_target_allies():
    # WoW EN 703 / 716 / 405.4: "When your hero deals damage with an ability to a hero, it also deals that much nature
    # damage divided as you choose to any number of target allies." — Fire Bolt deals 3 to the opposing hero: a target
    # ally named per point of the 3 as the trigger goes on the chain (the Hound twice, your own Owl once), one nature
    # packet each from your hero; a Fire Bolt to an ally sets nothing off
    automated("Wand of the Seer")
    st = start()
    put_real(st, 0, "Wand of the Seer", "hero_row")
    hound, sentinel = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Mist Owl", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=bolt, x=0)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    asked = 0
    for pick in (hound, mine, hound):
        assert st.pending and st.pending[0].player == 0 and str(hero(st, 1)) not in {o.id for o in st.pending[0].options}  # allies only
        st = choose(st, str(pick))
        asked += 1
    assert asked == 3 and not st.pending  # that much: 3 points
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 3
    assert st.table.cards[hound].zone == "graveyard" and st.table.cards[mine].damage == 1 and st.table.cards[sentinel].damage == 0
    # an ability's damage to an ally: no trigger
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(sentinel)))
    assert not st.pending and not st.chain and st.table.cards[sentinel].damage == 3 and st.table.cards[mine].damage == 1


def test_war_of_attrition_you_put_any_amount_then_each_opponent_divides_that_much():
    # WoW EN 709.1 / 405.3 / 405.2: "Put any amount of damage divided as you choose on allies in your party. Each
    # opponent divides that much damage among allies in his party. Players can't put more than fatal damage on an ally
    # this way." — P1 names 3 for the Sentinel and 1 for the wounded Hound (at most 1: exactly fatal); P2 (asked himself)
    # divides the 4: at least 1 on the Guardian (the Owl takes 3 at most), the rest goes on the Owl; placed damage: the
    # Guardian's Hardiness prevents nothing; fatal ones are destroyed (410.6a)
    automated("War of Attrition")
    st = start()
    sentinel, hound = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Loyal Hound", "allies")
    st.table.cards[hound].damage = 1
    guardian, owl = put(st, 1, "Stone Guardian", "allies"), put(st, 1, "Mist Owl", "allies")
    card = put_real(st, 0, "War of Attrition", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert st.pending[0].kind == opt.KIND and st.pending[0].player == 0
    assert [o.id for o in st.pending[0].options] == [str(n) for n in range(5)]  # the Sentinel: 0 to 4 (fatal)
    st = choose(st, "3")
    assert [o.id for o in st.pending[0].options] == ["0", "1"]  # the Hound: 1 more is fatal
    st = choose(st, "1")
    assert st.pending[0].player == 1  # the opponent divides
    assert [o.id for o in st.pending[0].options] == ["1", "2", "3", "4"]  # the Owl can take only 3
    st = resolve_chain(choose(st, "1"))
    assert not st.pending
    assert st.table.cards[sentinel].damage == 3 and st.table.cards[hound].zone == "graveyard"
    assert st.table.cards[guardian].damage == 1 and st.table.cards[owl].zone == "graveyard"  # 3 on the 3-health Owl


def test_war_of_attrition_the_opponent_puts_only_what_his_allies_can_take():
    # WoW 405.2 / 405.3: 5 put on your allies; the opponent's only ally (3 health) takes 3, no question left to ask;
    # none put on yours: nothing for him to divide
    automated("War of Attrition")
    st = start()
    put(st, 0, "Stone Guardian", "allies")
    owl = put(st, 1, "Mist Owl", "allies")
    card = put_real(st, 0, "War of Attrition", "hand")
    resources(st, 0, 6)
    st = resolve_chain(choose(resolve_chain(apply(st, "play", 0, uid=card, x=0)), "5"))
    assert not st.pending and st.table.cards[owl].zone == "graveyard"
    card = put_real(st, 0, "War of Attrition", "hand")
    hound = put(st, 1, "Loyal Hound", "allies")
    st = resolve_chain(choose(resolve_chain(apply(st, "play", 0, uid=card, x=0)), "0"))
    assert not st.pending and st.table.cards[hound].damage == 0


def test_renault_may_have_any_amount_of_damage_dealt_to_his_hero_while_defending():
    # WoW 408.2a / EN 716 / 709.3: "If Renault would be dealt damage while defending, you may have any amount of it dealt
    # to your hero instead." — attacked by the Sentinel (4): his controller (not the turn player) names 3 for the hero,
    # 1 stays on Renault; an ability's damage while not in combat: no question
    automated("Scarlet Commander Renault Mograine")
    st = start()
    renault = put_real(st, 1, "Scarlet Commander Renault Mograine", "allies")
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    dealt: dict = {}
    st = _until_asked(_step(st, Action("attack", 0, {"attacker": sentinel, "defender": renault}), dealt), dealt)
    assert st.pending[0].kind == opt.KIND and st.pending[0].player == 1
    assert [o.id for o in st.pending[0].options] == ["0", "1", "2", "3", "4"]
    st = _answer(st, dealt, "3")
    assert st.table.cards[renault].damage == 1 and st.table.cards[hero(st, 1)].damage == 3
    assert dealt[(sentinel, hero(st, 1))] == 3  # a packet of its own from the same source (405.4)
    assert st.table.cards[sentinel].zone == "graveyard"  # Renault's 5 back
    from engine.wow.damage import deal

    assert deal(st, hero(st, 0), renault, 2, "fire")[-1].kind == "damage" and st.table.cards[renault].damage == 3  # not defending
    # "any amount": 0 keeps it all on Renault
    st.table.cards[renault].damage = 0
    brute = put(st, 0, "Raging Brute", "allies")  # 1 ATK, Assault 2: 3 while attacking
    dealt = {}
    st = _until_asked(_step(st, Action("attack", 0, {"attacker": brute, "defender": renault}), dealt), dealt)
    st = _answer(st, dealt, "0")
    assert st.table.cards[renault].damage == 3 and st.table.cards[hero(st, 1)].damage == 3
