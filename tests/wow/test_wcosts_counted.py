"""Counted costs of payment powers (403.1; templates_wcosts_counted, engine.wow.choice_cost): "Discard two
cards", "Remove three ally cards in your graveyard from the game", "Exhaust four of your Totems", "Exhaust
two allies in your party", "Destroy two of your resources" — each played with a real card of the pool."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.engine import WowEngine
from tests.shared_data import needs

from .helpers import apply, hero, labels, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _power(data: dict, nth: int = 0) -> int:
    return [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"][nth]


def _use(st, uid: int, index: int, pay: list[int], *picks: str):
    st = apply(st, "power", 0, uid=uid, power=index, x=0, pay=pay)
    for pick in picks:
        st = apply(st, "choose", st.pending[0].player, picks=[pick])
    return resolve_chain(st)


def test_augustus_removes_three_allies_from_your_graveyard_to_destroy_an_ally():
    # 403.1: "[Exhaust], Remove three ally cards in your graveyard from the game -> Destroy target ally."
    data = automated("Augustus Corpsemonger")
    st = start()
    aug = put_real(st, 0, "Augustus Corpsemonger", "allies")
    victim = put_real(st, 1, "Karrok Scarrend", "allies")
    graves = [put_real(st, 0, "Anika Berlyn", "graveyard") for _ in range(2)]
    spell = put_real(st, 0, "Heroic Strike", "graveyard")
    index = _power(data)
    with pytest.raises(RulesError):  # two ally cards (and an ability) can't pay for three (403.1)
        apply(st, "power", 0, uid=aug, power=index, x=0, pay=[*graves, spell])
    assert not any(lab.startswith("Use Augustus") for lab in labels(st, 0))
    graves.append(put_real(st, 0, "Karrok Scarrend", "graveyard"))
    with pytest.raises(RulesError):  # the same card twice is not three cards
        apply(st, "power", 0, uid=aug, power=index, x=0, pay=[graves[0], graves[0], graves[1]])
    assert sum(lab.startswith("Use Augustus") for lab in labels(st, 0)) == 1  # one action per set of three cards
    st = _use(st, aug, index, graves, str(victim))
    assert all(st.table.cards[g].zone == "removed" for g in graves)
    assert st.table.cards[spell].zone == "graveyard"
    assert st.table.cards[victim].zone == "graveyard" and st.table.cards[aug].tapped


def test_aura_of_desire_discards_two_cards_to_destroy_an_ability():
    # 403.1: "[Exhaust], Discard two cards -> Destroy target ability or equipment." (an Ongoing ability's power)
    data = automated("Aura of Desire")
    st = start()
    aura = put_real(st, 0, "Aura of Desire", "hero_row")
    theirs = put_real(st, 1, "Barkskin", "hero_row")
    hand = [u for u in st.table.zone(0, "hand")]
    index = _power(data, 1)
    assert card_powers(data)[index].cost["choose"] == {"discard": {}, "count": 2}
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=aura, power=index, x=0, pay=hand[:1])
    st = _use(st, aura, index, hand[:2], str(theirs))
    assert [st.table.cards[u].zone for u in hand[:2]] == ["graveyard", "graveyard"]
    assert st.table.cards[hand[2]].zone == "hand"
    assert st.table.cards[theirs].zone == "graveyard"


def test_invulnerable_mail_destroys_two_resources_to_ready_itself():
    # 403.1: "Destroy two of your resources -> Ready Invulnerable Mail"
    data = automated("Invulnerable Mail")
    st = start()
    mail = put_real(st, 0, "Invulnerable Mail", "hero_row", tapped=True)
    res = resources(st, 0, 3)
    index = _power(data)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=mail, power=index, x=0, pay=res[:1])
    st = _use(st, mail, index, res[1:])
    assert not st.table.cards[mail].tapped
    assert st.table.cards[res[0]].zone == "resources"
    assert [st.table.cards[u].zone for u in res[1:]] == ["graveyard", "graveyard"]


def test_tidal_mastery_exhausts_four_totems():
    # 403.1: "Ongoing: Exhaust four of your Totems -> Your hero deals 10 nature damage to target hero or ally."
    data = automated("Tidal Mastery")
    st = start()
    mastery = put_real(st, 0, "Tidal Mastery", "hero_row")
    totems = [put_real(st, 0, n, "hero_row") for n in ("Grounding Totem", "Stoneskin Totem", "Incendiary Totem")]  # one per tag (414.2)
    index = _power(data)
    assert WowEngine()._power_problem(st, 0, mastery, index, 0) is not None  # three Totems can't pay (403.1)
    totems.append(put_real(st, 0, "Tempest Totem", "hero_row"))
    st.table.cards[totems[0]].tapped = True
    assert WowEngine()._power_problem(st, 0, mastery, index, 0) is not None  # an exhausted Totem can't be exhausted (411.1)
    st.table.cards[totems[0]].tapped = False
    st = _use(st, mastery, index, totems, str(hero(st, 1)))
    assert all(st.table.cards[t].tapped for t in totems)
    assert st.table.cards[hero(st, 1)].damage == 10


def test_rest_and_relaxation_exhausts_itself_and_two_allies():
    # 403.1: "Ongoing: 1, [Exhaust], Exhaust two allies in your party -> Draw a card."
    data = automated("Rest and Relaxation")
    st = start()
    rest = put_real(st, 0, "Rest and Relaxation", "hero_row")
    a, b = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    mine = put_real(st, 1, "Karrok Scarrend", "allies")
    resources(st, 0, 1)
    index = _power(data)
    with pytest.raises(RulesError):  # an opposing ally can't pay
        apply(st, "power", 0, uid=rest, power=index, x=0, pay=[a, mine])
    assert sum(lab.startswith("Use Rest and") for lab in labels(st, 0)) == 1  # {a, b}: the one pair of allies
    hand = len(st.table.zone(0, "hand"))
    st = _use(st, rest, index, [a, b])
    assert st.table.cards[a].tapped and st.table.cards[b].tapped and st.table.cards[rest].tapped
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_hailstorm_removes_five_cards_of_any_kind():
    # 403.1: "1, Remove five cards in your graveyard from the game -> Your hero deals 1 frost damage to each
    # opposing hero and ally."
    data = automated("Hailstorm")
    st = start()
    storm = put_real(st, 0, "Hailstorm", "hero_row")
    graves = [put_real(st, 0, n, "graveyard") for n in ("Anika Berlyn", "Heroic Strike", "Barkskin", "Karrok Scarrend")]
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    resources(st, 0, 1)
    index = _power(data)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=storm, power=index, x=0, pay=graves)
    graves.append(put_real(st, 0, "Invulnerable Mail", "graveyard"))
    st = _use(st, storm, index, graves)
    assert all(st.table.cards[g].zone == "removed" for g in graves)
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[foe].damage == 1


def test_zhardoom_exhausts_the_hero_and_removes_three_abilities():
    # 403.1: "1, Exhaust your hero, remove three ability cards in your graveyard from the game -> Your hero deals 3
    # shadow damage to target hero or ally and heals 3 damage from itself."
    data = automated("Zhar'doom, Greatstaff of the Devourer")
    st = start()
    staff = put_real(st, 0, "Zhar'doom, Greatstaff of the Devourer", "hero_row")
    st.table.cards[hero(st, 0)].damage = 5
    graves = [put_real(st, 0, "Heroic Strike", "graveyard") for _ in range(2)]
    ally = put_real(st, 0, "Anika Berlyn", "graveyard")
    resources(st, 0, 1)
    index = _power(data)
    with pytest.raises(RulesError):  # an ally card is not an ability card
        apply(st, "power", 0, uid=staff, power=index, x=0, pay=[*graves, ally])
    graves.append(put_real(st, 0, "Barkskin", "graveyard"))
    st = _use(st, staff, index, graves, str(hero(st, 1)))
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[hero(st, 0)].damage == 2
    assert st.table.cards[hero(st, 1)].damage == 3 and st.table.cards[ally].zone == "graveyard"


def test_gahrunt_gives_ferocity_for_three_ally_cards():
    # 403.1: "Remove three ally cards in your graveyard from the game -> Target ally in your party has Ferocity
    # this turn."
    data = automated("Gahrunt Foulfang")
    st = start()
    gah = put_real(st, 0, "Gahrunt Foulfang", "allies")
    graves = [put_real(st, 0, "Anika Berlyn", "graveyard") for _ in range(3)]
    st = _use(st, gah, _power(data), graves, str(gah))
    assert kw.has(st, gah, "Ferocity") and all(st.table.cards[g].zone == "removed" for g in graves)


def _as_hero(st, name: str) -> int:
    """The real hero ``name`` in place of player 0's fixture hero (test setup)."""
    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    return new


