"""Helper wtime: durations past this turn (``engine.wow.durations``), additional resources that are
not placed (``engine.wow.resources``), and the manual cards of the timing family, each played as a
real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wshot2_scripts import _next_turn

pytestmark = needs(WOW_CARDS)


def _power(data: dict, nth: int = 0) -> int:
    """The position of the card's ``nth`` activated power."""
    return [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"][nth]


def _events(st, type_: str, player: int, **args):
    """Apply an action; the new state and the events it logged."""
    t = ENGINE.apply(st, Action(type_, player, args))
    return t.state, list(t.events)


def _answer(st, *picks: str):
    return _events(st, "choose", st.pending[0].player, picks=list(picks))


def _pass_until_empty(st):
    """Everyone passes until the chain is empty or a choice is asked; the state and every event logged."""
    logged = []
    for _ in range(50):
        if not st.chain or st.pending or st.over:
            break
        st, evs = _events(st, "pass", st.priority)
        logged += evs
    return st, logged


# --- bug 1: "until the end of your next turn" ends at the end of its controller's NEXT turn -------------------


@pytest.mark.parametrize("on_opponents_turn", [False, True])
def test_bulwark_of_the_ancient_kings_lasts_until_the_end_of_your_next_turn(on_opponents_turn):
    # EN 701 (payment power), EN 714.1 / 503.2 (engine.wow.durations): "Destroy Bulwark of the Ancient Kings -> Your
    # hero has +25 health until the end of your next turn." Used on your own turn it survives this turn's wrap-up and
    # the opponent's turn, and ends at the end of your next turn; used on the opponent's turn, "your next turn" is the
    # one that follows. (Before engine.wow.durations the +25 never ended.)
    data = automated("Bulwark of the Ancient Kings")
    st = start()
    bulwark = put_real(st, 0, "Bulwark of the Ancient Kings", "hero_row")
    base = kw.health(st, hero(st, 0))  # "Your hero has +5 health." (its continuous power, while in play)
    if on_opponents_turn:
        st = _next_turn(st)
        assert st.active == 1
    st = apply(st, "power", 0, uid=bulwark, power=_power(data), x=0)  # cost: destroy it (403.1)
    st = resolve_chain(st)
    assert st.table.cards[bulwark].zone == "graveyard"
    me = hero(st, 0)
    assert kw.health(st, me) == base - 5 + 25  # the +5 left with the armor; +25 from the power
    if not on_opponents_turn:
        st = _next_turn(st)  # the end of this turn: it lasts
        assert st.active == 1 and kw.health(st, me) == base + 20
    st = _next_turn(st)  # the end of the opponent's turn: it lasts
    assert st.active == 0 and kw.health(st, me) == base + 20
    st = _next_turn(st)  # the end of your next turn: it ends (EN 503.2)
    assert st.active == 1 and kw.health(st, me) == base - 5


def test_until_your_next_turn_ends_as_your_next_turn_starts():
    # 501.1a (engine.wow.durations): a modifier lasting "until your next turn" ends as its controller's next turn
    # starts — not at this turn's end, not at the opponent's.
    from engine.core.effects import Modifier

    st = start()
    me = hero(st, 0)
    before = kw.atk(st, me)
    st.modifiers.append(Modifier(me, "atk", 2, duration="until_your_next_turn", player=0, turn=st.turn))
    st = _next_turn(st)
    assert st.active == 1 and kw.atk(st, me) == before + 2
    st = _next_turn(st)
    assert st.active == 0 and kw.atk(st, me) == before


# --- bug 2: no "resource placed" event when no resource was placed (412.1c, EN 709.3) -------------------------


def _shard(st) -> int:
    """Shard of the Flame: "When a resource enters play under your control, your hero heals 2 damage from itself.";
    the hero has 4 damage to see it."""
    automated("Shard of the Flame")
    shard = put_real(st, 0, "Shard of the Flame", "hero_row")
    st.table.cards[hero(st, 0)].damage = 4
    return shard


def _nordrassil(st) -> tuple:
    data = automated("Nordrassil, the World Tree")
    tree = put_real(st, 0, "Nordrassil, the World Tree", "resources")
    st.table.cards[tree].counters["life"] = 3
    return tree, data


@pytest.mark.parametrize("answer", ["no", "down"])
def test_declined_additional_resource_logs_no_placement_and_triggers_nothing(answer):
    # 412.1c, EN 709.3: "Reveal the top card of your deck. You may place it exhausted as an additional resource this
    # turn." (Nordrassil) — declined, the card stays on top: no resource event, Shard of the Flame ("When a resource
    # enters play under your control …") doesn't trigger; placed, both happen.
    st = start()
    _shard(st)
    tree, data = _nordrassil(st)
    resources(st, 0, 2)
    top = st.table.zone(0, "deck")[0]
    st, logged = _events(st, "power", 0, uid=tree, power=_power(data, 2), x=0)
    st, more = _pass_until_empty(st)
    logged += more
    assert st.pending and st.pending[0].kind == "additional_resource"
    st, evs = _answer(st, answer)
    st, more = _pass_until_empty(st)
    logged += evs + more
    placed = [e for e in logged if e.kind == "resource"]
    if answer == "no":
        assert st.table.zone(0, "deck")[0] == top
        assert placed == [] and st.table.cards[hero(st, 0)].damage == 4
        assert not any("Shard of the Flame" in link.label for link in st.chain)
    else:
        assert st.table.cards[top].zone == "resources"
        assert len(placed) == 1
        assert st.table.cards[hero(st, 0)].damage == 2  # healed 2 by the trigger


def test_additional_resource_from_an_empty_deck_logs_no_placement():
    # 412.1c: with an empty deck nothing is revealed or placed: no resource event, no trigger.
    st = start()
    _shard(st)
    tree, data = _nordrassil(st)
    resources(st, 0, 2)
    for uid in list(st.table.zone(0, "deck")):
        st.table.move(uid, "removed")
    st, logged = _events(st, "power", 0, uid=tree, power=_power(data, 2), x=0)
    st, more = _pass_until_empty(st)
    logged += more
    assert not st.pending
    assert [e for e in logged if e.kind == "resource"] == []
    assert st.table.cards[hero(st, 0)].damage == 4


# --- prevention that only some packets meet (EN 717.2; engine.wow.shield_filters, templates_wtime) -------------


def _deal(st, source, target, amount, dtype="fire", combat=False):
    """One damage packet (405.4) straight through ``damage.deal``; the damage the target has after it."""
    from engine.wow.damage import deal

    deal(st, source, target, amount, dtype, combat=combat)
    return st.table.cards[target].damage


def test_light_of_the_naaru_heals_and_shields_a_defending_ally_from_combat_damage_only():
    # "Your hero heals all damage from target defending ally. Prevent the next 5 combat damage that would be dealt to
    # that ally this turn." (instant, 409.1; 407.1 heal; EN 717.2: only combat packets, 408.3b, use the shield)
    automated("Light of the Naaru")
    st = _next_turn(start())  # P2's turn: P2 attacks P1's ally
    mine = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[mine].damage = 1
    attacker = put(st, 1, "Iron Sentinel", "allies")  # 4 melee ATK
    light = put_real(st, 0, "Light of the Naaru", "hand")
    resources(st, 0, 2)
    st = apply(st, "attack", 1, attacker=attacker, defender=mine)
    for _ in range(10):  # to P1's priority in the combat step (the turn player passed)
        if st.combat is not None and st.combat.stage == "step" and st.priority == 0:
            break
        st = apply(st, "pass", st.priority)
    assert st.combat is not None and st.combat.defender == mine
    st = apply(st, "play", 0, uid=light, x=0)
    if st.pending:
        st = choose(st, str(mine))
    st = resolve_chain(st)
    assert st.table.cards[mine].damage == 0  # healed all (407.1)
    st = finish_combat(st)
    assert st.table.cards[mine].zone == "allies" and st.table.cards[mine].damage == 0  # 4 combat damage prevented
    assert st.table.cards[attacker].damage == 2  # the Hound's own combat damage is not touched
    assert _deal(st, attacker, mine, 1, "melee") == 1  # a non-combat packet: the shield (1 left) doesn't fit it
    assert _deal(st, attacker, mine, 3, "melee", combat=True) == 1 + 2  # 1 more combat damage prevented, then used up


def test_anti_magic_shell_prevents_the_next_non_melee_packet_only():
    # "Ongoing: [Exhaust] -> Prevent the next non-melee damage that would be dealt to your hero this turn." (EN 717.2,
    # 405.5: the whole next non-melee packet; a melee packet passes it by)
    data = automated("Anti-Magic Shell")
    st = start()
    shell = put_real(st, 0, "Anti-Magic Shell", "hero_row")
    st = resolve_chain(apply(st, "power", 0, uid=shell, power=_power(data), x=0))
    assert st.table.cards[shell].tapped
    me, foe = hero(st, 0), hero(st, 1)
    assert _deal(st, foe, me, 2, "melee") == 2
    assert _deal(st, foe, me, 7, "shadow fire") == 2  # prevented whole
    assert _deal(st, foe, me, 3, "frost") == 5  # used up
    st = _next_turn(_next_turn(st))
    st = resolve_chain(apply(st, "power", 0, uid=shell, power=_power(data), x=0))
    st = _next_turn(st)  # the turn's shields end with it (503.2)
    assert _deal(st, foe, me, 1, "frost") == 6


def test_cloak_of_the_shrouded_mists_prevents_the_next_non_combat_packet():
    # "[Exhaust] -> The next time your hero would be dealt non-combat damage this turn, prevent it." (EN 717.2, 408.3b)
    data = automated("Cloak of the Shrouded Mists")
    st = start()
    cloak = put_real(st, 0, "Cloak of the Shrouded Mists", "hero_row")
    st = resolve_chain(apply(st, "power", 0, uid=cloak, power=_power(data), x=0))
    me, foe = hero(st, 0), hero(st, 1)
    assert _deal(st, foe, me, 2, "melee", combat=True) == 2  # combat damage: not this shield's
    assert _deal(st, foe, me, 6, "fire") == 2  # the next non-combat packet: prevented whole
    assert _deal(st, foe, me, 1, "fire") == 3


def test_mana_shield_prevents_x_combat_damage_dealt_by_allies():
    # "Ongoing: X, [Exhaust] -> Prevent the next X combat damage that would be dealt to your hero by allies this turn."
    # (201.3: X paid; EN 717.2: combat packets, 408.3b, whose source is an ally, 408.2c)
    data = automated("Mana Shield")
    st = start()
    shield = put_real(st, 0, "Mana Shield", "hero_row")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "power", 0, uid=shield, power=_power(data), x=3))
    me, foe = hero(st, 0), hero(st, 1)
    ally = put(st, 1, "Iron Sentinel", "allies")
    assert _deal(st, foe, me, 2, "melee", combat=True) == 2  # dealt by a hero: not prevented
    assert _deal(st, ally, me, 2, "melee") == 4  # not combat damage: not prevented
    assert _deal(st, ally, me, 5, "melee", combat=True) == 4 + 2  # 3 prevented
    assert _deal(st, ally, me, 1, "melee", combat=True) == 7  # used up


