"""Helper wshot (issue #18): the scripts of ``engine/wow/cards/scripts/wshot.toml``, each played with a real
card of the pool: "remove up to five … cards in your graveyard" additional costs whose count sets X (403.1,
``engine.wow.wshot_effects``) and quest rewards that add an honor counter to a Battleground card (404.1)."""

from __future__ import annotations

import pytest

from engine.wow.counters import counters
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_rewards import _complete, _quest

pytestmark = needs(WOW_CARDS)

COMBO = ("Backstab", "Ambush", "Claw", "Annihilate", "Carnage")


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


def _combo_graveyard(st, n: int = 5) -> list[int]:
    return [put_real(st, 0, name, "graveyard") for name in COMBO[:n]]


def _cast(st, name: str, extra: list[int], pay: int = 6) -> tuple:
    card = put_real(st, 0, name, "hand")
    resources(st, 0, pay)
    return apply(st, "play", 0, uid=card, x=0, extra=extra), card


# --- X = the cards removed for the additional cost (403.1) -----------------------------------------------


@pytest.mark.parametrize("n", [0, 1, 3])
def test_eviscerate_deals_two_plus_the_combo_cards_removed(n):
    # WoW 403.1 (additional cost, paid as the card is played), 405.4: "As an additional cost to play Eviscerate,
    # remove up to five Combo cards in your graveyard from the game. Your hero deals X melee damage to target
    # hero or ally, where X is 2 plus the number of Combo cards removed."
    automated("Eviscerate")
    st = start()
    combo = _combo_graveyard(st)
    foe = hero(st, 1)
    st, card = _cast(st, "Eviscerate", combo[:n])
    st = choose(st, str(foe))  # 707: targets, then costs paid as the link is added
    assert [st.table.cards[u].zone for u in combo] == ["removed"] * n + ["graveyard"] * (5 - n)
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 2 + n
    assert st.table.cards[card].zone == "graveyard"


def test_eviscerate_refuses_a_card_that_is_not_combo():
    # WoW 403.1: only Combo cards of your graveyard pay it
    from engine.core import RulesError

    st = start()
    other = put_real(st, 0, "Frostbolt", "graveyard")
    card = put_real(st, 0, "Eviscerate", "hand")
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=[other])


@pytest.mark.parametrize("n", [0, 2])
def test_gut_shot_counts_ally_cards_removed(n):
    # WoW 403.1, 405.4: "remove up to five ally cards in your graveyard from the game. Your hero deals melee damage
    # to target hero or ally equal to 2 plus the number of cards removed this way." (Traitor Hero Required: a
    # deckbuilding line)
    automated("Gut Shot")
    st = start()
    allies = [put_real(st, 0, "Doomguard", "graveyard") for _ in range(3)]
    target = hero(st, 1)
    st, _card = _cast(st, "Gut Shot", allies[:n])
    st = resolve_chain(choose(st, str(target)))
    assert st.table.cards[target].damage == 2 + n
    assert sum(st.table.cards[u].zone == "removed" for u in allies) == n


@pytest.mark.parametrize("n", [0, 2])
def test_unfair_advantage_target_player_discards_that_many(n):
    # WoW 403.1, 415.4b: "Target player discards that many cards." (the Combo cards removed)
    automated("Unfair Advantage")
    st = start()
    combo = _combo_graveyard(st)
    theirs = _hand(st, 1)
    st, _card = _cast(st, "Unfair Advantage", combo[:n])
    st = choose(st, str(hero(st, 1)))  # target player: picked by his hero
    st = resolve_chain(st)
    if st.pending:  # the discarding player picks his cards (415.4b)
        p = st.pending[0]
        st = resolve_chain(choose(st, *[o.id for o in p.options[: p.min]]))
    assert _hand(st, 1) == theirs - n
    assert len(st.table.zone(1, "graveyard")) == n


@pytest.mark.parametrize("n", [0, 2, 3])
def test_cut_to_the_chase_deals_that_much_to_each_opposing_ally(n):
    # WoW 403.1, 405.4: "Your hero deals that much melee damage to each opposing ally." (one packet each)
    automated("Cut to the Chase")
    st = start()
    combo = _combo_graveyard(st)
    foes = [put(st, 1, "Raging Brute", "allies") for _ in range(2)]
    mine = put(st, 0, "Raging Brute", "allies")
    st, _card = _cast(st, "Cut to the Chase", combo[:n])
    st = resolve_chain(st)
    for u in foes:
        assert st.table.cards[u].damage == n
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 1)].damage == 0


def test_overkill_that_many_equipment_cards_and_damage():
    # WoW 403.1, EN 709.1 (each opponent picks his own), 415.4b, 405.4: "remove up to five Finishing Move cards
    # from your graveyard from the game. Each opponent destroys that many of his equipment and discards that many
    # cards, and your hero deals that much melee damage to each opposing hero and ally."
    automated("Overkill")
    st = start()
    moves = [put_real(st, 0, name, "graveyard") for name in ("Eviscerate", "Gut Shot", "Massacre")]
    gear = [put_real(st, 1, name, "hero_row") for name in ("Hypnotic Blade", "Golem Skull Helm", "Frostwolf Insignia")]
    ally = put(st, 1, "Raging Brute", "allies")
    theirs = _hand(st, 1)
    st, _card = _cast(st, "Overkill", moves[:2], pay=5)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 1  # he picks two of his equipment
    st = resolve_chain(choose(st, str(gear[0]), str(gear[1])))
    if st.pending:  # then two cards to discard
        p = st.pending[0]
        st = resolve_chain(choose(st, *[o.id for o in p.options[: p.min]]))
    assert [st.table.cards[u].zone for u in gear] == ["graveyard", "graveyard", "hero_row"]
    assert _hand(st, 1) == theirs - 2
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[ally].damage == 2


# --- "You may add an honor counter to a Battleground card you control." (404.1, EN 709.1, 709.3) -----------


def _battleground(st, player: int = 0) -> int:
    return put_real(st, player, "Arathi Basin", "resources", face_down=False)


def test_warsong_gulch_reward_draws_and_adds_an_honor_counter_to_a_picked_battleground():
    # EN 702 (reward), 709.3 (you may), 404.1: "Reward: Draw a card. You may add an honor counter to a
    # Battleground card you control." — picked on resolution among yours only
    automated("Call to Arms: Warsong Gulch")
    st = start()
    mine, other = _battleground(st), put_real(st, 0, "Frostwolf Insignia", "hero_row")  # one location at a time (410.6g)
    theirs = _battleground(st, 1)
    put_real(st, 0, "Olaf Steelbreaker", "allies")  # "If a Protector is in your party" (the completion cost)
    quest = _quest(st, "Call to Arms: Warsong Gulch")
    hand = _hand(st, 0)
    st = apply(st, "quest", 0, uid=quest)
    st = resolve_chain(st)
    st = choose(st, "yes")
    pick = st.pending[0]
    assert {o.id for o in pick.options} == {str(mine), str(other)}  # not the opponent's
    st = resolve_chain(choose(st, str(mine)))
    assert counters(st, mine, "honor") == 1 and counters(st, other, "honor") == 0 and counters(st, theirs, "honor") == 0
    assert _hand(st, 0) == hand + 1


def test_alterac_valley_reward_may_decline_the_counter():
    # EN 709.3: "you may" — declined, no counter; the rest of the reward happens
    automated("Call to Arms: Alterac Valley")
    st = start()
    bg = _battleground(st)
    quest = _quest(st, "Call to Arms: Alterac Valley")
    hand = _hand(st, 0)
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    st = resolve_chain(choose(st, "no"))
    assert counters(st, bg, "honor") == 0 and _hand(st, 0) == hand + 1


def test_eye_of_the_storm_reward_counter_on_an_item():
    # 404.1: a Battleground item in your hero row (Frostwolf Insignia) can take the counter
    automated("Call to Arms: Eye of the Storm")
    st = start()
    item = put_real(st, 0, "Frostwolf Insignia", "hero_row")
    foe = put(st, 1, "Raging Brute", "allies")
    quest = _quest(st, "Call to Arms: Eye of the Storm")
    st = apply(st, "quest", 0, uid=quest)
    st = choose(st, str(foe)) if st.pending and st.pending[0].kind == "target" else st
    st = resolve_chain(st)
    st = choose(st, "yes")
    st = resolve_chain(choose(st, str(item)))
    assert counters(st, item, "honor") == 1


def test_arathi_basin_reward_without_a_battleground_card_does_nothing_more():
    # EN 709.1: with no Battleground card you control, nothing gets the counter
    automated("Call to Arms: Arathi Basin")
    st = start()
    put_real(st, 0, "Call to Arms: Arathi Basin", "resources", face_down=True)  # a face-down one is no Battleground card (412.1b)
    quest = _quest(st, "Call to Arms: Arathi Basin")
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    for _ in range(5):
        if not st.pending:
            break
        p = st.pending[0]
        st = resolve_chain(choose(st, "yes" if p.kind == "may" else p.options[0].id))
    assert all(not c.counters.get("honor") for c in st.table.cards.values())


