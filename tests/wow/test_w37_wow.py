"""Session 37 WoW follow-ups of audit x37a (helper w37wow). Counts: the whole pool (5385 names) compiled and explained
before and after each change.

1. A prevention printed without a duration ("Prevent the next 1 damage that would be dealt to target hero or ally.",
   Korthas Greybeard) lasts, like x37a's stat changes, until used (EN 717) or until its card changes zones (305.1,
   401.3a, 402.2b, 415.9a): no rule ends it with the turn (500.5 and EN 503.2 end only "this combat" / "this turn"
   modifiers). ``templates_grants._prevent_duration``, ``state.Shield.duration``. Cards changed: 1 (Korthas).
   The same reading for the one non-Ongoing replacement manual for naming no duration (Echo of the Elements, "If an
   opposing ally would deal any type of damage, it deals shadow damage instead."): each opposing ally in play as it
   resolves (the set fixed then, EN 714.1 as the engine reads it for Unholy Power) deals shadow damage until it
   changes zones (408.2a, EN 716, 415.9a). Cards changed: 1 (manual -> automated; ``tests.wow.audit.CHANGED``).
2. One notion of a card's faction and race (``engine.wow.card_facts.faction`` / ``race``): King Magni's ally token,
   "Alliance Dwarf Warrior" (404.2), keeps faction "Neutral" and no race field, with "Alliance" and "Dwarf" among its
   words; the counters of "different [Alliance] race" (202.1a) and the faction filters of searches and reveals read
   both through those two. Printed cards whose faction reads differently: 0; the tokens it changes are those named
   "[Faction] Race Class" (King Magni Bronzebeard, Magni, the Mountain King, Cairne); the counters that see them:
   Redridge Rendezvous, Journey to the Crossroads, Consul Rhys Lorgrand.
3. The conditions of the explanation lines in words (``explain_words.condition_words``), one test per kind: lines
   showing a raw condition key in brackets, "(if in combat (…))", 106 -> 2 (Endina the Hunted, King Genn Greymane:
   an attack restriction's keys, not a condition); 112 lines changed. "Prevent Damage N" now says its amount (and
   "until used or until it leaves play" for Korthas): 8 lines.
"""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from tests.shared_data import needs

from .audit import hand as _hand
from .audit import powers as _powers
from .audit import quests as _quests
from .helpers import apply, choose, hero, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wscale_counters import next_turn
from .test_x34e_audit import _drive, _quest

pytestmark = needs(WOW_CARDS)


def _magni_tokens(st, turns: int = 2):
    """King Magni Bronzebeard in P0's party for ``turns`` turn ends ("At the end of each turn, put an Alliance Dwarf
    Warrior ally token with 1 ATK and 1 health into play."), then gone (test setup), his tokens left."""
    magni = put_real(st, 0, "King Magni Bronzebeard", "allies")
    for _ in range(turns):
        st = next_turn(st)
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == turns
    st.table.move(magni, "graveyard")  # only the tokens are Dwarves now
    return st, tokens


