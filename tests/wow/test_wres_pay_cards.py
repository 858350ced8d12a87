"""Helper wres (second session): resources and paying costs — each card played with the real card of the pool and
asserted on every clause of its text:

- cards that pay costs as though they were resources (412.2 as the card's text changes it, 103.1;
  ``engine.wow.resource_payers``): Gromble the Apt, Hemet Nesingwary, Militia Commander Balor, Resourcefulness, Gale Winds;
- locations readied and their counters, any number of locations (411.1, 404.1, 306.3, 410.6g;
  ``engine.wow.location_counters``): Armored Snowy Gryphon, Armored Blue Wind Rider, Blazing Hippogryph, Magnificent Flying
  Carpet;
- resources readied or added "for each", an equipment revealed into the resource row, resources revealed and turned face up
  (``cards.templates_wres_per``, ``engine.wow.resource_reveals``): Prayer of Spirit, Time, Don Alejandro's Money Belt, Torn
  Web Wrapping, No Mere Dream, Blackout;
- Bait the Trap (alternative costs given to cards in hand, ``engine.wow.hand_alt_costs``), Trade Prince Gallywix (Time is
  Money given with a payment power), Toshe Chaosrender (completing opposing quests), Lightwarden's Band (an equipment's
  "Your hero has Inspire"), Restitution (a graveyard ally by keywords), Swift Brewfest Ram (a mode at random,
  ``engine.wow.random_modes``), Chief Researcher Kartos (``engine.wow.quest_paid``), Prized Beastmaster's Mantle
  ("non-[Horde], non-[Alliance]" targets).

Rule calls without a source (the documents don't settle them), made as players would expect:
- resources are used first unless the player names the cards to use (``as_resources``; the listing offers each such card,
  and all of them, as a way to pay);
- an ally that entered play this turn may pay this way (no [Exhaust] power of its own: 302.2 doesn't apply);
- a card a cost exhausts otherwise (its own [Exhaust], "exhaust your hero") can't also pay a resource of it (403.1: a card is
  exhausted once);
- "Ready a location you control" offers only exhausted locations (readying a ready one does nothing);
- a random pick (Swift Brewfest Ram, Torn Web Wrapping) uses the match's seeded generator (deterministic)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.wow import keywords as kw
from engine.wow.combat import protectors
from engine.wow.state import Combat
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _ready(st, uids) -> list[bool]:
    return [not st.table.cards[u].tapped for u in uids]


def _plays(st, uid, player: int = 0):
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "play" and a.args["uid"] == uid]


def _fresh_ally(st, player: int, name: str) -> int:
    uid = put(st, player, name, "allies", fresh=True)
    return uid


# --- Gromble the Apt ------------------------------------------------------------------------------------


def test_gromble_played_find_treasure_then_hero_pays_as_a_resource():
    # WoW 709.3 (Find Treasure: "you may draw a card. If you do, discard a card"), then 412.2 / 103.1:
    # "Your hero can be exhausted to pay costs as though it were a resource."
    automated("Gromble the Apt")
    st = start()
    gromble = put_real(st, 0, "Gromble the Apt", "hand")
    paid = resources(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    st = apply(st, "play", 0, uid=gromble, x=0)
    assert _ready(st, paid) == [False, False]
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 0  # "you may draw a card"
    yes = next(o.id for o in st.pending[0].options if o.id not in ("no", "decline", "skip"))
    st = choose(st, yes)
    if st.pending:  # "If you do, discard a card": a card of the hand is chosen
        st = choose(st, st.pending[0].options[0].id)
    st = resolve_chain(st)
    assert st.table.cards[gromble].zone == "allies"
    assert len(st.table.zone(0, "hand")) == hand - 1  # Gromble left the hand, one drawn, one discarded
    assert len(st.table.zone(0, "graveyard")) == 1
    # now one resource and the hero pay a cost of 2 (Fire Bolt)
    resources(st, 0, 1)
    bolt = put(st, 0, "Fire Bolt", "hand")
    assert any(a.args.get("as_resources") == [hero(st, 0)] for a in _plays(st, bolt))  # offered: the hero first
    st = resolve_chain(_play(st, bolt))
    assert st.table.cards[hero(st, 0)].tapped  # resources first, then the hero (412.2)
    assert st.table.cards[bolt].zone == "graveyard"


def _play(st, uid, **args):
    """Play a card; a target asked is the first offered (Fire Bolt: targets are chosen, then costs paid, EN 707)."""
    st = apply(st, "play", 0, uid=uid, x=0, **args)
    while st.pending and st.pending[0].kind != "manual":
        ids = [o.id for o in st.pending[0].options]
        st = choose(st, str(hero(st, 1)) if str(hero(st, 1)) in ids else ids[0])  # the opposing hero when offered
    return st


def test_gromble_hero_first_keeps_a_resource_ready():
    # WoW 412.2 / 103.1: the player may exhaust the hero rather than a resource (as_resources)
    st = start()
    put_real(st, 0, "Gromble the Apt", "allies")
    res = resources(st, 0, 2)
    owl = put(st, 0, "Mist Owl", "hand")
    st = apply(st, "play", 0, uid=owl, x=0, as_resources=[hero(st, 0)])
    assert st.table.cards[hero(st, 0)].tapped
    assert sorted(_ready(st, res)) == [False, True]  # one resource and the hero paid 2


def test_gromble_without_it_the_hero_pays_nothing():
    # WoW 412.2: only resources pay costs — the hero pays only while Gromble is in play; an exhausted hero can't pay
    st = start()
    resources(st, 0, 1)
    owl = put(st, 0, "Mist Owl", "hand")
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=owl, x=0)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=owl, x=0, as_resources=[hero(st, 0)])
    gromble = put_real(st, 0, "Gromble the Apt", "allies")
    assert _plays(st, owl)
    st.table.cards[hero(st, 0)].tapped = True
    assert not _plays(st, owl)  # an exhausted hero can't be exhausted to pay (411.1)
    assert st.table.cards[gromble].zone == "allies"


def test_gromble_hero_pays_its_own_flip_cost_but_not_an_exhaust_hero_cost_twice():
    # WoW 403.6b / 412.2: "2, Flip Korga Stormcaller -> …": the hero may pay one of the (2) (a flip exhausts nothing)
    st = start()
    put_real(st, 0, "Gromble the Apt", "allies")
    res = resources(st, 0, 1)
    korga = hero(st, 0)
    powers = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == korga]
    assert powers
    st = apply(st, "power", 0, uid=korga, power=powers[0].args["power"], x=0)
    if st.pending:  # the flip power's target
        st = choose(st, st.pending[0].options[0].id)
    assert st.table.cards[korga].tapped and _ready(st, res) == [False]


def test_gromble_strike_and_quest_costs():
    # WoW 303.2 (strike cost) and 702.1 (completion cost) are resource costs: the hero may pay them too
    st = start()
    put_real(st, 0, "Gromble the Apt", "allies")
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)  # "Pay 1 to complete this quest."
    quests = [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == quest]
    assert quests  # the quest never pays for itself (702.2): the hero pays 1
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[hero(st, 0)].tapped and len(st.table.zone(0, "hand")) == hand + 1


# --- Hemet Nesingwary -----------------------------------------------------------------------------------


def test_hemet_hunters_pay_as_resources():
    # WoW 412.2 / 103.1: "Hunters you control can be exhausted to pay costs as though they were resources."
    # Hemet (a Dwarf Hunter) is one; Wolfrider Scout entered this turn and still pays (rule call above); Mist Owl is no Hunter
    automated("Hemet Nesingwary")
    st = start()
    hemet = put_real(st, 0, "Hemet Nesingwary", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=hemet, x=0))
    assert st.table.cards[hemet].zone == "allies"
    scout = _fresh_ally(st, 0, "Wolfrider Scout")
    owl = put(st, 0, "Mist Owl", "allies")
    sentinel = put(st, 0, "Iron Sentinel", "hand")  # cost 4: only 2 Hunters ready, no resource
    assert not _plays(st, sentinel)
    bolt = put(st, 0, "Fire Bolt", "hand")
    labels = [a.label for a in _plays(st, bolt)]
    assert any("exhausting Hemet Nesingwary, Wolfrider Scout" in lab for lab in labels)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=bolt, x=0, as_resources=[owl])  # 412.2: Mist Owl can't pay
    st = _play(st, bolt)
    assert _ready(st, [hemet, scout, owl]) == [False, False, True]


def test_hemet_only_your_own_hunters_pay():
    # WoW 412.2: "Hunters you control": the opponent's Hunters don't pay for you (401.2); an opponent's Hemet lets
    # only his own Hunters pay
    st = start()
    put_real(st, 1, "Hemet Nesingwary", "allies")
    put(st, 0, "Wolfrider Scout", "allies")
    owl = put(st, 0, "Mist Owl", "hand")
    assert not _plays(st, owl)


def test_hemet_exhaust_cost_card_pays_no_resource_of_its_own_cost():
    # WoW 403.1: "1, [Exhaust] -> …" on a Hunter: its [Exhaust] exhausts it, so it can't also pay the (1)
    st = start()
    put_real(st, 0, "Hemet Nesingwary", "allies")
    tinker = put(st, 0, "Wolfrider Scout", "allies")
    cid = st.table.cards[tinker].card_id
    st.cards[cid] = {**st.cards[cid], "text": "1, [Exhaust] -> Draw a card."}  # a small test card (a Hunter with a paid power)
    uses = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == tinker]
    assert uses and all(tinker not in a.args.get("as_resources", []) for a in uses)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "power", 0, uid=tinker, power=uses[0].args["power"], x=0))
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[tinker].tapped
    hemet = next(u for u in st.table.zone(0, "allies") if u != tinker)
    assert st.table.cards[hemet].tapped  # Hemet paid the (1)
    st2 = start()
    put_real(st2, 0, "Gromble the Apt", "allies")
    lone = put(st2, 0, "Wolfrider Scout", "allies")
    st2.cards[st2.table.cards[lone].card_id] = {**st2.cards[st2.table.cards[lone].card_id], "text": "1, [Exhaust] -> Draw a card."}
    st2.table.cards[hero(st2, 0)].tapped = True
    assert not [a for a in ENGINE.legal_actions(st2, 0) if a.type == "power" and a.args["uid"] == lone]  # nothing pays the (1)


# --- Militia Commander Balor ----------------------------------------------------------------------------


def test_balor_peasants_from_its_trigger_pay_as_resources():
    # WoW 703 / 404.2: "At the start of your turn, you may put two 1 [Melee] / 1 [Health] Peasant ally tokens into play.";
    # 412.2 / 103.1: "Peasants you control can be exhausted to pay costs as though they were resources.";
    # "This ally can protect Peasants." (the template's protect power, EN 602)
    from .test_templates_turns import _advance

    automated("Militia Commander Balor")
    st = start({"auto_pass": False})
    balor = put_real(st, 0, "Militia Commander Balor", "allies")
    st = _advance(st, 3, {"may": "yes"})  # P1's next turn: the start-of-turn trigger, answered "yes"
    peasants = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Peasant"]
    assert len(peasants) == 2 and "token" in kw.words(st, peasants[0])
    enemy = put(st, 1, "Wolfrider Scout", "allies")
    for defender, may in ((peasants[0], True), (hero(st, 0), False)):  # EN 602.2: only Peasants, Balor has no Protector
        st.combat = Combat(attacker=enemy, defender=defender, attacking_player=1, proposed_defender=defender, stage="proposed")
        assert (balor in protectors(st)) is may
    st.combat = None
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True
    bolt = put(st, 0, "Fire Bolt", "hand")
    assert _plays(st, bolt)  # two Peasants pay 2
    st = _play(st, bolt)
    assert _ready(st, peasants) == [False, False]


# --- Resourcefulness ------------------------------------------------------------------------------------


def test_resourcefulness_played_heroes_and_non_token_allies_pay():
    # WoW 305.2 (an ongoing ability stays in play), 412.2 / 103.1: "Heroes and non-token allies in your party can be
    # exhausted to pay costs as though they were resources." — a token ally (404.2a: "non-token") can't
    from engine.wow.procedure import make_tokens

    automated("Resourcefulness")
    st = start()
    card = put_real(st, 0, "Resourcefulness", "hand")
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert st.table.cards[card].zone == "hero_row"
    owl = put(st, 0, "Mist Owl", "allies")
    make_tokens(st, 0, {"name": "Wolf", "atk": 1, "damage_type": "melee", "health": 1, "keywords": [], "exhausted": False}, 1)
    wolf = next(u for u in st.table.zone(0, "allies") if u != owl)
    sentinel = put(st, 0, "Iron Sentinel", "hand")  # cost 4: hero + Owl = 2, the token can't pay
    assert not _plays(st, sentinel)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=put(st, 0, "Fire Bolt", "hand"), x=0, as_resources=[wolf])
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = _play(st, bolt)
    assert _ready(st, [hero(st, 0), owl, wolf]) == [False, False, True]


def test_resourcefulness_only_its_controllers_party():
    # WoW 412.2: "in your party": the opponent's Resourcefulness lets only his heroes and allies pay
    st = start()
    put_real(st, 1, "Resourcefulness", "hero_row")
    put(st, 0, "Mist Owl", "allies")
    owl = put(st, 0, "Mist Owl", "hand")
    assert not _plays(st, owl)


# --- Gale Winds -----------------------------------------------------------------------------------------


def test_gale_winds_played_abilities_you_control_pay():
    # WoW 305.2, 412.2 / 103.1: "Abilites you control can be exhausted to pay costs as though they were resources."
    # — Gale Winds itself and another ongoing ability you control; allies don't
    automated("Gale Winds")
    st = start()
    winds = put_real(st, 0, "Gale Winds", "hand")
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "play", 0, uid=winds, x=0))
    assert st.table.cards[winds].zone == "hero_row"
    other = put_real(st, 0, "Resourcefulness", "hero_row")  # another ongoing ability (it lets heroes and allies pay too)
    st.table.cards[hero(st, 0)].tapped = True
    owl = put(st, 0, "Mist Owl", "allies")
    st.table.cards[owl].tapped = True
    bolt = put(st, 0, "Fire Bolt", "hand")
    assert _plays(st, bolt)
    st = _play(st, bolt)
    assert _ready(st, [winds, other]) == [False, False]


# --- locations readied, their counters (the mounts of Wintergrasp, Magnificent Flying Carpet) ---------------------


def _settle(st, picks: dict | None = None):
    """Answer each choice (by kind: an option id, else the last option offered) and pass until the chain is empty."""
    picks = picks or {}
    for _ in range(30):
        if st.pending:
            pd = st.pending[0]
            want = picks.get(pd.kind)
            ids = [o.id for o in pd.options]
            st = choose(st, want if want in ids else ("yes" if "yes" in ids else ids[-1]))
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            return st
    return st


def _location(st, player: int = 0, exhausted: bool = False, **counters) -> int:
    loc = put(st, player, "Crossroads Camp", "resources", face_down=False)
    st.table.cards[loc].tapped = exhausted
    st.table.cards[loc].counters = dict(counters)
    return loc


def _place_quest_face_up(st, picks: dict | None = None):
    quest = put(st, 0, "Scout the Border", "hand")
    return _settle(apply(st, "resource", 0, uid=quest, face_up=True), picks)  # 412.1b: a quest may be placed face up


def _ready_location_power(st, mount: int, loc: int):
    # EN 701, 411.1: "[Exhaust] -> Ready a location you control." — not a target: the location is picked on resolution (EN 709.1)
    use = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == mount)
    st = apply(st, "power", 0, uid=mount, power=use.args["power"], x=0)
    assert st.pending and st.pending[0].kind == "player_picks" and [o.id for o in st.pending[0].options] == [str(loc)]
    st = _settle(choose(st, str(loc)))
    assert st.table.cards[mount].tapped and not st.table.cards[loc].tapped
    return st


def test_armored_snowy_gryphon_readies_a_location_and_adds_a_counter_of_a_kind():
    # EN 701 / 411.1 (the payment power), then EN 703 / 404.1 / 709.1: "When you play a resource face up, you may choose a
    # counter on target location and add another of those counters to it." — the kind is picked among those it holds
    automated("Armored Snowy Gryphon")
    st = start()
    mount = put_real(st, 0, "Armored Snowy Gryphon", "allies")
    loc = _location(st, exhausted=True, supply=2, honor=1)
    st = _ready_location_power(st, mount, loc)
    st = _place_quest_face_up(st, {"target": str(loc), "wres_location_counter": "supply"})
    assert st.table.cards[loc].counters == {"supply": 3, "honor": 1}
    st = _place_quest_face_up_again(st, loc)
    assert st.table.cards[loc].counters == {"supply": 3, "honor": 1}  # "you may": declined, nothing added


def _place_quest_face_up_again(st, loc):
    st.resource_placed = [False] * st.num_players  # test setup: another turn's resource
    quest = put(st, 0, "Scout the Border", "hand")
    st = apply(st, "resource", 0, uid=quest, face_up=True)
    for _ in range(20):
        if st.pending:
            ids = [o.id for o in st.pending[0].options]
            assert st.pending[0].kind == "target" and str(loc) in ids
            return _settle(choose(st, *([] if st.pending[0].min == 0 else [ids[0]])))
        if not st.chain:
            return st
        st = apply(st, "pass", st.priority)
    return st


def test_armored_blue_wind_rider_removes_a_counter_from_target_location():
    # EN 703 / 404.1: "When you place a resource face up, you may remove a counter from target location." (a single kind: no pick)
    automated("Armored Blue Wind Rider")
    st = start()
    mount = put_real(st, 0, "Armored Blue Wind Rider", "allies")
    loc = _location(st, exhausted=True, supply=2)
    theirs = _location(st, 1, supply=1)  # "target location": any player's (EN 706)
    st = _ready_location_power(st, mount, loc)
    st = _place_quest_face_up(st, {"target": str(theirs)})
    assert st.table.cards[theirs].counters == {} and st.table.cards[loc].counters == {"supply": 2}


def test_blazing_hippogryph_heals_all_damage_from_a_unique_ally():
    # EN 703 / 408.2c: "When you play a resource face up, your hero may heal all damage from target Unique ally you control."
    automated("Blazing Hippogryph")
    st = start()
    mount = put_real(st, 0, "Blazing Hippogryph", "allies")
    loc = _location(st, exhausted=True)
    st = _ready_location_power(st, mount, loc)
    sentinel = put(st, 0, "Iron Sentinel", "allies", damage=3)  # Unique
    owl = put(st, 0, "Mist Owl", "allies", damage=2)  # not Unique: no target
    st = _place_quest_face_up(st, {"target": str(sentinel)})
    assert st.table.cards[sentinel].damage == 0 and st.table.cards[owl].damage == 2


def test_magnificent_flying_carpet_any_number_of_locations_and_readies_them():
    # 410.6g (two or more face-up locations: keep one) doesn't apply while "You can control any number of locations."
    # (103.1); EN 703: "When you place a resource face up, you may ready all locations you control."
    automated("Magnificent Flying Carpet")
    st = start()
    carpet = put_real(st, 0, "Magnificent Flying Carpet", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=carpet, x=0))
    assert st.table.cards[carpet].zone == "hero_row"
    first, second = _location(st, exhausted=True), _location(st, exhausted=True)
    theirs = _location(st, 1, exhausted=True)
    st = _place_quest_face_up(st)
    assert not any(p.kind == "location" for p in st.pending)
    assert [st.table.cards[u].face_down for u in (first, second)] == [False, False]
    assert _ready(st, [first, second, theirs]) == [True, True, False]  # only those you control


def test_two_locations_without_the_carpet_keep_one():
    # 410.6g: without such a card, a player with two face-up locations keeps one and turns the rest face down
    st = start()
    first, second = _location(st), _location(st)
    st = _place_quest_face_up(st, {"location": None})
    assert sorted(st.table.cards[u].face_down for u in (first, second)) == [False, True]


# --- resources readied or added "for each" (Prayer of Spirit, Time) ------------------------------------------------


def test_prayer_of_spirit_readies_a_resource_for_each_ally():
    # 305.2 (an ongoing ability stays in play, its payment power usable), EN 701 / 411.1 / 709.1: "[Exhaust] -> Ready a
    # resource you control for each ally you control." — that many exhausted resources, picked on resolution
    automated("Prayer of Spirit")
    st = start()
    prayer = put_real(st, 0, "Prayer of Spirit", "hand")
    paid = resources(st, 0, 4)
    st = _settle(apply(st, "play", 0, uid=prayer, x=0))
    assert st.table.cards[prayer].zone == "hero_row" and _ready(st, paid) == [False] * 4
    put(st, 0, "Mist Owl", "allies")
    put(st, 0, "Iron Sentinel", "allies")
    put(st, 1, "Mist Owl", "allies")  # not yours: not counted
    use = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == prayer)
    st = apply(st, "power", 0, uid=prayer, power=use.args["power"], x=0)
    while not st.pending and st.chain:
        st = apply(st, "pass", st.priority)
    assert st.pending and st.pending[0].kind == "player_picks" and st.pending[0].max == 2
    st = _settle(choose(st, *[o.id for o in st.pending[0].options][:2]))
    assert st.table.cards[prayer].tapped
    assert sorted(_ready(st, paid)) == [False, False, True, True]  # two allies: two resources readied


def test_time_puts_a_resource_for_each_biker_on_your_turn():
    # EN 701 / 412.2: "On your turn: [Exhaust] -> For each Biker you control, put the top card of your deck into your
    # resource row face down and ready." — Time is a Biker; Time is Money: usable the turn it enters (302.2)
    automated("Time")
    st = start()
    time = put_real(st, 0, "Time", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=time, x=0))
    other = put_real(st, 0, "Cunning", "allies")  # another Biker
    st.table.cards[other].tapped = True
    before = len(st.table.zone(0, "resources"))
    top = st.table.zone(0, "deck")[:2]
    use = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == time)
    st = _settle(apply(st, "power", 0, uid=time, power=use.args["power"], x=0))
    assert len(st.table.zone(0, "resources")) == before + 2
    assert all(st.table.cards[u].zone == "resources" and st.table.cards[u].face_down and not st.table.cards[u].tapped for u in top)
    from .test_rules_turns import _end_turn

    st = _end_turn(st)  # the opponent's turn: "On your turn" only (EN 701.1)
    st.table.cards[time].tapped = False
    assert st.active == 1 and ENGINE._power_problem(st, 0, time, use.args["power"], 0) is not None


# --- Bait the Trap -----------------------------------------------------------------------------------------------


def test_bait_the_trap_gives_trap_cards_in_hand_the_defending_ally_cost():
    # 403.3 / 103.1: "Ongoing: Trap cards in your hand also have You may exhaust a defending ally in your party rather than
    # pay this card's cost." — Quick Trap (a Trap, no resources ready) played by exhausting the defending ally (EN 601.2:
    # the proposed defender is defending); a non-Trap card gets nothing
    automated("Bait the Trap")
    automated("Quick Trap")
    st = start({"auto_pass": False})
    bait = put_real(st, 1, "Bait the Trap", "hand")
    resources(st, 1, 4)
    st.active = st.priority = 1  # test setup: P2 plays Bait the Trap in his own turn
    st = _settle(apply(st, "play", 1, uid=bait, x=0))
    assert st.table.cards[bait].zone == "hero_row"
    st.active = st.priority = 0
    for u in st.table.zone(1, "resources"):
        st.table.cards[u].tapped = True
    footman = put(st, 1, "Footman Recruit", "allies")
    trap = put_real(st, 1, "Quick Trap", "hand")
    bolt = put(st, 1, "Fire Bolt", "hand")
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = apply(st, "attack", 0, attacker=attacker, defender=footman)
    while st.priority != 1 and not st.pending:
        st = apply(st, "pass", st.priority)  # the attack is proposed; P2 gets priority (EN 601.2)
    assert not st.pending
    plays = [a for a in ENGINE.legal_actions(st, 1) if a.type == "play"]
    assert [a.args["uid"] for a in plays] == [trap] and plays[0].args["pay"] == [footman]  # not Fire Bolt (no Trap)
    assert bolt in st.table.zone(1, "hand")
    st = apply(st, "play", 1, uid=trap, x=0, alt=plays[0].args["alt"], pay=[footman])
    if st.pending:  # "target attacking ally": the attacker
        st = choose(st, str(attacker))
    assert st.table.cards[footman].tapped
    st = resolve_chain(st)
    assert st.table.cards[trap].zone == "graveyard" and st.table.cards[attacker].damage >= 3


def test_without_bait_the_trap_a_trap_needs_the_defending_hero():
    # 403.3: Trap's own alternative cost names the defending hero; a defending ally can't pay it
    st = start()
    for u in resources(st, 1, 2):
        st.table.cards[u].tapped = True
    footman = put(st, 1, "Footman Recruit", "allies")
    put_real(st, 1, "Quick Trap", "hand")
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = apply(st, "attack", 0, attacker=attacker, defender=footman)
    assert not [a for a in ENGINE.legal_actions(st, 1) if a.type == "play"]


# --- Trade Prince Gallywix ---------------------------------------------------------------------------------------


def test_gallywix_goblins_have_time_is_money_and_ready_a_resource():
    # EN 714 / 701: "Goblin allies you control have Time is Money and [Exhaust] -> Ready a resource you control." —
    # Gallywix (a Goblin) entered this turn and still uses it (Time is Money, 302.2); a Goblin entering this turn too;
    # a non-Goblin has neither
    automated("Trade Prince Gallywix")
    st = start()
    prince = put_real(st, 0, "Trade Prince Gallywix", "hand")
    paid = resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=prince, x=0))
    assert st.table.cards[prince].zone == "allies" and _ready(st, paid) == [False, False]
    goblin = _fresh_ally(st, 0, "Ember Adept")
    owl = _fresh_ally(st, 0, "Mist Owl")
    assert kw.has(st, goblin, "Time is Money") and not kw.has(st, owl, "Time is Money")
    users = {a.args["uid"] for a in ENGINE.legal_actions(st, 0) if a.type == "power"}
    assert {prince, goblin} <= users and owl not in users
    use = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == prince)
    st = _settle(apply(st, "power", 0, uid=prince, power=use.args["power"], x=0), {"target": str(paid[0])})
    assert st.table.cards[prince].tapped and _ready(st, paid) == [True, False]


# --- Toshe Chaosrender -------------------------------------------------------------------------------------------


def test_toshe_completes_opposing_quests_and_grows_per_opposing_face_down_resource():
    # 103.2: "Opponents can't complete quests."; EN 702: "You can complete opposing quests. (You get the rewards.)" — his
    # resources pay (403.1), the quest turns face down where it is (702.2); EN 714: "+1 / +1 for each opposing face-down resource"
    data = automated("Toshe Chaosrender")
    st = start()
    toshe = put_real(st, 0, "Toshe Chaosrender", "allies")
    base_atk, base_health = data.get("atk") or 0, data.get("health") or 0
    theirs = resources(st, 1, 2)  # two face-down resources
    assert (kw.atk(st, toshe), kw.health(st, toshe)) == (base_atk + 2, base_health + 2)
    quest = put(st, 1, "Scout the Border", "resources", face_down=False)  # "Pay 1 to complete this quest. Reward: Draw a card."
    mine = resources(st, 0, 1)
    assert any(a.type == "quest" and a.args["uid"] == quest for a in ENGINE.legal_actions(st, 0))
    hand0, hand1 = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert _ready(st, mine) == [False] and _ready(st, theirs) == [True, True]
    assert len(st.table.zone(0, "hand")) == hand0 + 1 and len(st.table.zone(1, "hand")) == hand1  # the reward is his
    assert st.table.cards[quest].zone == "resources" and st.table.cards[quest].controller == 1 and st.table.cards[quest].face_down
    other = put(st, 1, "Scout the Border", "resources", face_down=False)
    with pytest.raises(RulesError):  # 103.2: the opponent can't complete his own quest
        ENGINE.apply(st, Action("quest", 1, {"uid": other}))


# --- Lightwarden's Band ------------------------------------------------------------------------------------------


def test_lightwardens_band_gives_your_hero_inspire():
    # 501.1b: "Your hero has Inspire: Ability, ally, equipment, hero, or resource." — during the other player's ready step
    # its controller may ready one exhausted card of those kinds (no chain)
    automated("Lightwarden's Band")
    st = start({"auto_pass": False})
    band = put_real(st, 0, "Lightwarden's Band", "hand")
    paid = resources(st, 0, 3)
    st = _settle(apply(st, "play", 0, uid=band, x=0))
    assert st.table.cards[band].zone == "hero_row"
    owl = put(st, 0, "Mist Owl", "allies", tapped=True)
    before = _ready(st, paid)
    for _ in range(10):
        if st.pending or st.active == 1:
            break
        st = apply(st, "pass", st.priority)
    assert st.active == 1 and st.step == "ready"
    pd = st.pending[0]
    assert pd.kind == "inspire" and pd.player == 0 and pd.max == 1  # "… or …": one card
    assert {str(owl), str(paid[0])} <= {o.id for o in pd.options}
    st = choose(st, str(owl))
    assert not st.table.cards[owl].tapped and not st.chain and _ready(st, paid) == before  # one card only


# --- Restitution -------------------------------------------------------------------------------------------------


def test_restitution_returns_a_keyword_ally_the_resources_afford_then_draws():
    # EN 706 / 710.1: "Put target ally with Assault, Mend, or Protector and cost less than or equal to the number of resources
    # you control from your graveyard into play. Draw a card." — exhausted resources count too (412: resources you control)
    automated("Restitution")
    st = start()
    card = put_real(st, 0, "Restitution", "hand")
    resources(st, 0, 4)
    brute = put(st, 0, "Raging Brute", "graveyard")  # Assault 2, cost 3
    mender = put(st, 0, "Spring Mender", "graveyard")  # Mend 1, cost 2
    footman = put(st, 0, "Footman Recruit", "graveyard")  # Protector, cost 1
    guardian = put(st, 0, "Stone Guardian", "graveyard")  # Protector, cost 5: more than 4 resources
    sentinel = put(st, 0, "Iron Sentinel", "graveyard")  # no such keyword
    theirs = put(st, 1, "Footman Recruit", "graveyard")  # "your graveyard" only
    hand = len(st.table.zone(0, "hand"))
    st = apply(st, "play", 0, uid=card, x=0)
    offered = {int(o.id) for o in st.pending[0].options if o.id.isdigit()}
    assert offered == {brute, mender, footman} and not {guardian, sentinel, theirs} & offered
    st = resolve_chain(choose(st, str(brute)))
    assert st.table.cards[brute].zone == "allies" and st.table.cards[brute].controller == 0
    assert len(st.table.zone(0, "hand")) == hand - 1 + 1  # Restitution left the hand; a card drawn


# --- Swift Brewfest Ram ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_swift_brewfest_ram_draws_or_discards_at_random(seed):
    # EN 703 / 707.1c as the card says: "When you place a resource face up, choose one at random. Each player draws a card,
    # or each player discards a card." — one mode, picked by the match's seeded generator (deterministic), happens
    automated("Swift Brewfest Ram")
    st = start()
    st.rng.state = seed * 7919  # test setup: another random stream
    put_real(st, 0, "Swift Brewfest Ram", "allies")
    hands = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    st = _place_quest_face_up(st)  # (the quest is put into the hand, then placed)
    after = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    assert after in ([hands[0] + 1, hands[1] + 1], [hands[0] - 1, hands[1] - 1])  # drew one each, or discarded one each


def test_swift_brewfest_ram_both_modes_happen_across_seeds():
    # the random pick is not always the same mode (EN 707.1c: at random)
    seen = set()
    for seed in range(1, 13):
        st = start()
        st.rng.state = seed * 7919
        put_real(st, 0, "Swift Brewfest Ram", "allies")
        before = len(st.table.zone(1, "hand"))
        st = _place_quest_face_up(st)
        seen.add(len(st.table.zone(1, "hand")) - before)
    assert seen == {1, -1}


# --- Chief Researcher Kartos -------------------------------------------------------------------------------------


def test_kartos_readies_the_resources_paid_for_the_first_quest_each_turn():
    # EN 703 / 702.1 / 411.1: "When you complete your first quest each turn, you may ready all resources exhausted to complete
    # it." — only the resources that paid it (412.2), only for the first quest this turn
    automated("Chief Researcher Kartos")
    st = start()
    put_real(st, 0, "Chief Researcher Kartos", "allies")
    res = resources(st, 0, 2)
    other = put(st, 0, "Mist Owl", "resources")
    st.table.cards[other].tapped = True  # exhausted before: not exhausted to complete it
    first = put(st, 0, "Scout the Border", "resources", face_down=False)  # "Pay 1 to complete this quest."
    second = put(st, 0, "Scout the Border", "resources", face_down=False)
    st = _settle(apply(st, "quest", 0, uid=first), {"may": "yes"})
    assert st.table.cards[first].face_down and st.table.cards[first].tapped  # 702.2
    assert _ready(st, res) == [True, True] and st.table.cards[other].tapped  # the paid one is ready again
    st = apply(st, "quest", 0, uid=second)
    st = _settle(st, {"may": "yes"})
    assert sorted(_ready(st, res)) == [False, True]  # the second quest this turn: no trigger


# --- Don Alejandro's Money Belt ----------------------------------------------------------------------------------


def test_money_belt_reveals_an_equipment_into_the_resource_row():
    # EN 701 / 709.3 / 412.2: "[Exhaust] -> You may reveal an equipment card from your hand. If you do, put it into your
    # resource row face down and exhausted." — only an equipment may be picked; it is revealed (every player saw it)
    automated("Don Alejandro's Money Belt")
    st = start()
    belt = put_real(st, 0, "Don Alejandro's Money Belt", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hand")
    owl = put(st, 0, "Mist Owl", "hand")
    use = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == belt)
    st = apply(st, "power", 0, uid=belt, power=use.args["power"], x=0)
    while not st.pending and st.chain:
        st = apply(st, "pass", st.priority)
    pd = st.pending[0]
    assert [o.id for o in pd.options] == [str(sword)] and pd.min == 0  # "you may": none too
    st = _settle(choose(st, str(sword)))
    card = st.table.cards[sword]
    assert card.zone == "resources" and card.face_down and card.tapped and st.table.cards[owl].zone == "hand"
    assert st.table.cards[belt].tapped


# --- Torn Web Wrapping, No Mere Dream ----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_torn_web_wrapping_reveals_a_random_face_down_resource(seed):
    # EN 701 / 709.1 / 412.1b: "Pay 1, Exhaust--> Reveal a random face-down resource you control. If it's a location or quest,
    # turn it face up. Otherwise, put it into its owner's hand." — picked by the match's seeded generator
    automated("Torn Web Wrapping")
    st = start()
    st.rng.state = seed * 104729
    wrap = put_real(st, 0, "Torn Web Wrapping", "hero_row")
    payer = put(st, 0, "Mist Owl", "resources", face_down=False)  # (test setup: a face-up card, never picked)
    quest = put(st, 0, "Scout the Border", "resources")  # face down
    owl = put(st, 0, "Mist Owl", "resources")  # face down
    use = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == wrap)
    st = _settle(apply(st, "power", 0, uid=wrap, power=use.args["power"], x=0))
    assert st.table.cards[wrap].tapped and sum(st.table.cards[u].tapped for u in (payer, quest, owl) if st.table.cards[u].zone == "resources") <= 1  # Pay 1
    assert st.table.cards[payer].zone == "resources" and not st.table.cards[payer].face_down
    turned = not st.table.cards[quest].face_down
    to_hand = st.table.cards[owl].zone == "hand"
    assert turned != to_hand  # exactly one of them was picked
    assert st.table.cards[quest].zone == "resources"


def test_no_mere_dream_reward_top_card_face_down_then_may_turn_a_quest_up():
    # EN 702: "Reward: Reveal a top card of your deck and put it into your resource row face down and exhausted. If it was a
    # location or quest, you may turn it face up." (412.2; 412.1b: a quest may be face up)
    automated("No Mere Dream")
    st = start()
    dream = put_real(st, 0, "No Mere Dream", "resources", face_down=False)
    resources(st, 0, 3)
    top = put(st, 0, "Scout the Border", "deck")
    deck = st.table.zones[0]["deck"]
    deck.remove(top)
    deck.insert(0, top)
    st = _settle(apply(st, "quest", 0, uid=dream), {"wres_top_to_row_may_turn": "yes"})
    card = st.table.cards[top]
    assert card.zone == "resources" and card.tapped and not card.face_down
    st2 = start()
    dream2 = put_real(st2, 0, "No Mere Dream", "resources", face_down=False)
    resources(st2, 0, 3)
    plain = st2.table.zones[0]["deck"][0]  # a Mist Owl: no choice, stays face down
    st2 = _settle(apply(st2, "quest", 0, uid=dream2))
    assert st2.table.cards[plain].zone == "resources" and st2.table.cards[plain].face_down and st2.table.cards[plain].tapped


# --- Prized Beastmaster's Mantle ---------------------------------------------------------------------------------


def test_prized_beastmasters_mantle_health_and_stash_heal_for_neutral_allies():
    # EN 714: "Non-[Horde], non-[Alliance] allies you control have +3 [Health]." (202.1a: lacking both words); Stash (412.1b,
    # EN glossary): "Your hero heals 3 damage from target non-[Horde], non-[Alliance] ally you control." (408.2c)
    automated("Prized Beastmaster's Mantle")
    st = start()
    neutral = put(st, 0, "Mist Owl", "allies", damage=2)  # no faction
    horde = put(st, 0, "Grunt Recruit", "allies", damage=1)  # Horde
    put_real(st, 0, "Prized Beastmaster's Mantle", "hero_row")
    assert kw.health(st, neutral) == 3 + 3 and kw.health(st, horde) == 2
    mantle = put_real(st, 0, "Prized Beastmaster's Mantle", "hand")
    st = apply(st, "resource", 0, uid=mantle, face_up=True)  # Stash: enters face up, then turns face down
    for _ in range(20):
        if st.pending:
            ids = [o.id for o in st.pending[0].options]
            if st.pending[0].kind == "target":
                assert str(horde) not in ids and str(neutral) in ids
                st = choose(st, str(neutral))
            else:
                st = choose(st, "yes" if "yes" in ids else ids[0])
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    assert st.table.cards[neutral].damage == 0 and st.table.cards[horde].damage == 1
    assert st.table.cards[mantle].zone == "resources" and st.table.cards[mantle].face_down


# --- Blackout ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dragonkin", [False, True])
def test_blackout_turns_up_to_two_face_up_resources_face_down(dragonkin):
    # EN 702 / 706 / 709: "Reward: Target up two face-up resources. Turn the first face down. If you control a Black or
    # Twilight Dragonkin, turn the second face down." (412.1b; "up two": up to two, a misprint)
    automated("Blackout")
    st = start()
    quest = put_real(st, 0, "Blackout", "resources", face_down=False)
    resources(st, 0, 2)
    first = put(st, 1, "Scout the Border", "resources", face_down=False)
    second = put(st, 1, "Crossroads Camp", "resources", face_down=False)
    if dragonkin:
        put_real(st, 0, "Obsidian Enforcer", "allies")  # a Black Dragonkin
    st = apply(st, "quest", 0, uid=quest)
    picks = [str(first), str(second)]
    for _ in range(20):
        if st.pending:
            ids = [o.id for o in st.pending[0].options]
            assert st.pending[0].kind == "target"
            st = choose(st, next(p for p in picks if p in ids))
            picks = [p for p in picks if p in ids][1:] or picks
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    assert st.table.cards[first].face_down
    assert st.table.cards[second].face_down is dragonkin