def test_warsong_gulch_completion_needs_a_protector_in_your_party():
    # EN 702.1 (completion cost with a condition), glossary Protector (a keyword, not a tag): "If a Protector is
    # in your party, pay 2 to complete this quest." — an opposing Protector doesn't count
    from engine.core import RulesError

    st = start()
    put_real(st, 1, "Olaf Steelbreaker", "allies")
    put(st, 0, "Iron Sentinel", "allies")
    quest = _quest(st, "Call to Arms: Warsong Gulch")
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    put(st, 0, "Footman Recruit", "allies")  # a Protector (fixture: printed keyword)
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[quest].tapped or st.table.cards[quest].face_down  # completed (EN 702.1)


# --- misprints read as their evident wording ------------------------------------------------------------


def test_shattering_scales_destroys_opposing_abilities_and_equipment_only():
    # EN 709.1: "Destroy all opposing abilites [sic] and equipment."
    automated("Shattering Scales")
    st = start()
    their_gear = put_real(st, 1, "Golem Skull Helm", "hero_row")
    their_ability = put_real(st, 1, "Arcane Brilliance", "hero_row")  # an ongoing ability in play (305.2)
    their_ally = put(st, 1, "Iron Sentinel", "allies")
    my_gear = put_real(st, 0, "Ornate Adamantium Breastplate", "hero_row")
    st, _card = play_real(st, "Shattering Scales", 0)
    st = resolve_chain(st)
    assert st.table.cards[their_gear].zone == "graveyard" and st.table.cards[their_ability].zone == "graveyard"
    assert st.table.cards[their_ally].zone == "allies" and st.table.cards[my_gear].zone == "hero_row"


def test_fel_fire_attaches_and_its_power_reads_the_host():
    # 400.1: "Attack [sic] to target hero or ally." then "3 -> Your hero deals 1 fire damage to attached character."
    automated("Fel Fire")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, card = play_real(st, "Fel Fire", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[card].attached_to == foe and st.table.cards[card].zone in ("allies", "hero_row")
    resources(st, 0, 3)
    power = next(i for i, pw in enumerate(_powers("Fel Fire")) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=card, power=power, x=0))
    assert st.table.cards[foe].damage == 1


def _powers(name: str):
    from engine.wow.cards.compiler import card_powers

    return card_powers(automated(name))


def test_twisted_light_shield_and_damage():
    # 403.1 (destroy a card you control), EN 717: "Prevent the next 3 damage that target firendly [sic] hero or ally
    # would be dealt this turn." and "Your hero deals 3 unpreventable holy damage to target opposing hero or ally."
    automated("Twisted Light")
    st = start()
    fodder = put(st, 0, "Loyal Hound", "allies")
    friend = put(st, 0, "Iron Sentinel", "allies")
    enemy = put(st, 1, "Raging Brute", "allies")
    card = put_real(st, 0, "Twisted Light", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=card, x=0, extra=[fodder])
    st = resolve_chain(choose(choose(st, str(friend)), str(enemy)))
    assert st.table.cards[fodder].zone == "graveyard"
    assert st.table.cards[enemy].damage == 3
    assert [(s.uid, s.amount) for s in st.shields] == [(friend, 3)]


def test_a_donation_of_silk_completes_for_two():
    # EN 702.1: "Pay 2 to compete [sic] this quest." then "Reward: Draw two cards, then discard two cards."
    automated("A Donation of Silk")
    st = start()
    quest = _quest(st, "A Donation of Silk", pay=2)
    hand = _hand(st, 0)
    st = apply(st, "quest", 0, uid=quest)
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "resources") if u != quest) == 2
    st = resolve_chain(st)
    if st.pending:
        p = st.pending[0]
        st = resolve_chain(choose(st, *[o.id for o in p.options[: p.min]]))
    assert _hand(st, 0) == hand  # drew two, discarded two
    assert len(st.table.zone(0, "graveyard")) == 2


def test_scarlet_conjuror_has_ferocity():
    # EN glossary Ferocity ("Ferocty" [sic]): it can attack the turn it enters play
    automated("Scarlet Conjuror")
    st = start()
    ally = put_real(st, 0, "Scarlet Conjuror", "allies")
    st.table.cards[ally].entered_turn = st.turn
    st = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert st.table.cards[ally].tapped


def test_jaktip_is_elusive():
    # EN glossary Elusive ("Elusive." with a stray period): it can't be attacked
    from engine.core import RulesError

    automated("Jaktip")
    st = start()
    jaktip = put_real(st, 1, "Jaktip", "allies")
    attacker = put(st, 0, "Iron Sentinel", "allies")
    assert "Elusive" in __import__("engine.wow.keywords", fromlist=["keywords"]).keywords(st, jaktip)
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=attacker, defender=jaktip)


# --- Finishing Move: X = the Combo cards removed as it is played (403.1) -------------------------------------


def test_surge_of_adrenaline_pays_one_less_per_combo_card_removed():
    # 403.1, 403.2: "Finishing Move (To play, remove X Combo cards in your graveyard from the game, where X is 5 or
    # less.) You pay X less to play Surge of Adrenaline. Draw three cards." (cost 5)
    automated("Surge of Adrenaline")
    st = start()
    combo = _combo_graveyard(st, 3)
    card = put_real(st, 0, "Surge of Adrenaline", "hand")
    res = resources(st, 0, 2)
    hand = _hand(st, 0)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=combo))
    assert all(st.table.cards[u].zone == "removed" for u in combo)
    assert all(st.table.cards[u].tapped for u in res)  # 5 - 3 = 2 paid
    assert _hand(st, 0) == hand - 1 + 3


def test_surge_of_adrenaline_without_enough_combo_cards_cannot_be_paid():
    # 403.2: with one Combo card removed the cost is 4; two resources don't pay it
    from engine.core import RulesError

    st = start()
    combo = _combo_graveyard(st, 1)
    card = put_real(st, 0, "Surge of Adrenaline", "hand")
    resources(st, 0, 2)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=combo)


def test_rupture_attaches_with_x_bleed_counters():
    # 400.1, 404.1: "Finishing Move Attach to target hero or ally, and put X bleed counters on Rupture."
    automated("Rupture")
    st = start()
    combo = _combo_graveyard(st, 2)
    foe = hero(st, 1)
    st, card = _cast(st, "Rupture", combo)
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[card].attached_to == foe
    assert counters(st, card, "bleed") == 2


def test_savage_roar_enters_with_x_roar_counters():
    # 404.1a: "Ongoing: This ability enters play with X roar counters." X = Combo cards removed (Finishing Move)
    automated("Savage Roar")
    st = start()
    combo = _combo_graveyard(st, 3)
    st, card = _cast(st, "Savage Roar", combo, pay=1)
    st = resolve_chain(st)
    assert st.table.cards[card].zone == "hero_row"
    assert counters(st, card, "roar") == 3


def test_anarchist_bladewalker_deals_x_as_she_enters():
    # EN 703, 709.3: "When this ally enters play, she may deal X melee damage to target hero or ally." (X: the
    # Combo cards removed for Finishing Move as she was played)
    automated("Anarchist Bladewalker")
    st = start()
    combo = _combo_graveyard(st, 2)
    foe = hero(st, 1)
    st, card = _cast(st, "Anarchist Bladewalker", combo, pay=5)
    st = resolve_chain(st)
    for _ in range(4):
        if not st.pending:
            break
        st = resolve_chain(choose(st, "yes" if st.pending[0].kind == "may" else str(foe)))
    assert st.table.cards[card].zone == "allies"
    assert st.table.cards[foe].damage == 2


# --- "If you targeted a hero, you may interrupt an ability card played by its controller." (EN 711) -----------


def _respond_to_bolt(name: str):
    """P2 plays Fire Bolt at P1's hero; P1 answers with ``name`` aimed at P2's hero (EN 707: the chain)."""
    st = start({"auto_pass": False})
    bolt = put(st, 1, "Fire Bolt", "hand")
    resources(st, 1, 2)
    st.active = st.priority = 1
    card = put_real(st, 0, name, "hand")
    resources(st, 0, 4)
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0)))
    st = apply(st, "pass", 1)
    st = choose(apply(st, "play", 0, uid=card, x=0), str(hero(st, 1)))
    st = apply(st, "pass", 0)
    st = apply(st, "pass", 1)  # Kick resolves first (the last link, EN 707)
    return st, bolt


@pytest.mark.parametrize(("name", "dealt"), [("Kick", 2), ("Earth Shock", 4)])
def test_interrupt_an_ability_card_played_by_the_targeted_heros_controller(name, dealt):
    # EN 711, 709.1 ("you may": chosen as it resolves): the damage, then the Fire Bolt P2 is playing is interrupted
    automated(name)
    st, bolt = _respond_to_bolt(name)
    assert st.pending and st.pending[0].kind == "pick_played"
    assert {o.id for o in st.pending[0].options} == {str(bolt), "none"}
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.cards[hero(st, 1)].damage == dealt
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 0)].damage == 0


def test_kick_may_decline_the_interrupt():
    # EN 709.3: "you may" — declined, the Fire Bolt resolves
    st, _bolt = _respond_to_bolt("Kick")
    st = resolve_chain(choose(st, "none"))
    assert st.table.cards[hero(st, 0)].damage == 3


def test_kick_at_an_ally_interrupts_nothing():
    # EN 709.1: "If you targeted a hero" — an ally targeted: no choice, nothing interrupted
    st = start({"auto_pass": False})
    bolt = put(st, 1, "Fire Bolt", "hand")
    resources(st, 1, 2)
    st.active = st.priority = 1
    ally = put(st, 1, "Iron Sentinel", "allies")
    card = put_real(st, 0, "Kick", "hand")
    resources(st, 0, 3)
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0)))
    st = apply(st, "pass", 1)
    st = choose(apply(st, "play", 0, uid=card, x=0), str(ally))
    st = resolve_chain(st)
    assert not st.pending
    assert st.table.cards[ally].damage == 2 and st.table.cards[hero(st, 0)].damage == 3


