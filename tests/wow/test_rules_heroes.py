"""Master heroes (WoW 301.4a–b, 301.4d): attachments, links and modifiers follow the new hero."""

from __future__ import annotations

from engine.core import Modifier
from engine.core.effects import Effect
from engine.wow import heroes, powers, procedure
from engine.wow import keywords as kw
from engine.wow.cards.schema import make_card
from engine.wow.rules import R
from engine.wow.state import Link, Shield

from .helpers import apply, hero, put, resolve_chain, resources, start


def _game():
    st = start({"auto_pass": False})
    st.cards["T-CH"] = make_card(name="Test Crown", type="ability", set="T", number=50, rarity="common", cost=1,
                                 text="Attach to target hero.\nOngoing: Attached hero has +1 ATK.")
    return st


def test_master_hero_takes_attachments_links_and_modifiers():
    # WoW 301.4a: the master hero enters with the old hero's attachments, counters, damage and
    # ready state; 301.4b: links targeting the old hero target it, modifiers apply to it
    st = _game()
    resources(st, 0, 8)
    old = hero(st, 0)
    crown = st.table.add("T-CH", 0, "hero_row").uid
    st.table.cards[crown].attached_to = old
    st.table.cards[old].counters = {"honor": 2}
    st.modifiers.append(Modifier(old, "atk", 2, duration="this_turn", turn=st.turn))
    st.shields.append(Shield(old, 3, st.turn))
    wyrm = put(st, 0, "Ashen Wyrm", "hand")  # master hero, 3 ATK
    st = resolve_chain(apply(st, "play", 0, uid=wyrm, x=0))
    assert st.heroes[0] == wyrm
    assert st.table.cards[crown].zone == "hero_row" and st.table.cards[crown].attached_to == wyrm
    assert st.table.cards[wyrm].counters == {"honor": 2}
    assert kw.atk(st, wyrm) == 3 + 2 + 1 and st.shields[0].uid == wyrm
    assert st.table.cards[old].zone == "removed"


def test_links_follow_the_new_hero():
    # WoW 301.4b: a link that targeted the old hero now targets the master hero
    st = _game()
    old = hero(st, 0)
    st.chain.append(Link("power", 1, hero(st, 1), -1, targets=[old], label="aimed at the hero"))
    wyrm = put(st, 0, "Ashen Wyrm", "hand")
    st.table.move(wyrm, "chain", player=0)
    procedure.replace_hero(st, 0, wyrm)
    assert st.chain[0].targets == [wyrm]


def test_returning_the_starting_hero():
    # WoW 301.4d: the starting hero returns in place of the master hero, with its attachments,
    # counters, damage and ready state; the master hero is removed from the game by the game
    st = _game()
    start_hero = hero(st, 0)
    wyrm = put(st, 0, "Ashen Wyrm", "hand")
    st.table.move(wyrm, "chain", player=0)
    procedure.replace_hero(st, 0, wyrm)
    st.table.cards[wyrm].damage = 7
    crown = st.table.add("T-CH", 0, "hero_row").uid
    st.table.cards[crown].attached_to = wyrm
    assert heroes.starting_hero(st, 0) == start_hero
    events = procedure.run_effects(st, Link("power", 0, wyrm, -1, label="test"), [Effect("return_starting_hero", 0, None)])
    assert events[0].rule == R("301.4d")
    assert st.heroes[0] == start_hero and st.table.cards[start_hero].zone == "hero_row"
    assert st.table.cards[start_hero].damage == 7 and st.table.cards[crown].attached_to == start_hero
    assert st.table.cards[wyrm].zone == "removed"
    procedure.run_ppp(st)
    assert st.table.cards[crown].zone == "hero_row"  # still attached: not destroyed by the host check


def test_when_your_hero_becomes_name_triggers_only_from_another_name(monkeypatch):
    # WoW 301.4c: "when your hero becomes [name]" triggers only if your hero wasn't [name]
    from engine.core.effects import Effect
    from engine.wow.cards.compiler import Power

    power = (Power("triggered", "When your hero becomes Ashen Wyrm, draw a card.", [Effect("draw", 1)], trigger="hero_becomes_self"),)
    real = powers.card_powers
    monkeypatch.setattr(powers, "card_powers", lambda d: power if d.get("name") == "Ashen Wyrm" else real(d))
    st = _game()
    resources(st, 0, 16)
    first = put(st, 0, "Ashen Wyrm", "hand")
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "play", 0, uid=first, x=0))
    assert len(st.table.zone(0, "hand")) == hand  # played one, drew one
    second = put(st, 0, "Ashen Wyrm", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=second, x=0))
    assert st.heroes[0] == second and len(st.table.zone(0, "hand")) == hand  # already Ashen Wyrm: no draw
