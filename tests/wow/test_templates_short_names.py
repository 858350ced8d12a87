"""A card named in its own text by a short name (EN 703 triggers, EN 714 continuous powers, 103.2
restrictions): "When Din'ju enters play", "When Naila attacks", "When Acid Hands is destroyed",
"Psyrin can't attack", "Swash has +3 ATK while attacking …" — each played with a real card of the
pool (skipped without ../shared/data)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_enters_play_by_a_word_of_the_name():
    # EN 703: "When Din'ju enters play, turn all opposing resources face down." (412.1b: face down, blank)
    data = automated("Doomsayer Din'ju")
    st = start()
    location = put_real(st, 1, "Gilneas", "resources")
    st.table.cards[location].face_down = False
    mine = put_real(st, 0, "Gilneas", "resources")
    st.table.cards[mine].face_down = False
    st, _ = play_real(st, "Doomsayer Din'ju", 0, pay=data["cost"])
    st = resolve_chain(resolve_chain(st))
    assert st.table.cards[location].face_down and not st.table.cards[mine].face_down


def test_attacks_by_a_word_of_the_name():
    # EN 703: "When Naila attacks, she deals 1 fire damage to each other hero and ally."
    automated("Mistress Naila Flameburst")
    st = start()
    naila = put_real(st, 0, "Mistress Naila Flameburst", "allies")
    friend = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=naila, defender=hero(st, 1)))
    assert st.table.cards[friend].damage == 1 and st.table.cards[hero(st, 0)].damage == 1
    assert st.table.cards[naila].damage == 0  # "each other"


def test_destroyed_by_the_first_two_words():
    # EN 703: "When Batter Brains is destroyed, target player discards a card." — dies attacking a bigger ally
    automated("Batter Brains McGillicutty")
    st = start()
    brains = put_real(st, 0, "Batter Brains McGillicutty", "allies")
    wall = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[wall].tapped = True
    st.table.cards[brains].damage = kw.health(st, brains) - 1
    hand = len(st.table.zone(1, "hand"))
    st = finish_combat(apply(st, "attack", 0, attacker=brains, defender=wall))
    assert st.table.cards[brains].zone == "graveyard"
    for _ in range(6):
        if st.pending and st.pending[0].kind == "target":
            st = choose(st, str(hero(st, 1)))
        elif st.pending and st.pending[0].player == 1:
            st = choose(st, st.pending[0].options[0].id)
        elif st.chain:
            st = resolve_chain(st)
    assert len(st.table.zone(1, "hand")) == hand - 1


def test_cant_attack_by_a_word_of_the_name():
    # 103.2: "Psyrin can't attack."
    automated("Elementalist Psyrin")
    st = start()
    psyrin = put_real(st, 0, "Elementalist Psyrin", "allies")
    assert not any(a.startswith("Attack with Elementalist Psyrin") for a in labels(st, 0))
    assert kw.atk(st, psyrin) >= 0


def test_while_attacking_by_a_word_of_the_name():
    # EN 714: "Swash has +3 ATK while attacking an exhausted hero or ally."
    automated("Captain Swash")
    st = start({"auto_pass": False})
    swash = put_real(st, 0, "Captain Swash", "allies")
    base = kw.atk(st, swash)
    tired = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[tired].tapped = True
    st = apply(st, "attack", 0, attacker=swash, defender=tired)  # attacking from the proposal on (EN 601)
    assert kw.atk(st, swash) == base + 3


def test_damage_source_by_a_word_of_the_name():
    # 408.2c source: "1, [Exhaust] -> Dudefella deals 1 frost damage to target hero or ally. A character dealt
    # damage this way can't attack this turn." — Dudefella (not your hero) deals it
    data = automated("Lt. Commander Dudefella")
    st = start()
    dude = put_real(st, 0, "Lt. Commander Dudefella", "allies")
    resources(st, 0, 1)
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=dude, power=power, x=0)
    st = resolve_chain(choose(st, str(enemy)))
    assert st.table.cards[enemy].damage == 1 and st.table.cards[dude].tapped
    assert any(e.get("ev") == "damage" and e.get("src") == dude for e in st.turn_log)
