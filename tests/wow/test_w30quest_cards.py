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

from .helpers import apply, hero, resolve_chain, resources, start
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
