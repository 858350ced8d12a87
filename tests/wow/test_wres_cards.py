"""Helper wres: how a one-shot ability resolves (305.1, EN 709) — it stays on the chain zone until all its text is done,
"If you do" after a yes to an optional effect, "Remove this ability from the game" — and the resolution family's cards
(``engine/wow/cards/scripts/wres.toml``, ``engine/wow/cards/templates_wres.py``), each played with the real card."""

from __future__ import annotations

from engine.core.choices import NO, YES
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, hero, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _zone(st, player: int, zone: str) -> list[int]:
    return list(st.table.zone(player, zone))


# --- Part 1: engine bugs of a resolving one-shot ability -----------------------------------------------------------


def test_starburst_stays_on_the_chain_until_its_may_is_answered():
    # WoW 305.1 (a non-ongoing ability goes to its owner's graveyard after it resolves), EN 709.3 ("you may": a yes/no
    # as it resolves), 412.2: "Your hero deals 3 arcane damage to target hero or ally. Then, you may put this ability
    # into your resource row face down and exhausted."
    automated("Starburst")
    for answer in (YES, NO):
        st = start()
        foe = put_real(st, 1, "Fel Reaver", "allies")  # 10 health
        st, burst = play_real(st, "Starburst")
        st = resolve_chain(choose(st, str(foe)))
        assert st.table.cards[foe].damage == 3  # 405.4: your hero deals 3 arcane damage
        assert st.pending and st.pending[0].kind == "may"
        assert st.table.cards[burst].zone == "chain" and burst not in _zone(st, 0, "graveyard")  # 305.1: still resolving
        assert not st.chain and ENGINE.check_invariants(st) == []  # resolving, no link: the chain and its zone agree
        st = resolve_chain(choose(st, answer))
        card = st.table.cards[burst]
        if answer == YES:  # 412.2: into your resource row face down and exhausted, not into the graveyard
            assert card.zone == "resources" and card.face_down and card.tapped and card.known_to == [0]
            assert burst not in _zone(st, 0, "graveyard")
        else:  # 305.1: its text done, it goes to the graveyard
            assert card.zone == "graveyard"
        assert _zone(st, 0, "chain") == [] and not st.chain


def test_if_you_do_after_yes_to_an_optional_effect_under_if_you_do():
    # WoW EN 709.3: "Destroy target opposing equipment. If you do, your hero may deal 3 melee damage to its controller's
    # hero." (Crushing Strike) — the "may" is asked once the equipment was destroyed; saying yes deals the damage (the
    # "If you do" was already read before the question).
    automated("Crushing Strike")
    for answer, damage in ((YES, 3), (NO, 0)):
        st = start()
        blade = put_real(st, 1, "Krol Blade", "hero_row")
        st, _ = play_real(st, "Crushing Strike")
        st = resolve_chain(choose(st, str(blade)))
        assert st.table.cards[blade].zone == "graveyard"  # 415.9c
        assert st.pending and st.pending[0].kind == "may"
        st = resolve_chain(choose(st, answer))
        assert st.table.cards[hero(st, 1)].damage == damage  # 405.4: melee damage to its controller's hero


def test_cold_snap_removes_itself_from_the_game():
    # WoW 709.1, 305.1: "Remove Cold Snap from the game." — the resolving ability card itself goes to the removed-from-
    # game zone, not to the graveyard after it resolves (its "X" clause names no X in the data: resolved by hand).
    st = start()
    st, snap = play_real(st, "Cold Snap")
    st = resolve_chain(st)
    while st.pending and st.pending[0].kind == "manual":
        st = resolve_chain(apply(st, "manual", 0, op="done"))
    assert st.table.cards[snap].zone == "removed"
    assert snap not in _zone(st, 0, "graveyard") and not st.chain
    assert kw.name(st, snap) == "Cold Snap"


# --- Part 2: the resolution family's cards --------------------------------------------------------------------------


def _pass_until(st, done, answer_first: bool = False):
    """Pass priority until ``done(st)``; a pending choice stops it (or, with ``answer_first``, gets its first option)."""
    for _ in range(300):
        if done(st) or st.over:
            return st
        if st.pending:
            if not answer_first:
                return st
            p = st.pending[0]
            st = apply(st, "manual", p.player, op="done") if p.kind == "manual" else choose(st, *([p.options[0].id] if p.min else []))
            continue
        st = apply(st, "pass", st.priority)
    raise AssertionError("never got there")


def _targeting(st):
    return bool(st.pending) and st.pending[0].kind == "target"


def test_royal_guardian_jameson_end_of_turn_exhausts_and_may_have_it_hit_a_second_ally():
    # WoW EN 703 (at the end of your turn), 411.1, EN 709.3 ("If you do", "you may"), 408.2c (the exhausted ally is the
    # source): "At the end of your turn, exhaust target ready opposing ally. If you do, you may have it deal melee
    # damage equal to its ATK to a second target ally."
    automated("Royal Guardian Jameson")
    st = start({"auto_pass": False})  # the turn stops at its end step
    put_real(st, 0, "Royal Guardian Jameson", "allies")
    foe = put_real(st, 1, "Orono the Great", "allies")  # 4 ATK
    other = put_real(st, 1, "Anika Berlyn", "allies")  # 6 health
    st = _pass_until(st, _targeting)
    assert st.step == "end" and st.active == 0
    assert str(other) in [o.id for o in st.pending[0].options]  # both are ready opposing allies
    st = choose(st, str(foe))
    st = resolve_chain(choose(st, str(other)))  # the second target
    assert st.table.cards[foe].tapped  # 411.1
    assert st.table.cards[other].damage == 4 and st.table.cards[foe].damage == 0  # 408.2c: it deals its ATK

    st = start({"auto_pass": False})  # the turn stops at its end step  # "If you do": an ally that stays ready deals nothing
    put_real(st, 0, "Royal Guardian Jameson", "allies")
    foe = put_real(st, 1, "Orono the Great", "allies")
    other = put_real(st, 1, "Anika Berlyn", "allies")
    st = _pass_until(st, _targeting)
    st = choose(st, str(foe))
    st = choose(st, str(other))
    st.table.cards[foe].tapped = True  # exhausted before it resolves: not exhausted by this power (EN 709.3)
    st = resolve_chain(st)
    assert st.table.cards[other].damage == 0