# --- scripted timing cards (cards/scripts/wtime.toml; engine.wow.wtime_ops) ------------------------------------


def _until(st, stop, answer=None):
    """Pass (the priority holder) until ``stop(st, events so far)``; a pending choice of ours is
    left to the caller (``stop`` sees it), another one gets its first option (``answer``: which)."""
    logged = []
    for _ in range(300):
        if stop(st, logged) or st.over:
            return st, logged
        if st.pending:
            pend = st.pending[0]
            picks = answer(pend) if answer else [o.id for o in pend.options[: pend.min]]
            st, evs = _answer(st, *picks)
        else:
            st, evs = _events(st, "pass", st.priority)
        logged += evs
    raise AssertionError("never stopped")


def _turn(st):
    """To the next turn, answering the choices on the way (the hand limit's discards too, 415.4b)."""
    turn = st.turn
    return _until(st, lambda s, _: s.turn != turn)[0]


def _pending(kind):
    return lambda st, _: bool(st.pending and st.pending[0].kind == kind)


def _hand(st, p):
    return len(st.table.zone(p, "hand"))


def test_a_final_sacrifice_pumps_then_destroys_at_the_start_of_the_next_turn():
    # "Target hero or ally in your party has +3 ATK / +3 health this turn. At the start of the next turn, destroy it."
    # (EN 714.1: this turn; 415.9b: a delayed destruction at the start of the next turn)
    automated("A Final Sacrifice")
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    st, _ = play_real(st, "A Final Sacrifice", 0, str(hound))
    st = resolve_chain(st)
    assert (kw.atk(st, hound), kw.health(st, hound)) == (5, 5)
    st, _ = _until(st, lambda s, _: s.turn == 2 and not s.chain and s.table.cards[hound].zone != "allies")
    assert st.table.cards[hound].zone == "graveyard"


