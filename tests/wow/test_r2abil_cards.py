"""Helper r2abil: ability cards automated by ``engine/wow/cards/scripts/r2abil.toml`` (op ``hero_x_from_target_cost``:
``engine.wow.target_cost_x``), each played with the real card of the pool and every clause of its text checked."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wshot_scripts import _cast, _combo_graveyard

pytestmark = needs(WOW_CARDS)


def _options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def test_inner_rage_gives_your_hero_assault_equal_to_the_target_cost():
    # WoW EN 714.1, 201.3, 706: "Your hero has Assault X this turn, where X is the cost of target non-hero Druid or
    # Warrior you control." — X is the printed cost of the target (Grok Goreblade, cost 3) as it resolves
    automated("Inner Rage")
    st = start()
    grok = put_real(st, 0, "Grok Goreblade", "allies")  # Warrior, cost 3
    rogue = put_real(st, 0, "Dakturak", "allies")  # Rogue: not a legal target
    foe = put_real(st, 1, "Grok Goreblade", "allies")  # not one you control
    before = kw.atk(st, hero(st, 0))
    st, rage = play_real(st, "Inner Rage")
    opts = _options(st)
    assert str(grok) in opts and str(rogue) not in opts and str(foe) not in opts and str(hero(st, 0)) not in opts  # non-hero (706)
    st = resolve_chain(choose(st, str(grok)))
    assert kw.keywords(st, hero(st, 0)).get("Assault") == 3
    assert kw.atk(st, hero(st, 0)) == before + 3  # Assault 3 on your turn (glossary Assault)
    assert st.table.cards[rage].zone == "graveyard"


def test_inner_rage_reads_a_druid_cost():
    # WoW 201.3: the other class named, a Druid (Raso'jin, cost 3); a cost-1 Warrior gives Assault 1 on another play
    automated("Inner Rage")
    st = start()
    druid = put_real(st, 0, "Raso'jin", "allies")
    st, _ = play_real(st, "Inner Rage")
    st = resolve_chain(choose(st, str(druid)))
    assert kw.keywords(st, hero(st, 0)).get("Assault") == 3


def _fortify_protects(st, target_name: str):
    """P1 plays Fortify on P0's attack against P1's ally, then P1's hero protects (EN 602.2)."""
    paladin = put_real(st, 1, target_name, "allies")
    guarded = put_real(st, 1, "Dakturak", "allies")
    attacker = put_real(st, 0, "Anika Berlyn", "allies")  # 5 ATK
    fortify = put_real(st, 1, "Fortify", "hand")
    resources(st, 1, 1)
    st = apply(st, "attack", 0, attacker=attacker, defender=guarded)
    if st.priority == 0:
        st = apply(st, "pass", 0)
    st = apply(st, "play", 1, uid=fortify, x=0)
    opts = _options(st)
    assert str(paladin) in opts and str(guarded) not in opts and str(attacker) not in opts
    st = resolve_chain(choose(st, str(paladin)))
    return st, paladin, guarded, attacker


def _protect_with_hero(st):
    me = hero(st, 1)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "protector":
            break
        st = apply(st, "pass", st.priority)
    assert st.pending and st.pending[0].kind == "protector" and str(me) in _options(st)  # Protector this turn (602.2)
    return finish_combat(choose(st, str(me)))


def test_fortify_hero_protects_with_atk_plus_the_target_cost():
    # WoW EN 714.1, 602.2, 201.3, 603.1: "Your hero has Protector this turn. Your hero has +X ATK while protecting this
    # turn, where X is the cost of target non-hero Paladin or Warrior you control." — Ishael Bloodlight costs 1
    automated("Fortify")
    st = start()
    st, _, guarded, attacker = _fortify_protects(st, "Ishael Bloodlight")
    me = hero(st, 1)
    assert kw.has(st, me, "Protector")
    base = kw.atk(st, me)  # not protecting: no bonus
    st = _protect_with_hero(st)
    assert st.table.cards[attacker].damage == base + 1  # the protecting hero dealt ATK + X (603.1)
    assert st.table.cards[me].damage == 5 and st.table.cards[guarded].damage == 0
    assert kw.atk(st, me) == base  # the combat is over: no longer protecting