def test_whirlwind_deals_the_atk_of_a_chosen_melee_weapon():
    # EN 709.1, 405.4: "Your hero deals melee damage to each opposing ally equal the [sic] ATK of one of your Melee
    # weapons."
    automated("Whirlwind")
    st = start()
    blade = put_real(st, 0, "Hypnotic Blade", "hero_row")
    st.table.cards[blade].counters["+1 ATK"] = 2  # ATK 1 + 2 (404.1c)
    foes = [put(st, 1, "Raging Brute", "allies") for _ in range(2)]
    mine = put(st, 0, "Raging Brute", "allies")
    st, _card = play_real(st, "Whirlwind", 0)
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, str(blade)))
    assert [st.table.cards[u].damage for u in foes] == [3, 3] and st.table.cards[mine].damage == 0


# --- completion costs beyond resources (EN 702.1, 403.1; engine.wow.wshot_quest_cost) ------------------------


def _gy(names):
    return lambda st: [put_real(st, 0, n, "graveyard") for n in names]


def _allies(n):
    return lambda st: [put(st, 0, "Iron Sentinel" if i == 0 else "Raging Brute", "allies") for i in range(n)]


def _own_resources(n):
    return lambda st: [put(st, 0, "Mist Owl", "resources") for _ in range(n)]


def _equipment(st):
    return [put_real(st, 0, "Golem Skull Helm", "hero_row")]


def _face_up_location(st):
    return [put_real(st, 0, "Arathi Basin", "resources", face_down=False)]


def _things(n):
    def make(st):
        out = [put(st, 0, "Raging Brute", "allies") for _ in range(min(n, 3))]
        return out + [put(st, 0, "Mist Owl", "resources") for _ in range(n - len(out))]
    return make


QUESTS = [
    # name, resources, payers made by setup, what happens to each payer
    ("Falling to Corruption", 1, _own_resources(2), "graveyard"),
    ("Betrayal", 1, _allies(1), "graveyard"),
    ("Spirits of Auchindoun", 0, _face_up_location, "face_down"),
    ("Kodo Roundup", 2, _allies(1), "tapped"),
    ("Timbermaw Ally", 1, _gy(["Frostbolt", "Backstab", "Ambush"]), "removed"),
    ("The Deathforge", 0, _gy(["Golem Skull Helm", "Hypnotic Blade", "Frostwolf Insignia"]), "removed"),
    ("Battle of Darrowshire", 1, _gy(["Doomguard", "Olaf Steelbreaker", "Orion"]), "removed"),
    ("The Love Potion", 1, _allies(2), "tapped"),
    ("The Last Line of Defense", 0, _own_resources(1), "graveyard"),
    ("Demonic Contamination", 1, _allies(3), "damaged"),
    ("Felendren the Banished", 2, _allies(1), "removed"),
    ("Samophlange", 2, _equipment, "tapped"),
    ("Twilight Extermination", 2, _allies(1), "graveyard"),
    ("Really Big Worm", 0, _things(10), "tapped"),
    ("Seeds of the Lashers", 0, _things(7), "tapped"),
    ("Wanton Warlord", 0, _things(4), "tapped"),
]


REWARD_DRAWS = {"Falling to Corruption": 2, "Demonic Contamination": 2, "Felendren the Banished": 2, "Really Big Worm": 3,
                "Seeds of the Lashers": 2}
"""Each reward draws this many cards (one for the others)."""


@pytest.mark.parametrize(("name", "pay", "setup", "fate"), QUESTS, ids=[q[0] for q in QUESTS])
def test_completion_cost_names_the_cards_that_pay(name, pay, setup, fate):
    # EN 702.1 (completion cost), 403.1 (every part of a cost is paid), 702.2 (the quest exhausts, turns face down)
    from engine.core import RulesError

    automated(name)
    st = start()
    quest = put_real(st, 0, name, "resources", face_down=False)
    res = resources(st, 0, pay)
    with pytest.raises(RulesError):  # nothing can pay the rest of the cost yet
        apply(st, "quest", 0, uid=quest)
    payers = setup(st)
    offers = [a for a in __import__("tests.wow.helpers", fromlist=["ENGINE"]).ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == quest]
    assert offers and all(quest not in a.args.get("pay", []) for a in offers)  # the quest never pays for itself
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest, pay=[quest])
    hand = _hand(st, 0)
    st = apply(st, "quest", 0, uid=quest, pay=payers)
    for u in payers:
        c = st.table.cards[u]
        assert {"graveyard": c.zone == "graveyard", "removed": c.zone == "removed", "tapped": c.tapped,
                "face_down": c.face_down, "damaged": c.damage == 1}[fate], (u, c)
    assert all(st.table.cards[u].tapped for u in res)  # the resource cost, from the resources left (412.2)
    assert st.table.cards[quest].face_down and st.table.cards[quest].tapped
    st = resolve_chain(st)
    assert _hand(st, 0) == hand + REWARD_DRAWS.get(name, 1)  # the reward (EN 702)


def test_the_spirit_polluted_puts_three_damage_on_your_hero():
    # EN 702.1, 405.3 (damage put on, not dealt): "Put 3 damage on your hero and pay 1 to complete this quest."
    automated("The Spirit Polluted")
    st = start()
    quest = _quest(st, "The Spirit Polluted", pay=1)
    hand = _hand(st, 0)
    st = _complete(st, quest)
    assert st.table.cards[hero(st, 0)].damage == 3
    assert _hand(st, 0) == hand + 1  # Reward: Draw a card.


def test_falling_to_corruption_destroyed_resources_do_not_pay_the_resource_cost():
    # 412.2, 403.1: the two destroyed resources can't also be exhausted for "pay 1"
    from engine.core import RulesError

    st = start()
    quest = put_real(st, 0, "Falling to Corruption", "resources", face_down=False)
    two = resources(st, 0, 2)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest, pay=two)
    third = resources(st, 0, 1)
    st = apply(st, "quest", 0, uid=quest, pay=two)
    assert all(st.table.cards[u].zone == "graveyard" for u in two) and st.table.cards[third[0]].tapped


def test_betrayal_only_on_your_turn():
    # EN 702.1: "On your turn, destroy an ally in your party and pay 1 to complete this quest."
    from engine.core import RulesError

    st = start({"auto_pass": False})
    quest = put_real(st, 0, "Betrayal", "resources", face_down=False)
    resources(st, 0, 1)
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.active = 1
    with pytest.raises(RulesError, match="only on your turn"):
        apply(st, "quest", 0, uid=quest, pay=[ally])


# --- "Choose one: … or draw a card. If your hero is a RACE, you may choose both." (EN 707.1c) ------------------


def _modal(st, name: str, pay: int = 3):
    quest = _quest(st, name, pay=pay)
    st = apply(st, "quest", 0, uid=quest)
    assert st.pending and st.pending[0].kind == "mode"
    return st