def test_fools_gold_draws_for_opponents_at_your_end_of_turn_and_changes_hands():
    # "Ongoing: At the end of your turn, each opponent draws a card." (500.2, 415.9e)
    # "On your turn: Destroy another ability, ally or equipment you control -> Target player gains control of this
    # ability." (403.5 cost, 401.3 control)
    data = automated("Fool's Gold")
    counts = {}
    for with_gold in (False, True):
        st = start()
        if with_gold:
            put_real(st, 0, "Fool's Gold", "hero_row")
        before = _hand(st, 1)
        st, _ = _until(st, lambda s, _: s.step == "wrapup" or s.turn == 2)
        counts[with_gold] = _hand(st, 1) - before
    assert counts[True] == counts[False] + 1
    st = start()
    gold = put_real(st, 0, "Fool's Gold", "hero_row")
    fodder = put(st, 0, "Loyal Hound", "allies")
    st = apply(st, "power", 0, uid=gold, power=_power(data, 0), x=0, pay=[fodder])
    if st.pending:
        st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[fodder].zone == "graveyard"
    assert st.table.cards[gold].controller == 1 and gold in st.table.zone(1, "hero_row")
    before = _hand(st, 1)
    st, _ = _until(st, lambda s, _: s.step == "wrapup" or s.turn == 2)
    assert _hand(st, 1) == before + counts[False]  # now P2's: his own turn's end makes P1 draw, not this one


def test_kieron_the_loaner_gives_cards_then_punishes_an_empty_hand():
    # "When this ally enters play, each opponent draws 3 cards" (415.9e); "At the end of each turn, if an opponent has
    # no card in his hands, destroy his hero." (EN 709: checked as it resolves; 102.1a: his hero destroyed, he loses)
    automated("Kieron the Loaner")
    for empty in (False, True):
        st = start()
        before = _hand(st, 1)
        st, _ = play_real(st, "Kieron the Loaner", 0, pay=7)
        st = resolve_chain(resolve_chain(st))
        assert _hand(st, 1) == before + 3
        if empty:
            for uid in list(st.table.zone(1, "hand")):
                st.table.move(uid, "graveyard")
        st, _ = _until(st, lambda s, _: s.turn == 2)
        assert st.over is empty
        if empty:
            assert st.result.winners == [0]


@pytest.mark.parametrize("pick", ["discard", "other", "short"])
def test_last_stand_discard_two_cards_or_destroy_it(pick):
    # "At the start of your turn, discard two cards or destroy Last Stand." (415.9d, 415.9c; with fewer than two cards
    # the discard can't be chosen) — and "Ongoing: Your hero has +20 health." while it stays
    automated("Last Stand")
    st = start()
    stand = put_real(st, 0, "Last Stand", "hero_row")
    base = kw.health(st, hero(st, 0))
    st, _ = _until(st, lambda s, _: s.turn == 2)
    if pick == "short":
        for uid in list(st.table.zone(0, "hand"))[1:]:
            st.table.move(uid, "graveyard")
    st, _ = _until(st, lambda s, _: bool(s.pending and s.pending[0].kind.startswith("wtime_discard_or")) or (s.turn == 3 and s.step == "main"))
    if pick == "short":  # one card: it can't discard two, so Last Stand is destroyed
        assert st.table.cards[stand].zone == "graveyard" and not st.pending
        return
    assert st.pending[0].player == 0
    hand = list(st.table.zone(0, "hand"))
    st = choose(st, pick)
    if pick == "discard":
        st = choose(st, *[str(u) for u in hand[:2]])
        assert [st.table.cards[u].zone for u in hand[:2]] == ["graveyard", "graveyard"]
        assert all(st.table.cards[u].zone == "hand" for u in hand[2:]) and st.table.cards[stand].zone == "hero_row"
        assert kw.health(st, hero(st, 0)) == base
    else:
        assert all(st.table.cards[u].zone == "hand" for u in hand) and st.table.cards[stand].zone == "graveyard"
        assert kw.health(st, hero(st, 0)) == base - 20


