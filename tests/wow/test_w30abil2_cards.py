"""Helper w30abil2: ability cards (M–W) that were resolved by hand — the scripts of
``engine/wow/cards/scripts/w30abil2.toml`` and the engine pieces they use. Each card is played with the real card of the
pool and every clause of its text is checked. EN numbers: rules outside the provided (Japanese, 6.0) document, as the
checklist names them.

Rule calls without a source:
- Snipe: "equipment" is a weapon, armor or item (202.1); a token ally entering play (404.2) is an ally entering play.
- Supernova: "destroy all of your resources" names every card in your resource row (face up or down, 412.1) that can
  be destroyed; with none the additional cost is paid with nothing (0 damage).
"""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


# --- Snipe (EN 703: a delayed "next … this turn" power; 415.9c) -------------------------------------------------------


def test_snipe_destroys_the_next_ally_to_enter_play_this_turn_only():
    # WoW EN 703, 415.9c: "When the next ability, ally, or equipment enters play this turn, destroy it."
    automated("Snipe")
    st = start()
    st, _ = play_real(st, "Snipe")
    st = _settle(st)
    fire = put(st, 0, "Fire Bolt", "hand")  # a non-ongoing ability never enters play (305.1): it is not "the next"
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=fire, x=0), {"target": [str(hero(st, 1))]})
    owl = put(st, 0, "Mist Owl", "hand")  # your own ally too: any controller
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=owl, x=0))
    assert _zone(st, owl) == "graveyard"
    owl2 = put(st, 0, "Mist Owl", "hand")  # "the next": once
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=owl2, x=0))
    assert _zone(st, owl2) == "allies"


def test_snipe_destroys_the_next_equipment_and_ends_with_the_turn():
    # WoW EN 703, 202.1: equipment (a weapon, armor or item) enters play; "this turn": gone at the end of the turn
    st = start()
    st, _ = play_real(st, "Snipe")
    st = _settle(st)
    banner = put(st, 0, "War Banner", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=banner, x=0))
    assert _zone(st, banner) == "graveyard"
    st2 = start()
    st2, _ = play_real(st2, "Snipe")
    st2 = _settle(st2)
    from .test_wtrig_cards import _next_turn

    st2 = _next_turn(st2)
    owl = put(st2, 1, "Mist Owl", "hand")
    resources(st2, 1, 2)
    st2 = _settle(apply(st2, "play", 1, uid=owl, x=0))
    assert _zone(st2, owl) == "allies"  # next turn: nothing waits


def test_snipe_destroys_an_ongoing_ability_or_the_first_token():
    # WoW EN 703, 305.2 (an Ongoing ability enters play), 404.2 (a token enters play)
    st = start()
    st, _ = play_real(st, "Snipe")
    st = _settle(st)
    totem = put(st, 0, "Soothing Totem", "hand")
    resources(st, 0, 1)
    st = _settle(apply(st, "play", 0, uid=totem, x=0))
    assert _zone(st, totem) == "graveyard"
    st = start()
    st, _ = play_real(st, "Snipe")
    st = _settle(st)
    treants = put(st, 0, "Call the Treants", "hand")
    resources(st, 0, 3)
    st = _settle(apply(st, "play", 0, uid=treants, x=0))
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1  # the first Treant token entered and was destroyed; the second stays


# --- Supernova (403.1 an additional cost of every resource; 405.4) ----------------------------------------------------


def test_supernova_destroys_all_your_resources_and_deals_that_much_fire_damage():
    # WoW 403.1: "As an additional cost to play, destroy all of your resources." / 405.4: "Your hero deals fire damage to
    # target hero equal to the number of resources destroyed this way."
    automated("Supernova")
    st = start()
    card = put_real(st, 0, "Supernova", "hand")
    mine = resources(st, 0, 7)
    theirs = resources(st, 1, 2)
    from engine.core import RulesError
    from engine.wow import extra_cost

    assert isinstance(extra_cost.problem(st, 0, card, mine[:6]), RulesError)  # all of them, no fewer (403.1)
    st = apply(st, "play", 0, uid=card, x=0, extra=mine)
    st = _settle(st, {"target": [str(hero(st, 1))]})
    assert all(_zone(st, u) == "graveyard" for u in mine)
    assert all(_zone(st, u) == "resources" for u in theirs)
    assert _dmg(st, hero(st, 1)) == 7 and _dmg(st, hero(st, 0)) == 0
    assert kw.in_play(st, hero(st, 1))
