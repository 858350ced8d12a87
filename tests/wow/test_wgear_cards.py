"""Helper wgear (issue #18): payment powers (EN 701) of equipment, locations and ongoing abilities read by
``engine.wow.cards.templates_wgear`` (ops: ``engine.wow.wgear``), each played with a real card of the pool
and asserted on every clause of its printed text."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.damage import heal
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wscale_amounts import as_hero

pytestmark = needs(WOW_CARDS)


def power_of(data: dict, nth: int = 0) -> int:
    """The position of the card's ``nth`` activated power."""
    return [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"][nth]


def use(st, uid: int, data: dict, *picks: str, nth: int = 0, pay: int = 5):
    """Pay for and use the card's ``nth`` activated power, answer the target choices, resolve the chain."""
    resources(st, 0, pay)
    st = apply(st, "power", 0, uid=uid, power=power_of(data, nth), x=0)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st)


def dealt(st) -> list[dict]:
    """This turn's damage packets (the turn log: source, target, damage type)."""
    return [e for e in st.turn_log if e.get("turn") == st.turn and e.get("ev") == "damage"]


def options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


# --- "for each counter removed this way" (403.4: the counters the cost removed) ----------------------------


@pytest.mark.parametrize("n", [3, 0])
def test_cloak_of_darkness_deals_shadow_damage_per_def_counter_removed(n):
    # EN 701, 404.1: "[Exhaust] -> Put a +1 DEF counter on Cloak of Darkness." and "[Exhaust], Remove all +1 DEF
    # counters -> Your hero deals 1 shadow damage to target hero or ally for each counter removed this way." (403.4:
    # "all" may be none, then no damage)
    data = automated("Cloak of Darkness")
    st = start()
    cloak = put_real(st, 0, "Cloak of Darkness", "hero_row")
    st = use(st, cloak, data, nth=0)
    assert st.table.cards[cloak].counters.get("+1 DEF") == 1 and st.table.cards[cloak].tapped
    st.table.cards[cloak].tapped = False
    st.table.cards[cloak].counters["+1 DEF"] = n
    them = hero(st, 1)
    resources(st, 0, 5)
    st = choose(apply(st, "power", 0, uid=cloak, power=power_of(data, 1), x=0), str(them))
    st = resolve_chain(st)
    assert st.table.cards[them].damage == n and not st.table.cards[cloak].counters.get("+1 DEF")
    assert st.table.cards[cloak].tapped
    assert [(e["src"], e["dtype"]) for e in dealt(st)] == ([(hero(st, 0), "shadow")] if n else [])  # 408.2a: no packet of 0


def test_stormtip_deals_frost_damage_per_surge_counter_removed():
    # EN 701: "2, Exhaust your hero, remove all surge counters -> Your hero deals 1 frost damage to target hero or
    # ally for each counter removed this way." (403.1: 2 resources and the hero exhausted too)
    data = automated("Stormtip")
    st = start()
    tip = put_real(st, 0, "Stormtip", "hero_row")
    st.table.cards[tip].counters["surge"] = 2
    them = hero(st, 1)
    ready = resources(st, 0, 2)
    st = apply(st, "power", 0, uid=tip, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(them)))
    assert st.table.cards[them].damage == 2 and not st.table.cards[tip].counters.get("surge")
    assert st.table.cards[hero(st, 0)].tapped and all(st.table.cards[u].tapped for u in ready)


def test_form_of_the_serpent_deals_nature_damage_to_an_ally_per_poison_counter():
    # EN 701, 305.2c: "Remove all poison counters -> Your hero deals 1 nature damage to target ally for each counter
    # removed this way." — only an ally may be targeted (EN 706)
    data = automated("Form of the Serpent")
    st = start()
    form = put_real(st, 0, "Form of the Serpent", "hero_row")
    st.table.cards[form].counters["poison"] = 3
    foe = put_real(st, 1, "Deathsmasher Mogdar", "allies")
    st = apply(st, "power", 0, uid=form, power=power_of(data), x=0)
    assert str(foe) in options(st) and str(hero(st, 1)) not in options(st)
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].damage == 3 and not st.table.cards[form].counters.get("poison")


def test_haunt_heals_your_hero_per_spirit_counter_and_is_destroyed():
    # EN 701: "Remove all spirit counters, destroy this ability -> Your hero heals damage from itself equal to the
    # number of counters removed this way." (403.1: the ability is destroyed as part of the cost; 407.1)
    data = automated("Haunt")
    st = start()
    haunt = put_real(st, 0, "Haunt", "hero_row")
    st.table.cards[haunt].attached_to = hero(st, 1)
    st.table.cards[haunt].counters["spirit"] = 3
    me = hero(st, 0)
    st.table.cards[me].damage = 5
    st = resolve_chain(apply(st, "power", 0, uid=haunt, power=power_of(data), x=0))
    assert st.table.cards[me].damage == 2 and st.table.cards[haunt].zone == "graveyard"


# --- heroes dealing damage to / healing themselves (408.1, 408.2c) --------------------------------------------


@pytest.mark.parametrize("captures", [4, 3])
def test_towers_of_eastern_plaguelands_opposing_hero_deals_nature_damage_to_itself(captures):
    # EN 701: "[Exhaust], Remove four capture counters -> Each opposing hero deals 4 nature damage to itself."
    # (403.1: a cost that can't be paid in full can't be paid)
    data = automated("Towers of Eastern Plaguelands")
    st = start()
    towers = put_real(st, 0, "Towers of Eastern Plaguelands", "resources")
    st.table.cards[towers].counters["capture"] = captures
    if captures < 4:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=towers, power=power_of(data), x=0)
        return
    st = resolve_chain(apply(st, "power", 0, uid=towers, power=power_of(data), x=0))
    assert st.table.cards[hero(st, 1)].damage == 4 and st.table.cards[hero(st, 0)].damage == 0
    assert not st.table.cards[towers].counters.get("capture") and st.table.cards[towers].tapped
    assert [(e["src"], e["to"], e["dtype"]) for e in dealt(st)] == [(hero(st, 1), hero(st, 1), "nature")]  # its own packet (408.1)


def test_gingerbread_cookie_each_hero_heals_seven_from_itself():
    # EN 701: "Destroy Gingerbread Cookie -> Each hero heals 7 damage from itself." (403.1 the cost; 407.1)
    data = automated("Gingerbread Cookie")
    st = start()
    cookie = put_real(st, 0, "Gingerbread Cookie", "hero_row")
    st.table.cards[hero(st, 0)].damage = 10
    st.table.cards[hero(st, 1)].damage = 3
    st = use(st, cookie, data, pay=0)
    assert st.table.cards[hero(st, 0)].damage == 3 and st.table.cards[hero(st, 1)].damage == 0
    assert st.table.cards[cookie].zone == "graveyard"


