"""Helper x32play: interrupts (EN 711: the interrupted card leaves the chain for its owner's graveyard) scripted in
``engine/wow/cards/scripts/x32play.toml`` — each played with the real card of the pool and asserted on every clause.

Rule calls without a source (the rules document doesn't say):
- "you may interrupt an ability card played by its controller": the card is chosen as the link resolves among the
  cards that player is playing (no target, EN 711 / 709.1), as Earth Shock and Kick.
- Silencing Shot: "its controller can't play abilities this turn" is a ban on the targeted hero's player (103.2)
  until the turn ends (500.2).
- Suffocating Grip: "played by an opponent": a card link of another player's on the chain (711); X is the ally's
  printed cost (its last known information on the chain); "his hero" is the hero of the player who played it.
"""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _respond_to_bolt(name: str, at_hero: bool = True, pay: int = 4):
    """P2 plays Fire Bolt at P1's hero; P1 answers with ``name`` at P2's hero (or at P2's ally)."""
    st = start({"auto_pass": False})
    bolt = put(st, 1, "Fire Bolt", "hand")
    touch = put(st, 1, "Healing Touch", "hand")
    resources(st, 1, 4)
    ally = put(st, 1, "Stone Guardian", "allies")
    st.active = st.priority = 1
    card = put_real(st, 0, name, "hand")
    resources(st, 0, pay)
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0)))
    st = apply(st, "pass", 1)
    st = choose(apply(st, "play", 0, uid=card, x=0), str(hero(st, 1) if at_hero else ally))
    st = apply(st, "pass", 0)
    st = apply(st, "pass", 1)  # the answer resolves first (the last link, EN 707)
    return st, bolt, touch, ally


@pytest.mark.parametrize(("name", "dealt"), [("Shield Bash", 1), ("Silencing Shot", 2)])
def test_interrupts_an_ability_card_of_the_targeted_heros_controller(name, dealt):
    # WoW 711.1 / 709.1: "Your hero deals N damage to target hero or ally. If you targeted a hero, you may interrupt an
    # ability card played by its controller." — the damage, then the Fire Bolt P2 is playing is interrupted (graveyard)
    automated(name)
    st, bolt, _touch, _ally = _respond_to_bolt(name)
    assert st.pending and st.pending[0].kind == "pick_played"
    assert {o.id for o in st.pending[0].options} == {str(bolt), "none"}
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.cards[hero(st, 1)].damage == dealt
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 0)].damage == 0


@pytest.mark.parametrize("name", ["Shield Bash", "Silencing Shot"])
def test_interrupt_may_be_declined(name):
    # WoW 709.3: "you may" — declined, the Fire Bolt resolves
    st, _bolt, _touch, _ally = _respond_to_bolt(name)
    st = resolve_chain(choose(st, "none"))
    assert st.table.cards[hero(st, 0)].damage == 3


@pytest.mark.parametrize(("name", "dealt"), [("Shield Bash", 1), ("Silencing Shot", 2)])
def test_an_ally_targeted_interrupts_nothing(name, dealt):
    # WoW 709.1: "If you targeted a hero" — an ally targeted: no choice, nothing interrupted, no ban
    st, bolt, touch, ally = _respond_to_bolt(name, at_hero=False)
    assert not st.pending
    st = resolve_chain(st)
    assert st.table.cards[ally].damage == dealt - 1  # Stone Guardian's Hardiness prevents 1 of each packet
    assert st.table.cards[hero(st, 0)].damage == 3 and st.table.cards[bolt].zone == "graveyard"
    st.priority = 1
    st = choose(apply(st, "play", 1, uid=touch, x=0), str(hero(st, 1)))  # abilities still allowed
    assert any(lk.uid == touch for lk in st.chain)


def test_silencing_shot_bans_abilities_for_the_targeted_heros_player_this_turn():
    # WoW 103.2 / 500.2: "If you targeted a hero, its controller can't play abilities this turn" — his Healing Touch
    # (an instant) is refused after, also when he kept his Fire Bolt; not his opponent's
    st, bolt, touch, _ally = _respond_to_bolt("Silencing Shot")
    st = resolve_chain(choose(st, "none"))
    st.priority = 1
    with pytest.raises(RulesError, match="abilit"):
        apply(st, "play", 1, uid=touch, x=0)
    assert st.table.cards[bolt].zone == "graveyard"  # (declined: it resolved)
    assert not any(k.startswith("Can't Play") for k in kw.keywords_read(st, hero(st, 0)))  # the caster is not banned


# --- Suffocating Grip (SW-29) ---------------------------------------------------------------------------------------


