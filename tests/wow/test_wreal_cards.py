"""Cards of the gathered real deck lists (issue #18) that stayed manual, automated by helper wreal
(``engine/wow/cards/scripts/wreal.toml``, ``engine.wow.wreal_turn``, ``cards.templates_wreal``), each
played with the real card; and the deck check of a master hero without health (301.1)."""

from __future__ import annotations

import pytest

from engine.core.deck import Deck
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow import wreal_turn
from engine.wow.cards import scripts
from engine.wow.cards.compiler import card_powers, compile_card_text, is_automated
from engine.wow.cards.schema import make_card
from engine.wow.cards.templates_wreal import TRAITOR_ORGANIZATIONS
from engine.wow.decks import validate_deck
from engine.wow.game import ENGINE
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real, real


def _scripted(name: str) -> dict:
    data = automated(name)
    assert scripts.script_for(data) is not None and scripts.script_for(data).path.endswith("wreal.toml"), name
    return data


def _power_index(data: dict, kind: str = "activated") -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == kind)


def _as_hero(st, name: str) -> int:
    """The real hero ``name`` in place of player 0's fixture hero (test setup)."""
    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    return new


def _fire_blast(st, player: int, at: int):
    """Player ``player`` plays the real Fire Blast ("Your hero deals 2 fire damage to target hero or ally.")."""
    uid = put_real(st, player, "Fire Blast", "hand")
    resources(st, player, 1)
    st.priority = player  # (test setup: he holds priority)
    st = apply(st, "play", player, uid=uid, x=0)
    return resolve_chain(choose(st, str(at)))


# --- the deck check: a master hero without health (301.1, 301.4a) --------------------------------------


@pytest.mark.parametrize("health", [None, 0, 30])
def test_a_master_hero_without_health_is_flagged(health):
    # 301.1 each hero has health; 301.4a a master hero played becomes the hero, so one the card data gives
    # no health would be destroyed at once (102.1a): the deck check names it, as it does a hero (301.1)
    from engine.core.cards import CardPool, CardRecord

    from .helpers import POOL

    hero_rec = POOL.find_name("Korga Stormcaller")
    filler = POOL.find_name("Mist Owl")
    master = CardRecord("T-MH", make_card(name="Test Master", type="master hero", health=health, cost=10), {"en": "Test Master"})
    pool = CardPool("wow", [*POOL.by_id.values(), master])
    main = [filler.id] * 60 + [master.id]
    deck = Deck(main=main, cards=pool.data([*main, hero_rec.id]), sections={"hero": [hero_rec.id]})
    found = [p for p in validate_deck(deck, {}) if p.rule == R("301.1")]  # (60 fixture fillers also break 100.4)
    assert len(found) == (0 if health else 1)
    assert not found or ("Test Master" in found[0].message and "master hero" in found[0].message)


# --- Spellweaver Jihan (DOW-7) ----------------------------------------------------------------------


@needs(WOW_CARDS)
def test_jihan_next_ability_damage_is_plus_one_then_used_up():
    # 408.2a / EN 716 "The next time Jihan would deal damage with an ability this turn, she deals that much
    # +1 instead.": Fire Blast's 2 becomes 3 once; the next Fire Blast deals 2 (used up)
    data = _scripted("Spellweaver Jihan")
    st = start()
    jihan = _as_hero(st, "Spellweaver Jihan")
    a, b = put_real(st, 1, "Sarmoth", "allies"), put_real(st, 1, "Anika Berlyn", "allies")  # (one Pet each: 414.3b)
    st = resolve_chain(apply(st, "power", 0, uid=jihan, power=_power_index(data), x=0))
    assert st.table.cards[jihan].flags.get("flipped")
    st = _fire_blast(st, 0, a)
    assert st.table.cards[a].damage == 3
    st = _fire_blast(st, 0, b)
    assert st.table.cards[b].damage == 2  # "the next time": only one packet
    with pytest.raises(RulesError):  # flipped: the cost can't be paid again (301.2)
        apply(st, "power", 0, uid=jihan, power=_power_index(data), x=0)