def test_buzz_death_rattle_may_destroy_target_weapon():
    # WoW Death Rattle (when this ally goes to the graveyard from play), EN 706, 415.9c: "Death Rattle: You may destroy
    # target weapon." (the data breaks it over two lines)
    automated("Buzz")
    st = start()
    buzz = put_real(st, 1, "Buzz", "allies")
    blade = put_real(st, 0, "Krol Blade", "hero_row")
    st, _ = play_real(st, "Vanquish")
    st = choose(st, str(buzz))
    st = _pass_until(st, _targeting)
    assert st.table.cards[buzz].zone == "graveyard" and st.pending[0].player == 1
    st = resolve_chain(choose(st, str(blade)))
    assert st.table.cards[blade].zone == "graveyard"


def test_runed_soulblade_may_destroy_an_ally_to_deal_its_atk():
    # WoW EN 703 (enters play), EN 709.3, 415.9c, 405.4, EN 709.1 (picked, not targeted): "When Runed Soulblade enters
    # play, you may destroy an ally in your party. If you do, your hero deals X shadow damage to target ally, where X
    # was the ATK of that ally you destroyed."
    automated("Runed Soulblade")
    for answer in (YES, NO):
        st = start()
        mine = put_real(st, 0, "Orono the Great", "allies")  # 4 ATK
        foe = put_real(st, 1, "Fel Reaver", "allies")  # 10 health
        st, blade = play_real(st, "Runed Soulblade")
        st = _pass_until(st, _targeting)
        st = resolve_chain(choose(st, str(foe)))
        assert st.pending and st.pending[0].kind == "may"
        st = choose(st, answer)
        if answer == YES:
            assert [o.id for o in st.pending[0].options] == [str(mine)]  # an ally in your party
            st = resolve_chain(choose(st, str(mine)))
        assert st.table.cards[blade].zone == "hero_row"
        assert st.table.cards[mine].zone == ("graveyard" if answer == YES else "allies")
        assert st.table.cards[foe].damage == (4 if answer == YES else 0)


def _my_next_turn_start(st):
    turn = st.turn
    return _pass_until(st, lambda s, turn=turn: s.turn > turn + 1 and s.active == 0 and _targeting(s), answer_first=True)


def test_grim_harvest_destroys_an_ally_for_damage_equal_to_its_cost_and_heals_that_much():
    # WoW 305.2 (ongoing), EN 703 (start of your turn), EN 709.3, 415.9c, 405.4, 407.1: "Ongoing: At the start of your
    # turn, you may destroy an ally you control. If you do, your hero deals shadow damage to target hero or ally equal
    # to the destroyed ally's cost and heals 1 damage from itself for each damage dealt this way."
    automated("Grim Harvest")
    for answer in (YES, NO):
        st = start()
        put_real(st, 0, "Grim Harvest", "hero_row")
        mine = put_real(st, 0, "Anika Berlyn", "allies")  # cost 6
        foe = put_real(st, 1, "Fel Reaver", "allies")  # 10 health
        st.table.cards[hero(st, 0)].damage = 8
        st = _my_next_turn_start(st)
        st = resolve_chain(choose(st, str(foe)))
        assert st.pending and st.pending[0].kind == "may"
        st = choose(st, answer)
        if answer == YES:
            st = resolve_chain(choose(st, str(mine)))
        assert st.table.cards[mine].zone == ("graveyard" if answer == YES else "allies")
        assert st.table.cards[foe].damage == (6 if answer == YES else 0)
        assert st.table.cards[hero(st, 0)].damage == (2 if answer == YES else 8)  # heals 1 per damage dealt


def test_valanyr_heals_your_allies_then_your_hero_that_much():
    # WoW EN 703 (at the end of your turn), 407.1: "At the end of your turn, your hero heals all damage from allies you
    # control. Then, it heals that much damage from itself."
    automated("Val'anyr, Hammer of Ancient Kings")
    st = start()
    put_real(st, 0, "Val'anyr, Hammer of Ancient Kings", "hero_row")
    a = put_real(st, 0, "Anika Berlyn", "allies")
    b = put_real(st, 0, "Orono the Great", "allies")
    foe = put_real(st, 1, "Fel Reaver", "allies")
    st.table.cards[a].damage, st.table.cards[b].damage, st.table.cards[foe].damage = 3, 2, 4
    st.table.cards[hero(st, 0)].damage = 10
    st = _pass_until(st, lambda s: s.turn > 1, answer_first=True)
    assert st.table.cards[a].damage == 0 and st.table.cards[b].damage == 0
    assert st.table.cards[foe].damage == 4  # only allies you control
    assert st.table.cards[hero(st, 0)].damage == 5  # that much: 3 + 2