def _modes(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def _answer_all(st, *picks: str):
    """Resolve the chain, answering each pending choice with the next pick."""
    left = list(picks)
    for _ in range(10):
        st = resolve_chain(st)
        if not st.pending:
            return st
        st = choose(st, left.pop(0))
    return st


def test_hidden_enemies_an_orc_may_choose_both():
    # EN 707.1c, 206.1: "Choose one: Target ally has Ferocity this turn or draw a card. If your hero is an Orc, you
    # may choose both." (Korga Stormcaller is an Orc)
    import engine.wow.keywords as kw

    automated("Hidden Enemies")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies", fresh=True)
    hand = _hand(st, 0)
    st = _modal(st, "Hidden Enemies")
    assert _modes(st) == {"0", "1", "2"}
    st = _answer_all(choose(st, "2"), str(ally))
    assert "Ferocity" in kw.keywords(st, ally) and _hand(st, 0) == hand + 1


def test_the_perfect_stout_not_a_dwarf_chooses_one():
    # EN 707.1c: "Target ally can't attack this turn or draw a card." — no "both" for an Orc hero
    automated("The Perfect Stout")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = _modal(st, "The Perfect Stout")
    assert _modes(st) == {"0", "1"}
    st = _answer_all(choose(st, "0"), str(foe))
    import engine.wow.keywords as kw
    from engine.wow.cards.keys import CANT_ATTACK

    assert CANT_ATTACK in kw.keywords(st, foe)


def test_the_perfect_stout_with_no_ally_only_draws():
    # EN 707.1d: a mode without a legal target isn't offered; the quest can still be completed for the other
    st = start()
    hand = _hand(st, 0)
    st = _modal(st, "The Perfect Stout")
    assert _modes(st) == {"1"}
    st = _answer_all(choose(st, "1"))
    assert _hand(st, 0) == hand + 1


def test_inoculation_returns_an_ally_of_yours():
    # EN 709.1: "Put an ally from your party into its owner's hand" (chosen as it resolves, not a target)
    automated("Inoculation")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = _modal(st, "Inoculation")
    st = _answer_all(choose(st, "0"), str(ally))
    assert st.table.cards[ally].zone == "hand"


def test_a_refugees_quandary_readies_an_equipment():
    # 411.1: "Ready one of your equipment"
    automated("A Refugee's Quandary")
    st = start()
    helm = put_real(st, 0, "Golem Skull Helm", "hero_row")
    st.table.cards[helm].tapped = True
    st = _modal(st, "A Refugee's Quandary")
    st = _answer_all(choose(st, "0"), str(helm))
    assert not st.table.cards[helm].tapped


def test_hazardous_materials_puts_a_counter_on_a_weapon():
    # 404.1: "Put a +1 ATK counter on one of your weapons" (chosen as it resolves)
    import engine.wow.keywords as kw

    automated("Hazardous Materials")
    st = start()
    blade = put_real(st, 0, "Hypnotic Blade", "hero_row")
    st = _modal(st, "Hazardous Materials")
    assert _modes(st) == {"0", "1"}  # Korga is no Death Knight
    st = _answer_all(choose(st, "0"), str(blade))
    assert counters(st, blade, "+1 ATK") == 1 and kw.equipment_atk(st, blade) == 2


def test_thwarting_kolkar_aggression_turns_an_opposing_quest_face_down():
    # 412.1b, EN 709.1: "Target player turns one of his quests face down" (he picks which)
    automated("Thwarting Kolkar Aggression")
    st = start()
    theirs = put_real(st, 1, "A Donation of Silk", "resources", face_down=False)
    st = _modal(st, "Thwarting Kolkar Aggression")
    st = _answer_all(choose(st, "0"), str(hero(st, 1)), str(theirs))
    assert st.table.cards[theirs].face_down


# --- singletons -----------------------------------------------------------------------------------------------


def test_lifeblade_deals_and_heals_x():
    # 403.1 (Finishing Move: Rogue, X Rogue cards removed), EN 703: "When this weapon enters play, your hero deals X
    # melee damage to target hero or ally and heals X damage from itself."
    automated("Lifeblade of Belgaristrasz")
    st = start()
    rogues = _combo_graveyard(st, 3)  # Backstab, Ambush, Claw: Rogue cards
    st.table.cards[hero(st, 0)].damage = 5
    foe = hero(st, 1)
    st, blade = _cast(st, "Lifeblade of Belgaristrasz", rogues[:2], pay=2)
    st = _answer_all(st, str(foe))
    assert st.table.cards[blade].zone == "hero_row"
    assert st.table.cards[foe].damage == 2 and st.table.cards[hero(st, 0)].damage == 3


def test_storm_shock_the_opponent_chooses_the_character():
    # EN 709.1: "Target Opponent chooses a hero or ally in his party, and your hero deals 4 nature damage to it."
    automated("Storm Shock")
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    st, _card = play_real(st, "Storm Shock", 0)
    st = resolve_chain(st)
    assert st.pending[0].player == 1 and {o.id for o in st.pending[0].options} == {str(ally), str(hero(st, 1))}
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[ally].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0


def test_power_word_absorb_prevents_the_next_packet_and_draws():
    # EN 717: "The next time damage would be dealt to target hero or ally this turn, prevent it. Draw a card."
    automated("Power Word: Absorb")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    hand = _hand(st, 0)
    st, _card = play_real(st, "Power Word: Absorb", 0, str(ally))
    st = resolve_chain(st)
    assert _hand(st, 0) == hand + 1  # the card left the hand (put there by the helper), one drawn
    for dealt in (0, 3):  # the 3 fire damage of the first Fire Bolt is prevented, only the next time
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(ally)))
        assert st.table.cards[ally].damage == dealt


def test_united_front_shields_a_friendly_hero_and_ally():
    # EN 706, 717: "Target a friendly hero and a friendly ally. The next time each of them would be dealt damage
    # this turn, prevent it."
    automated("United Front")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st, _card = play_real(st, "United Front", 0, str(hero(st, 0)), str(ally))
    st = resolve_chain(st)
    assert sorted(s.uid for s in st.shields) == sorted([hero(st, 0), ally])


def test_delusions_of_grandeur_one_of_each_kind_back_to_hand():
    # EN 709.1: "Target opponent puts an ability, ally, and equipment he controls into their owner's hands."
    automated("Delusions of Grandeur")
    st = start()
    ability = put_real(st, 1, "Arcane Brilliance", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    other = put(st, 1, "Raging Brute", "allies")
    helm = put_real(st, 1, "Golem Skull Helm", "hero_row")
    st, _card = play_real(st, "Delusions of Grandeur", 0)
    st = _answer_all(st, str(ability), str(ally), str(helm))
    assert [st.table.cards[u].zone for u in (ability, ally, other, helm)] == ["hand", "hand", "allies", "hand"]


# --- "for each different … among …" (202.1a) -----------------------------------------------------------------


def test_journey_to_the_crossroads_counts_each_horde_race_once():
    # EN 702, 202.1a: "Draw a card for each different [Horde] race among heroes and allies you control." — Korga (an
    # Orc hero), an Orc and a Troll ally: Orc and Troll; an Alliance Human doesn't count
    automated("Journey to the Crossroads")
    st = start()
    for name in ("Karrok Scarrend", "Ra'za WildStorm", "Anika Berlyn"):
        put_real(st, 0, name, "allies")
    put_real(st, 1, "Kor Cindervein", "allies")  # an opponent's: not yours
    quest = _quest(st, "Journey to the Crossroads", pay=5)
    hand = _hand(st, 0)
    st = _complete(st, quest)
    assert _hand(st, 0) == hand + 2


def test_redridge_rendezvous_counts_each_alliance_race_once():
    # 202.1a: Alia (a Human hero), a Human and a Dwarf ally: two races
    automated("Redridge Rendezvous")
    st = start(hero0="Alia Dawnblade", hero1="Korga Stormcaller")
    for name in ("Anika Berlyn", "Kor Cindervein", "Karrok Scarrend"):
        put_real(st, 0, name, "allies")
    quest = _quest(st, "Redridge Rendezvous", pay=5)
    hand = _hand(st, 0)
    st = _complete(st, quest)
    assert _hand(st, 0) == hand + 2


def _dragonkin(st, *names: str) -> None:
    for name in names:
        put_real(st, 0, name, "allies")


def test_enter_the_dragon_queen_counts_dragonkin_colors():
    # EN 702: "Draw a card for each different color among Dragonkin you control." — Red, Blue, Red again: two
    automated("Enter the Dragon Queen")
    st = start()
    _dragonkin(st, "Ruby Enforcer", "Azure Drake", "Ruby Enforcer")
    quest = _quest(st, "Enter the Dragon Queen", pay=4)
    hand = _hand(st, 0)
    st = _complete(st, quest)
    assert _hand(st, 0) == hand + 2


@pytest.mark.parametrize(("names", "pays"), [((), 7), (("Ruby Enforcer",), 6), (("Ruby Enforcer", "Azure Drake", "Emerald Tree Warder"), 4)])
def test_violet_proto_drake_costs_one_less_per_color(names, pays):
    # 403.2: "You pay 1 less to play this ally for each different color among Dragonkin you control." (cost 7)
    automated("Violet Proto-Drake")
    st = start()
    _dragonkin(st, *names)
    card = put_real(st, 0, "Violet Proto-Drake", "hand")
    res = resources(st, 0, 7)
    st = apply(st, "play", 0, uid=card, x=0)
    assert sum(st.table.cards[u].tapped for u in res) == pays


# --- "Play this ally only if …" / "Play NAME only on …" (103.2; templates_play_only) -------------------------


def test_high_warlord_zogar_needs_an_ogre():
    # 103.2: "Play this ally only if you control an Ogre hero or ally."
    from engine.core import RulesError

    automated("High Warlord Zogar")
    st = start()
    card = put_real(st, 0, "High Warlord Zogar", "hand")
    resources(st, 0, 8)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0)
    put_real(st, 0, "Drugush the Crusher", "allies")
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert st.table.cards[card].zone == "allies"


def test_faceless_watcher_needs_three_monsters():
    # 103.2: "Play this ally only if you control three or more Monster Heroes and/or allies."
    from engine.core import RulesError

    automated("Faceless Watcher")
    st = start()
    card = put_real(st, 0, "Faceless Watcher", "hand")
    resources(st, 0, 8)
    for _ in range(2):
        put_real(st, 0, "Drugush the Crusher", "allies")
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0)
    put_real(st, 0, "Drugush the Crusher", "allies")
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert st.table.cards[card].zone == "allies"


def test_on_your_feet_only_on_an_opponents_turn():
    # 103.2: "Play On Your Feet only on an opponent's turn." then "Ready target ally in your party. It has Protector
    # this turn."
    from engine.core import RulesError

    automated("On Your Feet")
    st = start({"auto_pass": False})
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[ally].tapped = True
    card = put_real(st, 0, "On Your Feet", "hand")
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0)
    st.active, st.priority = 1, 0  # P2's turn, P1 holds priority (an instant-speed play, 103.2)
    st = choose(apply(st, "play", 0, uid=card, x=0), str(ally))
    st = resolve_chain(st)
    import engine.wow.keywords as kw

    assert not st.table.cards[ally].tapped and "Protector" in kw.keywords(st, ally)


# --- the compiled lines of the scripted cards, played too ---------------------------------------------------


def _to_my_next_turn(st):
    """Pass (first answer to any choice) until P1's next turn's main step (500.2)."""
    for _ in range(60):
        if st.turn == 3 and not st.chain and not st.pending and st.step == "main":
            return st
        st = choose(st, *([] if st.pending[0].min == 0 else [st.pending[0].options[0].id])) if st.pending else apply(st, "pass", st.priority)
    return st


