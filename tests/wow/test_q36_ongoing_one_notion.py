"""Session 36, helper q36wow, part 2: one notion of an Ongoing ability card (305.2; engine.wow.ongoing_cards), read by
"When you play an Ongoing / a non-ongoing ability" (conditions' filters), "ongoing ability cards" in a search, Echo
Totem's "non-ongoing ability card in your graveyard", the Ongoing abilities of a hand put into play, and the hero row an
ability enters as it resolves (305.2c).

The four names of the pool whose data lost the "Ongoing:" label and that already stayed in play (engine.wow.
attach_misprints: Aura of Accuracy, "Aura (1)", 414.3b; Aquatic Form, "Form (1)"; Polymorph and Kiting, attachments,
400.1) counted as non-ongoing for the readers that read the text for "Ongoing:". Each reader is played here with one of
them. No rule call beyond attach_misprints' reading (305.2c, 414.3b), which this part only makes common.
"""

from __future__ import annotations

import pytest

from engine.wow import conditions, search
from tests.shared_data import needs

from .helpers import choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)

MISPRINTED = ("Aura of Accuracy", "Aquatic Form", "Polymorph", "Kiting")


@pytest.mark.parametrize("name", MISPRINTED)
def test_the_misprinted_ongoing_abilities_are_ongoing_in_every_zone(name):
    # 305.2, 305.2c, 414.3b: an Ongoing ability card in hand, graveyard and play alike — the filters "ongoing" /
    # "non_ongoing" of conditions and search read the same notion
    st = start()
    for zone in ("hand", "graveyard", "hero_row"):
        uid = put_real(st, 0, name, zone)
        assert conditions.is_ongoing(st, uid)
        assert search.card_matches(st, uid, {"types": ["ability"], "ongoing": True})
        flt = {"types": ["ability"]}
        assert not conditions.fits(st, uid, {**flt, "non_ongoing": True}) and conditions.fits(st, uid, {**flt, "ongoing": True})


def test_kinza_does_not_copy_aura_of_accuracy():
    # 305.2, EN 703: "When you play a non-ongoing ability, you may pay 2. If you do, copy that ability." — Aura of
    # Accuracy (no "Ongoing:" in its data, an "Aura (1)" that stays in play) is an Ongoing ability: not asked; a
    # Frostbolt afterwards is (the control)
    automated("Kinza, Mistress of the Elements")
    automated("Aura of Accuracy")
    st = start()
    put_real(st, 0, "Kinza, Mistress of the Elements", "allies")
    st, aura = play_real(st, "Aura of Accuracy")
    st = _settle(st, {"may": lambda p: pytest.fail("Kinza asked for an Ongoing ability")})
    assert st.table.cards[aura].zone == "hero_row"
    asked: list[str] = []
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)), pay=6)
    st = _settle(st, {"may": lambda p: asked.append(p.kind) or ["no"]})
    assert asked


def test_lightning_overload_stays_when_aura_of_accuracy_is_played():
    # 305.2, EN 703: "Ongoing: When you play a non-ongoing ability, destroy Lightning Overload. If you do, copy that
    # ability." — Aura of Accuracy is an Ongoing ability: Overload stays
    automated("Lightning Overload")
    st = start()
    overload = put_real(st, 0, "Lightning Overload", "hero_row")
    st, aura = play_real(st, "Aura of Accuracy")
    st = _settle(st)
    assert st.table.cards[overload].zone == "hero_row" and st.table.cards[aura].zone == "hero_row"


def test_daralis_deals_three_when_you_play_kiting_an_ongoing_priest_ability():
    # 305.2, 202.1a, EN 703, 717: "When you play an Ongoing [Priest] ability, this ally may deal 3 unpreventable holy
    # damage to target hero or ally." — Kiting (every class icon, Priest among them) attaches and stays in play
    automated("Daralis the Sanctifier")
    automated("Kiting")
    st = start()
    put_real(st, 0, "Daralis the Sanctifier", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Stone Guardian", "allies")
    st, kiting = play_real(st, "Kiting", 0, str(mine))
    st = _settle(st, {"target": [str(foe)], "may": ["yes"]})
    assert st.table.cards[kiting].zone == "hero_row" and st.table.cards[kiting].attached_to == mine
    assert st.table.cards[foe].damage == 3


def test_echo_totem_does_not_offer_aura_of_accuracy_from_the_graveyard():
    # 305.1, 305.2, EN 703: "Ongoing: At the start of your turn, you may remove a non-ongoing ability card in your
    # graveyard from the game. …" — Aura of Accuracy is not one; Frostbolt is
    automated("Echo Totem")
    st = start()
    put_real(st, 0, "Echo Totem", "hero_row")
    bolt = put_real(st, 0, "Frostbolt", "graveyard")
    aura = put_real(st, 0, "Aura of Accuracy", "graveyard")
    offered: list[set[str]] = []

    def pick(pending):
        offered.append({o.id for o in pending.options})
        return [str(bolt)]

    answers = {"wa30_echo_pick": pick, "discard": lambda p: [o.id for o in p.options][: p.min]}
    st = _next_turn(_next_turn(st, answers), answers)
    assert offered and str(bolt) in offered[-1] and str(aura) not in offered[-1]


def test_flickers_from_the_past_may_put_aura_of_accuracy_into_play():
    # 305.2, EN 706: "Put any number of target ongoing ability cards from your graveyard into play if their combined cost
    # is less than or equal to the number of resources you have." — Aura of Accuracy is one; it enters the hero row
    automated("Flickers from the Past")
    st = start()
    aura = put_real(st, 0, "Aura of Accuracy", "graveyard")
    st, _ = play_real(st, "Flickers from the Past", 0, pay=7)
    assert st.pending and str(aura) in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(st, str(aura)))
    assert st.table.cards[aura].zone == "hero_row"


def test_kiting_does_not_wake_hurdan_a_non_ongoing_priest_trigger():
    # 305.2, EN 703: "When you play a non-Ongoing [Priest] ability, if this ally is in your graveyard, you my pay 2. …" —
    # Kiting is an Ongoing ability: Hurdan is not asked
    automated("Hurdan the Everlasting")
    st = start()
    hurdan = put_real(st, 0, "Hurdan the Everlasting", "graveyard")
    mine = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 2)
    st, _ = play_real(st, "Kiting", 0, str(mine))
    st = _settle(st, {"may": lambda p: pytest.fail("Hurdan asked for an Ongoing ability")})
    assert st.table.cards[hurdan].zone == "graveyard"