# --- named cards, restrictions, keywords ------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "victim", "kind", "spared"), [
    ("The Immovable Object", "The Unstoppable Force", "weapon", "Gorehowl"),
    ("The Unstoppable Force", "The Immovable Object", "armor", "Cloak of Darkness"),
])
def test_destroy_all_cards_of_a_kind_named(name, victim, kind, spared):
    # EN 701, 200.2: "Destroy The Immovable Object -> Destroy all weapons named The Unstoppable Force." (and the
    # other way round): each such card of either player, no other card
    data = automated(name)
    st = start()
    mine = put_real(st, 0, name, "hero_row")
    theirs, other = put_real(st, 1, victim, "hero_row"), put_real(st, 0, spared, "hero_row")
    assert victim == kw.name(st, theirs) and kind in kw.kinds(st, theirs) and kind in kw.kinds(st, other)
    st = use(st, mine, data, pay=0)
    assert st.table.cards[mine].zone == "graveyard"
    assert st.table.cards[theirs].zone == "graveyard" and st.table.cards[other].zone == "hero_row"


def test_brutality_blade_opposing_heroes_and_allies_cant_be_healed_this_turn():
    # EN 701, 103.2: "Destroy Brutality Blade -> Opposing heroes and allies can't be healed this turn."
    data = automated("Brutality Blade")
    st = start()
    blade = put_real(st, 0, "Brutality Blade", "hero_row")
    foe, friend = put_real(st, 1, "Draga'zal", "allies"), put_real(st, 0, "Draga'zal", "allies")
    for u in (foe, friend, hero(st, 0), hero(st, 1)):
        st.table.cards[u].damage = 1
    st = use(st, blade, data, pay=0)
    assert st.table.cards[blade].zone == "graveyard"
    for u in (foe, hero(st, 1), friend, hero(st, 0)):
        heal(st, u, 1)
    assert st.table.cards[foe].damage == 1 and st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[friend].damage == 0 and st.table.cards[hero(st, 0)].damage == 0


def test_iceshear_mantle_gives_a_frost_card_assault_two_this_turn():
    # EN 701, 202.1a: "[Exhaust] -> Target [Frost] card has Assault 2 this turn." — a card without [Frost] can't be
    # targeted
    data = automated("Iceshear Mantle")
    st = start()
    mantle = put_real(st, 0, "Iceshear Mantle", "hero_row")
    frost = put_real(st, 0, "Draga'zal", "allies")
    other = put_real(st, 0, "Anika Berlyn", "allies")
    st = apply(st, "power", 0, uid=mantle, power=power_of(data), x=0)
    assert str(frost) in options(st) and str(other) not in options(st)
    st = resolve_chain(choose(st, str(frost)))
    assert kw.keywords(st, frost).get("Assault") == 2 and "Assault" not in kw.keywords(st, other)
    assert st.table.cards[mantle].tapped


# --- Nordrassil: counters on a location, an additional resource (412.1c) ---------------------------------------


@pytest.mark.parametrize("answer", ["down", "no"])
def test_nordrassil_life_counters_and_an_additional_resource(answer):
    # EN 701, 306.1: "[Exhaust] -> Add a life counter to this location." and "On your turn: [Exhaust], Remove three
    # life counters from this location -> Reveal the top card of your deck. You may place it exhausted as an
    # additional resource this turn." (412.1c; EN 709.3: or leave it on top)
    data = automated("Nordrassil, the World Tree")
    st = start()
    tree = put_real(st, 0, "Nordrassil, the World Tree", "resources")
    st = use(st, tree, data, nth=0, pay=0)
    assert st.table.cards[tree].counters.get("life") == 1 and st.table.cards[tree].tapped
    st.table.cards[tree].tapped = False
    st.table.cards[tree].counters["life"] = 3
    top = st.table.zone(0, "deck")[0]
    before = len(st.table.zone(0, "resources"))
    st = apply(st, "power", 0, uid=tree, power=power_of(data, 2), x=0)
    st = resolve_chain(st) if not st.pending else st
    assert st.pending and "no" in options(st)
    st = resolve_chain(choose(st, answer))
    assert not st.table.cards[tree].counters.get("life")
    if answer == "no":
        assert st.table.zone(0, "deck")[0] == top and len(st.table.zone(0, "resources")) == before
    else:
        assert st.table.cards[top].zone == "resources" and st.table.cards[top].tapped
        assert len(st.table.zone(0, "resources")) == before + 1


# --- token copies, weapon ATK, leaving a defence -----------------------------------------------------------------


def _spider(st):
    """Player 0's 1/1 Spider ally token, made by Gloves of Token Respect's first power (404.2)."""
    maker = put_real(st, 0, "Gloves of Token Respect", "hero_row")
    st = use(st, maker, automated("Gloves of Token Respect"), nth=0, pay=2)
    return st, next(u for u in st.table.zone(0, "allies") if "token" in kw.words(st, u))


def _token_copy(st, player: int) -> int:
    """A token copy (402.3) of a real ally, under ``player``: a token ally too."""
    from engine.wow.copies import token_copy

    ev = token_copy(st, player, put_real(st, player, "Draga'zal", "removed"))
    return ev[0].data["uid"]


def test_gloves_of_token_respect_copies_target_ally_token():
    # EN 701, 402.3: "[Exhaust], Destroy this armor -> Put a copy of target ally token into play." — a non-token ally
    # can't be targeted; the copy is a token too
    data = automated("Gloves of Token Respect")
    st = start()
    gloves = put_real(st, 0, "Gloves of Token Respect", "hero_row")
    st = use(st, gloves, data, nth=0, pay=2)  # "On your turn: 2 -> Put a 1 [Nature] / 1 [Health] Spider ally token into play."
    spider = next(u for u in st.table.zone(0, "allies") if "token" in kw.words(st, u))
    assert not st.table.cards[gloves].tapped
    real_ally = put_real(st, 0, "Draga'zal", "allies")
    before = set(st.table.zone(0, "allies"))
    st = apply(st, "power", 0, uid=gloves, power=power_of(data, 1), x=0)
    assert str(spider) in options(st) and str(real_ally) not in options(st)
    st = resolve_chain(choose(st, str(spider)))
    new = set(st.table.zone(0, "allies")) - before
    assert len(new) == 1 and kw.name(st, new.pop()) == kw.name(st, spider)
    assert st.table.cards[gloves].zone == "graveyard"