def test_shield_slam_if_you_targeted_a_hero_may_destroy_an_ability_its_controller_controls():
    # WoW 405.4, EN 706 ("If you targeted a hero"), EN 709.3 ("you may"), EN 709.1 (picked, not targeted), 415.9c:
    # "Your hero deals 3 melee damage to target hero or ally. If you targeted a hero, you may destroy an ability
    # controlled by its controller."
    automated("Shield Slam")
    st = start()
    theirs = put_real(st, 1, "Divine Riposte", "hero_row")
    mine = put_real(st, 0, "Infuriate", "hero_row")
    st, slam = play_real(st, "Shield Slam")
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 3
    assert st.pending and st.pending[0].kind == "may"
    assert st.table.cards[slam].zone == "chain"  # 305.1: still resolving
    st = choose(st, YES)
    assert [o.id for o in st.pending[0].options] == [str(theirs)]  # only its controller's abilities
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].zone == "graveyard" and st.table.cards[mine].zone == "hero_row"
    assert st.table.cards[slam].zone == "graveyard"

    st = start()  # an ally targeted: no question, nothing destroyed
    theirs = put_real(st, 1, "Divine Riposte", "hero_row")
    foe = put_real(st, 1, "Fel Reaver", "allies")
    st, _ = play_real(st, "Shield Slam")
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].damage == 3 and not st.pending
    assert st.table.cards[theirs].zone == "hero_row"


def _attack(st, attacker: int, defender: int):
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=defender))
    return apply(st, "pass", 0) if st.priority == 0 and not st.pending else st


def test_noxious_trap_fatal_attacker_lets_you_ready_three_resources():
    # WoW 405.4, 405.2 (fatal damage, read before the checks destroy it, 410.6a), EN 709.3, 411.1: "Your hero deals 3
    # nature damage to target attacker. Then, if that attacker has fatal damage, you may ready up to three resources
    # you control." (the alternative cost is printed twice in the data: one cost)
    from .helpers import put, resources

    automated("Noxious Trap")
    for name, fatal in (("Loyal Hound", True), ("Fel Reaver", False)):
        st = start()
        trap = put_real(st, 1, "Noxious Trap", "hand")
        attacker = put(st, 0, "Loyal Hound", "allies") if fatal else put_real(st, 0, name, "allies")
        spent = resources(st, 1, 7)
        for u in spent[3:]:
            st.table.cards[u].tapped = True  # four exhausted resources
        st = _attack(st, attacker, hero(st, 1))
        st = choose(apply(st, "play", 1, uid=trap, x=0), str(attacker))
        st = resolve_chain(st)
        if fatal:
            assert st.pending and st.pending[0].kind == "may"
            st = choose(st, YES)
            assert {o.id for o in st.pending[0].options} == {str(u) for u in st.table.zone(1, "resources") if st.table.cards[u].tapped}
            st = choose(st, *[o.id for o in st.pending[0].options[:3]])
            st = resolve_chain(st)
            assert sum(1 for u in st.table.zone(1, "resources") if st.table.cards[u].tapped) == 7 - 3  # all 7 exhausted after paying 3; 3 readied
            assert st.table.cards[attacker].zone == "graveyard"
        else:
            assert not (st.pending and st.pending[0].kind == "may")
            assert st.table.cards[attacker].damage == 3


def test_presence_of_the_divine_may_destroy_the_attacker_that_damaged_your_ally():
    # WoW 305.2 (ongoing), EN 703, EN 709.3, 415.9c: "Ongoing: When an attacking ally deals damage to an ally you
    # control, you may destroy that attacker."
    automated("Presence of the Divine")
    for answer in (YES, NO):
        st = start()
        put_real(st, 1, "Presence of the Divine", "hero_row")
        attacker = put_real(st, 0, "Fel Reaver", "allies")  # 10 ATK / 10 health
        mine = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK / 6 health: deals 5 back
        st.table.cards[mine].tapped = True
        st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=mine))
        st = _pass_until(st, lambda s: bool(s.pending) and s.pending[0].kind == "may")
        assert st.table.cards[attacker].damage == 5
        st = resolve_chain(choose(st, answer))
        assert st.table.cards[attacker].zone == ("graveyard" if answer == YES else "allies")


def _on_top(st, player: int, name: str) -> int:
    uid = put_real(st, player, name, "deck")
    st.table.zone(player, "deck").remove(uid)
    st.table.zone(player, "deck").insert(0, uid)
    return uid


def _power(st, uid: int, nth: int = 0, player: int = 0):
    from engine.wow.cards.compiler import card_powers

    index = [i for i, pw in enumerate(card_powers(kw.data(st, uid))) if pw.kind == "activated"][nth]
    return apply(st, "power", player, uid=uid, power=index, x=0)


def test_abyssal_seahorse_places_a_revealed_quest_or_location_as_an_additional_resource():
    # WoW 412.1c (an additional resource: on the chain, exhausted, face up or down as its player chooses), EN 709.3:
    # "1, [Exhaust] -> Reveal the top card of your deck. if it's a quest or location, place it into your resource row
    # exhausted as an additional resource."
    from .helpers import resources

    automated("Abyssal Seahorse")
    for top, placed in (("A Bird In Hand", True), ("Fel Reaver", False)):
        st = start()
        horse = put_real(st, 0, "Abyssal Seahorse", "allies")
        card = _on_top(st, 0, top)
        resources(st, 0, 1)
        before = len(_zone(st, 0, "resources"))
        st = resolve_chain(_power(st, horse))
        assert st.table.cards[horse].tapped  # [Exhaust]
        if placed:
            assert st.pending and {o.id for o in st.pending[0].options} == {"up", "down"}  # 412.1c: a quest may be face up
            st = resolve_chain(choose(st, "down"))
            c = st.table.cards[card]
            assert c.zone == "resources" and c.tapped and c.face_down
            assert len(_zone(st, 0, "resources")) == before + 1
            assert st.resource_placed == start().resource_placed  # not this turn's one resource (412.1)
        else:
            assert st.table.cards[card].zone == "deck" and _zone(st, 0, "deck")[0] == card  # revealed, stays on top
            assert not st.pending