@pytest.mark.parametrize("pick", ["discard", "other"])
def test_infernal_discard_a_card_or_the_opponent_takes_it(pick):
    # "At the start of your turn, discard a card, or target opponent gains control of Infernal." (415.9d, 401.3)
    automated("Infernal")
    st = start()
    infernal = put_real(st, 0, "Infernal", "allies")
    st, _ = _until(st, lambda s, _: bool(s.pending and s.pending[0].kind.startswith("wtime_discard_or")) or (s.turn == 3 and s.step == "main"))
    assert st.turn == 3 and st.pending[0].player == 0
    hand = list(st.table.zone(0, "hand"))
    st = choose(st, pick)
    if pick == "discard":
        st = choose(st, str(hand[0]))
        assert st.table.cards[hand[0]].zone == "graveyard" and st.table.cards[infernal].controller == 0
    else:
        assert all(st.table.cards[u].zone == "hand" for u in hand) and st.table.cards[infernal].controller == 1
        assert infernal in st.table.zone(1, "allies")


def test_infernal_deals_1_fire_damage_to_each_opposing_character_at_your_end_of_turn():
    # "At the end of your turn, Infernal deals 1 fire damage to each opposing hero and ally." (500.2, 405.4)
    automated("Infernal")
    st = start()
    put_real(st, 0, "Infernal", "allies")
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness (prevents 1): choose a plain one too
    owl = put(st, 1, "Loyal Hound", "allies")
    st, _ = _until(st, lambda s, _: s.turn == 2)
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[owl].damage == 1
    assert st.table.cards[foe].damage == 0  # Hardiness prevented it (EN glossary)
    assert st.table.cards[hero(st, 0)].damage == 0


def test_titan_forged_rune_of_cruelty_each_hero_hurts_itself_by_its_hand():
    # "At the start of your turn, each hero deals melee damage to itself equal to the number of cards in its
    # controller's hand." (405.4: one packet per hero; counted as it resolves, EN 709)
    automated("Titan-forged Rune of Cruelty")
    st = start()
    put_real(st, 0, "Titan-forged Rune of Cruelty", "hero_row")
    st, logged = _until(st, lambda s, evs: any(e.kind == "damage" and "melee" in e.text for e in evs))
    assert st.turn == 3  # P1's next turn, not P2's
    at = max(i for i, e in enumerate(logged) if e.kind == "damage")
    drawn = [sum(1 for e in logged[at:] if e.kind == "draw" and e.player == p) for p in (0, 1)]  # the draw step after it
    hands = [_hand(st, p) - drawn[p] for p in (0, 1)]
    assert min(hands) > 0 and [st.table.cards[hero(st, p)].damage for p in (0, 1)] == hands
    assert all(e.data.get("source") == e.data.get("uid") for e in logged if e.kind == "damage")


def _swap_hero(st, player: int, name: str) -> int:
    """``player``'s hero becomes the real hero ``name`` (test setup: the fixture hero leaves the table)."""
    old = hero(st, player)
    new = put_real(st, player, name, "hero_row")
    st.heroes[player] = new
    st.table.move(old, "removed")
    return new


def test_boundless_might_weapon_or_armor_per_resource():
    # "Choose one: Target weapon has +1 ATK this turn for each resource you control, or target armor has +1 [DEF] this
    # turn for each resource you control." (EN 707.1c: the mode; 304.2 DEF, 303.2a weapon ATK; EN 714.1: this turn)
    from engine.wow.cards.compiler import card_powers as powers_of

    data = automated("Boundless Might")
    assert any(pw.kind == "triggered" for pw in powers_of(data))  # Eternal (its reminder text, read by a template)
    for mode in (0, 1):
        st = start()
        weapon = put_real(st, 0, "Terokk's Quill", "hero_row")
        armor = put_real(st, 0, "Phantom Armor", "hero_row")
        atk, df = kw.equipment_atk(st, weapon), kw.defense(st, armor)
        card = put_real(st, 0, "Boundless Might", "hand")
        resources(st, 0, 4)  # 4 resources as it resolves (paid: exhausted, still controlled)
        st = apply(st, "play", 0, uid=card, x=0)
        assert st.pending and st.pending[0].rule.section == "707.1c"
        st = choose(st, st.pending[0].options[mode].id)
        st = choose(st, str(weapon if mode == 0 else armor))
        st = resolve_chain(st)
        assert (kw.equipment_atk(st, weapon), kw.defense(st, armor)) == ((atk + 4, df) if mode == 0 else (atk, df + 4))
        st = _next_turn(st)
        assert (kw.equipment_atk(st, weapon), kw.defense(st, armor)) == (atk, df)


def test_scarlet_monastery_gives_assault_to_a_character_healed_this_turn():
    # "1, [Exhaust] -> Target hero or ally that was healed this turn has Assault 2 this turn." (407.1: a heal packet
    # of this turn; 405.5/407.3: an undamaged one was never healed, so it can't be targeted)
    from engine.wow.damage import heal
    from engine.wow.quests import note
    from engine.wow.targets import legal_targets

    data = automated("Scarlet Monastery")
    pw = card_powers(data)[_power(data)]
    st = start()
    abbey = put_real(st, 0, "Scarlet Monastery", "resources")
    st.table.cards[abbey].face_down = False
    hurt = put(st, 0, "Iron Sentinel", "allies")
    fine = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[hurt].damage = 2
    note(st, heal(st, hurt, 1, source=hero(st, 0)) + heal(st, fine, 1, source=hero(st, 0)))  # as the engine notes them
    assert legal_targets(st, 0, pw.effects[0], abbey) == [hurt]
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=abbey, power=_power(data), x=0)
    st = resolve_chain(choose(st, str(hurt)) if st.pending else st)
    assert kw.keywords(st, hurt).get("Assault") == 2 and kw.atk(st, hurt) == 4 + 2  # Assault: +2 ATK on your turn
    assert st.table.cards[abbey].tapped
    st = _next_turn(st)
    assert not kw.keywords(st, hurt).get("Assault")