def test_overwhelm_copies_a_token_ally_you_control():
    # EN 701, 305.2c, 402.3: "Ongoing: On your turn: [2], [Exhaust] -> Put a token copy of target token ally you
    # control into play." — an opposing token can't be targeted
    data = automated("Overwhelm")
    st = start()
    over = put_real(st, 0, "Overwhelm", "hero_row")
    st, mine = _spider(st)
    theirs = _token_copy(st, 1)
    assert "token" in kw.words(st, theirs)
    before = len(st.table.zone(0, "allies"))
    ready = resources(st, 0, 2)
    st = apply(st, "power", 0, uid=over, power=power_of(data, 0), x=0)
    assert str(mine) in options(st) and str(theirs) not in options(st)
    st = resolve_chain(choose(st, str(mine)))
    assert len(st.table.zone(0, "allies")) == before + 1 and st.table.cards[over].tapped
    assert all(st.table.cards[u].tapped for u in ready)


def test_bloodstained_ravager_gauntlets_double_a_weapons_atk():
    # EN 701, 714.1: "[Exhaust] -> Double target weapon's ATK this turn." — gone at the end of the turn
    data = automated("Bloodstained Ravager Gauntlets")
    st = start()
    gloves = put_real(st, 0, "Bloodstained Ravager Gauntlets", "hero_row")
    axe = put_real(st, 1, "Gorehowl", "hero_row")
    atk = kw.atk(st, axe)
    st = use(st, gloves, data, str(axe), pay=0)
    assert kw.atk(st, axe) == 2 * atk and atk > 0
    from engine.core import effects

    st.modifiers = effects.expire(st.modifiers, "turn_end", st.turn, 0)
    assert kw.atk(st, axe) == atk


def test_transfigure_sets_a_weapons_atk_to_its_strike_cost():
    # EN 701, 303.2, 714.1: "Ongoing: [Exhaust] -> Target weapon's ATK becomes equal to its strike cost this turn."
    data = automated("Transfigure")
    st = start()
    spell = put_real(st, 0, "Transfigure", "hero_row")
    axe = put_real(st, 1, "Gorehowl", "hero_row")
    strike = kw.data(st, axe)["strike_cost"]
    assert kw.atk(st, axe) != strike
    st = use(st, spell, data, str(axe), pay=0)
    assert kw.atk(st, axe) == strike and st.table.cards[spell].tapped


def _ally_attacks_your_hero(st, attacker_name: str = "Draga'zal"):
    from .test_templates_more import _advance

    st = _to_turn(st, 2)
    resources(st, 0, 1)  # player 0 can answer the attack (else his priority passes by itself)
    attacker = put_real(st, 1, attacker_name, "allies")
    st = apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0))
    st = _advance(st, lambda s: s.priority == 0 and not s.pending and s.combat is not None)
    assert st.combat is not None and st.combat.defender == hero(st, 0)
    return st, attacker


def _to_turn(st, turn: int):
    for _ in range(80):
        if st.turn == turn and st.step == "main" and not st.chain and not st.pending:
            return st
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min]]) if pend else apply(st, "pass", st.priority)
    return st


@pytest.mark.parametrize("name", ["Celerity", "Black Amnesty"])
def test_leave_combat_when_defending_against_an_ally(name):
    # EN 701, EN 603: "[Exhaust] -> If your hero is defending against an ally, remove your hero from combat." — no
    # combat damage is dealt then (EN 709: the condition is checked as it resolves)
    from .test_combat import finish_combat

    data = automated(name)
    st = start()
    card = put_real(st, 0, name, "hero_row")
    st, attacker = _ally_attacks_your_hero(st)
    st = resolve_chain(apply(st, "power", 0, uid=card, power=power_of(data), x=0))
    st = finish_combat(st)
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[attacker].damage == 0
    assert st.table.cards[card].tapped


@pytest.mark.parametrize("name", ["Celerity", "Black Amnesty"])
def test_leave_combat_does_nothing_outside_such_a_defence(name):
    # EN 709: the condition doesn't hold (no combat): the power resolves with no effect, the cost is still paid (403.1)
    data = automated(name)
    st = start()
    card = put_real(st, 0, name, "hero_row")
    st = use(st, card, data)
    assert st.table.cards[card].tapped and st.combat is None
    assert st.table.cards[hero(st, 0)].damage == 0


# --- costs in play: the lowest / highest, X or less (201.3) -----------------------------------------------------


def _board(st) -> dict[str, int]:
    """Abilities and equipment of both players (printed costs: Cloak 2, Overwhelm 2, Iceshear 2, Gingerbread 3,
    Celerity 3, Transfigure 4, Gorehowl 10) and an ally (never counted)."""
    out = {n: put_real(st, 0, n, "hero_row") for n in ("Cloak of Darkness", "Overwhelm", "Transfigure", "Gingerbread Cookie")}
    out |= {n: put_real(st, 1, n, "hero_row") for n in ("Iceshear Mantle", "Gorehowl", "Celerity")}
    out["ally"] = put_real(st, 1, "Draga'zal", "allies")
    return out


@pytest.mark.parametrize(("name", "doomed"), [
    ("Talisman of the Alliance", {"Cloak of Darkness", "Overwhelm", "Iceshear Mantle"}),
    ("Talisman of the Horde", {"Gorehowl"}),
])
def test_talismans_destroy_the_lowest_or_highest_cost_abilities_and_equipment(name, doomed):
    # EN 701, 201.3: "[Exhaust], Destroy Talisman of the Alliance -> Destroy all abilities and equipment that have or
    # share the lowest cost among abilities and equipment in play." (the Horde's: the highest; allies don't count)
    data = automated(name)
    st = start()
    talisman = put_real(st, 0, name, "hero_row")
    board = _board(st)
    st = use(st, talisman, data, pay=0)
    assert st.table.cards[talisman].zone == "graveyard"
    assert {n for n, u in board.items() if st.table.cards[u].zone == "graveyard"} == doomed