def test_core_of_ripeness_two_additional_resources_then_three_destroyed_as_it_leaves():
    # WoW 412.1c, EN 703, 415.9c: "When this item enters play, reveal the top two cards of your deck, then place them
    # into your resource row exhausted as additional resources." / "When this item leaves play, destroy three
    # resources you control."
    automated("Core of Ripeness")
    st = start()
    first = _on_top(st, 0, "Fel Reaver")
    second = put_real(st, 0, "Anika Berlyn", "deck")
    st.table.zone(0, "deck").remove(second)
    st.table.zone(0, "deck").insert(1, second)
    st, core = play_real(st, "Core of Ripeness")
    st = resolve_chain(st)
    for u in (first, second):
        c = st.table.cards[u]
        assert c.zone == "resources" and c.tapped and c.face_down  # 412.1c: exhausted additional resources
    assert st.table.cards[core].zone == "hero_row"
    assert len(_zone(st, 0, "resources")) == 5 + 2
    st, _ = play_real(st, "Demolish", pay=1)  # "Destroy target equipment." (one more resource)
    st = resolve_chain(choose(st, str(core)))
    assert st.table.cards[core].zone == "graveyard"
    st = _pass_until(st, lambda s: bool(s.pending) and s.pending[0].player == 0 and s.pending[0].min == 3)
    mine = _zone(st, 0, "resources")
    assert {o.id for o in st.pending[0].options} == {str(u) for u in mine}  # resources you control
    st = resolve_chain(choose(st, *[str(u) for u in mine[:3]]))
    assert len(_zone(st, 0, "resources")) == 8 - 3
    assert all(st.table.cards[u].zone == "graveyard" for u in mine[:3])


def _tokens(st, player: int, name: str) -> list[int]:
    return [u for u in _zone(st, player, "allies") if kw.name(st, u) == name]


def test_fungal_growth_behemoth_with_five_allies_otherwise_a_treant():
    # WoW 305.2 (ongoing), EN 703 (at the end of your turn), EN 709 (counted as it resolves), EN 709.3, 404.2:
    # "Ongoing: At the end of your turn, you may put a 5/5 Fungal Behemoth ally token into play if you control five or
    # more allies. Otherwise, you may put a 1/1 Treant ally token into play."
    automated("Fungal Growth")
    for allies, answer, behemoths, treants in ((5, YES, 1, 0), (1, YES, 0, 1), (5, NO, 0, 0), (1, NO, 0, 0)):
        st = start({"auto_pass": False})
        put_real(st, 0, "Fungal Growth", "hero_row")
        for _ in range(allies):
            put_real(st, 0, "Araelun", "allies")
        st = _pass_until(st, lambda s: bool(s.pending) and s.pending[0].kind == "may")
        assert st.step == "end" and st.active == 0
        st = resolve_chain(choose(st, answer))
        assert not (st.pending and st.pending[0].kind == "may")  # one question only: "Otherwise"
        assert len(_tokens(st, 0, "Fungal Behemoth")) == behemoths and len(_tokens(st, 0, "Treant")) == treants
        for u in _tokens(st, 0, "Fungal Behemoth"):
            assert (kw.atk(st, u), kw.health(st, u)) == (5, 5)
        for u in _tokens(st, 0, "Treant"):
            assert (kw.atk(st, u), kw.health(st, u)) == (1, 1)


def test_boundless_wild_a_treant_per_resource_then_eternal():
    # WoW EN 709 (counted as it resolves), 404.2, 305.1, Eternal ("When this enters your graveyard from anywhere, you
    # may shuffle it into your deck."): "For each resource you control, put a 1/1 Treant ally token into play."
    automated("Boundless Wild")
    for answer in (YES, NO):
        st = start()
        st, wild = play_real(st, "Boundless Wild", pay=6)
        st = resolve_chain(st)
        assert len(_tokens(st, 0, "Treant")) == 6
        assert all((kw.atk(st, u), kw.health(st, u)) == (1, 1) for u in _tokens(st, 0, "Treant"))
        st = _pass_until(st, lambda s: bool(s.pending) and s.pending[0].kind == "may")
        assert st.table.cards[wild].zone == "graveyard"  # 305.1, then Eternal triggers
        st = resolve_chain(choose(st, answer))
        assert st.table.cards[wild].zone == ("deck" if answer == YES else "graveyard")


def test_xela_may_put_a_pet_costing_at_most_your_resources_from_the_graveyard_into_play():
    # WoW EN 703 (enters play), EN 709.1 (picked as it resolves), 710.1 (enters play, not played): "When Xela enters
    # play, you may put a Pet card from your graveyard into play if its cost is less than or equal to the number of
    # resources you have."
    automated("Xela the Tormentor")
    st = start()
    cheap = put_real(st, 0, "Banzai", "graveyard")  # a Pet, cost 1
    dear = put_real(st, 0, "Doomguard", "graveyard")  # a Pet, cost 7
    other = put_real(st, 0, "Araelun", "graveyard")  # no Pet
    st, xela = play_real(st, "Xela the Tormentor", pay=6)
    st = resolve_chain(st)
    st = _pass_until(st, lambda s: bool(s.pending))
    assert {o.id for o in st.pending[0].options} == {str(cheap)}  # 6 resources: not the cost-7 Pet, not a non-Pet
    assert st.pending[0].min == 0  # "you may"
    st = resolve_chain(choose(st, str(cheap)))
    assert st.table.cards[cheap].zone == "allies" and st.table.cards[xela].zone == "allies"
    assert st.table.cards[dear].zone == "graveyard" and st.table.cards[other].zone == "graveyard"


