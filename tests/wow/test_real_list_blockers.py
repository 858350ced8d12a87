"""Real-list cards (issue #18) held back by general blockers, now automated: each played with the
real card (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _settle(st):
    for _ in range(20):
        if not st.chain and not st.triggers:
            break
        st = resolve_chain(st)
    return st


@pytest.mark.parametrize(("entered", "left"), [(False, False), (True, False), (True, True), (False, True)])
def test_challenge_to_the_black_flight_reads_dragonkin_entering_and_leaving_play(entered, left):
    # EN 702.3 reward, 709 "if": "Draw a card if a Dragonkin entered play this turn. Draw a card if a
    # Dragonkin left play this turn." — leaving play (415.9a) includes being destroyed; a non-Dragonkin
    # ally entering and leaving counts for neither draw; the race "Red Dragonkin" is a Dragonkin
    automated("Challenge to the Black Flight")
    st = start()
    st, other = play_real(st, "Anika Berlyn", 0, pay=6)  # not a Dragonkin
    st = _settle(st)
    if entered:
        st, drudge = play_real(st, "Ruby Flameblade", 0)
        st = _settle(st)
        assert st.table.cards[drudge].zone == "allies"
    target = put_real(st, 1, "Ruby Protector", "allies") if left else other
    resources(st, 0, 4)
    vanish = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
    st = _settle(choose(apply(st, "play", 0, uid=vanish, x=0), str(target)))
    assert st.table.cards[target].zone == "graveyard"
    resources(st, 0, 2)
    quest = put_real(st, 0, "Challenge to the Black Flight", "resources", face_down=False)
    before = len(st.table.zone(0, "hand"))
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert len(st.table.zone(0, "hand")) == before + entered + left


def _destroy(st, target):
    resources(st, 0, 4)
    vanish = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
    return resolve_chain(choose(apply(st, "play", 0, uid=vanish, x=0), str(target)))


@pytest.mark.parametrize("which", ["itself", "black", "twilight", "red", "opposing"])
def test_obsidian_drudge_this_or_another_black_or_twilight_dragonkin_destroyed(which):
    # EN 703: "When this or another Black or Twilight Dragonkin ally you control is destroyed, you may
    # destroy target equipment." — this card's own destruction (415.9c) or another ally you control with
    # either tag (202.1a); a Red Dragonkin or an opposing Black Dragonkin sets off nothing
    automated("Obsidian Drudge")
    st = start()
    drudge = put_real(st, 1, "Obsidian Drudge", "allies")
    side, name = {"itself": (1, ""), "black": (1, "Obsidian Drakonid"), "twilight": (1, "Twilight Shadowdrake"),
                  "red": (1, "Ruby Protector"), "opposing": (0, "Obsidian Drakonid")}[which]
    other = put_real(st, side, name, "allies") if name else drudge
    assert which == "itself" or other != drudge
    axe = put(st, 0, "Worn Longsword", "hero_row")
    st = _destroy(st, other)
    fires = which in ("itself", "black", "twilight")
    assert bool(st.pending) == fires
    if fires:
        if which == "black":  # the Drakonid's own trigger too, in the order its controller picks (708.2)
            assert st.pending[0].kind == "trigger_order"
            st = choose(st, "0")
        seen = []
        while st.pending:
            seen.append(st.pending[0])
            st = resolve_chain(choose(st, str(axe)) if str(axe) in {o.id for o in st.pending[0].options} else choose(st))
        assert any(str(axe) in {o.id for o in p.options} and p.min == 0 for p in seen)  # "you may": none is legal
        assert st.table.cards[axe].zone == "graveyard"
    else:
        assert st.table.cards[axe].zone == "hero_row"


@pytest.mark.parametrize("destroy", [True, False])
def test_obsidian_drakonid_may_destroy_target_ability_when_destroyed(destroy):
    # EN 703 "When this … is destroyed, you may destroy target ability." — "may": declining keeps it
    automated("Obsidian Drakonid")
    st = start()
    drakonid = put_real(st, 1, "Obsidian Drakonid", "allies")
    totem = put(st, 0, "Soothing Totem", "allies")
    st = _destroy(st, drakonid)
    assert {o.id for o in st.pending[0].options} == {str(totem)}
    st = resolve_chain(choose(st, str(totem)) if destroy else choose(st))
    assert st.table.cards[totem].zone == ("graveyard" if destroy else "allies")


def test_obsidian_skyterror_destroys_only_a_dragonkin_ally():
    # EN 703, 706: "When this or another Black or Twilight Dragonkin ally you control is destroyed, you
    # may destroy target Dragonkin ally." — the target is a Dragonkin (the Red Dragonkin race, 202.1a), not another ally
    automated("Obsidian Skyterror")
    st = start()
    sky = put_real(st, 1, "Obsidian Skyterror", "allies")
    ruby = put_real(st, 0, "Ruby Protector", "allies")
    human = put_real(st, 0, "Anika Berlyn", "allies")
    st = _destroy(st, sky)
    assert {o.id for o in st.pending[0].options} == {str(ruby)}
    st = resolve_chain(choose(st, str(ruby)))
    assert st.table.cards[ruby].zone == "graveyard" and st.table.cards[human].zone == "allies"


def test_swift_discipline_draws_and_the_opponent_gets_the_boar_token():
    # EN 702.3 reward, 709.1, 404.2: "Draw a card, and target opponent puts a Boar ally token with 1 ATK
    # and 1 health into play." — you draw; the token enters play under the opponent's control, not yours
    from engine.wow import keywords as kw

    automated("Swift Discipline")
    st = start()
    resources(st, 0, 1)
    quest = put_real(st, 0, "Swift Discipline", "resources", face_down=False)
    before, mine, theirs = len(st.table.zone(0, "hand")), len(st.table.zone(0, "allies")), list(st.table.zone(1, "allies"))
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert len(st.table.zone(0, "hand")) == before + 1
    assert len(st.table.zone(0, "allies")) == mine
    (boar,) = [u for u in st.table.zone(1, "allies") if u not in theirs]
    assert st.table.cards[boar].flags.get("token") and st.table.cards[boar].controller == 1
    assert kw.name(st, boar) == "Boar" and kw.atk(st, boar) == 1 and kw.health(st, boar) == 1
