"""Targets named by their part in combat (engine.wow.combat_while.role_fits, EN 600–602): "target
ally attacking your hero", "target protecting ally", "target ally in combat with your hero", "all
allies that attacked this turn", "… that haven't attacked this turn", "… that neither attacked nor
entered play this turn". Each is played with a real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

from engine.core import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wcombat_while import _to_turn_of

pytestmark = needs(WOW_CARDS)


def _attack_then_priority(st, attacker: int, defender: int, protector: int | None = None):
    """Player 2 attacks; player 1 (optionally protecting) holds priority in the combat step (test setup)."""
    st = resolve_chain(apply(st, "attack", 1, attacker=attacker, defender=defender))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, str(protector) if protector is not None else "none")
    st = resolve_chain(st)
    st.priority = 0
    return st


def _options(st, player: int, card: int) -> set[str]:
    """The target options offered after playing ``card`` (the pending choice's ids)."""
    try:
        st = apply(st, "play", player, uid=card, x=0)
    except RulesError:  # 707.1d: no legal target, it can't be played
        return set()
    return {o.id for o in st.pending[0].options} if st.pending else set()


def test_destroy_target_ally_attacking_your_hero():
    # EN 600: "Destroy target ally attacking your hero." (Topple) — not an ally attacking another ally
    automated("Topple")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = _attack_then_priority(st, a, hero(st, 0))
    st, _ = play_real(st, "Topple", 0, str(a))
    st = resolve_chain(st)
    assert st.table.cards[a].zone == "graveyard"
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Stone Guardian", "allies")
    st = _attack_then_priority(st, a, mine)
    topple = put_real(st, 0, "Topple", "hand")
    resources(st, 0, 3)
    assert str(a) not in _options(st, 0, topple)  # attacking an ally, not your hero: no legal target


def test_destroy_target_protecting_ally():
    # EN 602.2: "Destroy target protecting ally." (First to Fall) — the defender that protected, not the proposed one
    automated("First to Fall")
    st = _to_turn_of(start({"auto_pass": False}), 0)
    mine = put(st, 0, "Iron Sentinel", "allies")
    guard = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=mine, defender=hero(st, 1)))
    assert st.pending and st.pending[0].kind == "protector"
    st = resolve_chain(choose(st, str(guard)))
    st, _ = play_real(st, "First to Fall", 0, str(guard))
    st = resolve_chain(st)
    assert st.table.cards[guard].zone == "graveyard"
    st = _to_turn_of(start({"auto_pass": False}), 0)
    mine = put(st, 0, "Iron Sentinel", "allies")
    d = put(st, 1, "Loyal Hound", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=mine, defender=d))
    card = put_real(st, 0, "First to Fall", "hand")
    resources(st, 0, 3)
    assert str(d) not in _options(st, 0, card)  # the proposed defender didn't protect


def test_destroy_all_allies_that_attacked_this_turn():
    # EN 601.1: "Destroy all allies that attacked this turn." (Wrath of Turalyon)
    automated("Wrath of Turalyon")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    b = put(st, 0, "Loyal Hound", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    st, _ = play_real(st, "Wrath of Turalyon", 0)
    st = resolve_chain(st)
    assert st.table.cards[a].zone == "graveyard" and st.table.cards[b].zone == "allies"


def test_ready_allies_that_havent_attacked():
    # EN 601.1, 411.1: "Reward: Ready all allies in your party that haven't attacked this turn." (The Relics of Wakening)
    automated("The Relics of Wakening")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    b = put(st, 0, "Loyal Hound", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    st.table.cards[b].tapped = True
    quest = put_real(st, 0, "The Relics of Wakening", "resources", face_down=False)
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[a].tapped and not st.table.cards[b].tapped


def test_attach_to_ally_in_combat_with_your_hero():
    # EN 600, 400.1: "Attach to target ally in combat with your hero. Ongoing: Attached ally can't ready during its controller's ready step." (Hamstring)
    automated("Hamstring")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Loyal Hound", "allies")
    other = put(st, 1, "Iron Sentinel", "allies")
    st = _attack_then_priority(st, a, hero(st, 0))
    card = put_real(st, 0, "Hamstring", "hand")
    resources(st, 0, 3)
    assert str(a) in _options(st, 0, card) and str(other) not in _options(st, 0, card)
    st = resolve_chain(choose(apply(st, "play", 0, uid=card, x=0), str(a)))
    assert st.table.cards[card].attached_to == a
    st = finish_combat(st)
    assert st.table.cards[card].zone == "hero_row"  # 410.6c: still an ally, the attachment stays after the combat


def test_destroy_idle_allies_at_the_end_of_each_opponents_turn():
    # EN 703 (end of turn), 601.1: "Ongoing: At the end of each opponent's turn, destroy each ally in his
    # party that neither attacked nor entered play this turn." (Tomb of Ice)
    automated("Tomb of Ice")
    st = _to_turn_of(start(), 1)
    put_real(st, 0, "Tomb of Ice", "hero_row")
    attacker = put(st, 1, "Iron Sentinel", "allies")
    idle = put(st, 1, "Loyal Hound", "allies")
    new = put(st, 1, "Wolfrider Scout", "allies", fresh=True)
    mine = put(st, 0, "Stone Guardian", "allies")  # my idle ally: not in the opponent's party
    st = finish_combat(apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0)))
    st = _to_turn_of(st, 0)
    zone = {u: st.table.cards[u].zone for u in (attacker, idle, new, mine)}
    assert zone == {attacker: "allies", idle: "graveyard", new: "allies", mine: "allies"}, zone