def test_journeys_end_destroys_a_resource_you_control():
    # 206.1c "[Druid] Hero: 1, [Exhaust], Destroy a resource you control -> Druids you control have Assault 2 and
    # Stealth this turn." — the resource is one of yours, named as the cost is paid (403.1)
    data = automated("Journey's End")
    st = start()
    _as_hero(st, "Bordrak Barrelblast")  # a Hunter: the [Hunter] power is the active one
    end = put_real(st, 0, "Journey's End", "hero_row")
    res = resources(st, 0, 2)
    theirs = resources(st, 1, 1)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated" and "Hunter" in pw.text)
    assert card_powers(data)[index].cost["choose"] == {"destroy_resource": {}}
    with pytest.raises(RulesError):  # not a resource of yours
        apply(st, "power", 0, uid=end, power=index, x=0, pay=theirs)
    st = _use(st, end, index, [res[1]])
    assert st.table.cards[res[1]].zone == "graveyard" and st.table.cards[res[0]].tapped
    assert kw.has(st, hero(st, 0), "Long-Range") and kw.has(st, hero(st, 0), "Assault")


def test_famish_destroys_three_horde_allies_to_flip():
    # 403.1, 301.2a: "FRONT: 3, Destroy three Horde allies in your party -> Flip Famish face down. BACK: Horde
    # allies in your party have Ferocity."
    data = automated("Famish the Binder")
    st = start()
    famish = _as_hero(st, "Famish the Binder")
    horde = [put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 0, "Amara Kells", "allies")]
    alliance = put_real(st, 0, "Naasi", "allies")
    resources(st, 0, 3)
    index = _power(data)
    with pytest.raises(RulesError):  # an Alliance ally is not a Horde ally
        apply(st, "power", 0, uid=famish, power=index, x=0, pay=[*horde, alliance])
    horde.append(put_real(st, 0, "Trickster Tesslah", "allies"))
    keep = put_real(st, 0, "Dakturak", "allies")
    st = _use(st, famish, index, horde)
    assert all(st.table.cards[u].zone == "graveyard" for u in horde)
    assert st.table.cards[famish].flags.get("flipped") and kw.has(st, keep, "Ferocity")
    assert not kw.has(st, alliance, "Ferocity")