def test_shadowburn_destroys_a_resource_and_a_kill_this_turn_gives_a_resource():
    # WoW 403.1 (additional cost), 405.4, EN 703 (a delayed trigger this turn), 412.2: "As an additional cost to play
    # Shadowburn, destroy one of your resources." / "Your hero deals 4 shadow damage to target hero or ally. When that
    # character is destroyed this turn, put the top card of your deck into your resource row face down and exhausted."
    from .helpers import resources

    automated("Shadowburn")
    for foe_name, dies in (("Orono the Great", True), ("Fel Reaver", False)):  # 4 health / 10 health
        st = start()
        foe = put_real(st, 1, foe_name, "allies")
        burn = put_real(st, 0, "Shadowburn", "hand")
        res = resources(st, 0, 6)
        top = _zone(st, 0, "deck")[0]
        st = choose(apply(st, "play", 0, uid=burn, x=0, extra=[res[-1]]), str(foe))
        assert st.table.cards[res[-1]].zone == "graveyard"  # 403.1: the destroyed resource (targets first, EN 707)
        st = resolve_chain(st)
        st = _pass_until(st, lambda s: not s.chain and not s.triggers)
        assert st.table.cards[foe].zone == ("graveyard" if dies else "allies")
        card = st.table.cards[top]
        if dies:  # 412.2: face down and exhausted
            assert card.zone == "resources" and card.face_down and card.tapped
        else:
            assert card.zone == "deck" and st.table.cards[foe].damage == 4


def test_lesson_of_the_beast_exhausting_a_hunter_a_pet_deals_its_atk_to_a_second_ally():
    # WoW 403.3 (alternative cost), 405.4, 408.2c (the Pet is the source), 707.1d: "You may exhaust a non-hero Hunter
    # you control rather than pay this ability's cost. Target Pet you control deals melee damage equal to its ATK to
    # a second target ally."
    automated("Lesson of the Beast")
    st = start()
    hunter = put_real(st, 0, "Burdok Brewshot", "allies")  # a non-hero Hunter
    pet = put_real(st, 0, "Bloodclaw", "allies")  # a Pet, 3 ATK
    foe = put_real(st, 1, "Fel Reaver", "allies")
    lesson = put_real(st, 0, "Lesson of the Beast", "hand")
    st = apply(st, "play", 0, uid=lesson, x=0, alt=0, pay=[hunter])
    assert str(foe) not in [o.id for o in st.pending[0].options]  # a Pet you control
    st = choose(st, str(pet))
    assert str(pet) not in [o.id for o in st.pending[0].options]  # a second target
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[hunter].tapped  # 403.3: the cost paid
    assert st.table.cards[foe].damage == kw.atk(st, pet) > 0
    assert st.table.cards[lesson].zone == "graveyard" and _zone(st, 0, "resources") == []


def test_lesson_of_the_nether_looks_at_the_hand_and_removes_a_card():
    # WoW 403.3, 415.4a (looking at a hidden hand), 415.7: "You may exhaust a non-hero Warlock you control rather than
    # pay this ability's cost. Look at target opponent's hand and choose a card. Remove that card from the game."
    automated("Lesson of the Nether")
    st = start()
    warlock = put_real(st, 0, "Patricia Potter", "allies")
    theirs = [u for u in _zone(st, 1, "hand")]
    lesson = put_real(st, 0, "Lesson of the Nether", "hand")
    st = apply(st, "play", 0, uid=lesson, x=0, alt=0, pay=[warlock])
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 0
    assert {o.id for o in st.pending[0].options} == {str(u) for u in theirs}
    st = resolve_chain(choose(st, str(theirs[0])))
    assert st.table.cards[theirs[0]].zone == "removed" and st.table.cards[warlock].tapped
    assert len(_zone(st, 1, "hand")) == len(theirs) - 1


def test_clara_and_julia_graves_remove_ally_cards_in_your_graveyard_instead_of_their_cost():
    # WoW 403.3 (alternative cost), 415.7: "You may remove four ally cards in your graveyard from the game rather than
    # pay Clara Grave's cost." / Julia Graves: "… two ally cards …" (the data misprints the name "Grave's")
    from engine.core import RulesError

    for name, n in (("Clara Graves", 4), ("Julia Graves", 2)):
        automated(name)
        st = start()
        dead = [put_real(st, 0, "Araelun", "graveyard") for _ in range(n)]
        spell = put_real(st, 0, "Vanquish", "graveyard")  # not an ally card
        card = put_real(st, 0, name, "hand")
        offers = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == card and "alt" in a.args]
        assert offers and all(spell not in a.args["pay"] and len(a.args["pay"]) == n for a in offers)
        try:
            apply(st, "play", 0, uid=card, x=0, alt=0, pay=[*dead[:-1], spell])
        except RulesError:
            pass
        else:
            raise AssertionError("a non-ally card paid the cost")
        st = resolve_chain(apply(st, "play", 0, uid=card, x=0, alt=0, pay=dead))
        assert st.table.cards[card].zone == "allies"
        assert all(st.table.cards[u].zone == "removed" for u in dead) and st.table.cards[spell].zone == "graveyard"

        st = start()  # one ally card too few: no alternative cost
        for _ in range(n - 1):
            put_real(st, 0, "Araelun", "graveyard")
        card = put_real(st, 0, name, "hand")
        assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == card and "alt" in a.args]


