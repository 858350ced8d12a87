"""Start/end of turn triggers (EN 703; the turn's start and end, EN 501/503): the effect text after
the timing words (engine.wow.cards.templates_turns), each played with a real card of the pool
through real turns of an engine game."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _advance(st, turn: int, answers: dict | None = None, step: str = "main"):
    """Pass and answer until ``turn``'s ``step``; ``answers`` maps a pending kind to the pick (a
    string, or a function of the pending returning the picks); otherwise the first options."""
    answers = answers or {}
    for _ in range(120):
        if st.turn == turn and st.step == step and not st.pending and not st.chain and not st.triggers:
            return st
        if st.pending:
            pend = st.pending[0]
            ans = answers.get(pend.kind)
            if callable(ans):
                picks = ans(pend)
            elif ans is not None:
                picks = [ans]
            else:
                picks = [o.id for o in pend.options[: pend.min]]
            st = choose(st, *picks)
        else:
            st = apply(st, "pass", st.priority)
    raise AssertionError(f"stuck at turn {st.turn} {st.step}")


def test_short_name_is_the_card_and_the_healer():
    # EN 703, 408.2c: "At the start of your turn, Malande heals 3 damage from target friendly ally."
    # ("Malande" is Lady Malande herself: she is the healer)
    automated("Lady Malande")
    heal = card_powers(automated("First Responder Avaressa"))[-1].effects[0]
    assert heal.op == "heal" and heal.condition == {"source": "self"}
    st = start()
    malande = put_real(st, 0, "Lady Malande", "allies")
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[sentinel].damage = 3
    st.table.cards[hero(st, 0)].damage = 3
    st = _advance(st, 3, {"target": str(sentinel)})
    assert st.table.cards[sentinel].damage == 0 and st.table.cards[hero(st, 0)].damage == 3
    assert kw.in_play(st, malande)


def test_that_player_is_the_turn_player():
    # EN 703: "At the start of each player's turn, that player discards a card." — the turn player
    automated("Bad Mojo Mask")  # (Spirit Healer, the turn player's own choice, is scripted: tests/wow/test_w30abil2_cards.py)
    st = start()
    put_real(st, 0, "Bad Mojo Mask", "hero_row")
    grave = [len(st.table.zone(p, "graveyard")) for p in (0, 1)]
    st = _advance(st, 2)
    assert len(st.table.zone(1, "graveyard")) == grave[1] + 1 and len(st.table.zone(0, "graveyard")) == grave[0]
    st = _advance(st, 3)
    assert len(st.table.zone(0, "graveyard")) == grave[0] + 1


def test_that_opponents_party_on_each_opponents_turn():
    # EN 703: "At the start of each opponent's turn, Winterstorm Totem deals 1 frost damage to target
    # hero or ally in that opponent's party. A character dealt damage this way can't attack this turn."
    automated("Winterstorm Totem")
    st = start()
    put_real(st, 0, "Winterstorm Totem", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    seen: list[list[str]] = []

    def pick(pend):
        seen.append([o.id for o in pend.options])
        return [str(theirs)]

    st = _advance(st, 2, {"target": pick})
    assert seen and str(mine) not in seen[0] and str(hero(st, 0)) not in seen[0] and str(hero(st, 1)) in seen[0]
    assert st.table.cards[theirs].damage == 1 and st.table.cards[mine].damage == 0


@pytest.mark.parametrize(("card", "answer", "spare", "stays"), [
    ("Drain Mana", "yes", 4, True), ("Drain Mana", "no", 4, False), ("Drain Mana", "yes", 2, False),
    ("Rain of Fire", "yes", 4, True), ("Rain of Fire", "no", 4, False)])
def test_destroy_unless_you_pay(card, answer, spare, stays):
    # EN 709.3, 412.2: "destroy Drain Mana unless you pay 4" / "pay 4 or destroy Rain of Fire":
    # not paying (or being unable to) destroys it
    automated(card)
    st = start()
    uid = put_real(st, 0, card, "hero_row")
    put(st, 0, "Iron Sentinel", "allies")  # something for P2 to discard, and a target
    for _ in range(spare):
        put(st, 0, "Mist Owl", "resources")
    st = _advance(st, 3, {"may": answer})
    assert (st.table.cards[uid].zone == "hero_row") == stays
    if stays:
        assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "resources")) == 4


@pytest.mark.parametrize("placed", [False, True])
def test_if_you_didnt_place_a_resource_this_turn(placed):
    # 412.1; EN 703: "At the end of your turn, if you didn't place a resource this turn, draw a card."
    automated("Trance Stone")
    st = start()
    put_real(st, 0, "Trance Stone", "hero_row")
    st.resource_placed[0] = placed
    deck = len(st.table.zone(0, "deck"))
    st = _advance(st, 2)
    assert len(st.table.zone(0, "deck")) == deck - (0 if placed else 1)


@pytest.mark.parametrize("allies", [2, 0])
def test_if_you_have_more_allies_add_a_counter(allies):
    # 404.1; EN 703: "At the start of your turn, if you have more allies than each opponent, add a capture counter."
    automated("Halaa")
    st = start()
    halaa = put_real(st, 0, "Halaa", "resources", face_down=False)
    for _ in range(allies):
        put(st, 0, "Footman Recruit", "allies")
    put(st, 1, "Iron Sentinel", "allies")
    st = _advance(st, 3)
    assert st.table.cards[halaa].counters.get("capture", 0) == (1 if allies == 2 else 0)


@pytest.mark.parametrize(("cards", "damage"), [(4, 1), (2, 0)])
def test_if_you_have_cards_in_hand(cards, damage):
    # EN 703: "At the start of your turn, if you have four or more cards in your hand, your hero heals 1 damage from itself."
    automated("Lei of Lilies")
    st = start()
    put_real(st, 0, "Lei of Lilies", "hero_row")
    st.table.cards[hero(st, 0)].damage = 3
    for uid in list(st.table.zone(0, "hand"))[cards:]:
        st.table.move(uid, "deck")
    st = _advance(st, 3)  # the trigger resolves in the ready step, before the draw
    assert st.table.cards[hero(st, 0)].damage == 3 - damage


@pytest.mark.parametrize(("ranged", "damage"), [(False, 1), (True, 2)])
def test_damage_or_more_if(ranged, damage):
    # EN 709: "your hero deals 1 nature damage to attached character, or 2 if you have a Ranged weapon."
    automated("Serpent Sting")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    sting = put_real(st, 0, "Serpent Sting", "hero_row")
    st.table.cards[sting].attached_to = enemy
    if ranged:
        put_real(st, 0, "Blackcrow", "hero_row")
    st = _advance(st, 3)
    assert st.table.cards[enemy].damage == damage


@pytest.mark.parametrize(("ally", "damage"), [(True, 1), (False, 2)])
def test_damage_or_more_if_no_allies_in_its_party(ally, damage):
    # EN 709: "your hero deals 1 shadow damage to attached hero, or 2 if there are no allies in its party."
    automated("Black Death")
    st = start()
    death = put_real(st, 0, "Black Death", "hero_row")
    st.table.cards[death].attached_to = hero(st, 1)
    if ally:
        put(st, 1, "Iron Sentinel", "allies")
    st = _advance(st, 3)
    assert st.table.cards[hero(st, 1)].damage == damage


def test_attached_heros_controller_discards_per_damage():
    # EN 703: "your hero deals 3 shadow damage to attached hero. Attached hero's controller discards a
    # card for each damage dealt this way." (Shadow Word: Agony: one card, no damage)
    automated("Shadow Word: Agony")
    automated("Devouring Plague")
    st = start()
    plague = put_real(st, 0, "Devouring Plague", "hero_row")
    st.table.cards[plague].attached_to = hero(st, 1)
    for uid in list(st.table.zone(1, "hand"))[4:]:
        st.table.move(uid, "deck")  # no discard to the hand limit (503.2)
    st = _advance(st, 2)
    grave = [len(st.table.zone(p, "graveyard")) for p in (0, 1)]
    st = _advance(st, 3)
    assert st.table.cards[hero(st, 1)].damage == 3
    assert len(st.table.zone(1, "graveyard")) == grave[1] + 3 and len(st.table.zone(0, "graveyard")) == grave[0]


def test_end_of_turn_to_owners_hand_and_destroy_all_tag():
    # EN 703: "At the end of your turn, put Tiril Dawnrider into his owner's hand." and
    # "At the end of your turn, destroy all Demons." (Xi'ri)
    automated("Tiril Dawnrider")
    automated("Xi'ri")
    st = start()
    tiril = put_real(st, 0, "Tiril Dawnrider", "allies")
    put_real(st, 0, "Xi'ri", "allies")
    demon = put_real(st, 1, "Sarmoth", "allies")
    other = put(st, 1, "Iron Sentinel", "allies")
    st = _advance(st, 2)
    assert st.table.cards[tiril].zone == "hand"
    assert st.table.cards[demon].zone == "graveyard" and kw.in_play(st, other)


def test_additional_resource_and_each_player_draws():
    # 412.1c: "reveal the top card of your deck, then place it into your resource row ready as an
    # additional resource" (Eranikus); "you and target opponent each draw a card" (Argent Crusader)
    automated("Eranikus")
    automated("Argent Crusader")
    st = start()
    put_real(st, 0, "Eranikus", "allies")
    put_real(st, 0, "Argent Crusader", "hero_row")
    res = len(st.table.zone(0, "resources"))
    decks = [len(st.table.zone(p, "deck")) for p in (0, 1)]
    st = _advance(st, 3, {"additional_resource": "down"})
    assert len(st.table.zone(0, "resources")) == res + 1
    assert len(st.table.zone(0, "deck")) == decks[0] - 1 - 1 - 1  # Crusader, the resource, the draw step
    assert len(st.table.zone(1, "deck")) == decks[1] - 1 - 1  # P2's draw on turn 2, Crusader


@pytest.mark.parametrize(("wind", "destroyed"), [(1, True), (2, False)])
def test_remove_a_counter_destroy_after_the_last_one(wind, destroyed):
    # 404.1d: "remove a wind counter from Cyclone. If you removed the last one, destroy Cyclone."
    automated("Cyclone")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    cyclone = put_real(st, 0, "Cyclone", "hero_row")
    st.table.cards[cyclone].attached_to = enemy
    st.table.cards[cyclone].counters = {"wind": wind}
    st = _advance(st, 3)
    assert (st.table.cards[cyclone].zone == "graveyard") == destroyed
    if not destroyed:
        assert st.table.cards[cyclone].counters == {"wind": wind - 1}


def test_remove_attached_card_and_switch_damage():
    # EN 703: "remove attached card from the game" (Suspended Curse); 405.7: "switch all damage on your
    # hero with the damage on target opposing hero" (Focused Will)
    automated("Suspended Curse")
    automated("Focused Will")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    curse = put_real(st, 0, "Suspended Curse", "hero_row")
    st.table.cards[curse].attached_to = enemy
    put_real(st, 0, "Focused Will", "hero_row")
    st.table.cards[hero(st, 0)].damage, st.table.cards[hero(st, 1)].damage = 5, 1
    st = _advance(st, 3, {"target": str(hero(st, 1))})
    assert st.table.cards[enemy].zone == "removed"
    assert st.table.cards[hero(st, 0)].damage == 1 and st.table.cards[hero(st, 1)].damage == 5


@pytest.mark.parametrize(("golemagg", "damage"), [(False, 1), (True, 4)])
def test_damage_or_more_if_your_hero_is_named(golemagg, damage):
    # EN 709: "your hero deals 1 fire damage to attached character, or 4 damage if your hero is Golemagg."
    automated("Flames of the Incinerator")
    st = start()
    if golemagg:  # test setup: P1's hero goes by the name of Golemagg the Incinerator
        cid = st.table.cards[hero(st, 0)].card_id
        st.cards[cid] = {**st.cards[cid], "name": "Golemagg the Incinerator"}
    enemy = hero(st, 1)
    flames = put_real(st, 0, "Flames of the Incinerator", "hero_row")
    st.table.cards[flames].attached_to = enemy
    st = _advance(st, 3)
    assert st.table.cards[enemy].damage == damage


def test_start_and_end_of_your_turn_and_a_misprint():
    # EN 703: "At the start and end of your turn, draw a card for each Gnome in your party." (two triggers);
    # "you hero deals 2 shadow damage to attached ally" reads as "your hero" (Seed of Corruption)
    seed = card_powers(automated("Seed of Corruption"))[1].effects[0]
    assert seed.op == "damage" and seed.condition["source"] == "hero" and seed.target.kind == "attached"
    automated("High Tinker Mekkatorque")
    st = start()
    put_real(st, 0, "High Tinker Mekkatorque", "allies")
    deck = len(st.table.zone(0, "deck"))
    st = _advance(st, 2)
    assert len(st.table.zone(0, "deck")) == deck - 1  # the end of turn 1
    st = _advance(st, 3)
    assert len(st.table.zone(0, "deck")) == deck - 3  # the start of turn 3 and its draw step


def test_short_name_counts_its_own_ghoul_tokens():
    # 404.2, EN 703: "At the start of your turn, put two 3/3 Ghoul ally token into play." and "At the end
    # of your turn, Godfrey deals 1 shadow damage to target opposing hero or ally for each Ghoul you control."
    automated("Lord Godfrey")
    st = start()
    put_real(st, 0, "Lord Godfrey", "allies")
    st = _advance(st, 3, {"target": lambda pend: [str(hero(st, 1))]})
    ghouls = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Ghoul"]
    assert len(ghouls) == 2
    st = _advance(st, 4, {"target": lambda pend: [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == 2  # turn 1's end: no Ghoul yet; turn 3's end: two


@pytest.mark.parametrize("damaged", [True, False])
def test_destroy_if_undamaged_otherwise_damage(damaged):
    # EN 709: "destroy Bleed if attached character is undamaged. Otherwise, your hero deals 2 melee damage to it."
    automated("Bleed")
    st = start()
    enemy = put(st, 1, "Stone Guardian", "allies")  # 6 health, Hardiness (prevents 1)
    st.table.cards[enemy].damage = 1 if damaged else 0
    bleed = put_real(st, 0, "Bleed", "hero_row")
    st.table.cards[bleed].attached_to = enemy
    st = _advance(st, 3)
    assert (st.table.cards[bleed].zone == "graveyard") == (not damaged)
    assert st.table.cards[enemy].damage == (2 if damaged else 0)


def test_if_this_ability_is_in_play():
    # EN 709: "if this ability is in play, your hero deals 2 arcane damage to attached character."
    automated("Celestial Moonfire")
    st = start()
    moon = put_real(st, 0, "Celestial Moonfire", "hero_row")
    st.table.cards[moon].attached_to = hero(st, 1)
    st = _advance(st, 3)
    assert st.table.cards[hero(st, 1)].damage == 2


@pytest.mark.parametrize("pet", [True, False])
def test_hero_heals_itself_and_each_pet(pet):
    # EN 709: "if you have a Pet, your hero heals 2 damage from itself and each of your Pets."
    automated("Spirit Bond")
    st = start()
    put_real(st, 0, "Spirit Bond", "hero_row")
    st.table.cards[hero(st, 0)].damage = 3
    other = put(st, 0, "Footman Recruit", "allies")
    st.table.cards[other].damage = 1
    if pet:
        hound = put(st, 0, "Loyal Hound", "allies")
        st.table.cards[hound].damage = 1
    st = _advance(st, 3)
    assert st.table.cards[hero(st, 0)].damage == (1 if pet else 3) and st.table.cards[other].damage == 1
    if pet:
        assert st.table.cards[hound].damage == 0


def test_each_character_in_attached_characters_party():
    # EN 703: "your hero deals 1 melee damage to each ally in attached hero's party" (Collateral Damage);
    # "… to each other hero and ally in attached character's party" (Conflagration Trap)
    automated("Collateral Damage")
    automated("Conflagration Trap")
    st = start()
    a, b = put(st, 1, "Footman Recruit", "allies"), put(st, 1, "Raging Brute", "allies")
    mine = put(st, 0, "Footman Recruit", "allies")
    collateral = put_real(st, 0, "Collateral Damage", "hero_row")
    st.table.cards[collateral].attached_to = hero(st, 1)
    trap = put_real(st, 0, "Conflagration Trap", "hero_row")
    st.table.cards[trap].attached_to = a
    st = _advance(st, 3)
    assert st.table.cards[a].damage == 1 and st.table.cards[b].damage == 2  # a: Collateral only; b: both
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[mine].damage == 0