def test_rupture_bleeds_each_turn_for_its_counters():
    # EN 703: "Ongoing: At the start of your turn, your hero deals 1 melee damage to attached character for each
    # bleed counter." (two counters: X = 2)
    st = start()
    combo = _combo_graveyard(st, 2)
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness: each packet is 1 less (a single 2 packet → 1)
    other = hero(st, 1)
    st, card = _cast(st, "Rupture", combo)
    st = resolve_chain(choose(st, str(other)))
    assert counters(st, card, "bleed") == 2 and st.table.cards[foe].damage == 0
    st = _to_my_next_turn(st)
    assert st.table.cards[other].damage == 2  # one packet of 1 x 2 counters (405.4)


def test_fel_fire_start_of_turn_damage():
    # EN 703: "Ongoing: At the start of your turn, your hero deals 1 fire damage to attached character."
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _card = play_real(st, "Fel Fire", 0, str(foe))
    st = _to_my_next_turn(resolve_chain(st))
    assert st.table.cards[foe].damage == 1


@pytest.mark.parametrize("form", [False, True])
def test_savage_roar_assault_per_roar_counter_while_you_control_a_form(form):
    # EN 714: "While you control a Form, your hero has Assault 1 for each roar counter."
    import engine.wow.keywords as kw

    st = start()
    if form:
        put_real(st, 0, "Predatory Sense", "hero_row")  # an ongoing Form (1) ability
    combo = _combo_graveyard(st, 2)
    st, _card = _cast(st, "Savage Roar", combo, pay=1)
    st = resolve_chain(st)
    assert kw.keywords(st, hero(st, 0)).get("Assault", 0) == (2 if form else 0)


def test_alterac_valley_next_quest_costs_four_less():
    # 403.2: "You pay 4 less to complete your next quest this turn." (Call to Arms: Arathi Basin costs 5: pays 1)
    st = start()
    first = _quest(st, "Call to Arms: Alterac Valley", pay=4)
    st = _answer_all(apply(st, "quest", 0, uid=first), "no")
    second = put_real(st, 0, "Call to Arms: Arathi Basin", "resources", face_down=False)
    res = resources(st, 0, 1)
    st = _answer_all(apply(st, "quest", 0, uid=second), "no")
    assert st.table.cards[second].face_down and all(st.table.cards[u].tapped for u in res)


def test_eye_of_the_storm_target_doesnt_ready_next():
    # 411.1, 103.2: "target hero or ally can't ready during its controller's next ready step"
    st = start()
    foe = put(st, 1, "Raging Brute", "allies")
    quest = _quest(st, "Call to Arms: Eye of the Storm")
    st = _answer_all(choose(apply(st, "quest", 0, uid=quest), str(foe)), "no")
    st.table.cards[foe].tapped = True
    for _ in range(40):  # to P2's turn (its ready step, 500.2)
        if st.turn == 2 and st.step == "main" and not st.pending and not st.chain:
            break
        st = choose(st, *([] if st.pending[0].min == 0 else [st.pending[0].options[0].id])) if st.pending else apply(st, "pass", st.priority)
    assert st.table.cards[foe].tapped


def test_arathi_basin_reveal_puts_the_cards_into_hand():
    # 415.3, EN 709.1: "Reveal the top three cards of your deck. Put all revealed ability, ally, and equipment cards
    # into hand and the rest on the bottom of your deck."
    from .test_templates_rewards import _on_top

    st = start()
    ability, quest_card, ally = _on_top(st, "Fireball", "A Donation of Silk", "Doomguard")
    quest = _quest(st, "Call to Arms: Arathi Basin", pay=5)
    st = _answer_all(apply(st, "quest", 0, uid=quest), "no")
    assert st.table.cards[ability].zone == "hand" and st.table.cards[ally].zone == "hand"
    assert st.table.zone(0, "deck")[-1] == quest_card


def test_jaktip_powers():
    # EN 701: "[Exhaust] -> This ally deals 1 fire damage to target hero or ally." and "1, exhaust a warlock you
    # control -> Ready this ally."
    from engine.wow.cards.compiler import card_powers

    st = start()
    jaktip = put_real(st, 0, "Jaktip", "allies")
    warlock = put_real(st, 0, "Twisted Infernal", "allies")  # a Warlock ally
    foe = put(st, 1, "Raging Brute", "allies")
    powers = [i for i, pw in enumerate(card_powers(automated("Jaktip"))) if pw.kind == "activated"]
    st = resolve_chain(choose(apply(st, "power", 0, uid=jaktip, power=powers[0], x=0), str(foe)))
    assert st.table.cards[foe].damage == 1 and st.table.cards[jaktip].tapped
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "power", 0, uid=jaktip, power=powers[1], x=0, pay=[warlock]))
    assert not st.table.cards[jaktip].tapped and st.table.cards[warlock].tapped


def test_violet_proto_drake_other_dragonkin_have_plus_two():
    # EN 714: "Other Dragonkin you control have +2/+2."
    import engine.wow.keywords as kw

    st = start()
    red = put_real(st, 0, "Ruby Enforcer", "allies")
    atk = kw.atk(st, red)
    drake = put_real(st, 0, "Violet Proto-Drake", "allies")
    assert kw.atk(st, red) == atk + 2 and kw.atk(st, drake) == automated("Violet Proto-Drake")["atk"]


@pytest.mark.parametrize("fire", [0, 2])
def test_searing_pain_plus_two_per_fire_card(fire):
    # 405.4: "Your hero deals 2 fire damage to target hero or ally, plus an additional 2 for each [Fire] card you
    # control." (Ember Adept: a fire ally)
    automated("Searing Pain")
    st = start()
    for _ in range(fire):
        put(st, 0, "Ember Adept", "allies")
    put(st, 1, "Ember Adept", "allies")  # an opponent's: not yours
    foe = hero(st, 1)
    st, _card = play_real(st, "Searing Pain", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 2 + 2 * fire


@pytest.mark.parametrize("before", [0, 1])
def test_rain_of_arrows_two_plus_other_abilities_played(before):
    # 405.4: "equal to 2 plus the number of other abilities you've played this turn"
    automated("Rain of Arrows")
    st = start()
    for _ in range(before):
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness: 1 less (a single packet)
    st, _card = play_real(st, "Rain of Arrows", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 2 + before - 1


def test_divine_storm_hits_what_dealt_damage_this_turn():
    # 408.2a (dealt this turn), EN 709.1: "Your hero deals X unpreventable holy damage to each opposing hero and ally
    # that dealt damage this turn, where X is the ATK of a weapon you control."
    from .test_combat import finish_combat

    automated("Divine Storm")
    st = start()
    blade = put_real(st, 0, "Hypnotic Blade", "hero_row")
    st.table.cards[blade].counters["+1 ATK"] = 1  # ATK 2
    mine = put(st, 0, "Iron Sentinel", "allies")
    brute = put(st, 1, "Stone Guardian", "allies")  # it deals combat damage back; Hardiness doesn't stop unpreventable
    idle = put(st, 1, "Raging Brute", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=mine, defender=brute))
    st = resolve_chain(st)
    assert st.table.cards[mine].damage > 0
    before = st.table.cards[brute].damage
    st, _card = play_real(st, "Divine Storm", 0)
    st = _answer_all(st, str(blade))
    assert st.table.cards[brute].damage == before + 2
    assert st.table.cards[idle].damage == 0 and st.table.cards[hero(st, 1)].damage == 0


def test_crypt_fiend_prevents_damage_from_alliance_and_horde_allies():
    # EN 717: "Prevent all damage that [Alliance] and [Horde] allies would deal to this ally."
    from engine.wow.damage import deal

    automated("Crypt Fiend")
    st = start()
    fiend = put_real(st, 0, "Crypt Fiend", "allies")
    horde = put_real(st, 1, "Karrok Scarrend", "allies")
    alliance = put_real(st, 1, "Anika Berlyn", "allies")
    neutral = put(st, 1, "Raging Brute", "allies")  # no faction
    deal(st, horde, fiend, 2, "melee")
    deal(st, alliance, fiend, 2, "melee")
    assert st.table.cards[fiend].damage == 0
    deal(st, neutral, fiend, 2, "melee")
    deal(st, hero(st, 1), fiend, 1, "holy")  # a hero isn't an ally
    assert st.table.cards[fiend].damage == 3


def test_bombard_destroys_what_entered_play_this_turn():
    # EN 709.1: "Destroy all abilities, allies, and equipment that entered play this turn."
    automated("Bombard")
    st = start()
    new = [put(st, 0, "Iron Sentinel", "allies", fresh=True), put(st, 1, "Raging Brute", "allies", fresh=True)]
    old = put(st, 1, "Raging Brute", "allies")
    helm = put_real(st, 1, "Golem Skull Helm", "hero_row")
    st.table.cards[helm].entered_turn = st.turn
    st, _card = play_real(st, "Bombard", 0)
    st = resolve_chain(st)
    assert all(st.table.cards[u].zone == "graveyard" for u in [*new, helm]) and st.table.cards[old].zone == "allies"


def test_cold_hearted_reward_retypes_an_ally():
    # EN 702, 205.1c: "Reward: Draw a card. Target ally's damage type becomes [Frost] this turn."
    import engine.wow.keywords as kw

    automated("Cold Hearted")
    st = start()
    ally = put(st, 0, "Ember Adept", "allies")
    quest = _quest(st, "Cold Hearted")
    hand = _hand(st, 0)
    st = apply(st, "quest", 0, uid=quest)
    st = _answer_all(st, str(ally)) if st.pending else resolve_chain(st)
    assert _hand(st, 0) == hand + 1 and list(kw.damage_types(st, ally)) == ["frost"]


# --- "Destroy any number of abilities …" (EN 709.1, 415.9c) ---------------------------------------------------


def _abilities(st):
    """An opposing Disease on my hero, my Disease on his hero, his unattached ongoing ability, mine on my ally."""
    ally = put(st, 0, "Iron Sentinel", "allies")
    on_me = put_real(st, 1, "Frost Fever", "hero_row", attached_to=hero(st, 0))
    on_him = put_real(st, 0, "Blood Chill", "hero_row", attached_to=hero(st, 1))
    loose = put_real(st, 1, "Arcane Brilliance", "hero_row")
    on_ally = put_real(st, 0, "Demonic Soulstone", "hero_row", attached_to=ally)
    return ally, on_me, on_him, loose, on_ally


@pytest.mark.parametrize(("name", "offered"), [
    ("Mass Dispel", ("on_me", "on_him", "loose", "on_ally")),
    ("Divine Cleansing", ("on_me", "on_ally")),
    ("Mass Purge", ("on_him", "loose")),
    ("Divine Shield", ("on_me",)),
    ("Stoneform", ("on_me",)),
])
def test_destroy_any_number_of_abilities(name, offered):
    # 400.1 (attached to), EN 709.1 (picked as it resolves, none or more), 415.9c (destroyed)
    automated(name)
    st = start()
    _ally, on_me, on_him, loose, on_ally = _abilities(st)
    cards = {"on_me": on_me, "on_him": on_him, "loose": loose, "on_ally": on_ally}
    st, _card = play_real(st, name, 0)
    st = resolve_chain(st)
    pick = st.pending[0]
    assert pick.min == 0 and {o.id for o in pick.options} == {str(cards[k]) for k in offered}
    st = resolve_chain(choose(st, str(cards[offered[0]])))
    assert st.table.cards[cards[offered[0]]].zone == "graveyard"
    assert all(st.table.cards[cards[k]].zone == "hero_row" for k in cards if k != offered[0])


def test_destroy_any_number_may_destroy_none():
    # EN 709.1: "any number" includes none
    st = start()
    _ally, on_me, *_rest = _abilities(st)
    st, _card = play_real(st, "Mass Dispel", 0)
    st = resolve_chain(choose(resolve_chain(st)))
    assert st.table.cards[on_me].zone == "hero_row"


def test_divine_shield_other_lines():
    # EN 717: "Prevent all damage that would be dealt to your hero this turn." and "Your hero have [sic]
    # Untargetable this turn."
    import engine.wow.keywords as kw
    from engine.wow.damage import deal

    st = start()
    st, _card = play_real(st, "Divine Shield", 0)
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st))
    deal(st, hero(st, 1), hero(st, 0), 5, "fire")
    assert st.table.cards[hero(st, 0)].damage == 0 and "Untargetable" in kw.keywords(st, hero(st, 0))