def test_sylvanas_queen_removes_horde_allies_for_skeletons():
    # WoW EN 703 (enters play), EN 709.1 (picked as it resolves), 415.7, EN 709.3 ("If you do"), 404.2: "When Sylvanas
    # enters play, you may remove any number of [Horde] allies in your graveyard from the game. If you do, put a 1/1
    # Skeleton ally token into play for each ally removed this way." (and "Assault 1 for each Skeleton ally you control")
    automated("Sylvanas, Queen of the Forsaken")
    for picked in (2, 0):
        st = start()
        horde = [put_real(st, 0, "Araelun", "graveyard") for _ in range(3)]
        alliance = put_real(st, 0, "Orono the Great", "graveyard")
        st, sylvanas = play_real(st, "Sylvanas, Queen of the Forsaken")
        st = _pass_until(st, lambda s: bool(s.pending))
        assert {o.id for o in st.pending[0].options} == {str(u) for u in horde}  # [Horde] allies only
        assert st.pending[0].min == 0
        st = resolve_chain(choose(st, *[str(u) for u in horde[:picked]]))
        assert all(st.table.cards[u].zone == "removed" for u in horde[:picked])
        assert st.table.cards[alliance].zone == "graveyard"
        skeletons = _tokens(st, 0, "Skeleton")
        assert len(skeletons) == picked and all((kw.atk(st, u), kw.health(st, u)) == (1, 1) for u in skeletons)
        assert kw.atk(st, sylvanas) == 4 + picked  # Assault 1 per Skeleton on your turn


def test_tyrande_shuffles_alliance_allies_for_wisps_and_heals_and_hits_per_wisp():
    # WoW EN 703, EN 709.1, 415.3b (shuffled into the deck), 404.2, 405.4, 407.1, 408.2c: "When Tyrande enters play,
    # you may shuffle any number of [Alliance] allies from your graveyard into your deck. If you do, put a 0/1 Wisp ally
    # token into play for each ally shuffled back into the deck this way." / "At the end of your turn, for each Wisp
    # you control, Tyrande deals 1 nature damage to target opposing hero and heals 1 damage from each hero and ally
    # you control."
    automated("Tyrande, High Priestess of Elune")
    st = start({"auto_pass": False})
    alliance = [put_real(st, 0, "Orono the Great", "graveyard") for _ in range(2)]
    horde = put_real(st, 0, "Araelun", "graveyard")
    deck = len(_zone(st, 0, "deck"))
    st, tyrande = play_real(st, "Tyrande, High Priestess of Elune")
    st = _pass_until(st, lambda s: bool(s.pending))
    assert {o.id for o in st.pending[0].options} == {str(u) for u in alliance}
    st = resolve_chain(choose(st, *[str(u) for u in alliance]))
    assert all(st.table.cards[u].zone == "deck" for u in alliance) and len(_zone(st, 0, "deck")) == deck + 2
    assert st.table.cards[horde].zone == "graveyard" and st.table.cards[tyrande].zone == "allies"
    wisps = _tokens(st, 0, "Wisp")
    assert len(wisps) == 2 and all((kw.atk(st, u), kw.health(st, u)) == (0, 1) for u in wisps)
    mine = put_real(st, 0, "Fel Reaver", "allies")
    st.table.cards[mine].damage, st.table.cards[hero(st, 0)].damage = 5, 5
    st = _pass_until(st, _targeting)
    assert st.step == "end" and [o.id for o in st.pending[0].options] == [str(hero(st, 1))]  # target opposing hero
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 2  # 1 nature damage per Wisp, one packet
    assert st.table.cards[mine].damage == 3 and st.table.cards[hero(st, 0)].damage == 3  # 1 per Wisp from each


def test_gilblin_deathscrounger_returns_from_the_graveyard_by_removing_another_monster():
    # WoW EN 703 (a power of a card in the graveyard: "if this ally is in your graveyard"), EN 709.1, 415.7, EN 709.3,
    # 710.1: "At the start of your turn, if this ally is in your graveyard, you may remove another Monster ally in your
    # graveyard from the game. If you do, put this ally into play."
    automated("Gilblin Deathscrounger")
    for take in (True, False):
        st = start()
        gilblin = put_real(st, 0, "Gilblin Deathscrounger", "graveyard")
        monster = put_real(st, 0, "Deathsmasher Mogdar", "graveyard")  # a Monster
        other = put_real(st, 0, "Araelun", "graveyard")  # no Monster
        turn = st.turn
        st = _pass_until(st, lambda s, turn=turn: s.turn > turn + 1 and bool(s.pending) and s.pending[0].player == 0, answer_first=True)
        assert st.active == 0
        assert [o.id for o in st.pending[0].options] == [str(monster)]  # another Monster ally: not itself, not Araelun
        assert (st.pending[0].min, st.pending[0].max) == (0, 1)
        st = resolve_chain(choose(st, *([str(monster)] if take else [])))
        assert st.table.cards[monster].zone == ("removed" if take else "graveyard")
        assert st.table.cards[gilblin].zone == ("allies" if take else "graveyard")
        assert st.table.cards[other].zone == "graveyard"