def test_fortify_x_is_the_cost_of_the_target():
    # WoW 201.3: Anika Berlyn costs 6 — the protecting hero deals 6 more, fatal to the 6-health attacker (410.6a)
    automated("Fortify")
    st = start()
    st, _, _, attacker = _fortify_protects(st, "Anika Berlyn")
    assert kw.atk(st, hero(st, 1)) == 0
    st = _protect_with_hero(st)
    assert st.table.cards[attacker].zone == "graveyard"


def test_fortify_no_bonus_while_only_defending():
    # WoW EN 602.2: the proposed defender doesn't protect — attacked directly, the hero has no bonus
    automated("Fortify")
    st = start()
    paladin = put_real(st, 1, "Ishael Bloodlight", "allies")  # Paladin, cost 1
    attacker = put_real(st, 0, "Dakturak", "allies")
    fortify = put_real(st, 1, "Fortify", "hand")
    resources(st, 1, 1)
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    if st.priority == 0:
        st = apply(st, "pass", 0)
    base = kw.atk(st, hero(st, 1))
    st = resolve_chain(choose(apply(st, "play", 1, uid=fortify, x=0), str(paladin)))
    st = finish_combat(st)
    assert st.table.cards[hero(st, 1)].damage == 2  # the combat happened, the hero was the defender
    assert base == 0 and st.table.cards[attacker].zone == "allies" and st.table.cards[attacker].damage == 0  # no +1


@pytest.mark.parametrize(("n", "poisoned", "dealt"), [(0, False, 0), (2, False, 2), (2, True, 4), (1, True, 2)])
def test_envenom_deals_the_combo_cards_removed_doubled_on_a_poisoned_target(n, poisoned, dealt):
    # WoW 403.1 (additional cost), 405.4, 400.1, 408.2b: "As an additional cost to play Envenom, remove up to five combo
    # cards in your graveyard from the game. Your hero deals that much nature damage to target hero or ally, or double
    # that much if the targeted character has a Poison attached to it."
    automated("Envenom")
    st = start()
    combo = _combo_graveyard(st)
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 6 health
    other = put_real(st, 1, "Grok Goreblade", "allies")
    put_real(st, 0, "Deadly Poison", "hero_row", attached_to=foe if poisoned else other)  # a Poison elsewhere doesn't count
    st, card = _cast(st, "Envenom", combo[:n])
    st = resolve_chain(choose(st, str(foe)))
    assert [st.table.cards[u].zone for u in combo] == ["removed"] * n + ["graveyard"] * (5 - n)
    assert st.table.cards[foe].damage == dealt
    assert st.table.cards[other].damage == 0 and st.table.cards[hero(st, 1)].damage == 0
    assert st.table.cards[card].zone == "graveyard"


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


def test_dominate_deals_the_destroyed_ally_last_known_atk_to_each_opposing_character():
    # WoW 403.1 (additional cost: destroy an ally in your party), 405.4, EN 709 (last known information): "As an
    # additional cost to play, destroy an ally in your party. Your hero deals shadow damage equal to that ally's ATK to
    # each opposing hero and ally." — Anika Berlyn has 5 ATK, +2 this turn: 7 as it was destroyed
    from engine.core import Modifier

    automated("Dominate")
    st = start()
    anika = put_real(st, 0, "Anika Berlyn", "allies")
    st.modifiers.append(Modifier(anika, "atk", 2, duration="this_turn", player=0, turn=st.turn, source=anika))
    mine = put_real(st, 0, "Philosopher Kirilenko", "allies")
    big = put_real(st, 1, "Philosopher Kirilenko", "allies")  # 7 health
    small = put_real(st, 1, "Grok Goreblade", "allies")
    st, card = _cast(st, "Dominate", [anika])
    assert st.table.cards[anika].zone == "graveyard"  # paid as it is played (403.1)
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 7
    assert st.table.cards[big].zone == "graveyard" and st.table.cards[small].zone == "graveyard"  # 7 each: fatal
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 0)].damage == 0  # only opposing characters
    assert st.table.cards[card].zone == "graveyard"


def test_dominate_needs_an_ally_to_destroy():
    # WoW 403.1: with no ally in your party the additional cost can't be paid
    from engine.core import RulesError

    automated("Dominate")
    st = start()
    card = put_real(st, 0, "Dominate", "hand")
    resources(st, 0, 6)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=[])