def test_cleanse_abilities_attached_to_the_target():
    # 400.1, EN 706: "Destroy any number of abilities attached to target friendly hero or ally."
    automated("Cleanse")
    st = start()
    ally, on_me, _on_him, _loose, on_ally = _abilities(st)
    st, _card = play_real(st, "Cleanse", 0, str(ally))
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {str(on_ally)}
    st = resolve_chain(choose(st, str(on_ally)))
    assert st.table.cards[on_ally].zone == "graveyard" and st.table.cards[on_me].zone == "hero_row"


@pytest.mark.parametrize("n", [0, 1, 2])
def test_blood_boil_two_damage_per_disease_destroyed(n):
    # 405.4: "Destroy and [sic] number of Diseases you control. Your hero deals 2 shadow damage to each opposing ally
    # for each Disease destroyed this way."
    automated("Blood Boil")
    st = start()
    mine = [put_real(st, 0, "Blood Chill", "hero_row", attached_to=hero(st, 1)), put_real(st, 0, "Frost Fever", "hero_row", attached_to=hero(st, 1))]
    theirs = put_real(st, 1, "Frost Fever", "hero_row", attached_to=hero(st, 0))
    foes = [put(st, 1, "Raging Brute", "allies"), put(st, 1, "Iron Sentinel", "allies")]
    st, _card = play_real(st, "Blood Boil", 0)
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {str(u) for u in mine}  # not the opponent's
    st = resolve_chain(choose(st, *[str(u) for u in mine[:n]]))
    assert [st.table.cards[u].damage for u in foes] == [2 * n, 2 * n] or n == 2
    assert st.table.cards[theirs].zone == "hero_row"
    if n == 2:
        assert all(st.table.cards[u].zone == "graveyard" for u in foes)  # 4 damage destroys both (4 health)


def test_stoneform_armor_has_plus_one_def():
    # EN 714: "Ongoing: Each of your armor has +1 DEF."
    import engine.wow.keywords as kw

    st = start()
    helm = put_real(st, 0, "Golem Skull Helm", "hero_row")
    theirs = put_real(st, 1, "Golem Skull Helm", "hero_row")
    base = kw.defense(st, helm)
    st, card = play_real(st, "Stoneform", 0)
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st))
    assert st.table.cards[card].zone == "hero_row"
    assert kw.defense(st, helm) == base + 1 and kw.defense(st, theirs) == base


# --- conditions on rewards and completion costs ---------------------------------------------------------------


@pytest.mark.parametrize("hit", [False, True])
def test_tundra_macgranns_stash_after_combat_damage_to_a_hero(hit):
    # 408.3 (combat damage), EN 709: "Reward: If your hero dealt combat damage to an opposing hero this turn, draw two
    # cards."
    from engine.core import Modifier

    from .test_combat import finish_combat

    automated("Tundra MacGrann's Stolen Stash")
    st = start()
    if hit:
        st.modifiers.append(Modifier(hero(st, 0), "atk", 3, duration="this_turn", player=0, turn=st.turn))
        st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))))
        assert st.table.cards[hero(st, 1)].damage == 3
    quest = _quest(st, "Tundra MacGrann's Stolen Stash", pay=3)
    hand = _hand(st, 0)
    st = _complete(st, quest)
    assert _hand(st, 0) == hand + (2 if hit else 0)


@pytest.mark.parametrize(("mine", "theirs", "draws"), [("Iron Sentinel", "Raging Brute", 2), ("Raging Brute", "Iron Sentinel", 0), (None, None, 0)])
def test_arena_grandmaster_combined_atk(mine, theirs, draws):
    # 205.1, EN 709: "If an ally is in your party and the combined ATK of allies in your party is greater than the
    # combined ATK of allies in an opponent's party, draw two cards." (Iron Sentinel 4 ATK, Raging Brute 1)
    automated("Arena Grandmaster")
    st = start()
    if mine:
        put(st, 0, mine, "allies")
        put(st, 1, theirs, "allies")
    quest = _quest(st, "Arena Grandmaster", pay=4)
    hand = _hand(st, 0)
    st = _complete(st, quest)
    assert _hand(st, 0) == hand + draws


def test_cycle_of_life_needs_an_ally_entering_and_one_leaving():
    # EN 702.1, 415.9a: "If an ally entered play and an ally left play this turn: Pay 2 to complete this quest."
    from engine.core import RulesError

    from .test_real_list_blockers import _destroy

    automated("Cycle of Life")
    st = start()
    quest = _quest(st, "Cycle of Life", pay=2)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    st, _ally = play_real(st, "Karrok Scarrend", 0)  # an ally enters play
    st = resolve_chain(st)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    st = _destroy(st, put(st, 1, "Raging Brute", "allies"))  # an ally leaves play
    resources(st, 0, 2)
    hand = _hand(st, 0)
    st = _complete(st, quest)
    assert st.table.cards[quest].face_down and _hand(st, 0) == hand + 1


def test_the_restless_dead_shuffles_every_graveyard_then_draws():
    # 413.2, EN 709.1: "Reward: Each player shuffles his graveyard into his deck, and then draw a card."
    automated("The Restless Dead")
    st = start()
    mine = put_real(st, 0, "Fireball", "graveyard")
    theirs = put_real(st, 1, "Fireball", "graveyard")
    quest = _quest(st, "The Restless Dead")
    hand, deck1 = _hand(st, 0), len(st.table.zone(1, "deck"))
    st = _complete(st, quest)
    assert st.table.cards[mine].zone in ("deck", "hand") and st.table.cards[theirs].zone == "deck"
    assert _hand(st, 0) == hand + 1 and len(st.table.zone(1, "deck")) == deck1 + 1


def test_skeleton_token_is_destroyed_at_end_of_turn():
    # EN 703: "At end of turn, destroy this token."
    automated("Skeleton")
    st = start()
    skeleton = put_real(st, 0, "Skeleton", "allies")
    for _ in range(30):
        if st.turn == 2 and st.step == "main" and not st.pending and not st.chain:
            break
        st = choose(st, *([] if st.pending[0].min == 0 else [st.pending[0].options[0].id])) if st.pending else apply(st, "pass", st.priority)
    assert st.table.cards[skeleton].zone != "allies"