def test_phantom_armor_prevents_only_melee_damage():
    # "This armor can prevent only melee ([Melee]) damage." (304.3: exhausted to prevent; EN 717.2c: its DEF, 6)
    automated("Phantom Armor")
    for name, damage in (("Iron Sentinel", 0), ("Mist Owl", 1)):  # 4 melee ATK (prevented), 1 nature ATK (not)
        st = start()
        armor = put_real(st, 0, "Phantom Armor", "hero_row")
        me = hero(st, 0)
        st = _next_turn(st)  # P2's turn: P2's ally attacks P1's hero
        attacker = put(st, 1, name, "allies")
        st = apply(st, "attack", 1, attacker=attacker, defender=me)
        for _ in range(10):
            if st.combat is not None and st.combat.stage == "step" and st.priority == 0:
                break
            st = choose(st, "none") if st.pending else apply(st, "pass", st.priority)
        st = apply(st, "armor", 0, uid=armor)
        assert st.table.cards[armor].tapped
        st = finish_combat(st)
        assert st.table.cards[me].damage == damage


@pytest.mark.parametrize("hero_name, melee_prevented", [("Pagatha Soulbinder", True), ("Baeltor of the Undercity", False), (None, None)])
def test_extract_of_necromantic_power_shields_as_each_turn_starts(hero_name, melee_prevented):
    # "As each turn starts, [Warlock] Hero: Prevent the next 3 melee damage that would be dealt to your hero this turn.
    # [Death Knight] Hero: Prevent the next 3 non-melee damage …" (EN 717.2; 206.1c: only with that hero; each turn,
    # the opponent's too; no trigger, no chain)
    automated("Extract of Necromantic Power")
    st = start()
    me = _swap_hero(st, 0, hero_name) if hero_name else hero(st, 0)  # the fixture hero: neither class
    put_real(st, 0, "Extract of Necromantic Power", "hero_row")
    foe = hero(st, 1)
    st = _next_turn(st)  # as P2's turn starts
    assert not st.chain
    _deal(st, foe, me, 4, "melee")
    _deal(st, foe, me, 5, "shadow")
    if melee_prevented is None:
        assert st.table.cards[me].damage == 9 and not st.shields
    elif melee_prevented:
        assert st.table.cards[me].damage == 1 + 5
    else:
        assert st.table.cards[me].damage == 4 + 2
    st = _next_turn(st)  # P1's turn: a new shield, the old one ended with its turn
    assert len(st.shields) == (0 if melee_prevented is None else 1)


# --- group restrictions for a while (engine.wow.wtime_bans; engine.wow.durations) ------------------------------


def _may_attack(st, uid) -> bool:
    from engine.wow.combat import can_attack

    return can_attack(st, uid, st.table.cards[uid].controller) is None


def test_battle_preparations_no_ally_attacks_until_after_your_next_turn():
    # "Allies can't attack until after your next turn." (103.2; every ally, one entering later too; EN 503.2: it ends
    # with your next turn) — heroes still attack
    from engine.core import RulesError

    automated("Battle Preparations")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Battle Preparations")
    st = resolve_chain(st)
    assert not _may_attack(st, mine)
    st = _next_turn(st)  # P2's turn
    late = put(st, 1, "Loyal Hound", "allies")
    assert not _may_attack(st, theirs) and not _may_attack(st, late)
    try:
        apply(st, "attack", 1, attacker=theirs, defender=hero(st, 0))
        raise AssertionError("the attack was allowed")
    except RulesError as e:
        assert e.rule.section == "103.2"
    assert _may_attack(st, hero(st, 1))
    st = _next_turn(st)  # your next turn: still
    assert not _may_attack(st, mine)
    st = _next_turn(st)  # after it
    assert _may_attack(st, theirs) and _may_attack(st, late)


def test_sacred_moment_nothing_readies_until_after_your_next_turn():
    # "Cards in play can't ready until after your next turn." (103.2, 411.1; 501.1a: the ready steps of both players
    # ready nothing, resources included; EN 503.2: it ends with your next turn)
    automated("Sacred Moment")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies", tapped=True)
    theirs = put(st, 1, "Iron Sentinel", "allies", tapped=True)
    st, _ = play_real(st, "Sacred Moment")
    st = resolve_chain(st)
    spent = [u for u in st.table.zone(0, "resources") if st.table.cards[u].tapped]
    assert spent
    st = _next_turn(st)
    assert st.table.cards[theirs].tapped
    st = _next_turn(st)
    assert st.table.cards[mine].tapped and all(st.table.cards[u].tapped for u in spent)
    st = _next_turn(st)
    assert not st.table.cards[theirs].tapped  # P2's ready step after your next turn
    st = _next_turn(st)
    assert not st.table.cards[mine].tapped and not any(st.table.cards[u].tapped for u in spent)


@pytest.mark.parametrize("cards", [10, 9])
def test_fingers_of_frost_with_ten_cards_opponents_cant_attack_or_exhaust_until_your_next_turn(cards):
    # "If you have ten or more cards I your hand, opposing cards can't attack or exhaust until the start of your next
    # turn." (EN 709: counted as it resolves; 103.2; 501.1a: it ends as your next turn starts)
    from engine.wow.restrictions import can_exhaust

    automated("Fingers of Frost")
    st = start()
    while _hand(st, 0) < cards:
        put(st, 0, "Mist Owl", "hand")
    while _hand(st, 0) > cards:
        st.table.move(st.table.zone(0, "hand")[0], "graveyard")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Fingers of Frost")
    st = resolve_chain(st)
    banned = cards >= 10
    st = _turn(st)  # P2's turn
    assert _may_attack(st, theirs) is not banned and _may_attack(st, hero(st, 1)) is not banned
    assert can_exhaust(st, theirs) is not banned and can_exhaust(st, mine)
    st = _turn(st)  # your next turn starts: it ends
    assert can_exhaust(st, theirs)