def test_a_faction_token_counts_as_its_faction_and_race():
    # WoW 202.1a (races, factions), 404.2 (a token is what its line says: "[Alliance] Dwarf Warrior ally token")
    # Redridge Rendezvous: "Reward: Draw a card for each different [Alliance] race among heroes and allies you control."
    automated("Redridge Rendezvous")
    st, tokens = _magni_tokens(start())
    assert st.active == 0
    assert kw.data(st, tokens[0]).get("faction") == "Neutral"  # the field as made; the tag says Alliance
    put_real(st, 0, "Dominic Kandor", "allies")  # Worgen, Alliance
    quest = _quest(st, "Redridge Rendezvous", 5)
    hand = len(_hand(st, 0))
    st = _drive(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert len(_hand(st, 0)) == hand + 2  # Worgen, and Dwarf (the two tokens: one race); P0's hero is an Orc of the Horde


def test_rhys_counts_a_dwarf_token_among_alliance_races():
    # WoW 202.1a, 404.2; Consul Rhys Lorgrand: "Rhys has +1 ATK / +1 health for each different [Alliance] race among
    # allies in your party other than Human."
    automated("Consul Rhys Lorgrand")
    st, _tokens = _magni_tokens(start(), 1)
    rhys = put_real(st, 1, "Consul Rhys Lorgrand", "allies")
    mine = put_real(st, 0, "Consul Rhys Lorgrand", "allies")
    assert (kw.atk(st, mine), kw.health(st, mine)) == (4, 4)  # 3/3 printed, +1 for the Dwarf token
    assert (kw.atk(st, rhys), kw.health(st, rhys)) == (3, 3)  # not in his party


# --- 1. a prevention printed without a duration (305.1, 401.3a, 402.2b, 415.9a; EN 717) -----------------------------


def _shielded(st, uid: int) -> int:
    return sum(s.amount for s in st.shields if s.uid == uid)


def test_korthas_prevention_outlasts_the_turn_until_used():
    # Korthas Greybeard: "[Exhaust] -> Prevent the next 1 damage that would be dealt to target hero or ally." — printed
    # without a duration: no rule ends it with the turn (500.5, EN 503.2 end "this turn" ones; 305.1, 401.3a, 402.2b),
    # so it waits until used (EN 717) or until its card changes zones (415.9a)
    from engine.wow.damage import deal

    automated("Korthas Greybeard")
    st = start()
    korthas = put_real(st, 0, "Korthas Greybeard", "allies")
    mine = put_real(st, 0, "Jerrick Valder", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, korthas)[0].args))
    st = resolve_chain(choose(st, str(mine)) if st.pending else st)
    assert _shielded(st, mine) == 1
    st = next_turn(next_turn(st))  # two turns end: it stays
    assert _shielded(st, mine) == 1
    deal(st, foe, mine, 2, "melee")
    assert st.table.cards[mine].damage == 1 and _shielded(st, mine) == 0  # the next 1 prevented, then used up (EN 717)
    deal(st, foe, mine, 1, "melee")
    assert st.table.cards[mine].damage == 2


def test_a_prevention_lasts_until_its_card_leaves_play_and_this_turn_ends_with_the_turn():
    # 415.9a: the card that left play and came back is a new card, the shield gone; Desperate Block: "Prevent the next 2
    # damage that would be dealt to target hero or ally this turn." ends with the turn (500.5, EN 503.2)
    automated("Korthas Greybeard")
    automated("Desperate Block")
    st = start()
    korthas = put_real(st, 0, "Korthas Greybeard", "allies")
    mine = put_real(st, 0, "Jerrick Valder", "allies")
    other = put_real(st, 0, "Kor Cindervein", "allies")
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, korthas)[0].args))
    st = resolve_chain(choose(st, str(mine)) if st.pending else st)
    st, _block = play_real(st, "Desperate Block", 0, pay=3)
    st = resolve_chain(choose(st, str(other)) if st.pending else st)
    assert _shielded(st, mine) == 1 and _shielded(st, other) == 2
    st = next_turn(st)
    assert _shielded(st, mine) == 1 and _shielded(st, other) == 0  # "this turn": ended
    from engine.wow.leaving_play import leave_play
    from engine.wow.rules import R

    leave_play(st, mine, "hand", R("415.9a"))  # returned to hand (a bounce): a new card, the shield gone
    assert _shielded(st, mine) == 0


def _retyped(events) -> list[str]:
    return [e.text for e in events if e.kind == "replace"]


def test_echo_of_the_elements_lasts_on_the_allies_it_found():
    # Echo of the Elements (no "Ongoing:", 305.1): "If an opposing ally would deal any type of damage, it deals shadow
    # damage instead." — a replacement (408.2a, EN 716) on each opposing ally in play as it resolves (the set fixed
    # then, EN 714.1 as the engine reads it), with no duration printed: it outlasts the turn (500.5, EN 503.2 end only
    # "this turn" ones; 401.3a) until that ally changes zones (415.9a); an ally played later deals its own type
    from engine.wow.damage import deal
    from engine.wow.leaving_play import leave_play
    from engine.wow.rules import R

    automated("Echo of the Elements")
    st = start()
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Jerrick Valder", "allies")
    target = hero(st, 0)
    st, echo = play_real(st, "Echo of the Elements", 0, pay=3)
    st = resolve_chain(st)
    assert st.table.cards[echo].zone == "graveyard"  # non-ongoing: gone as it resolves (305.1)
    later = put_real(st, 1, "Karrok Scarrend", "allies")
    assert _retyped(deal(st, foe, target, 1, "melee")) == ["The melee damage packet becomes shadow damage"]
    assert _retyped(deal(st, mine, target, 1, "melee")) == []  # not an opposing ally
    assert _retyped(deal(st, later, target, 1, "melee")) == []  # not in play as it resolved
    st = next_turn(next_turn(st))
    assert _retyped(deal(st, foe, target, 1, "melee")) == ["The melee damage packet becomes shadow damage"]  # turns later
    leave_play(st, foe, "hand", R("415.9a"))
    st.table.move(foe, "allies")  # played again: a new card (415.9a)
    assert _retyped(deal(st, foe, target, 1, "melee")) == []