def test_renewal_of_life_destroys_itself_and_every_player_gets_his_allies_back():
    # WoW EN 703 (start of your turn), EN 709.3 ("you may" / "If you do"), 415.9c, 710.1 (entering play, not played),
    # 802 (turn order): "At the start of your turn, you may destroy this item. If you do, each player puts all allies
    # from his graveyard into play."
    automated("Renewal of Life")
    for answer in (YES, NO):
        st = start()
        renewal = put_real(st, 0, "Renewal of Life", "hero_row")
        mine = [put_real(st, 0, "Araelun", "graveyard"), put_real(st, 0, "Orono the Great", "graveyard")]
        theirs = put_real(st, 1, "Fel Reaver", "graveyard")
        spell = put_real(st, 1, "Vanquish", "graveyard")
        turn = st.turn
        st = _pass_until(st, lambda s, turn=turn: s.turn > turn + 1 and bool(s.pending) and s.pending[0].kind == "may", answer_first=True)
        assert st.active == 0
        st = resolve_chain(choose(st, answer))
        back = answer == YES
        assert st.table.cards[renewal].zone == ("graveyard" if back else "hero_row")
        assert all(st.table.cards[u].zone == ("allies" if back else "graveyard") for u in mine)
        assert st.table.cards[theirs].zone == ("allies" if back else "graveyard")
        if back:
            assert st.table.cards[theirs].controller == 1 and all(st.table.cards[u].controller == 0 for u in mine)  # their owners'
        assert st.table.cards[spell].zone == "graveyard"  # allies only


def test_merciless_gladiators_pursuit_bear_token_pet_that_can_protect_your_hero():
    # WoW EN 703, EN 709.3, 404.2 (a token with a tag and a printed power), EN 602.2 (a limited protector): "At the
    # start of your turn, you may put a Bear ally token into play with 4 [Melee] ATK / 4 health, Pet , and This ally
    # can protect your hero." / "[Exhaust] -> Your hero deals 2 ranged damage to each of up to three target heroes
    # and/or allies."
    from .test_combat import finish_combat

    automated("Merciless Gladiator's Pursuit")
    st = start()
    pursuit = put_real(st, 0, "Merciless Gladiator's Pursuit", "hero_row")
    st = _pass_until(st, lambda s: s.turn == 3 and bool(s.pending) and s.pending[0].kind == "may", answer_first=True)
    st = resolve_chain(choose(st, YES))
    bears = _tokens(st, 0, "Bear")
    assert len(bears) == 1
    bear = bears[0]
    assert (kw.atk(st, bear), kw.health(st, bear)) == (4, 4) and "pet" in kw.words(st, bear)
    st = _pass_until(st, lambda s: s.turn == 4 and s.step == "main" and not s.pending, answer_first=True)
    foe = put_real(st, 1, "Orono the Great", "allies")
    st = resolve_chain(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)))
    assert st.pending and st.pending[0].kind == "protector" and str(bear) in {o.id for o in st.pending[0].options}
    st = finish_combat(choose(st, str(bear)))
    assert st.table.cards[hero(st, 0)].damage == 0  # the Bear protected the hero (and took Orono's 4: a token gone, 410.6d)
    assert bear not in st.table.cards or st.table.cards[bear].zone != "allies"

    st = start()  # line 2: up to three targets, 2 ranged damage each
    pursuit = put_real(st, 0, "Merciless Gladiator's Pursuit", "hero_row")
    foes = [put_real(st, 1, "Fel Reaver", "allies") for _ in range(2)]
    st = _power(st, pursuit)
    for u in (*foes, hero(st, 1)):
        st = choose(st, str(u))
    st = resolve_chain(st)
    assert all(st.table.cards[u].damage == 2 for u in (*foes, hero(st, 1))) and st.table.cards[pursuit].tapped


def test_scraps_is_destroyed_unless_you_remove_an_ally_card_in_any_graveyard():
    # WoW EN 703, EN 709.3 ("unless"), 415.7, 415.9c: "At the start of your turn, destroy Scraps unless you remove an
    # ally card in any graveyard from the game."
    automated("Scraps")
    for take in (True, False):
        st = start()
        scraps = put_real(st, 0, "Scraps", "allies")
        theirs = put_real(st, 1, "Araelun", "graveyard")  # an ally card in the opponent's graveyard
        spell = put_real(st, 0, "Vanquish", "graveyard")
        turn = st.turn
        st = _pass_until(st, lambda s, turn=turn: s.turn > turn + 1 and bool(s.pending) and s.pending[0].player == 0, answer_first=True)
        offered = {int(o.id) for o in st.pending[0].options}
        assert theirs in offered and spell not in offered  # ally cards, in any graveyard
        assert all(st.table.cards[u].zone == "graveyard" and kw.ctype(st, u) == "ally" for u in offered)
        st = resolve_chain(choose(st, *([str(theirs)] if take else [])))
        assert st.table.cards[theirs].zone == ("removed" if take else "graveyard")
        assert st.table.cards[scraps].zone == ("allies" if take else "graveyard")
        assert st.table.cards[spell].zone == "graveyard"


def test_encrusted_zombie_finger_noise_gives_assault_1():
    # WoW EN 703 (when your hero attacks), EN 709.3 ("you may …. If you do"), EN 714.1, Assault: "When your hero
    # attacks, you may point and make a Zombie noise. If you do, this weapon has Assault 1 this turn."
    automated("Encrusted Zombie Finger")
    for answer in (YES, NO):
        st = start()
        finger = put_real(st, 0, "Encrusted Zombie Finger", "hero_row")
        st = apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))
        st = _pass_until(st, lambda s: bool(s.pending) and s.pending[0].kind == "may")
        assert "Zombie noise" in st.pending[0].prompt
        st = choose(st, answer)
        assert kw.has(st, finger, "Assault") == (answer == YES)


