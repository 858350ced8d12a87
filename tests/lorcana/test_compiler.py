"""The effect compiler: every template, checked on a real card (read from ../shared/data) and
on small texts; what does not compile becomes a manual step."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.lorcana.cards.compiler import compile_ability, parse_effects, parse_target
from tests.shared_data import DATA as SHARED_DATA

LORCAST = SHARED_DATA / "lorcana" / "lorcast-cards-en.json"  # through tests/shared_data.py
needs_shared = pytest.mark.skipif(not LORCAST.exists(), reason="../shared/data/lorcana is not available")


@lru_cache(maxsize=1)
def real_cards() -> dict[str, dict]:
    from engine.lorcana.cards.importers import import_cards

    out: dict[str, dict] = {}
    for rec in import_cards(str(LORCAST)).cards:
        out.setdefault(rec.data["full_name"], rec.data)
    return out


def ops_of(ability) -> set[tuple[str, str | None]]:
    out: set[tuple[str, str | None]] = set()

    def walk(effs):
        for e in effs:
            out.add((e.op, e.target.kind if e.target else None))
            walk(e.then)

    walk(ability.effects)
    return out


# (real card, the op/target template it exercises)
TEMPLATES = [
    ("Akood et Emuti", ("cost_reduction", "player")),
    ("And Then Along Came Zeus", ("damage", "chosen")),
    ("Avalanche", ("damage", "each")),
    ("Gruesome and Grim", ("delayed_trigger", None)),
    ("Be Prepared", ("destroy", "each")),
    ("Cheshire Cat - Not All There", ("destroy", "trigger")),
    ("Chip - Quick Thinker", ("discard", "chosen_opponent")),
    ("Cursed Merfolk - Ursula's Handiwork", ("discard", "opponent")),
    ("Ariel - Determined Mermaid", ("discard", "player")),
    ("Second Star to the Right", ("draw", "chosen_player")),
    ("Jasmine - Vine Expert", ("draw", "each_player")),
    ("Earth Giant - Living Mountain", ("draw", "opponent")),
    ("Alan-a-Dale - Rockin' Rooster", ("gain_score", "player")),
    ("Angus - Mighty Horse", ("grant_keyword", "chosen")),
    ("Belle - Of the Ball", ("grant_keyword", "each")),
    ("Alice - Courageous Keyholder", ("grant_keyword", "it")),
    ("Aladdin - On the Edge of Adventure", ("grant_keyword", "self")),
    ("Bruno's Return", ("heal", "chosen")),
    ("Amber Chromicon", ("heal", "each")),
    ("Pluto - Determined Defender", ("heal", "self")),
    ("Amazu's Inkcaster", ("look_top", "player")),
    ("Stabbington Brother - With a Patch", ("lose_score", "chosen_opponent")),
    ("Aladdin - Street Rat", ("lose_score", "opponent")),
    ("Aunt Cass - Biggest Fan", ("modify_stat", "chosen")),
    ("Aladdin - Intrepid Commander", ("modify_stat", "each")),
    ("Akela - Forest Runner", ("modify_stat", "self")),
    ("Anna - Trusting Sister", ("move", "player")),
    ("Alma Madrigal - Heart of the Family", ("move_damage", "chosen")),
    ("Nero - Fearsome Crocodile", ("move_damage", "self")),
    ("Duke Weaselton - Surly Crook", ("play_free", "chosen")),
    ("Dormouse - Easily Agitated", ("put_damage", "chosen")),
    ("Alice - Clumsy as Can Be", ("put_damage", "each")),
    ("Begone!", ("return_to_hand", "chosen")),
    ("Camilo Madrigal - Center Stage", ("return_to_hand", "self_card")),
    ("Alma Madrigal - Leading the Way", ("tap", "chosen")),
    ("Anna - Mystical Majesty", ("tap", "each")),
    ("Don't Let the Frostbite Bite", ("untap", "each")),
    ("Ariel - Whoseit Collector", ("untap", "self")),
    ("Steal from the Rich", ("floating_trigger", None)),
    ("Amethyst Chromicon", ("draw", "each_player")),
    ("Lyle Tiberius Rourke - Crystallized Commander", ("move", "player")),
    ("Alice - Accidentally Adrift", ("move", "chosen")),
    ("Fa Zhou - Mulan's Father", ("grant_keyword", "it_or_self")),
    ("Casa Madrigal - Courtyard", ("heal", "it")),
    ("Anna - Ice Breaker", ("grant_keyword", "chosen")),
    ("Aladdin - Heroic Outlaw", ("lose_score", "opponent")),
    ("Lady Tremaine - Imperious Queen", ("destroy", "each_chooses")),
    ("Gunther - Interior Designer", ("return_to_hand", "each_chooses")),
    ("Triton's Decree", ("damage", "each_chooses")),
    ("Anna - Eager Acolyte", ("tap", "each_chooses")),
]
# (real card, a trigger/condition/static feature)
FEATURES = [
    ("Abby Park - Over the Top", lambda a: a.once_per_turn and any(e.then for e in a.effects)),  # "If you do" (7.1.2.2)
    ("Baymax's Charging Station", lambda a: a.trigger and (a.trigger.condition or {}).get("self") == "shifted"),
    ("Beast - Wounded", lambda a: any(s.get("keyword") == "enters_damaged" for s in a.static)),
    ("Card Soldier's Spear", lambda a: any(s.get("filter", {}).get("damaged") for s in a.static)),
    ("Fat Cat - Criminal Businessman", lambda a: any(s.get("filter", {}).get("types") == ["location"] for s in a.static)),
    ("Aladdin - Heroic Outlaw", lambda a: a.trigger and "banishes_in_challenge_self" in a.trigger.events and a.trigger.condition == {"your_turn": True}),
    ("Moana - Born Leader", lambda a: a.trigger and (a.trigger.condition or {}).get("self") == "at_location"),
    ("Goofy - Musketeer Swordsman", lambda a: a.trigger and a.trigger.filter.get("keyword") == "Bodyguard"),
    ("Aladdin - Created by the Vine", lambda a: a.trigger and a.trigger.filter.get("classification") == "Floodborn"),
    ("Casa Madrigal - Courtyard", lambda a: a.trigger and "quest_here" in a.trigger.events),
    ("Chaca - Junior Chipmunk", lambda a: any(e.keyword == "Reckless" and e.duration == "until_your_next_turn" for e in a.effects)),
    ("The Queen - Commanding Presence", lambda a: len(a.effects) == 2),  # "… and …" (7.1.2.4)
    ("Ariel - Spectacular Singer", lambda a: any((e.condition or {}).get("take", {}).get("song") for e in a.effects)),
]
STATICS = [
    ("Bashful - Adoring Knight", "Bodyguard"), ("Kakamora - Band of Pirates", "Challenger"),
    ("Captain Amelia - First in Command", "Evasive"), ("Beast's Castle - Overrun by the Vine", "Rush"),
    ("Chip - Ranger Leader", "Support"), ("Aurora - Dreaming Guardian", "Ward"),
    ("Nick Wilde - Sly Fox", "cant_be_challenged"), ("Percy - Pupsicle", "cant_challenge"),
    ("Ariel - On Human Legs", "cant_sing"), ("Namaari - Morning Mist", "challenge_ready"),
    ("Baymax - Low Battery", "enters_exerted"), ("Adorabeezle Winterpop - Ice Rocket Racer", "lore"),
    ("Agnarr - King of Arendelle", "strength"), ("Kanine Krunchies", "willpower"),
]
TRIGGERS = [
    ("Bellwether - Master Manipulator", "banished_challenged_self"), ("Bucky - Nutty Rascal", "banished_in_challenge_self"),
    ("Baloo - von Bruinwald XIII", "banished_self"), ("Wendy Darling - Pirate Queen", "banished_yours_other"),
    ("Captain Hook - Conniving Pirate", "challenge_self"), ("Imperial Proclamation", "challenge_yours"),
    ("Cursed Merfolk - Ursula's Handiwork", "challenged_self"), ("Aladdin - On the Edge of Adventure", "played_other"),
    ("Goofy - Galumphing Gumshoe", "quest_self"), ("Aladdin - Intrepid Commander", "played_self"),
    ("Alice - Clumsy as Can Be", "quest_self"), ("Cinderella - Melody Weaver", "sing_self"),
    ("Bernard - Brand-New Agent", "turn_end"), ("John Silver - Stern Captain", "turn_start"),
]


def _compiled(name: str):
    from engine.lorcana.cards.compiler import compile_card

    data = real_cards()[name]
    abilities = compile_card(data)
    assert all(a.ok for a in abilities), [a.text for a in abilities if not a.ok]
    return abilities


@needs_shared
@pytest.mark.parametrize(("name", "template"), TEMPLATES)
def test_effect_template_on_a_real_card(name, template):
    abilities = _compiled(name)
    assert template in set().union(*(ops_of(a) for a in abilities))


@needs_shared
@pytest.mark.parametrize(("name", "check"), FEATURES, ids=[f[0] for f in FEATURES])
def test_feature_template_on_a_real_card(name, check):
    assert any(check(a) for a in _compiled(name))


@needs_shared
@pytest.mark.parametrize(("name", "what"), STATICS)
def test_static_template_on_a_real_card(name, what):
    abilities = _compiled(name)
    found = {s.get("keyword") or s.get("stat") for a in abilities for s in a.static}
    assert what in found


@needs_shared
@pytest.mark.parametrize(("name", "event"), TRIGGERS)
def test_trigger_template_on_a_real_card(name, event):
    abilities = _compiled(name)
    assert any(a.trigger and event in a.trigger.events for a in abilities)


@needs_shared
def test_keyword_only_and_vanilla_real_cards_are_automated():
    from engine.lorcana.cards.compiler import is_automated

    assert is_automated(real_cards()["Mickey Mouse - Brave Little Tailor"])  # Evasive only
    # (Merlin's Cottage, Magica De Spell, Hades and Maleficent & Diablo - Evil Incarnate, once the
    # examples here, are automated now)


def test_targets_with_filters():
    t = parse_target("chosen opposing character with cost 3 or less")
    assert (t.kind, t.filter) == ("chosen", {"owner": "opponent", "types": ["character"], "cost_max": 3})
    t = parse_target("up to 2 chosen characters")
    assert t.up_to and t.count == 2
    assert parse_target("chosen damaged character").filter["damaged"]
    assert parse_target("each opposing character").kind == "each"
    assert parse_target("chosen character or location").filter["types"] == ["character", "location"]
    assert parse_target("chosen opposing character with 2 {S} or less").filter["strength_max"] == 2


def test_may_then_and_if_you_do():
    # Lorcana 7.1.3, 7.1.2.3
    effs = parse_effects("You may draw a card, then choose and discard a card.")
    assert effs[0].optional and effs[0].op == "draw" and effs[0].then[0].op == "discard"


def test_unknown_text_is_not_guessed():
    ab = compile_ability({"type": "triggered", "text": "When you play this character, name a card and reveal the top card of your deck."}, 0)
    assert not ab.ok and ab.trigger is not None
    ab = compile_ability({"type": "static", "text": "Opponents need 25 lore to win the game."}, 0)
    assert not ab.ok