@pytest.mark.parametrize("stealth", [False, True])
def test_lobotomize_destroys_a_resource_and_with_stealth_adds_one(stealth):
    # 412.2, EN 709: "Destroy target resource. If your hero is tealthed [sic], put the top card of your deck into your
    # resource row face down and exhausted." (the example of 412.2)
    from engine.core import Modifier

    automated("Lobotomize")
    st = start()
    if stealth:
        st.modifiers.append(Modifier(hero(st, 0), "", 0, keyword="Stealth", duration="this_turn", player=0, turn=st.turn))
    theirs = put(st, 1, "Mist Owl", "resources")
    top = st.table.zone(0, "deck")[0]
    mine = len(st.table.zone(0, "resources")) + 5  # play_real adds five resources to pay with
    st, _card = play_real(st, "Lobotomize", 0, str(theirs))
    st = resolve_chain(st)
    assert st.table.cards[theirs].zone == "graveyard"
    assert len(st.table.zone(0, "resources")) == mine + (1 if stealth else 0)
    if stealth:
        assert st.table.cards[top].zone == "resources" and st.table.cards[top].face_down and st.table.cards[top].tapped


# --- modes with several different targets (EN 707.1c, 707.1d, 706) ------------------------------------------


def test_arc_of_flame_two_targets_mode():
    # EN 707.1c: "Choose one: Your hero deals 4 fire damage to target ally; or your hero deals 2 fire damage to each of
    # two target allies."
    automated("Arc of Flame")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    st, _card = play_real(st, "Arc of Flame", 0)
    assert {o.id for o in st.pending[0].options} == {"0", "1"}
    st = choose(choose(st, "1"), str(a))
    assert {o.id for o in st.pending[0].options} == {str(b)}  # a different ally (706)
    st = resolve_chain(choose(st, str(b)))
    assert (st.table.cards[a].damage, st.table.cards[b].damage) == (2, 2)


def test_arc_of_flame_one_ally_only_the_first_mode():
    # EN 707.1d: a mode needing two different targets isn't offered with one ally
    st = start()
    a = put(st, 1, "Iron Sentinel", "allies")
    st, _card = play_real(st, "Arc of Flame", 0)
    assert {o.id for o in st.pending[0].options} == {"0"}
    st = resolve_chain(choose(choose(st, "0"), str(a)))
    assert st.table.cards[a].zone == "graveyard"  # 4 damage, 4 health


def test_surge_of_lightning_three_two_one():
    # EN 707.1c: "… or your hero deals 3, 2, and 1 nature damage to up to three target allies, respectively."
    automated("Surge of Lightning")
    st = start()
    allies = [put(st, 1, "Stone Guardian", "allies") for _ in range(3)]  # Hardiness: 1 less each
    st, _card = play_real(st, "Surge of Lightning", 0)
    st = choose(st, "1")
    for u in allies:
        st = choose(st, str(u))
    st = resolve_chain(st)
    assert [st.table.cards[u].damage for u in allies] == [2, 1, 0]


def test_surge_of_lightning_six_to_one():
    st = start()
    ally = put(st, 1, "Stone Guardian", "allies")
    st, _card = play_real(st, "Surge of Lightning", 0)
    st = resolve_chain(choose(choose(st, "0"), str(ally)))
    assert st.table.cards[ally].damage == 5


# --- more singletons -----------------------------------------------------------------------------------------


def test_embolism_discards_the_cost_of_a_chosen_priest_or_rogue():
    # 201.3, 415.4b: "Target player discards X cards, where X is the cost of a non-hero Priest or Rogue you control."
    # (Shade Stalker: a cost-3 Rogue ally; Holy Guardian: a cost-2 Priest ally)
    automated("Embolism")
    st = start()
    rogue = put(st, 0, "Shade Stalker", "allies")
    priest = put_real(st, 0, "Holy Guardian", "allies")
    put(st, 0, "Iron Sentinel", "allies")  # neither
    theirs = _hand(st, 1)
    st, _card = play_real(st, "Embolism", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {str(rogue), str(priest)}
    st = resolve_chain(choose(st, str(rogue)))
    if st.pending:
        p = st.pending[0]
        st = resolve_chain(choose(st, *[o.id for o in p.options[: p.min]]))
    assert _hand(st, 1) == theirs - 3


@pytest.mark.parametrize("destroy", [False, True])
def test_cull_the_weak_damage_equal_to_the_destroyed_allys_atk(destroy):
    # EN 709.3, 405.4: "Each friendly player may destroy an ally in his party. Your hero deals shadow damage to target
    # hero equal to the combined ATK of the destroyed allies." (two players: you; Iron Sentinel has 4 ATK)
    automated("Cull the Weak")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    foe = hero(st, 1)
    st, _card = play_real(st, "Cull the Weak", 0, str(foe))
    st = resolve_chain(st)
    st = choose(st, "yes" if destroy else "no")
    if destroy:
        st = choose(st, str(ally))
    st = resolve_chain(st)
    assert st.table.cards[ally].zone == ("graveyard" if destroy else "allies")
    assert st.table.cards[foe].damage == (4 if destroy else 0)


def test_natural_alignment_one_damage_one_heal():
    # two players: X = 1 friendly player: "Your hero deals X nature damage to target hero or ally and heals X damage
    # from target hero or ally"
    automated("Natural Alignment")
    st = start()
    st.table.cards[hero(st, 0)].damage = 3
    foe = put(st, 1, "Raging Brute", "allies")
    st, _card = play_real(st, "Natural Alignment", 0, str(foe), str(hero(st, 0)))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 1 and st.table.cards[hero(st, 0)].damage == 2


def test_dr_boom_puts_the_top_cards_cost_on_your_hero():
    # 405.3 (put, not dealt), 415.3a: "Reward: Reveal the top card of your deck, put damage on your hero equal to its
    # cost, then put it into hand." (Doomguard: cost as printed)
    from .test_templates_rewards import _on_top

    automated("Dr. Boom!")
    st = start()
    (top,) = _on_top(st, "Doomguard")
    cost = st.cards[st.table.cards[top].card_id]["cost"]
    quest = _quest(st, "Dr. Boom!", pay=1)
    st = _complete(st, quest)
    assert st.table.cards[top].zone == "hand" and st.table.cards[hero(st, 0)].damage == cost and cost > 0


def test_a_tale_of_valor_heals_the_top_cards_cost():
    # 407.1, 415.3a: "Reward: Reveal the top card of your deck and put it into your hand. Your hero heals damage from
    # itself equal to that card's cost."
    from .test_templates_rewards import _on_top

    automated("A Tale of Valor")
    st = start()
    st.table.cards[hero(st, 0)].damage = 10
    (top,) = _on_top(st, "Doomguard")
    cost = st.cards[st.table.cards[top].card_id]["cost"]
    quest = _quest(st, "A Tale of Valor", pay=4)
    st = _complete(st, quest)
    assert st.table.cards[top].zone == "hand" and st.table.cards[hero(st, 0)].damage == 10 - cost


# --- "Empower CLASS: If you control a CLASS hero or ally, …" (EN 709) -----------------------------------------


@pytest.mark.parametrize("druid", [False, True])
def test_bark_and_bite_empowers_by_class(druid):
    # EN 709, 404.2: "Empower Death Knight: … a 3/3 Ghoul ally token" / "Empower Druid: … three 1/1 Treant ally tokens"
    # (Korga is a Shaman: neither, unless a Druid ally is in play — Spring Mender)
    automated("Bark and Bite")
    st = start()
    if druid:
        put(st, 0, "Spring Mender", "allies")
    before = len(st.table.zone(0, "allies"))
    st, _card = play_real(st, "Bark and Bite", 0)
    st = resolve_chain(st)
    names = [kw_name(st, u) for u in st.table.zone(0, "allies")[before:]]
    assert names == (["Treant"] * 3 if druid else [])


def kw_name(st, uid: int) -> str:
    import engine.wow.keywords as kw

    return kw.name(st, uid)


@pytest.mark.parametrize("mage", [False, True])
def test_rime_and_freezin_empowers_by_class(mage):
    # EN 709: Korga is a Shaman (the hero half); a Mage ally (Ember Adept) adds the ally half
    automated("Rime and Freezin'")
    st = start()
    if mage:
        put(st, 0, "Ember Adept", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _card = play_real(st, "Rime and Freezin'", 0, str(foe), str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 4
    assert st.table.cards[foe].zone == ("graveyard" if mage else "allies")


# --- "remove any number of … from your graveyard" completion costs (403.1) ------------------------------------


@pytest.mark.parametrize(("removed", "draws"), [(0, 0), (2, 0), (3, 1), (7, 2)])
def test_an_improper_burial_a_card_per_three_removed(removed, draws):
    # 403.1, EN 702: "Remove any number of ally cards in your graveyard from the game and pay 2 to complete this
    # quest. Reward: Draw a card for each three ally cards removed this way."
    automated("An Improper Burial")
    st = start()
    allies = [put_real(st, 0, "Doomguard", "graveyard") for _ in range(7)]
    other = put_real(st, 0, "Fireball", "graveyard")
    quest = _quest(st, "An Improper Burial", pay=2)
    hand = _hand(st, 0)
    st = _settle_quest(st, quest, allies[:removed])
    assert sum(st.table.cards[u].zone == "removed" for u in allies) == removed
    assert st.table.cards[other].zone == "graveyard" and _hand(st, 0) == hand + draws


def _settle_quest(st, quest: int, pay: list[int]):
    from .test_templates_quests import _settle

    return _settle(apply(st, "quest", 0, uid=quest, pay=pay))


def test_an_improper_burial_refuses_a_card_that_is_no_ally():
    from engine.core import RulesError

    st = start()
    other = put_real(st, 0, "Fireball", "graveyard")
    quest = _quest(st, "An Improper Burial", pay=2)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest, pay=[other])


@pytest.mark.parametrize(("removed", "draws"), [(4, 1), (5, 2)])
def test_gnomebliteration_two_cards_for_five_allies(removed, draws):
    # 403.1, EN 702: "Pay [5] and remove any number of allies in your graveyard … Reward: Draw a card, or two cards if
    # you removed five or more allies this way."
    automated("Gnomebliteration")
    st = start()
    allies = [put_real(st, 0, "Doomguard", "graveyard") for _ in range(5)]
    quest = _quest(st, "Gnomebliteration", pay=5)
    hand = _hand(st, 0)
    st = _settle_quest(st, quest, allies[:removed])
    assert _hand(st, 0) == hand + draws


@pytest.mark.parametrize(("corpses", "draws"), [(2, 0), (3, 3)])
def test_minions_of_the_shadow_council_counts_the_corpse_counters_removed(corpses, draws):
    # 404.1d, EN 702: "Remove all corpse counters and pay 3 to complete this quest. Reward: If you removed three or
    # more counters this way, draw three cards." (line 1 puts them: an opposing ally destroyed)
    from .test_real_list_blockers import _destroy

    automated("Minions of the Shadow Council")
    st = start()
    quest = _quest(st, "Minions of the Shadow Council", pay=3)
    for _ in range(corpses):
        st = _destroy(st, put(st, 1, "Raging Brute", "allies"))
    assert counters(st, quest, "corpse") == corpses
    hand = _hand(st, 0)
    st = _complete(st, quest)
    assert counters(st, quest, "corpse") == 0 and _hand(st, 0) == hand + draws


def test_ivus_costs_one_less_per_non_token_alliance_ally():
    # 403.2, 404.2: "You pay 1 less to play Ivus for each non-token Alliance ally in your party." (cost 14)
    automated("Ivus the Forest Lord")
    st = start()
    put_real(st, 0, "Anika Berlyn", "allies")  # Alliance
    put_real(st, 0, "Kor Cindervein", "allies")  # Alliance
    token = put_real(st, 0, "Anika Berlyn", "allies")
    st.table.cards[token].flags["token"] = True  # a token copy doesn't count
    put_real(st, 0, "Karrok Scarrend", "allies")  # Horde
    put_real(st, 1, "Anika Berlyn", "allies")  # the opponent's
    card = put_real(st, 0, "Ivus the Forest Lord", "hand")
    res = resources(st, 0, 14)
    st = apply(st, "play", 0, uid=card, x=0)
    assert sum(st.table.cards[u].tapped for u in res) == 12


def test_ivus_opposing_cards_dont_ready():
    # 411, 103.2: "Each opposing ability, ally, and equipment can't ready during its controller's ready step."
    st = start()
    put_real(st, 0, "Ivus the Forest Lord", "allies")
    foe = put(st, 1, "Raging Brute", "allies")
    st.table.cards[foe].tapped = True
    for _ in range(40):  # to P2's turn (its ready step, 500.2)
        if st.turn == 2 and st.step == "main" and not st.pending and not st.chain:
            break
        st = choose(st, *([] if st.pending[0].min == 0 else [st.pending[0].options[0].id])) if st.pending else apply(st, "pass", st.priority)
    assert st.turn == 2 and st.table.cards[foe].tapped


# --- "…, or N if that character …" (EN 709: for that character, as it resolves) --------------------------------


@pytest.mark.parametrize("dealt", [False, True])
def test_vindictive_strike_six_if_that_ally_dealt_damage(dealt):
    # 408.2a, 405.4: "Your hero deals 2 unpreventable holy damage to target ally, or 6 if that ally dealt damage this
    # turn." (Stone Guardian: 3 ATK, 6 health, Hardiness — which doesn't stop unpreventable damage)
    from .test_combat import finish_combat

    automated("Vindictive Strike")
    st = start()
    foe = put(st, 1, "Stone Guardian", "allies")
    if dealt:  # my Raging Brute attacks it: it deals 3 combat damage back
        brute = put(st, 0, "Raging Brute", "allies")
        st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=brute, defender=foe)))
        assert st.table.cards[brute].damage == 3  # the Guardian dealt damage this turn (408.2a)
    st, _card = play_real(st, "Vindictive Strike", 0, str(foe))
    st = resolve_chain(st)
    if dealt:
        assert st.table.cards[foe].zone == "graveyard"  # 6 damage, 6 health
    else:
        assert st.table.cards[foe].damage == 2


