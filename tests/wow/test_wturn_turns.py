"""Helper wturn (issue #18): start-of-turn triggers read by ``engine/wow/cards/templates_wturn.py``, each real
card played through a turn change in an engine game (501.2: the start of turn)."""

from __future__ import annotations

import pytest

from engine.wow import combat
from tests.shared_data import needs

from .helpers import hero, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wturn_tokens import _idle, _until

pytestmark = needs(WOW_CARDS)


@pytest.mark.parametrize("name", ["Grugthar Sharpblade", "Morkad Sharptooth", "Nazguk Sharptongue"])
@pytest.mark.parametrize("chosen", ["hound", "hero"])
def test_choose_one_character_others_cant_attack(name, chosen):
    # EN 709.1, 713, 501.2: "At the start of your turn, choose a hero or ally in your party. Other characters
    # can't attack this turn." — picked on resolution among your own; every other character can't attack
    automated(name)
    st = start()
    orc = put_real(st, 0, name, "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    foe_ally = put(st, 1, "Loyal Hound", "allies")
    want = hound if chosen == "hound" else hero(st, 0)
    seen: list[set[str]] = []

    def pick(p):
        if p.kind == "player_picks":
            seen.append({o.id for o in p.options})
            return [str(want)]
        return None

    turn = st.turn
    st = _until(st, lambda s: s.turn == turn + 1 and s.step == "main" and _idle(s), pick)
    assert seen == []  # not at the start of the opponent's turn
    assert combat.can_attack(st, foe_ally, 1) is None
    st = _until(st, lambda s: s.turn == turn + 2 and s.step == "main" and _idle(s), pick)
    assert seen == [{str(orc), str(hound), str(hero(st, 0))}]  # your hero and allies only
    for uid in (orc, hound, hero(st, 0)):
        assert (combat.can_attack(st, uid, 0) is None) == (uid == want), uid


def test_trollwoven_spaulders_berserking_and_conspicuous_on_your_turn():
    # EN 714, glossary Berserking (+1 ATK for each damage on it) and Conspicuous: "At the start of your turn, your
    # hero has Berserking and Conspicuous this turn."
    from engine.wow import keywords as kw

    automated("Trollwoven Spaulders")
    st = start()
    put_real(st, 0, "Trollwoven Spaulders", "hero_row")
    me = hero(st, 0)
    st.table.cards[me].damage = 3
    turn = st.turn
    st = _until(st, lambda s: s.turn == turn + 1 and s.step == "main" and _idle(s))
    assert not kw.has(st, me, "Berserking") and not kw.has(st, me, "Conspicuous") and kw.atk(st, me) == 0
    st = _until(st, lambda s: s.turn == turn + 2 and s.step == "main" and _idle(s))
    assert kw.has(st, me, "Berserking") and kw.has(st, me, "Conspicuous")
    assert kw.atk(st, me) == 3  # Berserking: +1 ATK for each damage on it
    assert not kw.has(st, hero(st, 1), "Conspicuous")  # your hero only
    st = _until(st, lambda s: s.turn == turn + 3 and s.step == "main" and _idle(s))
    assert not kw.has(st, me, "Berserking") and kw.atk(st, me) == 0  # this turn only


@pytest.mark.parametrize("name", ["Wisp", "Unearthed Broadsword"])
@pytest.mark.parametrize("pay", [True, False])
def test_start_of_turn_from_graveyard_pay_one_to_return(name, pay):
    # EN 703, 709.3, 415.2: "At the start of your turn, if Wisp (this weapon) is in your graveyard, you may pay 1.
    # If you do, put it into your hand." — a power of the card in its owner's graveyard, on its owner's turn only
    automated(name)
    st = start()
    card = put_real(st, 0, name, "graveyard")
    in_play = put_real(st, 0, name, "allies" if name == "Wisp" else "hero_row")  # the same card in play: no trigger
    resources(st, 0, 2)
    asked: list[str] = []

    def pick(p):
        if p.kind != "may":
            return None  # e.g. the end-of-turn discard to hand size
        asked.append(p.kind)
        yes = [o.id for o in p.options if o.id.lower() in ("yes", "pay", "accept", "true")]
        no = [o.id for o in p.options if o.id.lower() in ("no", "decline", "skip", "false", "none")]
        return (yes if pay else no) or None

    turn = st.turn
    st = _until(st, lambda s: s.turn == turn + 1 and s.step == "main" and _idle(s), pick)
    assert asked == [] and st.table.cards[card].zone == "graveyard"  # not on the opponent's turn
    st = _until(st, lambda s: s.turn == turn + 2 and s.step == "main" and _idle(s), pick)
    assert len(asked) == 1  # once: the copy in play has no such power
    assert st.table.cards[card].zone == ("hand" if pay else "graveyard")
    assert st.table.cards[in_play].zone in ("allies", "hero_row")
    ready = sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped)
    assert ready == (len(st.table.zone(0, "resources")) - (1 if pay else 0))
