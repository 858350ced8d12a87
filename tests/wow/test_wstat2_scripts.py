"""Helper wstat2 (issue #18): the scripts of ``engine/wow/cards/scripts/wstat2.toml`` — Enrage, the
"Once per turn: Turn a resource you control face down …" payment powers whose "->" the data lost, and
"As X enters play, choose arcane, fire, frost, nature, or shadow." + "… the chosen resistance" — each
played with a real card of the pool and asserted on every clause."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards import scripts
from engine.wow.cards.compiler import card_powers
from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)

ENRAGE = ["Buldrug", "Faceless Sapper", "Zor'chal the Shadowseer", "Torr'nag"]


def scripted(name: str) -> dict:
    """The card is automated, by this helper's script."""
    data = automated(name)
    script = scripts.script_for(data)
    assert script is not None and script.path.endswith("wstat2.toml"), name
    return data


def _on_top(st, player: int, name: str) -> int:
    uid = put_real(st, player, name, "deck")
    deck = st.table.zone(player, "deck")
    deck.remove(uid)
    deck.insert(0, uid)
    assert st.table.zone(player, "deck")[0] == uid
    return uid


def _enter(st, name: str, answer: str):
    st, uid = play_real(st, name, 0, pay=8)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "may", "Enrage: you MAY reveal (optional)"
    return resolve_chain(choose(st, answer)), uid


@pytest.mark.parametrize("name", ENRAGE)
def test_enrage_reveals_an_ally_plus_two_atk_and_ferocity_this_turn(name):
    # Enrage "(As this ally enters play, you may reveal the top card of your deck.)" + "When you reveal an
    # ally this way, this ally has +2 ATK and Ferocity this turn." (EN 709.1 reveal; 415.3e the card stays)
    data = scripted(name)
    st = start()
    top = _on_top(st, 0, "Karrok Scarrend")  # an ally
    st, uid = _enter(st, name, "yes")
    printed = data["atk"]
    assert kw.atk(st, uid) == printed + 2 and kw.has(st, uid, "Ferocity")
    assert kw.has(st, uid, "Smash") == (name == "Torr'nag")  # Torr'nag's line 3: Smash (a keyword)
    assert st.table.zone(0, "deck")[0] == top and st.table.cards[top].zone == "deck"  # revealed, not moved
    st = _advance(st, 2)  # "this turn" ends (500.2 / EN 714 durations)
    assert kw.atk(st, uid) == printed and not kw.has(st, uid, "Ferocity")


def test_enrage_declined_or_not_an_ally_gives_nothing():
    # EN 709.3: the trigger reads only an ally revealed this way; declining reveals nothing
    data = scripted("Buldrug")
    st = start()
    _on_top(st, 0, "Karrok Scarrend")
    st, uid = _enter(st, "Buldrug", "no")
    assert kw.atk(st, uid) == data["atk"] and not kw.has(st, uid, "Ferocity")
    st = start()
    _on_top(st, 0, "Fireball")  # an ability
    st, uid = _enter(st, "Buldrug", "yes")
    assert kw.atk(st, uid) == data["atk"] and not kw.has(st, uid, "Ferocity")


def _power(data: dict) -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")