@needs(WOW_CARDS)
def test_jihan_bonus_is_hers_only_and_only_with_an_ability():
    # the replacement is Jihan's (the dealer, 408.2a): the opponent's Fire Blast is not raised; and her
    # combat damage is not dealt "with an ability" (EN 716), so it does not use the replacement up
    from engine.wow.damage import deal

    data = _scripted("Spellweaver Jihan")
    st = start()
    jihan = _as_hero(st, "Spellweaver Jihan")
    mine, theirs = put_real(st, 0, "Sarmoth", "allies"), put_real(st, 1, "Sarmoth", "allies")
    st = resolve_chain(apply(st, "power", 0, uid=jihan, power=_power_index(data), x=0))
    deal(st, jihan, theirs, 1, "melee", combat=True)  # combat damage: no ability
    assert st.table.cards[theirs].damage == 1 and kw.has(st, jihan, wreal_turn.NEXT_ABILITY_PLUS)
    st.priority = 1
    uid = put_real(st, 1, "Fire Blast", "hand")
    resources(st, 1, 1)
    st = resolve_chain(choose(apply(st, "play", 1, uid=uid, x=0), str(mine)))
    assert st.table.cards[mine].damage == 2 and kw.has(st, jihan, wreal_turn.NEXT_ABILITY_PLUS)


# --- Plague Demonsoul (SOB-33) ----------------------------------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize("flipped", [True, False])
def test_plague_demonsoul_takes_the_damage_of_demons_in_his_party(flipped):
    # 408.2a / EN 716 "2, Flip Plague -> If a Demon in your party would be dealt damage this turn, it's dealt
    # to Plague instead.": a Demon of his party (Sarmoth) — not another ally, not an opposing Demon
    data = _scripted("Plague Demonsoul")
    st = start()
    plague = _as_hero(st, "Plague Demonsoul")
    demon, human = put_real(st, 0, "Sarmoth", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    their_demon = put_real(st, 1, "Sarmoth", "allies")
    if flipped:
        resources(st, 0, 2)
        st = resolve_chain(apply(st, "power", 0, uid=plague, power=_power_index(data), x=0))
        assert st.table.cards[plague].flags.get("flipped")
    st = _fire_blast(st, 0, demon)
    assert (st.table.cards[demon].damage, st.table.cards[plague].damage) == ((0, 2) if flipped else (2, 0))
    st = _fire_blast(st, 0, human)
    st = _fire_blast(st, 0, their_demon)
    assert st.table.cards[human].damage == 2 and st.table.cards[their_demon].damage == 2
    assert st.table.cards[plague].damage == (2 if flipped else 0)


@needs(WOW_CARDS)
def test_plague_demonsoul_redirection_ends_with_the_turn():
    # "this turn" (500.5): on the next turn a Demon of his party is dealt its own damage
    data = _scripted("Plague Demonsoul")
    st = start()
    plague = _as_hero(st, "Plague Demonsoul")
    demon = put_real(st, 0, "Sarmoth", "allies")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=plague, power=_power_index(data), x=0))
    for _ in range(40):
        if st.active == 1 and st.step == "main":
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    assert st.active == 1 and not kw.has(st, plague, wreal_turn.TAKES_DEMON_DAMAGE)
    st = _fire_blast(st, 1, demon)
    assert st.table.cards[demon].damage == 2 and st.table.cards[plague].damage == 0


@needs(WOW_CARDS)
@pytest.mark.parametrize("name", ["Plague Demonsoul", "Bloodtusk", "Crusader Michael Goodchilde"])
def test_a_traitor_heroes_organization_line_is_no_power(name):
    # 206.1: a hero is a Traitor by its type line; the organization printed under its power ("Shadowsworn",
    # "Hakkari", "Scarlet Crusade") has no effect and no card refers to it: read, with nothing to do
    data = real(name)
    label = data["text"].strip().splitlines()[-1].strip()
    assert label in TRAITOR_ORGANIZATIONS
    (pw,) = compile_card_text(label, name, "hero")
    assert pw.kind == "static" and pw.effects == [] and pw.automated
    assert compile_card_text(label, name, "ally")[0].kind != "static" or compile_card_text(label, name, "ally")[0].effects