def test_rescue_the_survivors_tokens_can_be_removed_to_draw():
    # WoW EN 702 (reward), 404.2 (tokens with a printed payment power), EN 701, 403.1: "Reward: Put two Draenei Survivor
    # ally tokens into play with 0 ATK, 1 health, and Exhaust your hero, remove this ally from the game -> Draw a card."
    from .test_quests_cards import complete

    st = start()
    st, _ = complete(st, "Rescue the Survivors!")
    st = resolve_chain(st)
    survivors = _tokens(st, 0, "Draenei Survivor")
    assert len(survivors) == 2 and all((kw.atk(st, u), kw.health(st, u)) == (0, 1) for u in survivors)
    hand = len(_zone(st, 0, "hand"))
    st = resolve_chain(_power(st, survivors[0]))
    assert st.table.cards[hero(st, 0)].tapped  # the cost: exhaust your hero …
    assert survivors[0] not in _zone(st, 0, "allies") and survivors[1] in _zone(st, 0, "allies")  # … remove this ally
    assert len(_zone(st, 0, "hand")) == hand + 1  # draw a card


def test_on_ruby_wings_mount_token_draws_when_you_place_a_resource_face_up():
    # WoW EN 702, 404.2, 302.3 (a Mount can't attack), EN 703, 412.1b: "Reward: Put a 0 [Fire] / 3 [Health] Wyrmrest
    # Vanquisher ally token into play with Mount and When you place a resource face up, you may draw a card."
    from engine.core import RulesError

    from .test_quests_cards import complete

    st = start()
    st, _ = complete(st, "On Ruby Wings")
    st = resolve_chain(st)
    (drake,) = _tokens(st, 0, "Wyrmrest Vanquisher")
    assert (kw.atk(st, drake), kw.health(st, drake)) == (0, 3) and "mount" in kw.words(st, drake)
    st.table.cards[drake].entered_turn = -1
    try:
        apply(st, "attack", 0, attacker=drake, defender=hero(st, 1))
    except RulesError:
        pass
    else:
        raise AssertionError("a Mount attacked (302.3)")
    hand = len(_zone(st, 0, "hand"))
    quest = put_real(st, 0, "A Bird In Hand", "hand")
    st = apply(st, "resource", 0, uid=quest, face_up=True)
    st = _pass_until(st, lambda s: bool(s.pending) and s.pending[0].kind == "may")
    st = resolve_chain(choose(st, YES))
    assert len(_zone(st, 0, "hand")) == hand + 1  # the quest left the hand, one card drawn


def test_focus_magic_top_card_then_up_to_three_more_of_its_name():
    # WoW EN 709.1, 413.1 (search), 413.3 (a named card may be missed), 413.2 (shuffled): "Reveal the top card of your
    # deck and put it into your hand. Then, search your deck for up to three cards with the same name as the revealed
    # card, reveal them, and put them into your hand."
    automated("Focus Magic")
    st = start()
    top = _on_top(st, 0, "Fel Reaver")
    same = [put_real(st, 0, "Fel Reaver", "deck") for _ in range(4)]
    st, magic = play_real(st, "Focus Magic")
    st = resolve_chain(st)
    assert st.table.cards[top].zone == "hand"  # the revealed top card
    assert st.pending and {o.id for o in st.pending[0].options} == {str(u) for u in same}  # only that name
    assert (st.pending[0].min, st.pending[0].max) == (0, 3)  # up to three
    st = resolve_chain(choose(st, *[str(u) for u in same[:3]]))
    assert all(st.table.cards[u].zone == "hand" for u in same[:3]) and st.table.cards[same[3]].zone == "deck"
    assert st.table.cards[magic].zone == "graveyard"  # 305.1, after the search's answer


def test_cedric_darwin_may_search_target_players_deck_for_a_card_to_remove():
    # WoW EN 703 (enters play), EN 706 (a player named by his hero), 413.1 (search), 415.7, 413.2: "When this ally
    # enters play, you may search target player's deck for a card and remove it from the game."
    automated("Cedric Darwin")
    st = start()
    st, cedric = play_real(st, "Cedric Darwin", pay=7)
    st = _pass_until(st, _targeting)
    assert {o.id for o in st.pending[0].options} >= {str(hero(st, 0)), str(hero(st, 1))}  # any player
    deck = list(_zone(st, 1, "deck"))
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.pending and st.pending[0].player == 0 and {o.id for o in st.pending[0].options} == {str(u) for u in deck}
    assert st.pending[0].min == 1  # "a card": the search finds one
    st = resolve_chain(choose(st, str(deck[5])))
    assert st.table.cards[deck[5]].zone == "removed" and len(_zone(st, 1, "deck")) == len(deck) - 1
    assert st.table.cards[cedric].zone == "allies"


def test_nynjah_readies_and_controls_an_opposing_equipment_while_in_play():
    # WoW EN 703 (enters play), EN 706, 411.1, 401.3 (control while the source remains): "When Nyn'jah enters play, you
    # may ready target opposing equipment. You control that equipment while Nyn'jah remains in your party."
    automated("Nyn'jah")
    st = start()
    blade = put_real(st, 1, "Krol Blade", "hero_row")
    st.table.cards[blade].tapped = True
    st, nynjah = play_real(st, "Nyn'jah", pay=4)
    st = _pass_until(st, _targeting)
    assert str(blade) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(blade)))
    assert not st.table.cards[blade].tapped and st.table.cards[blade].controller == 0  # readied, yours
    st, _ = play_real(st, "Vanquish")
    st = resolve_chain(choose(st, str(nynjah)))
    assert st.table.cards[nynjah].zone == "graveyard"
    assert st.table.cards[blade].controller == 1  # Nyn'jah left: the control ends
