"""Cards of the gathered deck lists (issue #18) scripted with existing ops in ``real_lists.toml`` this
session, each played with the real card: Gispax the Mixologist, Al'Akir the Windlord, Malfurion Stormrage."""

from __future__ import annotations

import pytest

from engine.core.effects import Effect, Target
from engine.wow import keywords as kw
from engine.wow.powers import powers
from engine.wow.procedure import make_tokens
from engine.wow.targets import legal_targets
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


@pytest.mark.parametrize("nature_in_deck", [True, False])
def test_gispax_exhausts_and_discards_to_search_a_nature_card(nature_in_deck):
    # EN 701 "[Exhaust], Discard a card -> Search your deck for a [Nature] card, reveal it, and put it into
    # your hand." (413.3: the search may fail; 205.1b: a [Nature] card has that damage type); Time is Money: usable the turn it enters play (EN glossary)
    automated("Gispax the Mixologist")
    st = start()
    gispax = put_real(st, 0, "Gispax the Mixologist", "allies")
    st.table.cards[gispax].entered_turn = st.turn  # just entered: Time is Money lets it use [Exhaust]
    for u in list(st.table.zone(0, "deck")):  # only the cards below in the deck
        st.table.move(u, "removed")
    fodder = put_real(st, 0, "Frostbolt", "hand")
    nature = put_real(st, 0, "Tatulla the Reclaimer", "deck" if nature_in_deck else "graveyard")  # a [Nature] card (205.1b)
    frost = put_real(st, 0, "Frostbolt", "deck")
    st = apply(st, "power", 0, uid=gispax, power=0, x=0, pay=[fodder])
    assert st.table.cards[fodder].zone == "graveyard" and st.table.cards[gispax].tapped
    st = resolve_chain(st)
    search = st.pending[0]
    assert search.kind == "search" and str(frost) not in {o.id for o in search.options}
    assert (str(nature) in {o.id for o in search.options}) is nature_in_deck
    st = resolve_chain(choose(st, *([str(nature)] if nature_in_deck else [])))
    assert st.table.cards[nature].zone == ("hand" if nature_in_deck else "graveyard")
    assert st.table.cards[frost].zone == "deck"


def test_al_akir_gives_untargetable_to_your_air_elementals_and_its_tokens():
    # EN 714 "Air Elementals you control have Untargetable." — its own tokens ("Air Elemental ally token",
    # 404.2) and an Air Elemental ally card (Bound Vortex, Untargetable anyway); not an opponent's, not your other allies; opponents can't
    # target them (EN glossary Untargetable), you still can
    automated("Al'Akir the Windlord")
    st = start()
    put_real(st, 0, "Al'Akir the Windlord", "allies")
    vortex = put_real(st, 0, "Bound Vortex", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    make_tokens(st, 1, {"name": "Air Elemental", "atk": 2, "damage_type": "nature", "health": 1, "keywords": []}, 1)
    theirs = st.table.zone(1, "allies")[-1]
    st = _advance(st, 3)
    token = next(u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token"))
    assert kw.has(st, token, "Untargetable") and kw.has(st, vortex, "Untargetable")
    assert not kw.has(st, other, "Untargetable") and not kw.has(st, theirs, "Untargetable")
    hit = Effect("damage", 1, Target("chosen", {"types": ["ally"]}))
    assert token not in legal_targets(st, 1, hit, st.heroes[1]) and token in legal_targets(st, 0, hit, st.heroes[0])


@pytest.mark.parametrize("case", ["take", "decline", "too_costly"])
def test_malfurion_may_return_an_ally_costing_at_most_your_resources(case):
    # EN 703 "At the start of your turn, you may put target ally with cost less than or equal to the number of
    # resources you control from your graveyard into play." — only your graveyard; the cost read against
    # your resources as it is targeted (EN 706)
    automated("Malfurion Stormrage")
    st = start()
    put_real(st, 0, "Malfurion Stormrage", "allies")
    cheap = put_real(st, 0, "Bound Vortex", "graveyard")  # cost 3
    theirs = put_real(st, 1, "Bound Vortex", "graveyard")
    for _ in range(2 if case == "too_costly" else 3):
        put(st, 0, "Mist Owl", "resources")
    st = _advance(st, 2)
    seen = {}

    def pick(pend):
        seen["options"] = {o.id for o in pend.options}
        return [str(cheap)] if case == "take" else []

    st = _advance(st, 3, answers={"target": pick})
    if case == "too_costly":
        assert "options" not in seen  # no legal target: the trigger is not added (707.1d)
    else:
        assert seen["options"] == {str(cheap)} and str(theirs) not in seen["options"]
    assert st.table.cards[cheap].zone == ("allies" if case == "take" else "graveyard")
    assert st.table.cards[theirs].zone == "graveyard"


@pytest.mark.parametrize("goblin", [False, True])
def test_exxi_has_time_is_money_and_readies_another_ally_only_with_another_goblin(goblin):
    # EN 714 "While you control another Goblin, this ally has Time is Money and [Exhaust] -> Ready another
    # target ally." — without another Goblin neither exists (the power can't be used, 103.2); with one, Exxi may
    # use it the turn it enters play (Time is Money) to ready another ally (not itself, EN 706)
    from engine.core import RulesError

    automated("Exxi the Windshaper")
    st = start()
    exxi = put_real(st, 0, "Exxi the Windshaper", "allies")
    st.table.cards[exxi].entered_turn = st.turn
    tired = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[tired].tapped = True
    if goblin:
        put_real(st, 0, "Krixel Pinchwhistle", "allies")
    put_real(st, 1, "Zakis Trickstab", "allies")  # an opponent's Goblin doesn't count
    assert kw.has(st, exxi, "Time is Money") is goblin
    power = next(i for i, pw in enumerate(powers(st, exxi)) if pw.kind == "activated")
    if not goblin:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=exxi, power=power, x=0)
        return
    st = apply(st, "power", 0, uid=exxi, power=power, x=0)
    assert str(exxi) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(tired)))
    assert st.table.cards[exxi].tapped and not st.table.cards[tired].tapped


# Illidan Stormrage's stays-manual test retired: the lead's product decision (the host's pool is the collection)
# automates it; played in tests/wow/test_wreal2_real.py.