# --- Invocation (SOB-62) ----------------------------------------------------------------------------


def _uses(st, player: int, uid: int) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args["uid"] == uid]


@needs(WOW_CARDS)
def test_invocation_gives_your_resources_exhaust_draw_this_turn():
    # 305.2c "Ongoing: 2, Destroy Invocation -> This turn, your resources have [Exhaust] -> Draw a card.":
    # paid with 2 and Invocation destroyed (403.1); then each of your resources, face down too (412.1b),
    # has the power this turn (EN 714.1); the opponent's don't
    data = _scripted("Invocation")
    st = start()
    inv = put_real(st, 0, "Invocation", "hero_row")
    mine = resources(st, 0, 3)
    theirs = resources(st, 1, 1)
    assert not _uses(st, 0, mine[0])  # a face-down resource has no power of its own (412.1b)
    st = resolve_chain(apply(st, "power", 0, uid=inv, power=_power_index(data), x=0))
    assert st.table.cards[inv].zone == "graveyard"
    ready = [u for u in mine if not st.table.cards[u].tapped]
    assert len(ready) == 1  # two paid the cost
    (use,) = _uses(st, 0, ready[0])
    assert not _uses(st, 0, mine[0] if mine[0] != ready[0] else mine[1])  # an exhausted one can't pay [Exhaust] (411.1)
    assert not [a for a in ENGINE.legal_actions(st, 1) if a.type == "power" and a.args["uid"] in theirs]
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "power", 0, **{k: use.args[k] for k in ("uid", "power", "x")}))
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[ready[0]].tapped


@needs(WOW_CARDS)
def test_invocation_power_ends_with_the_turn():
    # "This turn" (500.5): on the player's next turn his (readied) resources have no such power
    data = _scripted("Invocation")
    st = start()
    inv = put_real(st, 0, "Invocation", "hero_row")
    mine = resources(st, 0, 3)
    st = resolve_chain(apply(st, "power", 0, uid=inv, power=_power_index(data), x=0))
    for _ in range(80):
        if st.active == 0 and st.step == "main" and st.turn > 1:
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    assert st.active == 0 and st.turn > 1 and not st.table.cards[mine[0]].tapped
    assert not _uses(st, 0, mine[0]) and not wreal_turn.any_resource_grant(st)


def test_scripts_name_the_engines_pseudo_keywords():
    # the script strings are the keys engine.wow.wreal_turn reads
    text = (scripts.FOLDER / "wreal.toml").read_text(encoding="utf-8")
    assert f'"{wreal_turn.NEXT_ABILITY_PLUS}"' in text and f'"{wreal_turn.TAKES_DEMON_DAMAGE}"' in text
    assert f'"{wreal_turn.RESOURCE_POWER}"' in text
    assert not is_automated(make_card(name="X", type="hero", text="Shadowsworn\nDo a thing nobody reads."))


# --- The Ring of Blood: The Blue Brothers (BOG-194), Skra'gath (BOG-198) -----------------------------


def _place_face_up(st, name: str):
    quest = put_real(st, 0, name, "hand")
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "resource" and a.args["uid"] == quest and a.args["face_up"]]
    assert len(acts) == 1 and "choosing P2" in acts[0].label  # the only opponent is named (403.1)
    return apply(st, "resource", 0, **acts[0].args), quest