def test_band_of_the_inevitable_destroys_equipment_with_cost_x_or_less():
    # EN 701, 201.3: "X, Destroy Band of the Inevitable -> Destroy each equipment with cost X or less. Use only on your
    # turn." — abilities of that cost stay
    data = automated("Band of the Inevitable")
    assert card_powers(data)[power_of(data)].cost["own_turn"] and card_powers(data)[power_of(data)].cost["x"]
    st = start()
    band = put_real(st, 0, "Band of the Inevitable", "hero_row")
    board = _board(st)
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=band, power=power_of(data), x=2))
    assert st.table.cards[band].zone == "graveyard"
    assert {n for n, u in board.items() if st.table.cards[u].zone == "graveyard"} == {"Cloak of Darkness", "Iceshear Mantle"}


# --- this turn's history (quests.note) ------------------------------------------------------------------------


def _dealt(st, source: int, target: int, n: int, dtype: str, combat: bool = False) -> None:
    """A damage packet as the engine deals it, noted in this turn's history (procedure: quests.note)."""
    from engine.wow import quests
    from engine.wow.damage import deal

    quests.note(st, deal(st, source, target, n, dtype, combat=combat))


@pytest.mark.parametrize("killed", [True, False])
def test_barbaric_legstraps_only_after_an_opposing_ally_was_destroyed(killed):
    # EN 701: "[Exhaust] -> Your hero deals 2 melee damage to target hero or ally. Use only if an opposing ally was
    # destroyed this turn." — the foe dies to Cloak of Darkness's 3 shadow damage first (405.2)
    data = automated("Barbaric Legstraps")
    st = start()
    legs = put_real(st, 0, "Barbaric Legstraps", "hero_row")
    if killed:
        cloak = put_real(st, 0, "Cloak of Darkness", "hero_row")
        st.table.cards[cloak].counters["+1 DEF"] = 3
        foe = put_real(st, 1, "Draga'zal", "allies")
        st = use(st, cloak, automated("Cloak of Darkness"), str(foe), nth=1, pay=0)
        assert st.table.cards[foe].zone == "graveyard"
    them = hero(st, 1)
    if not killed:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=legs, power=power_of(data), x=0)
        return
    st = use(st, legs, data, str(them), pay=0)
    assert st.table.cards[them].damage == 2 and st.table.cards[legs].tapped
    assert [(e["src"], e["dtype"]) for e in dealt(st) if e["to"] == them] == [(hero(st, 0), "melee")]


@pytest.mark.parametrize(("by", "draws"), [("opposing", 1), ("own", 0), (None, 0)])
def test_backlash_draws_if_an_opposing_character_dealt_damage_to_your_hero(by, draws):
    # EN 701, EN 709: "Ongoing: [Exhaust] -> If an opposing hero or ally dealt damage to your hero this turn, draw a card."
    data = automated("Backlash")
    st = start()
    lash = put_real(st, 0, "Backlash", "hero_row")
    if by is not None:
        _dealt(st, put_real(st, 1 if by == "opposing" else 0, "Draga'zal", "allies"), hero(st, 0), 1, "frost")
    hand = len(st.table.zone(0, "hand"))
    st = use(st, lash, data, pay=0)
    assert len(st.table.zone(0, "hand")) == hand + draws and st.table.cards[lash].tapped


@pytest.mark.parametrize(("dtype", "hit"), [("fire", 1), ("frost", 0)])
def test_eye_of_flame_deals_fire_damage_if_your_hero_dealt_fire_damage(dtype, hit):
    # EN 701, EN 709: "1, Exhaust your hero -> If your hero has dealt fire damage this turn, it deals 1 fire damage to
    # target hero or ally." ("it": your hero)
    data = automated("Eye of Flame")
    st = start()
    eye = put_real(st, 0, "Eye of Flame", "hero_row")
    _dealt(st, hero(st, 0), put_real(st, 1, "Deathsmasher Mogdar", "allies"), 1, dtype)
    foe = put_real(st, 1, "Deathsmasher Mogdar", "allies")
    st = use(st, eye, data, str(foe), pay=1)
    assert st.table.cards[foe].damage == hit and st.table.cards[hero(st, 0)].tapped
    assert [e["dtype"] for e in dealt(st) if e["to"] == foe and e["src"] == hero(st, 0)] == ["fire"] * hit


def test_seal_of_vengeance_punishes_what_your_hero_hit_in_combat():
    # EN 701: "1, Destroy Seal of Vengeance -> Your hero deals 1 holy damage to each hero and ally it dealt combat damage
    # to this turn." (408.3b: combat damage only, by your hero only)
    data = automated("Seal of Vengeance")
    st = start()
    seal = put_real(st, 0, "Seal of Vengeance", "hero_row")
    hit, spared, burnt = (put_real(st, 1, "Deathsmasher Mogdar", "allies") for _ in range(3))
    _dealt(st, hero(st, 0), hit, 1, "melee", combat=True)
    _dealt(st, hero(st, 0), burnt, 1, "fire")  # not combat damage
    _dealt(st, put_real(st, 0, "Draga'zal", "allies"), spared, 1, "frost", combat=True)  # not by your hero
    st = use(st, seal, data, pay=1)
    assert st.table.cards[seal].zone == "graveyard"
    assert (st.table.cards[hit].damage, st.table.cards[burnt].damage, st.table.cards[spared].damage) == (2, 1, 1)
    assert [e["dtype"] for e in dealt(st) if e["to"] == hit][-1] == "holy"


def test_seal_of_vengeance_at_the_end_of_each_turn():
    # 500.2, EN 703: "Ongoing: At the end of each turn, your hero deals 1 holy damage to each hero and ally it dealt
    # combat damage to this turn."
    automated("Seal of Vengeance")
    st = start()
    put_real(st, 0, "Seal of Vengeance", "hero_row")
    hit, other = put_real(st, 1, "Deathsmasher Mogdar", "allies"), put_real(st, 1, "Deathsmasher Mogdar", "allies")
    _dealt(st, hero(st, 0), hit, 1, "melee", combat=True)
    st = _to_turn(st, 2)
    assert st.table.cards[hit].damage == 2 and st.table.cards[other].damage == 0


@pytest.mark.parametrize(("hero0", "draws"), [("Emmi Sprinklestrike", 2), ("Korga Stormcaller", 0)])
def test_shadowstrike_draws_two_if_your_hero_has_enchanting(hero0, draws):
    # EN 701, 206.1 (a hero's profession), EN 709: "1, Destroy Shadowstrike -> If your hero has Enchanting, draw two cards."
    data = automated("Shadowstrike")
    st = start()
    if hero0 != "Korga Stormcaller":
        as_hero(st, hero0)
    strike = put_real(st, 0, "Shadowstrike", "hero_row")
    hand = len(st.table.zone(0, "hand"))
    st = use(st, strike, data, pay=1)
    assert len(st.table.zone(0, "hand")) == hand + draws and st.table.cards[strike].zone == "graveyard"