def test_dark_pact_draws_the_cost_of_the_destroyed_pet():
    # WoW 403.1, 202.1, 201.3: "As an additional cost to play Dark Pact, destroy one of your Pets. Draw X cards, where
    # X is the cost of the Pet you destroyed." (Affliction Hero Required: a deckbuilding line) — Phase Hound costs 4
    automated("Dark Pact")
    st = start()
    hound = put_real(st, 0, "Phase Hound", "allies")
    other = put_real(st, 0, "Grok Goreblade", "allies")  # not a Pet: can't pay
    card = put_real(st, 0, "Dark Pact", "hand")
    resources(st, 0, 6)
    from engine.core import RulesError

    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=[other])
    before = _hand(st, 0)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=[hound]))
    assert st.table.cards[hound].zone == "graveyard" and st.table.cards[other].zone == "allies"
    assert _hand(st, 0) == before - 1 + 4  # Dark Pact left the hand, then 4 cards drawn


@pytest.mark.parametrize("n", [0, 2])
def test_feeding_frenzy_pet_gets_two_atk_for_each_ally_destroyed(n):
    # WoW 403.1 (additional cost: any number, none is fine), EN 714.1: "As an aditional cost to play, destroy any number
    # of allies in your party. Target Pet in your party has +2 ATK this turn for each ally destroyed this way."
    # (Traitor Hero Required: a deckbuilding line)
    automated("Feeding Frenzy")
    st = start()
    pet = put_real(st, 0, "Phase Hound", "allies")  # 5 ATK
    fodder = [put_real(st, 0, "Grok Goreblade", "allies"), put_real(st, 0, "Dakturak", "allies")]
    foe_pet = put_real(st, 1, "Phase Hound", "allies")
    before = kw.atk(st, pet)
    st, card = _cast(st, "Feeding Frenzy", fodder[:n])
    assert str(foe_pet) not in _options(st) and str(fodder[0]) not in _options(st)  # a Pet in your party only
    st = resolve_chain(choose(st, str(pet)))
    assert [st.table.cards[u].zone for u in fodder] == ["graveyard"] * n + ["allies"] * (2 - n)
    assert st.table.cards[card].zone == "graveyard"
    assert kw.atk(st, pet) == before + 2 * n
    assert kw.atk(st, foe_pet) == before


def test_raise_from_the_ashes_puts_a_same_name_card_from_the_deck_into_play():
    # WoW 403.1 (additional cost), 413.1-413.2 (search, the deck is shuffled), 710.1, EN 709: "As an additional cost to
    # play, destroy an ally in your party. Search your deck for a card with the same name as that ally and put it into
    # play."
    automated("Raise from the Ashes")
    st = start()
    grok = put_real(st, 0, "Grok Goreblade", "allies")
    copy = put_real(st, 0, "Grok Goreblade", "deck")
    other = put_real(st, 0, "Anika Berlyn", "deck")
    st, card = _cast(st, "Raise from the Ashes", [grok])
    assert st.table.cards[grok].zone == "graveyard"  # paid as it is played (403.1)
    st = resolve_chain(st)
    found = st.pending[0]
    assert found.kind == "search" and found.player == 0
    ids = {o.id for o in found.options}
    assert str(copy) in ids and str(other) not in ids  # only the same name (200.1)
    st = resolve_chain(choose(st, str(copy)))
    assert st.table.cards[copy].zone == "allies" and st.table.cards[copy].controller == 0
    assert st.table.cards[other].zone == "deck"
    assert st.table.cards[card].zone == "graveyard"


def test_raise_from_the_ashes_may_fail_to_find():
    # WoW 413.3: no card of that name in the deck — nothing enters play
    automated("Raise from the Ashes")
    st = start()
    grok = put_real(st, 0, "Grok Goreblade", "allies")
    st, card = _cast(st, "Raise from the Ashes", [grok])
    st = resolve_chain(st)
    if st.pending and st.pending[0].kind == "search":
        assert all(o.id in ("next", "none", "done") or not o.id.isdigit() for o in st.pending[0].options)
        st = resolve_chain(choose(st))
    assert not st.table.zone(0, "allies")
    assert st.table.cards[card].zone == "graveyard"
