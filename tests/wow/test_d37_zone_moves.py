"""Helper d37wow: one check every move of a card goes through (``engine.wow.zone_moves``, 103.2), and the cards whose
"can't" it reads (``engine/wow/cards/scripts/manual37d.toml``), each played with the real card of the pool.

Rule calls without a source:
- Netherbane, "Cards in play you control can't be removed from the game": a replacement "… remove it from the game
  instead" (EN 716; Nerubian Conqueror) doesn't apply to such a card: the "can't" takes precedence over the modifier
  trying to make the removal happen (103.2), so the card goes where it would have gone (its owner's graveyard).
- Adyen the Lightwarden, "Cards can't leave opposing graveyards": a card played from such a graveyard would leave it
  (409.1: it moves to the chain), so it can't be played from there.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.core import RulesError
from engine.core.actions import Action
from engine.wow import zone_moves
from engine.wow.game import ENGINE
from engine.wow.leaving_play import destroy
from engine.wow.manual_rules import manual_allowed
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import power_of
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)

_WOW = Path(__file__).resolve().parents[2] / "engine" / "wow"


def test_no_module_of_the_wow_engine_moves_a_card_past_the_check():
    # 103.2: "can't" takes precedence over every effect, cost and rule moving the card — so no module moves a card
    # itself: each asks engine.wow.zone_moves (move / quiet), which asks ``held`` first
    direct = re.compile(r"effects\.move\(|\.table\.move\(|from engine\.core\.effects import [^\n]*\bmove\b")
    offenders = [f"{p.relative_to(_WOW)}:{i}" for p in sorted(_WOW.rglob("*.py")) if p.name != "zone_moves.py"
                 for i, line in enumerate(p.read_text().splitlines(), 1) if direct.search(line)]
    assert offenders == []


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


# --- Netherbane: "Cards in play you control can't be removed from the game." (103.2, 415.7a) -------------------------


def test_netherbane_keeps_your_cards_in_play_and_not_the_opponents():
    # 103.2: Void Rip "Remove target ally from the game." can't remove an ally of Netherbane's controller; it stays
    automated("Netherbane")
    automated("Void Rip")
    st = start()
    axe = put_real(st, 0, "Netherbane", "hero_row")
    mine = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    st, _ = play_real(st, "Void Rip", 0, str(mine), pay=6)
    st = _settle(st)
    assert _zone(st, mine) == "allies"
    assert zone_moves.held(st, mine, "removed") == "Mist Owl can't be removed from the game (Netherbane)"
    assert zone_moves.held(st, mine, "graveyard") is None  # only removal: it can still be destroyed (415.9c)
    assert zone_moves.held(st, axe, "removed") is not None  # "cards in play you control": Netherbane itself too
    st, _ = play_real(st, "Void Rip", 0, str(theirs), pay=6)  # not a card you control: removed (415.7a)
    st = _settle(st)
    assert _zone(st, theirs) == "removed"
    destroy(st, axe, R("415.9c"))  # EN 714: the power works only while Netherbane is in play
    st, _ = play_real(st, "Void Rip", 0, str(mine), pay=6)
    st = _settle(st)
    assert _zone(st, mine) == "removed"


def test_netherbane_works_for_its_controller_on_the_opponents_turn_effects():
    # 103.2: the move itself is refused wherever it comes from — here the opponent's effect, carried out directly
    automated("Netherbane")
    st = start()
    put_real(st, 1, "Netherbane", "hero_row")
    ally = put(st, 1, "Mist Owl", "allies")
    ev = zone_moves.move(st, ally, "removed", R("415.7a"))
    assert _zone(st, ally) == "allies" and not zone_moves.moved(ev)
    assert (ev.kind, ev.rule.section, ev.text) == ("not_moved", "103.2", "Mist Owl can't be removed from the game (Netherbane)")
    ev.text = "Mist Owl is removed from the game (cost)"  # a caller written for a move that happens renames its event:
    assert ev.text == "Mist Owl can't be removed from the game (Netherbane)"  # the log keeps what happened
    assert zone_moves.quiet(st, ally, "removed") is False and _zone(st, ally) == "allies"
    assert zone_moves.move(st, ally, "hand", R("415.2")).kind == "move" and _zone(st, ally) == "hand"  # another zone: it goes


def test_netherbane_doesnt_stop_the_game():
    # 103.3: removal by the rules (a hero replaced, 301.4) can't be stopped
    automated("Netherbane")
    st = start()
    put_real(st, 0, "Netherbane", "hero_row")
    hero = st.heroes[0]
    assert zone_moves.held(st, hero, "removed") is not None
    assert zone_moves.held(st, hero, "removed", by_game=True) is None


def test_netherbane_a_cost_removing_your_card_cant_be_paid():
    # 103.2: "If an action can't be performed, no cost involving that action can be paid." — Mor'zul Bloodbringer
    # "1, Remove a Warlock ally you control from the game -> Remove target ally from the game."
    data = automated("Mor'zul Bloodbringer")
    st = start()
    morzul = put_real(st, 0, "Mor'zul Bloodbringer", "allies")
    put(st, 1, "Mist Owl", "allies")
    resources(st, 0, 3)

    def offered(s) -> bool:
        return any(a.type == "power" and a.args.get("uid") == morzul for a in ENGINE.legal_actions(s, 0))

    assert offered(st)  # the control: he is a Warlock ally you control, so he can pay with himself
    axe = put_real(st, 0, "Netherbane", "hero_row")
    assert not offered(st)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=morzul, power=power_of(data), x=0, pay=[morzul])
    destroy(st, axe, R("415.9c"))
    assert offered(st)


def test_netherbane_a_removal_instead_doesnt_apply():
    # rule call (103.2 over EN 716): Nerubian Conqueror (P2) "If a card would enter an opposing graveyard, remove it
    # from the game instead." — P1's ally that can't be removed goes to his graveyard; without Netherbane it is removed
    automated("Netherbane")
    automated("Nerubian Conqueror")
    st = start()
    put_real(st, 1, "Nerubian Conqueror", "hero_row")
    axe = put_real(st, 0, "Netherbane", "hero_row")
    kept = put(st, 0, "Mist Owl", "allies")
    assert destroy(st, kept, R("415.9c"))[0].kind == "destroy"
    assert _zone(st, kept) == "graveyard"
    destroy(st, axe, R("415.9c"))  # EN 714: the power ends with Netherbane in play
    gone = put(st, 0, "Mist Owl", "allies")
    destroy(st, gone, R("415.9c"))
    assert _zone(st, gone) == "removed"


# --- Adyen the Lightwarden: "Cards can't leave opposing graveyards." (103.2, 415.2) -----------------------------------


def test_adyen_keeps_cards_in_opposing_graveyards():
    # 103.2: Abyss Walker's Boots "[Exhaust] -> Remove target card in a graveyard from the game." — a card of an
    # opposing graveyard (P2's, Adyen being P1's) stays; one of P1's own graveyard is removed
    automated("Adyen the Lightwarden")
    data = automated("Abyss Walker's Boots")
    st = start()
    adyen = put_real(st, 0, "Adyen the Lightwarden", "allies")
    theirs = put(st, 1, "Mist Owl", "graveyard")
    mine = put(st, 0, "Mist Owl", "graveyard")
    boots = put_real(st, 0, "Abyss Walker's Boots", "hero_row")
    st = _settle(_use(st, boots, data, theirs))
    assert _zone(st, theirs) == "graveyard"
    assert zone_moves.held(st, theirs, "deck") == "Mist Owl can't leave its graveyard (Adyen the Lightwarden)"  # any zone
    st.table.cards[boots].tapped = False
    st = _settle(_use(st, boots, data, mine))
    assert _zone(st, mine) == "removed"  # his own graveyard isn't opposing
    destroy(st, adyen, R("415.9c"))  # EN 714: only while Adyen is in play
    st.table.cards[boots].tapped = False
    st = _settle(_use(st, boots, data, theirs))
    assert _zone(st, theirs) == "removed"


def _use(st, uid: int, data: dict, target: int):
    st = apply(st, "power", 0, uid=uid, power=power_of(data), x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(target))
    return st


def test_adyen_an_opponent_cant_play_an_artifact_from_his_graveyard():
    # 103.2, 409.1: Scimitar of the Sirocco "Artifact (You may play this card from your graveyard)" — P2's Adyen keeps
    # it in P1's graveyard (opposing for P2): P1 can't play it; without Adyen he can
    automated("Adyen the Lightwarden")
    automated("Scimitar of the Sirocco")
    st = start()
    scimitar = put_real(st, 0, "Scimitar of the Sirocco", "graveyard")
    resources(st, 0, 6)

    def plays(s) -> bool:
        return any(a.type == "play" and a.args.get("uid") == scimitar for a in ENGINE.legal_actions(s, 0))

    assert plays(st)  # the control
    adyen = put_real(st, 1, "Adyen the Lightwarden", "allies")
    assert not plays(st)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=scimitar, x=0)
    mine = put_real(st, 1, "Scimitar of the Sirocco", "graveyard")  # Adyen's controller's own graveyard: not opposing
    assert zone_moves.held(st, mine, "chain") is None
    destroy(st, adyen, R("415.9c"))
    assert plays(st)
    st = apply(st, "play", 0, uid=scimitar, x=0)
    assert _zone(st, scimitar) != "graveyard"


def test_adyen_by_hand_too():
    # 103.2: a card of an opposing graveyard isn't moved by hand either (103.1 manual resolution; engine.wow.manual_rules)
    automated("Adyen the Lightwarden")
    st = start()
    put_real(st, 0, "Adyen the Lightwarden", "allies")
    theirs = put(st, 1, "Mist Owl", "graveyard")
    mine = put(st, 0, "Mist Owl", "graveyard")
    assert not manual_allowed(st, Action("manual", 1, {"op": "move", "uid": theirs, "zone": "hand"}))
    assert manual_allowed(st, Action("manual", 0, {"op": "move", "uid": mine, "zone": "hand"}))