@needs(WOW_CARDS)
@pytest.mark.parametrize("takes", [True, False])
def test_blue_brothers_opponent_may_put_two_arena_tokens_into_play(takes):
    # 412.1b / 403.1 "As a cost to place this quest face up, choose an opponent, and he may put two Broken
    # Arena ally tokens into play with 1 [Melee] ATK / 1 health.": his choice (EN 709.3), his tokens (404.2)
    automated("The Ring of Blood: The Blue Brothers")
    st = start()
    before = list(st.table.zone(1, "allies"))
    st, quest = _place_face_up(st, "The Ring of Blood: The Blue Brothers")
    ask = st.pending[0]
    assert ask.player == 1 and ask.kind == "wreal_opponent_may"
    st = resolve_chain(choose(st, ask.options[0 if takes else 1].id))
    new = [u for u in st.table.zone(1, "allies") if u not in before]
    assert len(new) == (2 if takes else 0) and not [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    for tok in new:
        assert st.table.cards[tok].flags.get("token") and st.table.cards[tok].controller == 1
        assert (kw.atk(st, tok), kw.health(st, tok), kw.data(st, tok)["damage_type"]) == (1, 1, "melee")
        assert "arena" in kw.words(st, tok)
    assert st.table.cards[quest].zone == "resources" and not st.table.cards[quest].face_down


@needs(WOW_CARDS)
@pytest.mark.parametrize("takes", [True, False])
def test_skragath_opponent_may_draw_a_card(takes):
    # the same cost, "… and he may draw a card." (415.9e: he draws from his own deck)
    automated("The Ring of Blood: Skra'gath")
    st = start()
    hands = [len(st.table.zone(p, "hand")) for p in (0, 1)]
    st, quest = _place_face_up(st, "The Ring of Blood: Skra'gath")
    st = resolve_chain(choose(st, st.pending[0].options[0 if takes else 1].id))
    assert len(st.table.zone(1, "hand")) == hands[1] + (1 if takes else 0) and len(st.table.zone(0, "hand")) == hands[0]
    assert st.table.cards[quest].zone == "resources" and not st.table.cards[quest].face_down


@needs(WOW_CARDS)
def test_blue_brothers_face_down_costs_nothing():
    # 412.1b: placed face down, the quest is blank: no cost, no choice for the opponent
    st = start()
    quest = put_real(st, 0, "The Ring of Blood: The Blue Brothers", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=False))
    assert not st.pending and st.table.cards[quest].face_down and st.table.cards[quest].zone == "resources"


# --- Sava'gin the Reckless (WBR-190) ------------------------------------------------------------------


def _seeded(st, seed: int):
    from engine.core import Rng

    st.rng = Rng.from_seed(seed)
    return st


def _attacked(st, attacker: int, declared: int) -> int:
    """The defender of the attack ``attacker`` declares (naming ``declared``), from the attack event (EN 601.2)."""
    from engine.core import Action

    events = ENGINE.apply(st, Action("attack", 0, {"attacker": attacker, "defender": declared})).events
    return next(e.data["defender"] for e in events if e.kind == "attack")


@needs(WOW_CARDS)
def test_savagin_attacks_a_random_legal_defender():
    # "This ally attacks opposing heroes and allies at random." (EN 601.1: the defender is drawn among those
    # it may attack, with the match's seeded random numbers): one attack action; the defender is not the
    # declared one but a legal one, the same for the same seed, and over seeds more than one
    _scripted("Sava'gin the Reckless")
    base = start()
    sav = put_real(base, 0, "Sava'gin the Reckless", "allies")
    a, b = put_real(base, 1, "Anika Berlyn", "allies"), put_real(base, 1, "Karrok Scarrend", "allies")
    legal = {hero(base, 1), a, b}
    acts = [x for x in ENGINE.legal_actions(base, 0) if x.type == "attack" and x.args["attacker"] == sav]
    assert len(acts) == 1 and "random" in acts[0].label
    seen = set()
    for seed in range(12):
        first, again = _attacked(_seeded(base, seed), sav, a), _attacked(_seeded(base, seed), sav, a)
        assert first == again and first in legal
        seen.add(first)
    assert len(seen) > 1
    mine = put_real(base, 0, "Karrok Scarrend", "allies")  # another ally still chooses its defender
    assert _attacked(base, mine, b) == b