# --- "for each" counted as the power resolves, a revealed top card ---------------------------------------------


@pytest.mark.parametrize("tokens", [2, 0])
def test_elementium_poleaxe_assault_per_token_ally(tokens):
    # EN 701, 714.1: "[Exhaust] -> Your hero has Assault 1 this turn for each token ally you control." — opposing tokens
    # and non-token allies don't count; none: no Assault
    data = automated("Elementium Poleaxe")
    st = start()
    axe = put_real(st, 0, "Elementium Poleaxe", "hero_row")
    for _ in range(tokens - 1):
        _token_copy(st, 0)
    if tokens:
        maker = put_real(st, 0, "Gloves of Token Respect", "hero_row")
        st = use(st, maker, automated("Gloves of Token Respect"), nth=0, pay=2)  # a real Spider ally token (404.2)
    _token_copy(st, 1)
    put_real(st, 0, "Draga'zal", "allies")
    st = use(st, axe, data, pay=0)
    assert kw.keywords(st, hero(st, 0)).get("Assault", 0) == tokens and st.table.cards[axe].tapped


def test_lost_isles_goblin_assault_per_equipment():
    # EN 701, 714.1: "1, [Exhaust] -> Target Goblin you control has Assault 1 this turn for each equipment you control."
    data = automated("Lost Isles")
    st = start()
    isles = put_real(st, 0, "Lost Isles", "resources")
    goblin, other = put_real(st, 0, "Nikka Blastbor", "allies"), put_real(st, 0, "Draga'zal", "allies")
    theirs = put_real(st, 1, "Nikka Blastbor", "allies")
    for n in ("Cloak of Darkness", "Iceshear Mantle", "Gingerbread Cookie"):
        put_real(st, 0, n, "hero_row")
    put_real(st, 1, "Gorehowl", "hero_row")  # not yours
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=isles, power=power_of(data), x=0)
    assert str(goblin) in options(st) and not {str(other), str(theirs)} & options(st)
    st = resolve_chain(choose(st, str(goblin)))
    assert kw.keywords(st, goblin).get("Assault") == 3 and st.table.cards[isles].tapped


def test_mana_etched_spaulders_heal_per_mana_etched_armor():
    # EN 701, 200.2, 407.1: "[Exhaust] -> Your hero heals 1 damage from itself for each of your armor with Mana-Etched
    # in its name." (itself included; an opponent's doesn't count)
    data = automated("Mana-Etched Spaulders")
    st = start()
    pads = put_real(st, 0, "Mana-Etched Spaulders", "hero_row")
    put_real(st, 0, "Mana-Etched Pantaloons", "hero_row")
    put_real(st, 0, "Cloak of Darkness", "hero_row")
    put_real(st, 1, "Mana-Etched Vestments", "hero_row")
    st.table.cards[hero(st, 0)].damage = 5
    st = use(st, pads, data, pay=0)
    assert st.table.cards[hero(st, 0)].damage == 3 and st.table.cards[pads].tapped


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_choker_of_fluid_thought_reveals_and_may_remove(answer):
    # EN 701, 415.3a, EN 709.3: "[Exhaust] -> Reveal the top card of target player's deck. You may remove that card from
    # the game."
    data = automated("Choker of Fluid Thought")
    st = start()
    choker = put_real(st, 0, "Choker of Fluid Thought", "hero_row")
    top = st.table.zone(1, "deck")[0]
    st = apply(st, "power", 0, uid=choker, power=power_of(data), x=0)
    st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.pending and 0 in st.table.cards[top].known_to and 1 in st.table.cards[top].known_to  # revealed to all
    st = resolve_chain(choose(st, answer))
    assert st.table.cards[top].zone == ("removed" if answer == "yes" else "deck")
    assert st.table.zone(0, "deck")[0] != top


def _on_top(st, player: int, name: str) -> int:
    """A real card put on top of ``player``'s deck (415.3a: the first card is the top)."""
    return put_real(st, player, name, "deck", position=0)


@pytest.mark.parametrize(("top", "answer", "taken"), [("Lay on Hands", "yes", True), ("Lay on Hands", "no", False), ("Karrok Scarrend", None, False)])
def test_gift_of_the_elven_magi_may_take_an_ability_from_the_top(top, answer, taken):
    # EN 701, 415.4a, EN 709.3: "2, [Exhaust], Exhaust your hero -> Look at the top card of your deck. If it's an ability
    # card, you may reveal it and put it into your hand." — not an ability: no choice, it stays
    data = automated("Gift of the Elven Magi")
    st = start()
    gift = put_real(st, 0, "Gift of the Elven Magi", "hero_row")
    card = _on_top(st, 0, top)
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=gift, power=power_of(data), x=0))
    assert 0 in st.table.cards[card].known_to
    if answer is None:
        assert not st.pending
    else:
        assert st.pending and 1 not in st.table.cards[card].known_to  # looked at, not revealed yet
        st = resolve_chain(choose(st, answer))
    assert (st.table.cards[card].zone == "hand") == taken and (1 in st.table.cards[card].known_to) == taken
    assert st.table.cards[gift].tapped and st.table.cards[hero(st, 0)].tapped


@pytest.mark.parametrize(("top", "cost"), [("Karrok Scarrend", 5), ("Draga'zal", 2)])
def test_goblin_rocket_launcher_ranged_damage_equal_to_the_removed_cards_cost(top, cost):
    # EN 701, 201.3: "[Exhaust] -> Remove the top card of your deck from the game. Your hero deals ranged damage equal to
    # that card's cost to target ally."
    data = automated("Goblin Rocket Launcher")
    st = start()
    rocket = put_real(st, 0, "Goblin Rocket Launcher", "hero_row")
    card = _on_top(st, 0, top)
    foe = put_real(st, 1, "Deathsmasher Mogdar", "allies")
    st.table.cards[foe].damage = 0
    st = use(st, rocket, data, str(foe), pay=0)
    assert st.table.cards[card].zone == "removed"
    assert [(e["src"], e["dtype"], e["n"]) for e in dealt(st) if e["to"] == foe] == [(hero(st, 0), "ranged", cost)]