def test_last_laugh_goes_to_the_opponent_until_your_next_turn_starts():
    # "When this weapon enters play, target opponent gains control of it until the start of your next turn." (401.3:
    # to his hero row; 401.3b, 501.1a: back to you as your next turn starts)
    automated("Last Laugh")
    st = start()
    st, laugh = play_real(st, "Last Laugh", pay=6)
    st = resolve_chain(resolve_chain(st))
    assert st.table.cards[laugh].controller == 1 and laugh in st.table.zone(1, "hero_row")
    st = _turn(st)  # the opponent's turn: still his
    assert st.table.cards[laugh].controller == 1
    st = _turn(st)  # your next turn starts
    assert st.table.cards[laugh].controller == 0 and laugh in st.table.zone(0, "hero_row") and not st.controls


# --- start / end of turn sweeps, hand counts, the opponent's hand (engine.wow.wtime_ops) -----------------------


def _start_trigger_resolved(st, name):
    """On to P1's next turn until ``name``'s start-of-turn trigger has resolved; the events on the way."""
    return _until(st, lambda s, evs: any(e.kind == "resolve" and name in e.text for e in evs))


def test_girdle_of_ruination_destroys_the_cheapest_abilities_allies_and_equipment():
    # "At the start of your turn, destroy the ability, ally, or equipment with the lowest cost. If two or more are tied,
    # destroy all with that cost." (every player's; heroes and resources are none of those, 300.1; 415.9c)
    automated("Girdle of Ruination")
    st = start()
    girdle = put_real(st, 0, "Girdle of Ruination", "hero_row")  # cost 6
    owl = put(st, 0, "Mist Owl", "allies")  # cost 2
    hound = put(st, 1, "Loyal Hound", "allies")  # cost 2
    sentinel = put(st, 1, "Iron Sentinel", "allies")  # cost 4
    st, _ = _start_trigger_resolved(st, "Girdle of Ruination")
    assert st.turn == 3
    assert [st.table.cards[u].zone for u in (owl, hound, sentinel, girdle)] == ["graveyard", "graveyard", "allies", "hero_row"]
    assert all(st.table.cards[hero(st, p)].zone == "hero_row" for p in (0, 1))


def test_amani_mask_of_death_destroys_same_named_cards_at_each_turns_end():
    # "At the end of each turn, destroy all abilities, allies, and equipment with the same name as another card in
    # play." (200.2: same name; every player's, at once, 802)
    automated("Amani Mask of Death")
    st = start()
    put_real(st, 1, "Amani Mask of Death", "hero_row")  # the opponent's: it triggers at the end of each turn
    a, b = put(st, 0, "Loyal Hound", "allies"), put(st, 1, "Loyal Hound", "allies")
    lone = put(st, 0, "Iron Sentinel", "allies")
    st = _turn(st)
    assert [st.table.cards[u].zone for u in (a, b, lone)] == ["graveyard", "graveyard", "allies"]


@pytest.mark.parametrize("mine, theirs, drawer", [(2, 5, 0), (6, 3, 1), (4, 4, None)])
def test_manaspark_gloves_the_player_with_fewest_cards_draws(mine, theirs, drawer):
    # "At the start of your turn, if a player has fewer cards in hand than each other player, he draws a card."
    # (EN 709: counted as it resolves; 415.9e)
    automated("Manaspark Gloves")
    st = start()
    put_real(st, 0, "Manaspark Gloves", "hero_row")
    st, _ = _until(st, lambda s, _: s.turn == 2 and s.step == "main")  # the hands as P1's next turn starts:
    for p, n in ((0, mine), (1, theirs)):
        while _hand(st, p) > n:
            st.table.move(st.table.zone(p, "hand")[0], "graveyard")
        while _hand(st, p) < n:
            put(st, p, "Mist Owl", "hand")
    st, logged = _start_trigger_resolved(st, "Manaspark Gloves")
    assert st.turn == 3
    at = next(i for i, e in enumerate(logged) if e.kind == "resolve" and "Manaspark" in e.text)
    drew = [e.player for e in logged[at:] if e.kind == "draw"]  # the trigger's draw, then P1's own draw step (EN 501.2)
    assert drew == {0: [0, 0], 1: [1, 0], None: [0]}[drawer]


def test_the_seal_of_danzalar_deals_the_hand_difference():
    # "At the start of your turn, your hero deals shadow damage to target hero equal to the number of cards in your
    # hand minus the number of cards in that hero's controller's hand." (405.4; 104.2: nothing at 0 or less)
    automated("The Seal of Danzalar")
    st = start()
    put_real(st, 0, "The Seal of Danzalar", "hero_row")
    foe = hero(st, 1)
    st, _ = _until(st, lambda s, _: s.turn == 3 and bool(s.pending) and s.pending[0].kind == "target")
    for p, n in ((0, 7), (1, 3)):
        while _hand(st, p) > n:
            st.table.move(st.table.zone(p, "hand")[0], "graveyard")
        while _hand(st, p) < n:
            put(st, p, "Mist Owl", "hand")
    before = st.table.cards[foe].damage
    st, logged = _answer(st, str(foe))
    st, more = _pass_until_empty(st)
    logged += more
    assert any(e.kind == "resolve" and "Seal of Danzalar" in e.text for e in logged) and st.turn == 3
    hit = [e for e in logged if e.kind == "damage"]
    assert st.table.cards[foe].damage == before + 4 and hit[0].data["type"] == "shadow" and hit[0].data["source"] == hero(st, 0)


def test_nethershard_the_opponent_removes_a_card_of_his_hand():
    # "On your turn: 2, Exhaust your hero -> Target opponent removes a card in his hand from the game." (he chooses,
    # EN 709.1; 415.7)
    data = automated("Nethershard")
    st = start()
    shard = put_real(st, 0, "Nethershard", "hero_row")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=shard, power=_power(data), x=0)
    st, _ = _pass_until_empty(st)
    assert st.pending and st.pending[0].player == 1 and st.table.cards[hero(st, 0)].tapped
    pick = int(st.pending[0].options[-1].id)
    st = resolve_chain(choose(st, str(pick)))
    assert st.table.cards[pick].zone == "removed" and st.table.cards[pick].owner == 1