@pytest.mark.parametrize(("name", "delta"), [("Thassarian", -5), ("Koltira Deathweaver", 5)])
def test_once_per_turn_turn_a_resource_face_down_target_ally_atk(name, delta):
    # EN 701: "Once per turn: Turn a resource you control face down -> Target ally has ±5 ATK this turn."
    data = scripted(name)
    st = start()
    me = put_real(st, 0, name, "allies")
    assert kw.has(st, me, "Protector")  # line 1, the keyword
    target = put_real(st, 1, "Karrok Scarrend", "allies")
    loc = put_real(st, 0, "Orgrimmar", "resources")
    st.table.cards[loc].face_down = False  # a face-up resource (a location, 412.1b)
    before = kw.atk(st, target)
    hidden = put_real(st, 0, "Karrok Scarrend", "resources")
    st.table.cards[hidden].face_down = True
    with pytest.raises(RulesError):  # a face-down resource can't pay "turn a resource face down"
        apply(st, "power", 0, uid=me, power=_power(data), x=0, pay=[hidden])
    st = apply(st, "power", 0, uid=me, power=_power(data), x=0, pay=[loc])
    while st.pending:
        ids = [o.id for o in st.pending[0].options]
        st = choose(st, str(loc) if str(loc) in ids else str(target) if str(target) in ids else ids[0])
    st = resolve_chain(st)
    assert st.table.cards[loc].face_down  # the cost: a resource you control turned face down
    assert not st.table.cards[me].tapped  # no [Exhaust] in the cost
    assert kw.atk(st, target) == max(0, before + delta)  # ATK is never below 0 (205.1)
    again = put_real(st, 0, "Orgrimmar", "resources")
    st.table.cards[again].face_down = False
    with pytest.raises(RulesError):  # once per turn
        apply(st, "power", 0, uid=me, power=_power(data), x=0, pay=[again])
    st = _advance(st, 2)
    assert kw.atk(st, target) == before  # this turn


@pytest.mark.parametrize(("name", "tag_ok"), [("Centurion Addisyn", None), ("Malicious Mallina", None), ("Gladiator Addisyn", "Gladiator Addisyn")])
def test_chosen_resistance(name, tag_ok):
    # "As X enters play, choose arcane, fire, frost, nature, or shadow." + "X has the chosen resistance."
    # (engine.wow.entry_choice; EN glossary Fire Resistance: prevent all fire damage that would be dealt to it)
    scripted(name)
    st = start()
    resources(st, 0, 6)
    uid = put_real(st, 0, name, "hand")
    st = apply(st, "play", 0, uid=uid, x=0)
    st = resolve_chain(st)
    pick = st.pending[0]
    assert pick.kind == "entry_choice" and pick.player == 0
    assert [o.id for o in pick.options] == ["Arcane", "Fire", "Frost", "Nature", "Shadow"]
    st = resolve_chain(choose(st, "Frost"))
    assert st.table.cards[uid].zone == "allies"
    assert kw.has(st, uid, "Protector") == (name == "Centurion Addisyn")  # Centurion Addisyn's line 1: Protector
    assert kw.has(st, uid, "Frost Resistance") and not kw.has(st, uid, "Fire Resistance")
    st = _advance(st, 2)
    assert kw.has(st, uid, "Frost Resistance")  # continuous, not "this turn"
    before = st.table.cards[uid].damage
    deal(st, None, uid, 1, "frost")
    assert st.table.cards[uid].damage == before  # frost damage prevented
    deal(st, None, uid, 1, "fire")
    assert st.table.cards[uid].damage == before + 1  # other types are not


def test_gladiator_addisyn_gives_the_resistance_to_arena_allies_in_your_party_only():
    # "Arena allies in your party have the chosen resistance." — tag Arena (202.1a), your party only
    scripted("Gladiator Addisyn")
    st = start()
    resources(st, 0, 6)
    uid = put_real(st, 0, "Gladiator Addisyn", "hand")
    mine_arena = put_real(st, 0, "Gladiator Addisyn", "allies")
    mine_other = put_real(st, 0, "Karrok Scarrend", "allies")
    theirs_arena = put_real(st, 1, "Gladiator Addisyn", "allies")
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    st = resolve_chain(choose(st, "Shadow"))
    assert kw.has(st, uid, "Shadow Resistance") and kw.has(st, mine_arena, "Shadow Resistance")
    assert not kw.has(st, mine_other, "Shadow Resistance") and not kw.has(st, theirs_arena, "Shadow Resistance")
    st.table.move(uid, "graveyard")
    assert not kw.has(st, mine_arena, "Shadow Resistance")  # only while Addisyn is in play (EN 714)
