"""Helper wtime: durations past this turn (``engine.wow.durations``), additional resources that are
not placed (``engine.wow.resources``), and the manual cards of the timing family, each played as a
real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wshot2_scripts import _next_turn

pytestmark = needs(WOW_CARDS)


def _power(data: dict, nth: int = 0) -> int:
    """The position of the card's ``nth`` activated power."""
    return [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"][nth]


def _events(st, type_: str, player: int, **args):
    """Apply an action; the new state and the events it logged."""
    t = ENGINE.apply(st, Action(type_, player, args))
    return t.state, list(t.events)


def _answer(st, *picks: str):
    return _events(st, "choose", st.pending[0].player, picks=list(picks))


def _pass_until_empty(st):
    """Everyone passes until the chain is empty or a choice is asked; the state and every event logged."""
    logged = []
    for _ in range(50):
        if not st.chain or st.pending or st.over:
            break
        st, evs = _events(st, "pass", st.priority)
        logged += evs
    return st, logged


# --- bug 1: "until the end of your next turn" ends at the end of its controller's NEXT turn -------------------


@pytest.mark.parametrize("on_opponents_turn", [False, True])
def test_bulwark_of_the_ancient_kings_lasts_until_the_end_of_your_next_turn(on_opponents_turn):
    # EN 701 (payment power), EN 714.1 / 503.2 (engine.wow.durations): "Destroy Bulwark of the Ancient Kings -> Your
    # hero has +25 health until the end of your next turn." Used on your own turn it survives this turn's wrap-up and
    # the opponent's turn, and ends at the end of your next turn; used on the opponent's turn, "your next turn" is the
    # one that follows. (Before engine.wow.durations the +25 never ended.)
    data = automated("Bulwark of the Ancient Kings")
    st = start()
    bulwark = put_real(st, 0, "Bulwark of the Ancient Kings", "hero_row")
    base = kw.health(st, hero(st, 0))  # "Your hero has +5 health." (its continuous power, while in play)
    if on_opponents_turn:
        st = _next_turn(st)
        assert st.active == 1
    st = apply(st, "power", 0, uid=bulwark, power=_power(data), x=0)  # cost: destroy it (403.1)
    st = resolve_chain(st)
    assert st.table.cards[bulwark].zone == "graveyard"
    me = hero(st, 0)
    assert kw.health(st, me) == base - 5 + 25  # the +5 left with the armor; +25 from the power
    if not on_opponents_turn:
        st = _next_turn(st)  # the end of this turn: it lasts
        assert st.active == 1 and kw.health(st, me) == base + 20
    st = _next_turn(st)  # the end of the opponent's turn: it lasts
    assert st.active == 0 and kw.health(st, me) == base + 20
    st = _next_turn(st)  # the end of your next turn: it ends (EN 503.2)
    assert st.active == 1 and kw.health(st, me) == base - 5


def test_until_your_next_turn_ends_as_your_next_turn_starts():
    # 501.1a (engine.wow.durations): a modifier lasting "until your next turn" ends as its controller's next turn
    # starts — not at this turn's end, not at the opponent's.
    from engine.core.effects import Modifier

    st = start()
    me = hero(st, 0)
    before = kw.atk(st, me)
    st.modifiers.append(Modifier(me, "atk", 2, duration="until_your_next_turn", player=0, turn=st.turn))
    st = _next_turn(st)
    assert st.active == 1 and kw.atk(st, me) == before + 2
    st = _next_turn(st)
    assert st.active == 0 and kw.atk(st, me) == before


# --- bug 2: no "resource placed" event when no resource was placed (412.1c, EN 709.3) -------------------------


def _shard(st) -> int:
    """Shard of the Flame: "When a resource enters play under your control, your hero heals 2 damage from itself.";
    the hero has 4 damage to see it."""
    automated("Shard of the Flame")
    shard = put_real(st, 0, "Shard of the Flame", "hero_row")
    st.table.cards[hero(st, 0)].damage = 4
    return shard


def _nordrassil(st) -> tuple:
    data = automated("Nordrassil, the World Tree")
    tree = put_real(st, 0, "Nordrassil, the World Tree", "resources")
    st.table.cards[tree].counters["life"] = 3
    return tree, data


@pytest.mark.parametrize("answer", ["no", "down"])
def test_declined_additional_resource_logs_no_placement_and_triggers_nothing(answer):
    # 412.1c, EN 709.3: "Reveal the top card of your deck. You may place it exhausted as an additional resource this
    # turn." (Nordrassil) — declined, the card stays on top: no resource event, Shard of the Flame ("When a resource
    # enters play under your control …") doesn't trigger; placed, both happen.
    st = start()
    _shard(st)
    tree, data = _nordrassil(st)
    resources(st, 0, 2)
    top = st.table.zone(0, "deck")[0]
    st, logged = _events(st, "power", 0, uid=tree, power=_power(data, 2), x=0)
    st, more = _pass_until_empty(st)
    logged += more
    assert st.pending and st.pending[0].kind == "additional_resource"
    st, evs = _answer(st, answer)
    st, more = _pass_until_empty(st)
    logged += evs + more
    placed = [e for e in logged if e.kind == "resource"]
    if answer == "no":
        assert st.table.zone(0, "deck")[0] == top
        assert placed == [] and st.table.cards[hero(st, 0)].damage == 4
        assert not any("Shard of the Flame" in link.label for link in st.chain)
    else:
        assert st.table.cards[top].zone == "resources"
        assert len(placed) == 1
        assert st.table.cards[hero(st, 0)].damage == 2  # healed 2 by the trigger


def test_additional_resource_from_an_empty_deck_logs_no_placement():
    # 412.1c: with an empty deck nothing is revealed or placed: no resource event, no trigger.
    st = start()
    _shard(st)
    tree, data = _nordrassil(st)
    resources(st, 0, 2)
    for uid in list(st.table.zone(0, "deck")):
        st.table.move(uid, "removed")
    st, logged = _events(st, "power", 0, uid=tree, power=_power(data, 2), x=0)
    st, more = _pass_until_empty(st)
    logged += more
    assert not st.pending
    assert [e for e in logged if e.kind == "resource"] == []
    assert st.table.cards[hero(st, 0)].damage == 4


# --- prevention that only some packets meet (EN 717.2; engine.wow.shield_filters, templates_wtime) -------------


def _deal(st, source, target, amount, dtype="fire", combat=False):
    """One damage packet (405.4) straight through ``damage.deal``; the damage the target has after it."""
    from engine.wow.damage import deal

    deal(st, source, target, amount, dtype, combat=combat)
    return st.table.cards[target].damage


def test_light_of_the_naaru_heals_and_shields_a_defending_ally_from_combat_damage_only():
    # "Your hero heals all damage from target defending ally. Prevent the next 5 combat damage that would be dealt to
    # that ally this turn." (instant, 409.1; 407.1 heal; EN 717.2: only combat packets, 408.3b, use the shield)
    automated("Light of the Naaru")
    st = _next_turn(start())  # P2's turn: P2 attacks P1's ally
    mine = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[mine].damage = 1
    attacker = put(st, 1, "Iron Sentinel", "allies")  # 4 melee ATK
    light = put_real(st, 0, "Light of the Naaru", "hand")
    resources(st, 0, 2)
    st = apply(st, "attack", 1, attacker=attacker, defender=mine)
    for _ in range(10):  # to P1's priority in the combat step (the turn player passed)
        if st.combat is not None and st.combat.stage == "step" and st.priority == 0:
            break
        st = apply(st, "pass", st.priority)
    assert st.combat is not None and st.combat.defender == mine
    st = apply(st, "play", 0, uid=light, x=0)
    if st.pending:
        st = choose(st, str(mine))
    st = resolve_chain(st)
    assert st.table.cards[mine].damage == 0  # healed all (407.1)
    st = finish_combat(st)
    assert st.table.cards[mine].zone == "allies" and st.table.cards[mine].damage == 0  # 4 combat damage prevented
    assert st.table.cards[attacker].damage == 2  # the Hound's own combat damage is not touched
    assert _deal(st, attacker, mine, 1, "melee") == 1  # a non-combat packet: the shield (1 left) doesn't fit it
    assert _deal(st, attacker, mine, 3, "melee", combat=True) == 1 + 2  # 1 more combat damage prevented, then used up


def test_anti_magic_shell_prevents_the_next_non_melee_packet_only():
    # "Ongoing: [Exhaust] -> Prevent the next non-melee damage that would be dealt to your hero this turn." (EN 717.2,
    # 405.5: the whole next non-melee packet; a melee packet passes it by)
    data = automated("Anti-Magic Shell")
    st = start()
    shell = put_real(st, 0, "Anti-Magic Shell", "hero_row")
    st = resolve_chain(apply(st, "power", 0, uid=shell, power=_power(data), x=0))
    assert st.table.cards[shell].tapped
    me, foe = hero(st, 0), hero(st, 1)
    assert _deal(st, foe, me, 2, "melee") == 2
    assert _deal(st, foe, me, 7, "shadow fire") == 2  # prevented whole
    assert _deal(st, foe, me, 3, "frost") == 5  # used up
    st = _next_turn(_next_turn(st))
    st = resolve_chain(apply(st, "power", 0, uid=shell, power=_power(data), x=0))
    st = _next_turn(st)  # the turn's shields end with it (503.2)
    assert _deal(st, foe, me, 1, "frost") == 6


def test_cloak_of_the_shrouded_mists_prevents_the_next_non_combat_packet():
    # "[Exhaust] -> The next time your hero would be dealt non-combat damage this turn, prevent it." (EN 717.2, 408.3b)
    data = automated("Cloak of the Shrouded Mists")
    st = start()
    cloak = put_real(st, 0, "Cloak of the Shrouded Mists", "hero_row")
    st = resolve_chain(apply(st, "power", 0, uid=cloak, power=_power(data), x=0))
    me, foe = hero(st, 0), hero(st, 1)
    assert _deal(st, foe, me, 2, "melee", combat=True) == 2  # combat damage: not this shield's
    assert _deal(st, foe, me, 6, "fire") == 2  # the next non-combat packet: prevented whole
    assert _deal(st, foe, me, 1, "fire") == 3


def test_mana_shield_prevents_x_combat_damage_dealt_by_allies():
    # "Ongoing: X, [Exhaust] -> Prevent the next X combat damage that would be dealt to your hero by allies this turn."
    # (201.3: X paid; EN 717.2: combat packets, 408.3b, whose source is an ally, 408.2c)
    data = automated("Mana Shield")
    st = start()
    shield = put_real(st, 0, "Mana Shield", "hero_row")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "power", 0, uid=shield, power=_power(data), x=3))
    me, foe = hero(st, 0), hero(st, 1)
    ally = put(st, 1, "Iron Sentinel", "allies")
    assert _deal(st, foe, me, 2, "melee", combat=True) == 2  # dealt by a hero: not prevented
    assert _deal(st, ally, me, 2, "melee") == 4  # not combat damage: not prevented
    assert _deal(st, ally, me, 5, "melee", combat=True) == 4 + 2  # 3 prevented
    assert _deal(st, ally, me, 1, "melee", combat=True) == 7  # used up