# --- 3. the conditions of the explanation lines in words (explain_words.condition_words) -----------------------------

_CONDITIONS = [
    # (the check, as compiled; its words) — each names the engine check it says
    ({"k": "wsc_no_counters", "kind": "wind"}, "there are no wind counters on this card"),  # wscale_checks, 404.1d
    ({"k": "turn_counters", "kind": "stone", "max": 0}, "there are no stone counters on this card"),  # turn_triggers
    ({"k": "wsc_min_counters", "kind": "power", "min": 5}, "this card has 5 or more power counters on it"),  # 404.1a
    ({"k": "attacking_vs", "who": "it", "state": "exhausted", "ally_only": False}, "it is attacking an exhausted hero or ally"),
    ({"k": "attacking_vs", "who": "hero", "state": "damaged", "ally_only": True}, "your hero is attacking a damaged ally"),
    ({"k": "st_attacking", "kind": "ally", "min_cost": 4}, "it is attacking an ally with cost 4 or more"),  # statics
    ({"k": "st_in_combat", "with": "self"}, "it is in combat with this card"),  # EN 600
    ({"k": "st_in_combat", "with": "opposing_hero"}, "it is in combat with an opposing hero"),
    ({"k": "st_in_combat", "with": "tag", "tag": "Monster"}, "it is in combat with a Monster"),
    ({"k": "wc_in_combat", "who": "hero"}, "your hero is in combat"),  # combat_while
    ({"k": "wca_hero_vs", "role": "attacking", "kind": "hero", "min_damage": 15}, "your hero is attacking a hero with 15 or more damage on it"),
    ({"k": "wca_hero_vs", "role": "combat", "kind": "ally", "min_cost": 5}, "your hero is in combat with an ally with cost 5 or more"),
    ({"k": "wca_attacking_tag", "tag": "Mage"}, "it is attacking a Mage"),
    ({"k": "hero_damage", "min": 15, "side": "you", "who": "hero"}, "your hero has 15 or more damage on it"),
    ({"k": "hero_damage", "min": 15, "side": "opponent"}, "an opposing hero has 15 or more damage on it"),
    ({"k": "hero_more_damage"}, "your hero has more damage on it than an opposing hero"),
    ({"k": "ready_resources", "max": 0}, "you have no ready resources"),
    ({"k": "q_resources", "min": 10}, "you have 10 or more resources"),
    ({"k": "q_resources", "min": 4, "max": 4}, "you have exactly 4 resources"),
    ({"k": "q_more_resources"}, "an opponent has more resources than you"),
    ({"k": "more_allies", "who": "opponent"}, "an opponent controls more allies than you"),
    ({"k": "more_allies", "who": "you"}, "you control more allies than an opponent"),
    ({"k": "q_same_name"}, "two or more allies in play have the same name"),
    ({"k": "turn_not", "c": {"k": "turn_hero_named", "name": "Golemagg"}}, "it is not so that your hero is Golemagg"),
    ({"k": "turn_host_allies", "max": 0}, "there are no allies in the attached character's party"),
    ({"k": "turn_host_state", "state": "undamaged"}, "the attached character is undamaged"),
    ({"k": "turn_placed", "not": True}, "you didn't place a resource this turn"),  # 412.1
    ({"k": "wp_opp_hero_face", "down": True}, "an opposing hero is face down"),  # 301.2
    ({"k": "st_opposing", "flt": {"types": ["ally"], "min_cost": 4}, "min": 1}, "your opponents control an ally with cost 4 or more"),
    ({"k": "st_opposing", "flt": {"types": ["ally"]}, "state": "ready", "max": 0}, "your opponents control no ready allies"),
    ({"k": "st_opp_graveyard", "flt": {"types": ["ally"]}}, "an opponent has an ally card in his graveyard"),
    ({"k": "wca_all", "of": [{"k": "control", "flts": [{"types": ["weapon"]}], "other": False, "max": 0},
                             {"k": "state", "who": "it", "state": "attacking"}]}, "you control no weapons and it is attacking"),
    ({"k": "q_log", "ev": "quest", "who": "you"}, "you completed a quest this turn"),  # quests.q_log
    ({"k": "q_log", "ev": "destroy", "types": ["ally"], "who": "you"}, "an ally you controlled was destroyed this turn"),
    ({"k": "q_log", "ev": "damage", "who": "you", "dtypes": ["shadow"]}, "a card you control dealt shadow damage this turn"),
    ({"k": "ws_has_attached", "kind": "ability"}, "an ability is attached to this card"),  # 400.1
    ({"k": "wa2_self_kw", "kw": "Stealth"}, "this card has Stealth"),
    ({"k": "wge_profession", "name": "Enchanting"}, "your hero has Enchanting"),  # 206.1
    ({"k": "wge_hero_dealt", "dtype": "fire", "who": "hero"}, "your hero dealt fire damage this turn"),
    ({"k": "wge_top_fits", "filter": {"types": ["ability"]}}, "the top card of your deck is an ability card"),
    ({"k": "q_party", "tags": ["blood elf", "draenei"]}, "an opponent has a Blood Elf or Draenei hero or ally in his party"),
    ({"k": "q_each_type", "types": ["ability", "ally"]}, "you control an ability and an ally"),
    ({"k": "st_ally_atk", "min_atk": 6}, "you control another ally with 6 or more ATK"),
    ({"k": "st_graveyards"}, "each player has a card in his graveyard"),
    ({"k": "wp_remaining", "n": 1}, "this card has exactly 1 remaining health"),  # 205.3
    ({"k": "w8e_hero_remaining_max", "n": 5}, "your hero has 5 or less remaining health"),
    ({"k": "wp_opp_control", "flt": {"types": ["ally"], "tag": "Shadow"}}, "an opponent controls a Shadow ally"),
    ({"k": "wp_graveyard_kinds", "flts": [{"types": ["ability"]}, {"types": ["ally"]}]}, "your graveyard has an ability and an ally"),
    ({"k": "wrm_mode_is", "i": 1}, "mode 2 was picked"),
    ({"k": "wr2_costs", "costs": [1, 2, 3]}, "you control cards with each of the costs 1, 2, 3"),
]  # fmt: skip


