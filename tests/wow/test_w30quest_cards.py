"""Helper w30quest: armor, hero, location and quest cards of the last manual slice, scripted in
``engine/wow/cards/scripts/w30quest.toml`` — each played with the real card of the pool and asserted on every clause
of its text.

Rule calls without a source (the rules document doesn't say):
- a token "with" a printed power (Message item token) has that power as a card's text (404.2 names only the token's
  characteristics); an item token goes to its controller's hero row like an item card (205).
- "At the start of your next turn, it has +3 ATK / +3 health and is an Arakkoa." (Skywing) lasts from then on (no
  duration is printed).
"""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wshot2_scripts import _next_turn

pytestmark = needs(WOW_CARDS)


def _complete(st, name: str, pay: int, player: int = 0):
    """The real quest face up in the resource row, completed with exactly ``pay`` ready resources (EN 702.1)."""
    automated(name)
    resources(st, player, pay)
    quest = put_real(st, player, name, "resources", face_down=False)
    st = resolve_chain(apply(st, "quest", player, uid=quest, x=0))
    return st, quest


def _named(st, player: int, zone: str, name: str) -> list[int]:
    return [u for u in st.table.zone(player, zone) if kw.name(st, u) == name]


# --- quest rewards with a token and a delayed effect (EN 702, 404.2, 415.9b) -------------------------------------------


def test_final_message_draws_and_its_message_makes_hero_damage_one_more_until_next_turn():
    # WoW 702: "Reward: Draw a card. Put a Message item token into play with If your hero would be dealt damage, it's
    # dealt that much +1 instead. At the start of your next turn, remove that item from the game."
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st, _ = _complete(st, "The Final Message to the Wildhammer", 2)
    assert len(st.table.zone(0, "hand")) == hand + 1
    (message,) = _named(st, 0, "hero_row", "Message")
    assert st.table.cards[message].flags.get("token")  # 404.2
    me, them = hero(st, 0), hero(st, 1)
    deal(st, them, me, 2, "fire")
    assert st.table.cards[me].damage == 3  # 408.2a: that much +1
    deal(st, me, them, 2, "fire")
    assert st.table.cards[them].damage == 2  # only your hero
    st = _next_turn(st)  # the opponent's turn: still there
    assert st.table.cards[message].zone == "hero_row"
    st = resolve_chain(_next_turn(st))  # 415.9b: at the start of your next turn it is removed
    assert st.active == 0 and not _named(st, 0, "hero_row", "Message")
    before = st.table.cards[me].damage
    deal(st, them, me, 2, "fire")
    assert st.table.cards[me].damage == before + 2


def test_skywing_token_grows_into_an_arakkoa_at_the_start_of_your_next_turn():
    # WoW 702, 404.2: "Reward: Put a Bird ally token named Skywing with 1 [Melee] ATK / 1 health into play. At the
    # start of your next turn, it has +3 ATK / +3 health and is an Arakkoa."
    st = start()
    st, _ = _complete(st, "Skywing", 3)
    (bird,) = _named(st, 0, "allies", "Skywing")
    assert (kw.atk(st, bird), kw.health(st, bird)) == (1, 1)
    assert ("Bird" in kw.tags(st, bird)) and not ("Arakkoa" in kw.tags(st, bird))
    st = _next_turn(st)
    assert (kw.atk(st, bird), kw.health(st, bird)) == (1, 1)  # not on the opponent's turn
    st = _next_turn(st)
    st = resolve_chain(st)
    assert st.active == 0 and (kw.atk(st, bird), kw.health(st, bird)) == (4, 4)
    assert ("Arakkoa" in kw.tags(st, bird))
    st = _next_turn(_next_turn(st))
    assert (kw.atk(st, bird), kw.health(st, bird)) == (4, 4)  # it lasts


# --- "unless target opponent …" (EN 709.3) ------------------------------------------------------------------------


def _legendary(st):
    st, _ = _complete(st, "Legendary Heroes", 1)
    return st


def test_legendary_heroes_draws_when_the_opponent_lets_it():
    # EN 709.3: "Reward: Draw a card unless target opponent turns his hero or one of his resources face down."
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st = _legendary(st)
    assert st.pending and st.pending[0].player == 1
    assert {o.id for o in st.pending[0].options} == {str(hero(st, 1)), "decline"}  # no face-up resource: only his hero
    st = resolve_chain(choose(st, "decline"))
    assert len(st.table.zone(0, "hand")) == hand + 1 and not st.table.cards[hero(st, 1)].flags.get("flipped")


def test_legendary_heroes_stopped_by_turning_the_hero_face_down():
    # 301.2: his hero turns face down instead; no draw (709.3)
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(choose(_legendary(st), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].flags.get("flipped") and len(st.table.zone(0, "hand")) == hand


def test_legendary_heroes_stopped_by_turning_a_resource_face_down():
    # 412.1b: a face-up resource (a quest) turns face down instead; no draw (709.3)
    st = start()
    theirs = put_real(st, 1, "Skywing", "resources", face_down=False)
    hand = len(st.table.zone(0, "hand"))
    st = _legendary(st)
    assert str(theirs) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].face_down and len(st.table.zone(0, "hand")) == hand
    assert not st.table.cards[hero(st, 1)].flags.get("flipped")


def test_legendary_heroes_hero_already_face_down_and_no_resource_up_draws():
    # EN 709.3: he can't do what can't be done: nothing to turn face down, the draw happens without a question
    st = start()
    st.table.cards[hero(st, 1)].flags["flipped"] = True
    hand = len(st.table.zone(0, "hand"))
    st = _legendary(st)
    assert not st.pending and len(st.table.zone(0, "hand")) == hand + 1