def test_bandits_insignia_the_opponent_puts_a_card_into_his_resource_row():
    # "On your turn: [Exhaust] -> Target opponent puts a card from his hand into his resource row face down and
    # exhausted." (he chooses, EN 709.1; 412.1b face down)
    data = automated("Bandit's Insignia")
    st = start()
    insignia = put_real(st, 0, "Bandit's Insignia", "hero_row")
    rows = len(st.table.zone(1, "resources"))
    st = apply(st, "power", 0, uid=insignia, power=_power(data), x=0)
    st, _ = _pass_until_empty(st)
    assert st.pending and st.pending[0].player == 1
    pick = int(st.pending[0].options[0].id)
    st = resolve_chain(choose(st, str(pick)))
    card = st.table.cards[pick]
    assert card.zone == "resources" and card.controller == 1 and card.face_down and card.tapped
    assert len(st.table.zone(1, "resources")) == rows + 1 and st.table.cards[insignia].tapped


@pytest.mark.parametrize("ogre", [True, False])
def test_dunzarg_first_attack_each_turn_plus_four_while_another_ogre(ogre):
    # "When this ally attacks for the first time each turn, he has +4 ATK this turn while you control another Ogre
    # hero or ally." (EN 703 trigger; EN 714: the +4 counts only while the other Ogre is yours)
    automated("Dun'zarg")
    st = start()
    dun = put_real(st, 0, "Dun'zarg", "allies")
    other = put_real(st, 0, "Zuglisch", "allies") if ogre else None
    base = kw.atk(st, dun)
    st = apply(st, "attack", 0, attacker=dun, defender=hero(st, 1))
    st, _ = _pass_until_empty(st)
    assert kw.atk(st, dun) == base + (4 if ogre else 0)
    if ogre:
        st.table.move(other, "graveyard")  # no other Ogre now: the +4 doesn't count
        assert kw.atk(st, dun) == base


def test_levitate_the_opponent_chooses_an_ally_that_cant_attack():
    # "Ongoing: At the start of each opponent's turn, that opponent chooses an ally in his party. That ally can't
    # attack this turn." (EN 709.1: his choice; 103.2; this turn only)
    automated("Levitate")
    st = start()
    put_real(st, 0, "Levitate", "hero_row")
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Loyal Hound", "allies")
    st, _ = _until(st, _pending("player_picks"))
    assert st.turn == 2 and st.pending[0].player == 1 and {o.id for o in st.pending[0].options} == {str(a), str(b)}
    st = resolve_chain(choose(st, str(a)))
    assert not _may_attack(st, a) and _may_attack(st, b)
    st = _turn(st)  # P1's turn: no question; the ban ended with P2's turn (EN 503.2)
    assert not (st.pending and st.pending[0].kind == "player_picks")
    assert not any(m.keyword == "Can't Attack" for m in st.modifiers)
    st = _turn(st)  # P2's next turn: he chooses again
    assert st.turn == 4 and st.pending and st.pending[0].kind == "player_picks" and st.pending[0].player == 1


def test_jindos_bag_of_whammies_hand_size_three_and_draw_up_each_turn():
    # "Each player's maximum hand size is reduced by four." (415.4b: 7 - 4 = 3) "At the start of each player's turn,
    # that player draws cards until he reaches his maximum hand size." (415.9e; the turn player only)
    from engine.wow.hand_size import hand_limit

    automated("Jin'do's Bag of Whammies")
    st = start()
    put_real(st, 0, "Jin'do's Bag of Whammies", "hero_row")
    assert hand_limit(st, 0) == 3 and hand_limit(st, 1) == 3
    st, _ = _until(st, lambda s, _: s.turn == 2 and s.step == "main")
    assert _hand(st, 0) == 3  # P1 discarded down to 3 at his wrap-up (415.4b)
    while _hand(st, 1) > 1:
        st.table.move(st.table.zone(1, "hand")[0], "graveyard")
    st, _ = _until(st, lambda s, _: s.turn == 3)
    st, _ = _until(st, lambda s, _: s.turn == 4 and s.step == "main")
    assert _hand(st, 1) == 3 + 1  # up to 3 at the start of P2's turn 4 (before the draw step's card)


def test_icy_veins_skips_your_draw_step_and_the_opponent_picks_the_frost_target():
    # "Ongoing: Skip your draw step." (EN 716, 501.2: no card drawn, on to the action phase) "At the start of your
    # turn, target opponent chooses a hero or ally in his party, and your hero deals 5 frost damage to it." (EN 709.1:
    # he chooses; 405.4; the source is your hero, 408.2c)
    automated("Icy Veins")
    st = start()
    put_real(st, 0, "Icy Veins", "hero_row")
    ally = put(st, 1, "Stone Guardian", "allies")  # 6 health, Hardiness (prevents 1)
    st, _ = _until(st, lambda s, _: s.turn == 2 and s.step == "main")
    hand = _hand(st, 0)
    st, _ = _until(st, _pending("player_picks"))
    assert st.turn == 3 and st.pending[0].player == 1
    assert {o.id for o in st.pending[0].options} == {str(hero(st, 1)), str(ally)}
    st, logged = _answer(st, str(ally))
    st, more = _until(st, lambda s, _: s.step == "main")
    logged += more
    assert st.table.cards[ally].damage == 5 - 1  # Hardiness prevented 1
    hit = next(e for e in logged if e.kind == "damage")
    assert hit.data["type"] == "frost" and hit.data["source"] == hero(st, 0)
    assert _hand(st, 0) == hand and any(e.kind == "draw_step" and "skips the draw step" in e.text for e in logged)