def test_firestarter_four_to_a_character_dealt_fire_damage():
    # 405.4, EN 709: "Your hero deals 1 fire damage to each opposing hero and ally, or 4 if that character was dealt
    # fire damage this turn." (a Fire Bolt first: 3 fire damage to one ally)
    automated("Firestarter")
    st = start()
    burnt, fresh = put(st, 1, "Stone Guardian", "allies"), put(st, 1, "Raging Brute", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(burnt)))
    assert st.table.cards[burnt].damage == 2  # 3 - 1 (Hardiness)
    st, _card = play_real(st, "Firestarter", 0)
    st = resolve_chain(st)
    assert st.table.cards[burnt].damage == 2 + 3 and st.table.cards[fresh].damage == 1
    assert st.table.cards[hero(st, 1)].damage == 1


@pytest.mark.parametrize("hardy", [False, True])
def test_the_aim_of_eagles_readies_a_resource_per_damage_dealt(hardy):
    # 408.2a, 411.1: "Ready one of your resources for each damage dealt this way." (Hardiness prevents the 1: none)
    automated("The Aim of Eagles")
    st = start()
    foe = put(st, 1, "Stone Guardian" if hardy else "Raging Brute", "allies")
    st, _card = play_real(st, "The Aim of Eagles", 0, str(foe))
    st = resolve_chain(st)
    exhausted = [u for u in st.table.zone(0, "resources") if st.table.cards[u].tapped]
    if st.pending:
        assert not hardy and {o.id for o in st.pending[0].options} == {str(u) for u in exhausted}
        st = resolve_chain(choose(st, str(exhausted[0])))
    after = [u for u in st.table.zone(0, "resources") if st.table.cards[u].tapped]
    assert st.table.cards[foe].damage == (0 if hardy else 1)
    assert len(after) == len(exhausted) - (0 if hardy else 1)


def test_the_benefits_of_practice_counter_per_damage_dealt():
    # 404.1: "You may choose on [sic] of your weapons. If you do, put a +1 ATK counter on it for each damage dealt
    # this way."
    automated("The Benefits of Practice")
    st = start()
    blade = put_real(st, 0, "Hypnotic Blade", "hero_row")
    foe = hero(st, 1)
    st, _card = play_real(st, "The Benefits of Practice", 0, str(foe))
    st = resolve_chain(st)
    st = choose(st, "yes")
    st = resolve_chain(choose(st, str(blade)))
    assert st.table.cards[foe].damage == 1 and counters(st, blade, "+1 ATK") == 1


def test_the_depth_of_shadows_its_controller_destroys_a_resource():
    # EN 709.1, 415.9c: "Your hero deals 1 melee damage to target hero or ally. Its controller destroys one of his
    # resources for each damage dealt this way."
    automated("The Depth of Shadows")
    st = start()
    theirs = [put(st, 1, "Mist Owl", "resources") for _ in range(2)]
    foe = put(st, 1, "Raging Brute", "allies")
    st, _card = play_real(st, "The Depth of Shadows", 0, str(foe), pay=6)
    st = resolve_chain(st)
    assert st.pending[0].player == 1 and {o.id for o in st.pending[0].options} == {str(u) for u in theirs}
    st = resolve_chain(choose(st, str(theirs[0])))
    assert st.table.cards[foe].damage == 1 and [st.table.cards[u].zone for u in theirs] == ["graveyard", "resources"]


def test_the_depth_of_shadows_at_your_own_ally_your_resource():
    # "Its controller": you, when the target is yours
    st = start()
    mine = put(st, 0, "Raging Brute", "allies")
    st, _card = play_real(st, "The Depth of Shadows", 0, str(mine), pay=6)
    st = resolve_chain(st)
    assert st.pending[0].player == 0


@pytest.mark.parametrize("empty", [False, True])
def test_crushing_shadows_damage_equal_to_the_random_cards_cost(empty):
    # 415.9d (random, revealed), 405.4: "Each opponent discards a random card, and your hero deals shadow damage to his
    # hero equal to that card's cost." (his hand: one Doomguard, or nothing)
    automated("Crushing Shadows")
    st = start()
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "removed")
    card = None if empty else put_real(st, 1, "Doomguard", "hand")
    st, _card = play_real(st, "Crushing Shadows", 0)
    st = resolve_chain(st)
    foe = hero(st, 1)
    if empty:
        assert st.table.cards[foe].damage == 0
    else:
        assert st.table.cards[card].zone == "graveyard"
        assert st.table.cards[foe].damage == st.cards[st.table.cards[card].card_id]["cost"] > 0