def test_suffocating_grip_interrupts_an_opposing_ally_and_deals_its_cost():
    # WoW 711.1 / 709.3: "Interrupt target ally with cost X played by an opponent. If you do, your hero deals X shadow
    # damage to his hero." — P2's Iron Sentinel (cost 4) is interrupted: his graveyard, 4 shadow damage to his hero
    automated("Suffocating Grip")
    st = start({"auto_pass": False})
    st.active = st.priority = 1
    sentinel = put(st, 1, "Iron Sentinel", "hand")
    resources(st, 1, 4)
    grip = put_real(st, 0, "Suffocating Grip", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 1, uid=sentinel, x=0)
    st = apply(st, "pass", 1)
    st = apply(st, "play", 0, uid=grip, x=0)
    if st.pending and st.pending[0].kind == "target":
        assert {o.id for o in st.pending[0].options} == {str(sentinel)}
        st = choose(st, str(sentinel))
    st = resolve_chain(st)
    assert st.table.cards[sentinel].zone == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 4 and st.table.cards[hero(st, 0)].damage == 0
    assert st.table.cards[grip].zone == "graveyard"


def test_suffocating_grip_cant_target_your_own_ally():
    # WoW 711 / 707.1d: "played by an opponent" — your own ally being played is no legal target
    st = start({"auto_pass": False})
    sentinel = put(st, 0, "Iron Sentinel", "hand")
    grip = put_real(st, 0, "Suffocating Grip", "hand")
    resources(st, 0, 7)
    st = apply(st, "play", 0, uid=sentinel, x=0)
    assert st.priority == 0 and any(lk.uid == sentinel for lk in st.chain)
    with pytest.raises(RulesError, match="target"):
        apply(st, "play", 0, uid=grip, x=0)


# --- Spell Reflection (FOO-97) --------------------------------------------------------------------------------------


def _reflect(at_hero: bool):
    st = start({"auto_pass": False})
    bolt = put(st, 1, "Fire Bolt", "hand")
    resources(st, 1, 2)
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.active = st.priority = 1
    card = put_real(st, 0, "Spell Reflection", "hand")
    resources(st, 0, 6)
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0) if at_hero else ally))
    st = apply(st, "pass", 1)
    st = apply(st, "play", 0, uid=card, x=0)
    return resolve_chain(st), bolt, ally


def test_spell_reflection_sends_an_ability_targeting_your_hero_back():
    # WoW 706 / 709.1: "If an ability card is targeting only your hero, change its target to its controller's hero." —
    # P2's Fire Bolt at P1's hero deals its 3 to P2's hero instead
    automated("Spell Reflection")
    st, bolt, _ally = _reflect(True)
    assert st.table.cards[hero(st, 1)].damage == 3 and st.table.cards[hero(st, 0)].damage == 0
    assert st.table.cards[bolt].zone == "graveyard"


def test_spell_reflection_leaves_an_ability_targeting_an_ally():
    # WoW 709.1: "targeting only your hero" — a Fire Bolt at P1's ally is not changed
    st, _bolt, ally = _reflect(False)
    assert st.table.cards[ally].damage == 3 and st.table.cards[hero(st, 1)].damage == 0


# --- Keldor the Lost (FOH-132) --------------------------------------------------------------------------------------


@pytest.mark.parametrize("by_counter", [False, True])
def test_keldor_interrupts_an_ally_that_returns_to_its_owners_party_on_his_next_turn(by_counter):
    # WoW 711.1 / 415.7 / 415.9b: "Pay 2 or remove an honor counter from a card you control -> Interrupt target ally card.
    # If you do, remove it from the game, and its owner puts it into his party at the start of his next turn." — P2's
    # Iron Sentinel is interrupted and removed; it enters P2's party as his next turn starts (not before)
    from engine.wow.counters import counters

    from .test_wtrig_cards import _until

    automated("Keldor the Lost")
    st = start({"auto_pass": False})
    keldor = put_real(st, 0, "Keldor the Lost", "allies")
    mine = resources(st, 0, 2)
    if by_counter:
        holder = put(st, 0, "Mist Owl", "allies")
        st.table.cards[holder].counters["honor"] = 1
    st.active = st.priority = 1
    sentinel = put(st, 1, "Iron Sentinel", "hand")
    resources(st, 1, 4)
    st = apply(st, "play", 1, uid=sentinel, x=0)
    st = apply(st, "pass", 1)
    st = apply(st, "power", 0, uid=keldor, power=0, x=0, pay=[holder] if by_counter else [])
    st = resolve_chain(choose(st, str(sentinel)))
    assert st.table.cards[sentinel].zone == "removed"
    if by_counter:
        assert counters(st, holder, "honor") == 0 and not any(st.table.cards[u].tapped for u in mine)
    else:
        assert all(st.table.cards[u].tapped for u in mine)
    st = _until(st, lambda s: s.active == 0 and s.step == "main" and not s.chain and not s.pending and not s.triggers)
    assert st.table.cards[sentinel].zone == "removed"  # P1's turn: not yet
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending and not s.triggers)
    assert st.table.cards[sentinel].zone == "allies" and st.table.cards[sentinel].controller == 1
