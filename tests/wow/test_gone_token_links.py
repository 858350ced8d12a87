"""A token's power still works once the token has ceased to exist (410.6d; EN 710: a link is independent of its source):
its triggered power waiting to go on the chain, or its link paused mid-resolution, keeps the token's card id
(``engine.wow.token_links.note_gone``). And a modal card whose modes share a target is offered only with a legal
target for it (EN 707.1d). Both found by the scripted hidden-information scan's longer runs (``SCAN2_GAMES``)."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import copies
from engine.wow import keywords as kw
from engine.wow.engine import WowEngine
from engine.wow.state import Link
from engine.wow.token_links import TOKEN_ID, note_gone
from tests.shared_data import needs

from .helpers import hero, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def _unstable_copies(st) -> list[int]:
    return [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Unstable Corruption"]


def test_a_token_copy_destroyed_in_the_combat_where_it_hit_the_hero_still_has_its_trigger():
    # 410.6d, EN 710, 402.3: "When this ally deals combat damage to an opposing hero, you may put a token copy of this ally
    # into play exhausted." — the token copy that dealt the damage is destroyed by the hero's damage in the same combat
    # and ceases to exist before its trigger goes on the chain; the trigger still goes on the chain and resolves (its
    # "you may" is asked). It copies nothing: the source is gone, and last known information is not copied
    # (engine.wow.wprev_ops, the rule call of helper wprev).
    from .test_combat import attack, finish_combat

    automated("Unstable Corruption")
    st = start()
    uc = put_real(st, 0, "Unstable Corruption", "allies")
    copies.token_copy(st, 0, uc)
    st.table.remove(uc)
    (token,) = _unstable_copies(st)
    st.table.cards[token].entered_turn = -1
    st.modifiers.append(Modifier(hero(st, 1), "atk", 5, duration="this_turn", player=1, turn=st.turn))
    st = finish_combat(attack(st, token, hero(st, 1)))
    assert token not in st.table.cards  # the token died and ceased to exist (410.6d)
    assert [p.kind for p in st.pending] == ["may"] and "token copy" in st.pending[0].prompt
    st = _settle(st, {"may": ["yes"]})
    assert st.table.cards[hero(st, 1)].damage == 1 and _unstable_copies(st) == [] and not st.pending


def test_a_paused_link_of_a_token_keeps_the_tokens_card_id_as_the_token_ceases_to_exist():
    # 410.6d, EN 710: the link paused for a choice (``st.waiting["link"]``) and the links waiting or on the chain keep the
    # card id, so their effects are still read once the token is gone (token_links.effects_of).
    st = start()
    uc = put_real(st, 0, "Unstable Corruption", "allies")
    copies.token_copy(st, 0, uc)
    (token,) = [u for u in _unstable_copies(st) if u != uc]
    cid = st.table.cards[token].card_id
    st.triggers.append(Link("trigger", 0, token, 0))
    st.waiting = {"link": {"kind": "power", "controller": 0, "uid": token, "power": 0, "data": {}}, "index": 1}
    note_gone(st, token)
    assert st.triggers[-1].data[TOKEN_ID] == cid
    assert st.waiting["link"]["data"][TOKEN_ID] == cid


def test_monstrous_rush_is_not_offered_without_a_monster_to_target():
    # EN 707.1d: "Choose that many of the following: … Target Monster hero or ally has the chosen powers this turn." —
    # the target every mode shares must exist before the card can be played.
    automated("Monstrous Rush")
    st = start()
    rush = put_real(st, 0, "Monstrous Rush", "hand")
    for _ in range(5):
        put_real(st, 0, "Gorehowl", "resources")
    engine = WowEngine()
    plays = [a for a in engine.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == rush]
    assert plays == []
    why = engine._play_problem(st, 0, rush, 0)
    assert why is not None and "707.1d" in str(why)