@pytest.mark.parametrize(("cond", "words"), _CONDITIONS, ids=[f"{c['k']}-{i}" for i, (c, _) in enumerate(_CONDITIONS)])
def test_a_condition_in_words(cond, words):
    # the check a line's "(if …)" names, as the engine checks it (engine.wow.conditions.holds and its families)
    from engine.wow.cards.explain_words import value_words

    assert value_words(cond) == words


@pytest.mark.parametrize(("name", "says"), [
    ("Alaria the Huntress", "(if it is attacking a hero)"),
    ("Black Death", "(if it is not so that there are no allies in the attached character's party)"),
    ("Cursed Vision of Sargeras", "(if you completed a quest this turn)"),
    ("Cyclone", "(if there are no wind counters on this card)"),
    ("Korthas Greybeard", "give a chosen hero or ally Prevent Damage 1 until used or until it leaves play"),
])  # fmt: skip
def test_real_lines_say_their_conditions(name, says):
    # the explanation of the real card (engine.wow.cards.explain): the condition in words, no raw key in brackets
    import re

    from engine.wow.cards.explain import explain
    from tests.wow.test_templates import real_pool

    lines = [e.line("wow") for e in explain(real_pool().find_name(name).data)]
    assert any(says in line for line in lines), lines
    assert not [line for line in lines if re.search(r"\(if [^)]*\(", line)], lines
    assert not [line for line in lines if "Prevent Damage this turn" in line]  # Korthas: no duration printed (above)