@pytest.mark.parametrize(("card", "holy"), [("Lay on Hands", True), ("Karrok Scarrend", False)])
def test_torch_of_holy_fire_holy_card_from_hand(card, holy):
    # EN 701, EN 709.3: "1, Exhaust your hero -> Reveal a random card from your hand. If it's a [Holy] card, your hero
    # deals 2 unpreventable holy damage to target hero or ally and heals 2 damage from itself."
    data = automated("Torch of Holy Fire")
    st = start()
    torch = put_real(st, 0, "Torch of Holy Fire", "hero_row")
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "removed")
    only = put_real(st, 0, card, "hand")
    st.table.cards[hero(st, 0)].damage = 3
    them = hero(st, 1)
    st = use(st, torch, data, str(them), pay=1)
    assert 1 in st.table.cards[only].known_to and st.table.cards[only].zone == "hand"  # revealed, kept
    assert st.table.cards[them].damage == (2 if holy else 0) and st.table.cards[hero(st, 0)].damage == (1 if holy else 3)
    assert [e["dtype"] for e in dealt(st) if e["to"] == them] == (["holy"] if holy else [])


def test_holy_barrier_prevents_the_next_x_damage_per_paladin_and_priest():
    # EN 701, EN 717, 405.5: "Ongoing: [Exhaust] -> Prevent the next X damage that would be dealt to target ally this turn,
    # where X is the number of Paladins and Priests you control." (an opponent's Paladin doesn't count; X is used up)
    from engine.wow.damage import deal

    data = automated("Holy Barrier")
    st = start()
    barrier = put_real(st, 0, "Holy Barrier", "hero_row")
    put_real(st, 0, "Leeroy Jenkins", "allies")
    put_real(st, 0, "Brelnor Mindbender", "allies")
    put_real(st, 1, "Leeroy Jenkins", "allies")
    ward = put_real(st, 0, "Deathsmasher Mogdar", "allies")
    st = use(st, barrier, data, str(ward), pay=0)
    deal(st, hero(st, 1), ward, 3, "fire")
    assert st.table.cards[ward].damage == 1
    deal(st, hero(st, 1), ward, 1, "fire")
    assert st.table.cards[ward].damage == 2 and st.table.cards[barrier].tapped


def test_spire_of_sunset_fire_damage_per_class_among_your_heroes_and_allies():
    # EN 701, 202.1: "On your turn: 2, Exhaust your hero -> Your hero deals fire damage to target hero or ally equal to
    # the number of different classes among heroes and allies you control." — your Shaman hero, a Paladin, a Priest and
    # a second Paladin: 3; an opponent's Warrior doesn't count
    data = automated("Spire of Sunset")
    assert card_powers(data)[power_of(data)].cost["own_turn"]
    st = start()
    spire = put_real(st, 0, "Spire of Sunset", "hero_row")
    for n in ("Leeroy Jenkins", "Brelnor Mindbender", "Leeroy Jenkins"):
        put_real(st, 0, n, "allies")
    put_real(st, 1, "Karrok Scarrend", "allies")
    them = hero(st, 1)
    st = use(st, spire, data, str(them), pay=2)
    assert [(e["src"], e["dtype"], e["n"]) for e in dealt(st) if e["to"] == them] == [(hero(st, 0), "fire", 3)]
    assert st.table.cards[hero(st, 0)].tapped


@pytest.mark.parametrize(("hero0", "off"), [("Elendril", 2), ("Korga Stormcaller", 0)])
def test_legendary_leathers_next_leather_or_mail_armor_costs_less_per_leatherworker(hero0, off):
    # EN 701, 403.2, 206.1: "[Exhaust] -> You pay 2 less to play your next Leather or Mail armor this turn for each
    # Leatherworking hero and ally you control." — only the next such armor; other cards pay in full
    from engine.wow.costs import play_cost

    data = automated("Legendary Leathers, Dalaran")
    st = start()
    if hero0 != "Korga Stormcaller":
        as_hero(st, hero0)
    shop = put_real(st, 0, "Legendary Leathers, Dalaran", "resources")
    boots, vest = put_real(st, 0, "Elven Chain Boots", "hand"), put_real(st, 0, "Wentletrap Vest", "hand")
    ally = put_real(st, 0, "Karrok Scarrend", "hand")
    st = use(st, shop, data, pay=0)
    assert st.table.cards[shop].tapped
    assert (play_cost(st, 0, boots), play_cost(st, 0, vest), play_cost(st, 0, ally)) == (3 - off, max(2 - off, 0), 5)
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=boots, x=0))
    assert st.table.cards[boots].zone == "hero_row" and play_cost(st, 0, vest) == 2  # used up by the first


def test_stranglevine_moves_to_another_opposing_card():
    # EN 701, 400.1: "On your turn: 2 -> Attach this ability to target opposing ability, ally, or equipment." — a friendly
    # card can't be targeted; the old host is free of it
    data = automated("Stranglevine")
    assert card_powers(data)[power_of(data)].cost["own_turn"]
    st = start()
    vine = put_real(st, 0, "Stranglevine", "hero_row")
    old, new = put_real(st, 1, "Draga'zal", "allies"), put_real(st, 1, "Gorehowl", "hero_row")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    st.table.cards[vine].attached_to = old
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=vine, power=power_of(data), x=0)
    assert str(new) in options(st) and str(mine) not in options(st)
    st = resolve_chain(choose(st, str(new)))
    assert st.table.cards[vine].attached_to == new and st.table.cards[vine].zone == "hero_row"
    assert "Doesn't Ready" in kw.keywords(st, new) and "Doesn't Ready" not in kw.keywords(st, old)  # its continuous power follows it


@pytest.mark.parametrize("x", [3, 0])
def test_troggbane_has_plus_x_atk_this_turn(x):
    # EN 701, 201.3, 714.1: "X -> This equipment has +X ATK this turn."
    data = automated("Troggbane, Axe of the Frostborne King")
    st = start()
    axe = put_real(st, 0, "Troggbane, Axe of the Frostborne King", "hero_row")
    atk = kw.atk(st, axe)
    ready = resources(st, 0, x)
    st = resolve_chain(apply(st, "power", 0, uid=axe, power=power_of(data), x=x))
    assert kw.atk(st, axe) == atk + x and all(st.table.cards[u].tapped for u in ready)