@needs(WOW_CARDS)
def test_savagin_stash_damages_a_random_opposing_target():
    # EN glossary Stash; "Your hero deals 2 nature damage to target random opposing hero or ally." — the
    # target is drawn among the legal opposing ones as it is chosen (EN 706.1), never your own
    _scripted("Sava'gin the Reckless")
    seen = set()
    for seed in range(8):
        st = start()
        a = put_real(st, 1, "Anika Berlyn", "allies")
        put_real(st, 0, "Karrok Scarrend", "allies")
        sav = put_real(st, 0, "Sava'gin the Reckless", "hand")
        st = resolve_chain(apply(_seeded(st, seed), "resource", 0, uid=sav, face_up=True))
        ask = st.pending[0]
        assert ask.player == 0 and len(ask.options) == 1
        pick = int(ask.options[0].id)
        assert pick in (hero(st, 1), a)
        seen.add(pick == a)
        st = resolve_chain(choose(st, ask.options[0].id))
        assert st.table.cards[pick].damage == 2 and st.table.cards[sav].face_down
    assert seen == {True, False}


# --- Traitor heroes whose only other line was already read: their flip powers, played ------------------


@needs(WOW_CARDS)
def test_remba_abbess_of_ash_gains_control_of_an_ally_with_an_attachment():
    # "4, Flip Remba -> Gain control of target ally with an attachment. Use only on your turn." (401.3; EN 706:
    # only an ally with an attachment); her last line, "Shadowforge", does nothing (206.1)
    data = automated("Remba, Abbess of Ash")
    st = start()
    remba = _as_hero(st, "Remba, Abbess of Ash")
    plain, host = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 1, "Gift of the Earthmother", "hero_row", attached_to=host)
    resources(st, 0, 4)
    st = apply(st, "power", 0, uid=remba, power=_power_index(data), x=0)
    assert {o.id for o in st.pending[0].options} == {str(host)}
    st = resolve_chain(choose(st, str(host)))
    assert st.table.cards[host].controller == 0 and st.table.cards[plain].controller == 1
    assert st.table.cards[remba].flags.get("flipped")


@needs(WOW_CARDS)
def test_ressa_the_leper_queen_target_player_destroys_one_of_his_equipment():
    # "3, Flip Ressa -> Target player destroys one of his equipment." — his pick (EN 709.1) among his
    # equipment only; her last line, "Leper Gnome", does nothing (206.1)
    data = automated("Ressa the Leper Queen")
    st = start()
    ressa = _as_hero(st, "Ressa the Leper Queen")
    helm, axe = put_real(st, 1, "Golem Skull Helm", "hero_row"), put_real(st, 1, "Gorehowl", "hero_row")
    ally = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Gorehowl", "hero_row")
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=ressa, power=_power_index(data), x=0)
    st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    pick = st.pending[0]
    assert pick.player == 1 and {int(o.id) for o in pick.options} == {helm, axe}
    st = resolve_chain(choose(st, str(axe)))
    assert st.table.cards[axe].zone == "graveyard" and st.table.cards[helm].zone == "hero_row"
    assert st.table.cards[ally].zone == "allies" and st.table.cards[mine].zone == "hero_row"


# --- left by hand, with the reason explain gives ------------------------------------------------------


# The stays-manual test of Seer's Signet and Illidan Stormrage retired: both are automated now (helper wreal2,
# the lead's decisions: Sabotage from its reminder text, the host's pool as the collection); tests/wow/test_wreal2_real.py.


# --- the lists these cards come from -------------------------------------------------------------------

WREAL_FLOOR = {
    "alkio_plague_demonsoul_dmf_koln.txt": 67,  # then all but Illidan Stormrage and Seer's Signet (both automated since, helper wreal2)
    "morzyc_jihan_dmf_koln.txt": 69,
    "wright_varanis_dmf_koln.txt": 71,
    "se7enhitman_quimtrix_priest.txt": 61,
}
"""Copies automated per list (hero, main deck and side deck) once these cards were automated (helper wreal)."""


@needs(WOW_CARDS)
@pytest.mark.parametrize("name", sorted(WREAL_FLOOR))
def test_automated_copies_of_the_lists_do_not_drop(name):
    from engine.wow.decks import parse_deck

    from .test_real_deck_lists import DECKS
    from .test_templates import real_pool

    check = parse_deck((DECKS / name).read_text(encoding="utf-8"), real_pool())
    uids = [*check.deck.main, *check.deck.sections.get("hero", []), *check.deck.sections.get("sideboard", [])]
    assert sum(is_automated(check.deck.cards[c]) for c in uids) >= WREAL_FLOOR[name]
