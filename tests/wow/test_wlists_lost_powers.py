"""'Loses and can't have powers' (103.2; engine.wow.lost_powers), played with the real cards of the
gathered deck lists (issue #18): Spell Suppression, Metalmorph, Rituals of Power."""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.wow import keywords as kw
from engine.wow.cards.keys import CANT_ATTACK
from engine.wow.leaving_play import destroy
from engine.wow.restrictions import can_exhaust
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, labels, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _settle(st):
    for _ in range(20):
        if not st.chain and not st.triggers:
            break
        st = resolve_chain(st)
    return st


def test_spell_suppression_targets_abilities_allies_equipment_and_resources_not_heroes():
    # 400.1 "Attach to target ability, ally, equipment, or resource." (EN 706): an Ongoing ability, an ally,
    # an equipment, a card of a resource row (face down too, 412); never a hero
    automated("Spell Suppression")
    st = start()
    ally = put_real(st, 1, "Piztog", "allies")
    shout = put_real(st, 1, "Battle Shout", "hero_row")
    blade = put_real(st, 1, "Hypnotic Blade", "hero_row")
    res = put(st, 1, "Mist Owl", "resources")
    mine = put_real(st, 0, "Piztog", "allies")
    st, _ = play_real(st, "Spell Suppression", 0)
    opts = {o.id for o in st.pending[0].options}
    assert {str(ally), str(shout), str(blade), str(res), str(mine)} <= opts
    assert str(st.heroes[0]) not in opts and str(st.heroes[1]) not in opts


def test_spell_suppression_blanks_an_ally_until_it_leaves():
    # EN 714 "Ongoing: Attached card loses and can't have powers." (103.2): Piztog loses Elusive and its
    # "Other allies in your party have +1 health."; a keyword granted to it is lost too ("can't have"), a
    # restriction on it stays; destroying Spell Suppression gives everything back
    automated("Spell Suppression")
    st = start()
    piztog = put_real(st, 1, "Piztog", "allies")
    buddy = put(st, 1, "Iron Sentinel", "allies")
    hp = kw.health(st, buddy)
    st.modifiers.append(Modifier(piztog, "keyword", 1, keyword="Ferocity", duration="this_turn", player=1, turn=st.turn))
    st.modifiers.append(Modifier(piztog, "keyword", 1, keyword=CANT_ATTACK, duration="this_turn", player=1, turn=st.turn))
    assert kw.has(st, piztog, "Elusive") and kw.has(st, piztog, "Ferocity")
    st, card = play_real(st, "Spell Suppression", 0)
    st = resolve_chain(choose(st, str(piztog)))
    assert st.table.cards[card].attached_to == piztog
    assert not kw.has(st, piztog, "Elusive") and not kw.has(st, piztog, "Ferocity")
    assert kw.has(st, piztog, CANT_ATTACK)  # not a power: stays
    assert kw.health(st, buddy) == hp - 1
    assert kw.name(st, piztog) == "Piztog" and kw.health(st, piztog) > 0  # name and stats are no powers
    destroy(st, card, R("415.9c"))
    assert kw.has(st, piztog, "Elusive") and kw.health(st, buddy) == hp


def test_spell_suppression_on_an_ongoing_ability_and_on_another_spell_suppression():
    # 103.2 on an Ongoing ability: Battle Shout's "Allies in your party have +1 ATK." stops; 400.1 a second
    # Spell Suppression on the first one: the first loses its power and Battle Shout works again
    automated("Spell Suppression")
    st = start()
    shout = put_real(st, 1, "Battle Shout", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    boosted = kw.atk(st, ally)
    st, first = play_real(st, "Spell Suppression", 0)
    st = resolve_chain(choose(st, str(shout)))
    assert kw.atk(st, ally) == boosted - 1
    st, second = play_real(st, "Spell Suppression", 0)
    st = resolve_chain(choose(st, str(first)))
    assert st.table.cards[second].attached_to == first and st.table.cards[first].attached_to == shout
    assert kw.atk(st, ally) == boosted


def test_spell_suppression_stops_an_activated_power():
    # 103.2: a weapon that lost its powers has no "[Exhaust] ->" power to use
    automated("Spell Suppression")
    st = start()
    blade = put_real(st, 0, "Hypnotic Blade", "hero_row")
    resources(st, 0, 3)
    assert any("Hypnotic Blade" in x and x.startswith("Use") for x in labels(st, 0))
    st, _ = play_real(st, "Spell Suppression", 0)
    st = resolve_chain(choose(st, str(blade)))
    assert not any("Hypnotic Blade" in x and x.startswith("Use") for x in labels(st, 0))


def test_metalmorph_blanks_the_equipment_and_it_cannot_be_exhausted():
    # EN 714 "Ongoing: Attached equipment loses and can't have powers and can't be exhausted." (103.2): no
    # activated power, and no exhausting it (so no strike with it, EN 601)
    automated("Metalmorph")
    st = start()
    blade = put_real(st, 1, "Hypnotic Blade", "hero_row")
    other = put_real(st, 0, "The Hammer of Grace", "hero_row")  # another player's: one weapon each (414)
    assert can_exhaust(st, blade)
    st, card = play_real(st, "Metalmorph", 0)
    st = resolve_chain(choose(st, str(blade)))
    assert st.table.cards[card].attached_to == blade
    assert not can_exhaust(st, blade) and can_exhaust(st, other)
    assert kw.data(st, blade)["text"] == "" and kw.data(st, other)["text"]


@pytest.mark.parametrize("target", ["ally", "hero"])
def test_rituals_of_power_reward_blanks_an_opposing_card_this_turn(target):
    # EN 702 "Reward: Target opposing card loses and can't have powers this turn." (103.2): only an opposing
    # card; until the end of the turn (then Elusive is back)
    automated("Rituals of Power")
    st = start()
    piztog = put_real(st, 1, "Piztog", "allies")
    mine = put_real(st, 0, "Piztog", "allies")
    resources(st, 0, 2)
    quest = put_real(st, 0, "Rituals of Power", "resources", face_down=False)
    st = apply(st, "quest", 0, uid=quest)
    opts = {o.id for o in st.pending[0].options}
    assert str(piztog) in opts and str(st.heroes[1]) in opts and str(mine) not in opts
    pick = piztog if target == "ally" else st.heroes[1]
    st = _settle(choose(st, str(pick)))
    assert kw.data(st, pick)["text"] == ""
    assert kw.has(st, piztog, "Elusive") is (target != "ally") and kw.has(st, mine, "Elusive")
    st = _advance(st, st.turn + 1)
    assert kw.has(st, piztog, "Elusive") and kw.data(st, pick)["text"]