def test_betrayer_of_humanity_destroys_a_human_or_orc_as_it_is_played():
    # 403.1: "As an additional cost to play this weapon, destroy a Human or Orc you control."
    automated("Betrayer of Humanity")
    st = start()
    blade = put_real(st, 0, "Betrayer of Humanity", "hand")
    gnome = put_real(st, 0, "Taliax the Ironjaw", "allies")
    resources(st, 0, 8)
    with pytest.raises(RulesError):  # a Gnome can't pay it
        apply(st, "play", 0, uid=blade, x=0, extra=[gnome])
    orc = put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Naasi", "allies")
    with pytest.raises(RulesError):  # not yours
        apply(st, "play", 0, uid=blade, x=0, extra=[theirs])
    st = resolve_chain(apply(st, "play", 0, uid=blade, x=0, extra=[orc]))
    assert st.table.cards[orc].zone == "graveyard" and st.table.cards[blade].zone == "hero_row"
    assert st.table.cards[gnome].zone == "allies"


def test_lady_najar_exhausts_two_naga():
    # 403.1: "3, Exhaust two Naga heroes and/or allies you control -> Naz'jar deals 5 frost damage to target hero or
    # ally. A character dealt damage this way can't attack or exhaust this turn."
    data = automated("Lady Naz'jar")
    st = start()
    najar = put_real(st, 0, "Lady Naz'jar", "allies")
    naga = put_real(st, 0, "Naz'jar Myrmidon", "allies")
    other = put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Vanda Skydaughter", "allies")
    resources(st, 0, 3)
    index = _power(data)
    assert card_powers(data)[index].cost["choose"] == {"exhaust": {"types": ["hero", "ally"], "tag": "Naga"}, "count": 2}
    with pytest.raises(RulesError):  # an Orc is not a Naga
        apply(st, "power", 0, uid=najar, power=index, x=0, pay=[naga, other])
    st = _use(st, najar, index, [najar, naga], str(hero(st, 1)))  # Naz'jar herself is a Naga you control
    assert st.table.cards[najar].tapped and st.table.cards[naga].tapped and not st.table.cards[other].tapped
    assert st.table.cards[hero(st, 1)].damage == 5 and st.table.cards[foe].damage == 0


def test_gang_up_exhausts_two_of_your_characters_as_it_is_played():
    # 403.1: "As an additional cost to play, exhaust two heroes and/or allies in your party. Destroy target ally."
    automated("Gang Up")
    st = start()
    gang = put_real(st, 0, "Gang Up", "hand")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Vanda Skydaughter", "allies")
    resources(st, 0, 8)
    st.table.cards[hero(st, 0)].tapped = True
    with pytest.raises(RulesError):  # an exhausted hero can't pay (411.1)
        apply(st, "play", 0, uid=gang, x=0, extra=[hero(st, 0), ally])
    st.table.cards[hero(st, 0)].tapped = False
    with pytest.raises(RulesError):  # two are owed
        apply(st, "play", 0, uid=gang, x=0, extra=[ally])
    st = apply(st, "play", 0, uid=gang, x=0, extra=[hero(st, 0), ally])
    st = resolve_chain(apply(st, "choose", 0, picks=[str(foe)]) if st.pending else st)
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[ally].tapped
    assert st.table.cards[foe].zone == "graveyard"


def test_morzul_removes_a_warlock_ally_from_the_game():
    # 403.1: "(1), Remove a Warlock ally you control from the game >>> Remove target ally from the game."
    data = automated("Mor'zul Bloodbringer")
    st = start()
    morzul = put_real(st, 0, "Mor'zul Bloodbringer", "allies")
    warlock, warrior = put_real(st, 0, "Renzo Soulfang", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Renzo Soulfang", "allies")
    foe = put_real(st, 1, "Vanda Skydaughter", "allies")
    resources(st, 0, 1)
    index = _power(data)
    for bad in ([warrior], [theirs]):  # not a Warlock; not yours
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=morzul, power=index, x=0, pay=bad)
    st = _use(st, morzul, index, [warlock], str(foe))
    assert st.table.cards[warlock].zone == "removed" and st.table.cards[foe].zone == "removed"
    assert st.table.cards[warrior].zone == "allies"