def test_roke_the_ice_baron_gives_frost_allies_a_payment_power():
    # "[Frost Icon] allies in your party have “[Activate] >>> Target ally can't attack this turn.”" (EN 714: a continuous
    # power giving a payment power, EN 701; the frost damage type, 205.1; Roke, a frost ally, too)
    from engine.wow.powers import powers

    automated("Roke the Ice Baron")
    st = start()
    roke = put_real(st, 0, "Roke the Ice Baron", "allies")
    owl = put_real(st, 0, "Water Elemental", "allies")
    plain = put(st, 0, "Iron Sentinel", "allies")  # melee: not given it
    foe = put(st, 1, "Iron Sentinel", "allies")
    given = [i for i, pw in enumerate(powers(st, owl)) if pw.kind == "activated"]
    assert given and any(pw.kind == "activated" for pw in powers(st, roke))
    assert not any(pw.kind == "activated" for pw in powers(st, plain))
    st = apply(st, "power", 0, uid=owl, power=given[0], x=0)
    st = resolve_chain(choose(st, str(foe)) if st.pending else st)
    assert st.table.cards[owl].tapped and not _may_attack(st, foe)
    assert kw.has(st, roke, "Elusive")  # line 1 (EN glossary Elusive)
    st = _turn(st)
    assert _may_attack(st, foe)  # "this turn" only


@pytest.mark.parametrize("other", [True, False])
def test_retainer_mythras_serves_the_opponent_and_eats_his_allies(other):
    # "When Mythras enters play, target opponent gains control of him. Mythras can't attack." (401.3, 103.2)
    # "At the end of your turn, destroy an ally in your party other than Mythras. If you can't, destroy Mythras."
    # (his controller's turn; 415.9c)
    automated("Retainer Mythras")
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "allies") if other else None
    st, mythras = play_real(st, "Retainer Mythras", pay=8)
    st = resolve_chain(resolve_chain(st))
    assert st.table.cards[mythras].controller == 1 and mythras in st.table.zone(1, "allies")
    st = _turn(st)  # P1's turn ends: not Mythras's controller's turn — nothing
    assert st.table.cards[mythras].zone == "allies" and (theirs is None or st.table.cards[theirs].zone == "allies")
    assert not _may_attack(st, mythras)  # even after a turn in P2's party (302.2), he can't attack
    st, _ = _until(st, lambda s, _: s.turn == 3)  # P2's turn ends: he destroys another ally, else Mythras
    if other:
        assert st.table.cards[theirs].zone == "graveyard" and st.table.cards[mythras].zone == "allies"
    else:
        assert st.table.cards[mythras].zone == "graveyard"


def test_unyielding_faith_prevents_all_damage_this_turn_but_not_unpreventable():
    # "Prevent all damage that would be dealt this turn." (EN 717: every packet to any character, either side; an
    # unpreventable one still is dealt, 408.3c; it ends with the turn, 503.2)
    from engine.wow.damage import deal

    automated("Unyielding Faith")
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Unyielding Faith")
    st = resolve_chain(st)
    me, foe = hero(st, 0), hero(st, 1)
    assert _deal(st, foe, me, 3, "fire") == 0 and _deal(st, me, ally, 2, "melee", combat=True) == 0
    deal(st, me, foe, 2, "holy", unpreventable=True)
    assert st.table.cards[foe].damage == 2
    st = _turn(st)
    assert _deal(st, foe, me, 3, "fire") == 3


def test_halion_pay_one_less_once_an_ally_of_yours_hurt_a_hero_this_turn():
    # "If an ally you controlled dealt damage to a hero this turn, you pay 1 less to play cards." (403.2; this turn's
    # history: a packet dealt, 408.2a, by an ally you controlled, 408.2c, to a hero; damage to an ally doesn't count)
    from engine.wow.costs import play_cost
    from engine.wow.damage import deal
    from engine.wow.quests import note

    automated("Halion, Staff of Forgotten Love")
    st = start()
    put_real(st, 0, "Halion, Staff of Forgotten Love", "hero_row")
    card = put(st, 0, "Iron Sentinel", "hand")  # cost 4
    mine, theirs = put(st, 0, "Loyal Hound", "allies"), put(st, 1, "Loyal Hound", "allies")
    assert play_cost(st, 0, card) == 4
    note(st, deal(st, mine, theirs, 1, "melee"))  # to an ally: not it
    assert play_cost(st, 0, card) == 4
    note(st, deal(st, theirs, hero(st, 0), 1, "melee"))  # an opposing ally: not it
    assert play_cost(st, 0, card) == 4
    note(st, deal(st, mine, hero(st, 1), 1, "melee"))
    assert play_cost(st, 0, card) == 3
    st = _turn(st)
    assert play_cost(st, 0, card) == 4  # a new turn


def test_power_gives_assault_per_biker_to_your_hero_and_allies():
    # "On your turn: [Exhaust] -> Your hero and allies you control have Assault 1 this turn for each Biker you
    # control." (EN 714.1; the Bikers counted as it resolves, Power one of them; Assault: +ATK on your turn)
    data = automated("Power")
    st = start()
    power = put_real(st, 0, "Power", "allies")
    st.table.cards[power].entered_turn = st.turn  # Time is Money: its [Exhaust] power works the turn it enters (302.2)
    put_real(st, 0, "Cunning", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Loyal Hound", "allies")
    me = hero(st, 0)
    before = {u: kw.atk(st, u) for u in (me, hound, power, foe)}
    st = resolve_chain(apply(st, "power", 0, uid=power, power=_power(data), x=0))
    assert st.table.cards[power].tapped
    assert {u: kw.atk(st, u) - before[u] for u in (me, hound, power, foe)} == {me: 2, hound: 2, power: 2, foe: 0}
    assert kw.keywords(st, hound).get("Assault") == 2
    st = _turn(st)
    assert not kw.keywords(st, hound).get("Assault")