@pytest.mark.parametrize("second", [2, 1])
def test_kogun_fire_elementals_after_an_opposing_hero_took_six(second):
    # EN 701 (a condition before the cost is checked when the power is used): "If an opposing hero was dealt 6 or more
    # damage this turn: [Exhaust] -> Put three 2 [FIRE] / 1 [HEALTH] Fire Elemental ally tokens into play." (404.2)
    data = automated("Ko'gun, Hammer of the Firelord")
    st = start()
    hammer = put_real(st, 0, "Ko'gun, Hammer of the Firelord", "hero_row")
    _dealt(st, hero(st, 0), hero(st, 1), 4, "fire")
    _dealt(st, hero(st, 0), hero(st, 1), second, "fire")  # 6 in all, or 5
    _dealt(st, hero(st, 1), hero(st, 0), 9, "melee")  # your own hero's damage doesn't count
    if second < 2:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=hammer, power=power_of(data), x=0)
        return
    before = set(st.table.zone(0, "allies"))
    st = use(st, hammer, data, pay=0)
    new = [u for u in st.table.zone(0, "allies") if u not in before]
    assert len(new) == 3 and all(kw.name(st, u) == "Fire Elemental" and kw.atk(st, u) == 2 and kw.health(st, u) == 1 for u in new)
    assert st.table.cards[hammer].tapped


@pytest.mark.parametrize("equipped", [True, False])
def test_rallying_swarm_searches_an_unlimited_murloc_after_an_equipment_entered(equipped):
    # EN 701, 413.1, 710.1: "Ongoing: If an equipment entered play under your control this turn: [Exhaust] -> Search your
    # deck for an Unlimited Murloc and put it into play."
    from .test_templates_more import play_real

    data = automated("Rallying Swarm")
    st = start()
    swarm = put_real(st, 0, "Rallying Swarm", "hero_row")
    murloc = put_real(st, 0, "Murloc Coastrunner", "deck", position=5)
    if equipped:
        st, cloak = play_real(st, "Cloak of Darkness", 0, pay=2)
        st = resolve_chain(st)
        assert st.table.cards[cloak].zone == "hero_row"
    else:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=swarm, power=power_of(data), x=0)
        return
    st = resolve_chain(apply(st, "power", 0, uid=swarm, power=power_of(data), x=0))
    assert st.pending and str(murloc) in options(st)
    assert all(st.table.cards[int(o)].card_id == st.table.cards[murloc].card_id for o in options(st) if o.isdigit())
    st = resolve_chain(choose(st, str(murloc)))
    assert st.table.cards[murloc].zone == "allies" and st.table.cards[swarm].tapped


def test_twined_band_of_flowers_heals_each_ally_and_gives_assault_per_damage_healed():
    # EN 701, 407.1, 407.3, 714.1: "On your turn: [Exhaust] -> Your hero heals 1 damage from each ally you control and has
    # Assault 1 this turn for each damage healed this way." — an undamaged ally heals nothing; an opponent's ally isn't healed
    data = automated("Twined Band of Flowers")
    assert card_powers(data)[power_of(data)].cost["own_turn"]
    st = start()
    band = put_real(st, 0, "Twined Band of Flowers", "hero_row")
    a, b, c = (put_real(st, 0, "Deathsmasher Mogdar", "allies") for _ in range(3))
    theirs = put_real(st, 1, "Deathsmasher Mogdar", "allies")
    st.table.cards[a].damage, st.table.cards[b].damage, st.table.cards[theirs].damage = 2, 1, 1
    st = use(st, band, data, pay=0)
    assert (st.table.cards[a].damage, st.table.cards[b].damage, st.table.cards[c].damage, st.table.cards[theirs].damage) == (1, 0, 0, 1)
    assert kw.keywords(st, hero(st, 0)).get("Assault") == 2 and st.table.cards[band].tapped


@pytest.mark.parametrize("pick", ["Frost", "Nature"])
def test_string_of_beaded_bubbles_deals_damage_of_the_chosen_type(pick):
    # 404.1-style entry choice (engine.wow.entry_choice): "As this item enters play, choose arcane, fire, frost or nature."
    # EN 701: "On your turn: Pay 2-> Your hero deals 1 damage of the chosen type to target hero or ally." (205.1)
    from .test_templates_more import play_real

    data = automated("String of Beaded Bubbles")
    assert card_powers(data)[power_of(data)].cost["own_turn"]
    st = start()
    st, beads = play_real(st, "String of Beaded Bubbles", 0, pay=data["cost"] or 0)
    st = resolve_chain(st)
    assert st.pending and {"Arcane", "Fire", "Frost", "Nature"} == options(st)
    st = resolve_chain(choose(st, pick))
    assert st.table.cards[beads].zone == "hero_row"
    them = hero(st, 1)
    st = use(st, beads, data, str(them), pay=2)
    assert [(e["src"], e["dtype"], e["n"]) for e in dealt(st) if e["to"] == them] == [(hero(st, 0), pick.lower(), 1)]


def test_shroud_of_cooperation_token_of_the_chosen_class():
    # engine.wow.entry_choice: "As this armor enters play, choose a class." EN 701, 404.2: "On your turn: 2, [Exhaust] ->
    # Put a 1 [Melee] / 1 [Health] ally token of the chosen class into play."
    from .test_templates_more import play_real

    data = automated("Shroud of Cooperation")
    assert card_powers(data)[power_of(data)].cost["own_turn"]
    st = start()
    st, shroud = play_real(st, "Shroud of Cooperation", 0, pay=data["cost"] or 0)
    st = resolve_chain(st)
    assert st.pending and {"Paladin", "Death Knight", "Warrior"} <= options(st)
    st = resolve_chain(choose(st, "Death Knight"))
    before = set(st.table.zone(0, "allies"))
    st = use(st, shroud, data, pay=2)
    new = [u for u in st.table.zone(0, "allies") if u not in before]
    assert len(new) == 1 and kw.atk(st, new[0]) == 1 and kw.health(st, new[0]) == 1
    words = kw.words(st, new[0])
    assert "death knight" in words and "token" in words and "paladin" not in words
    assert kw.data(st, new[0]).get("damage_type") == "melee" and st.table.cards[shroud].tapped


def test_illusionary_rod_removes_your_hand_until_the_end_of_turn():
    # EN 701, 415.7, 415.9b: "1, [Exhaust], Exhaust your hero -> Remove your hand from the game. At end of turn, put the
    # removed cards into your hand." — the opponent's hand stays
    data = automated("Illusionary Rod")
    st = start()
    rod = put_real(st, 0, "Illusionary Rod", "hero_row")
    hand, theirs = list(st.table.zone(0, "hand")), list(st.table.zone(1, "hand"))
    assert hand
    st = use(st, rod, data, pay=1)
    assert not st.table.zone(0, "hand") and all(st.table.cards[u].zone == "removed" for u in hand)
    assert st.table.zone(1, "hand") == theirs and st.table.cards[hero(st, 0)].tapped
    for _ in range(40):  # to the end of this turn: the delayed returns resolve (500.2)
        if st.turn != 1:
            break
        st = choose(st, *[o.id for o in st.pending[0].options[: st.pending[0].min]]) if st.pending else apply(st, "pass", st.priority)
    assert all(st.table.cards[u].zone in ("hand", "graveyard") for u in hand)  # back in hand (then maybe discarded to 7, 415.4b)
    assert any(st.table.cards[u].zone == "hand" for u in hand)


def test_bracers_of_the_eclipse_make_your_graveyard_your_deck():
    # EN 701, 403.1 (the Bracers leave play as the cost), 415.7, 415.3b: "1, Remove Bracers of the Eclipse from the game ->
    # Remove your deck from the game. Shuffle your graveyard face down. It is now your deck."
    data = automated("Bracers of the Eclipse")
    st = start()
    bracers = put_real(st, 0, "Bracers of the Eclipse", "hero_row")
    deck = list(st.table.zone(0, "deck"))
    grave = [put_real(st, 0, n, "graveyard") for n in ("Karrok Scarrend", "Draga'zal", "Lay on Hands")]
    theirs = list(st.table.zone(1, "deck"))
    st = use(st, bracers, data, pay=1)
    assert st.table.cards[bracers].zone == "removed"
    assert all(st.table.cards[u].zone == "removed" for u in deck)
    assert sorted(st.table.zone(0, "deck")) == sorted(grave) and not st.table.zone(0, "graveyard")
    assert st.table.zone(1, "deck") == theirs


# --- a choice made as the power resolves (EN 709.1) -------------------------------------------------------------


@pytest.mark.parametrize("pick", ["ready", "exhaust"])
def test_optimize_readies_or_exhausts_target_resource(pick):
    # EN 701, 411.1, EN 709.3: "Ongoing: [Exhaust] -> You may ready or exhaust target resource." (chosen as it resolves)
    data = automated("Optimize")
    st = start()
    opt = put_real(st, 0, "Optimize", "hero_row")
    res = put_real(st, 1, "Karrok Scarrend", "resources", tapped=(pick == "ready"))
    st.table.cards[res].face_down = True
    st = apply(st, "power", 0, uid=opt, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(res)))
    assert st.pending and {"ready", "exhaust"} <= options(st)
    st = resolve_chain(choose(st, pick))
    assert st.table.cards[res].tapped == (pick == "exhaust") and st.table.cards[opt].tapped


@pytest.mark.parametrize("pick", ["Assault|1", "Protector|0"])
def test_feral_dominance_assault_or_protector(pick):
    # EN 701, 714.1: "Ongoing: 1, [Exhaust] -> Target Druid you control has Assault 1 or Protector this turn." — not both
    data = automated("Feral Dominance")
    st = start()
    dom = put_real(st, 0, "Feral Dominance", "hero_row")
    druid, warrior = put_real(st, 0, "Cerwyn", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Cerwyn", "allies")
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=dom, power=power_of(data), x=0)
    assert str(druid) in options(st) and not {str(warrior), str(theirs)} & options(st)
    st = resolve_chain(choose(st, str(druid)))
    st = resolve_chain(choose(st, pick))
    keys = kw.keywords(st, druid)
    key = pick.split("|")[0]
    other = "Protector" if key == "Assault" else "Assault"
    assert key in keys and other not in keys and st.table.cards[dom].tapped


@pytest.mark.parametrize("pick", ["shadow", "fire"])
def test_shadow_and_flame_deals_shadow_or_fire_damage(pick):
    # EN 701, 205.1: "Ongoing: 1, Destroy an ability you control -> Your hero deals 2 shadow or fire damage to target hero
    # or ally." (the type chosen as it resolves; 403.1: an ability destroyed to pay)
    data = automated("Shadow and Flame")
    st = start()
    sf = put_real(st, 0, "Shadow and Flame", "hero_row")
    fodder = put_real(st, 0, "Overwhelm", "hero_row")
    them = hero(st, 1)
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=sf, power=power_of(data), x=0, pay=[fodder])
    st = resolve_chain(choose(st, str(them)) if st.pending else st)
    assert st.pending and {"shadow", "fire"} == options(st)
    st = resolve_chain(choose(st, pick))
    assert st.table.cards[fodder].zone == "graveyard"
    assert [(e["src"], e["dtype"], e["n"]) for e in dealt(st) if e["to"] == them] == [(hero(st, 0), pick, 2)]


@pytest.mark.parametrize("pick", ["Assault|3", "Stealth|0"])
def test_lesson_of_the_shadow_assault_or_stealth(pick):
    # 714.1, EN 709.1 (read by the same template as Feral Dominance): "Target hero or ally has Assault 3 or Stealth this
    # turn." — one of them, chosen as it resolves
    from .test_templates_more import play_real

    data = automated("Lesson of the Shadow")
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st, _ = play_real(st, "Lesson of the Shadow", 0, str(ally), pay=data["cost"] or 0)
    st = resolve_chain(st)
    st = resolve_chain(choose(st, pick))
    keys = kw.keywords(st, ally)
    key = pick.split("|")[0]
    assert key in keys and ("Stealth" if key == "Assault" else "Assault") not in keys
    assert key != "Assault" or keys["Assault"] == 3


@pytest.mark.parametrize("second", [4, 3])
def test_grglmrgl_flips_for_free_after_an_opposing_hero_took_eight(second):
    # 403.2 (read with this helper's condition "an opposing hero was dealt 8 or more damage this turn"): "8 -> Flip
    # Grglmrgl" / "You pay 8 less to flip Grglmrgl if an opposing hero was dealt 8 or more damage this turn."
    data = automated("Grglmrgl")
    st = start()
    grg = as_hero(st, "Grglmrgl")
    flip = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated" and any(e.op == "flip" for e in pw.effects))
    _dealt(st, grg, hero(st, 1), 4, "melee")
    _dealt(st, grg, hero(st, 1), second, "melee")  # 8 in all, or 7
    if second < 4:
        with pytest.raises(RulesError):  # 8 to pay, no resources
            apply(st, "power", 0, uid=grg, power=flip, x=0)
        return
    st = resolve_chain(apply(st, "power", 0, uid=grg, power=flip, x=0))
    assert st.table.cards[grg].flags.get("flipped")
