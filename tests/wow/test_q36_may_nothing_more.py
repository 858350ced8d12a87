"""Session 36, helper q36wow, part 4: more "you may" questions whose yes could change nothing, told from public facts,
left out (EN 709.3; engine.wow.may_nothing), each played with a real card both ways:

- "you may put it into its owner's hand" (``return_to_hand``: Escape Artist's reminder, Karina, Celestial Shard) once
  the card is no longer in play (415.9a);
- Eternal's "you may shuffle it into your deck" (``shuffle_into_deck``) and "you may put him from your graveyard into
  your hand" (``self_from_graveyard``) once the card has left the graveyard (415.9b: the graveyard is public);
- "you may ready all allies you control" / "heal … from each friendly hero and ally" when none of them is exhausted /
  damaged (411.1, 407.3).

Rule calls (as engine.wow.may_nothing's, tests/wow/test_l35w_may_nothing.py): a question left out is a "no"; an "each"
ready or heal is still asked when a later part reads "if you do" (the engine counts a yes to "each" as done).
"""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import choose, put, resolve_chain, resources, start
from .test_l35w_may_nothing import _not_asked
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _run(st, log: list):
    """Pass (collecting the log) until a "may" question or until nothing is left to do; other choices get their
    first options (a discard down to the hand limit, 415.4b)."""
    for _ in range(80):
        if st.pending and st.pending[0].kind == "may":
            return st
        if st.pending:
            pick = [o.id for o in st.pending[0].options][: st.pending[0].min]
            res = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": pick}))
        elif st.chain or st.triggers:
            res = ENGINE.apply(st, Action("pass", st.priority, {}))
        else:
            return st
        log += res.events
        st = res.state
    return st


def _to(st, log: list, done):
    """Pass or answer (first options; "no" to a "may") until ``done(st)``."""
    for _ in range(300):
        if done(st):
            return st
        if st.pending:
            p = st.pending[0]
            pick = ["no"] if p.kind == "may" else [o.id for o in p.options][: p.min]
            st = _step(st, log, "choose", p.player, picks=pick)
        else:
            st = _step(st, log, "pass", st.priority)
    raise AssertionError("not reached")


def _act(st, log: list, type_: str, player: int = 0, **args):
    res = ENGINE.apply(st, Action(type_, player, args))
    log += res.events
    return _run(res.state, log)


def _step(st, log: list, type_: str, player: int, **args):
    res = ENGINE.apply(st, Action(type_, player, args))
    log += res.events
    return res.state


def _until_trigger_of(st, log: list, uid: int):
    """Pass (no answers) until a triggered link of ``uid`` is on the chain; then the turn player holds priority."""
    for _ in range(30):
        if any(lk.uid == uid and lk.kind != "card" for lk in st.chain) and not st.pending:
            return st
        st = _step(st, log, "pass", st.priority)
    raise AssertionError("no trigger")


def _boots_remove(st, log: list, target: int):
    """P2 answers the trigger: Abyss Walker's Boots "[Exhaust] -> Remove target card in a graveyard from the game."
    (EN 701, 415.7), while the trigger waits on the chain."""
    boots = next(u for u in st.table.zone(1, "hero_row") if st.cards[st.table.cards[u].card_id]["name"] == "Abyss Walker's Boots")
    if st.priority == 0:
        st = _step(st, log, "pass", 0)
    assert st.priority == 1 and st.chain
    st = _step(st, log, "power", 1, uid=boots, power=0, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = _step(st, log, "choose", 1, picks=[str(target)])
    return st


@pytest.mark.parametrize("removed", [True, False])
def test_eternal_not_asked_once_the_card_left_the_graveyard(removed):
    # 415.9b, EN 709.3: "Eternal (When this enters your graveyard from anywhere, you may shuffle it into your deck.)" —
    # Boundless Rage resolves into the graveyard; P2 removes it from the game before the trigger resolves: not asked
    automated("Boundless Rage")
    automated("Abyss Walker's Boots")
    st = start({"auto_pass": False})
    ally = put(st, 0, "Iron Sentinel", "allies")
    put_real(st, 1, "Abyss Walker's Boots", "hero_row")
    st, rage = play_real(st, "Boundless Rage", 0, str(ally))
    log: list = []
    st = _until_trigger_of(st, log, rage)
    assert st.table.cards[rage].zone == "graveyard"
    if removed:
        st = _boots_remove(st, log, rage)
    st = _run(st, log)
    if removed:
        assert not st.pending and st.table.cards[rage].zone == "removed"
        assert [e.rule.section for e in _not_asked(log)] == ["415.9b"]
        assert "it left the graveyard" in _not_asked(log)[0].text
    else:
        assert st.pending and st.pending[0].kind == "may" and not _not_asked(log)


@pytest.mark.parametrize("removed", [True, False])
def test_masten_not_asked_once_he_left_the_graveyard(removed):
    # 415.9b, EN 709.3: "When Masten Everspirit is destroyed, you may put him from your graveyard into your hand." —
    # removed from the graveyard before the trigger resolves: not asked
    automated("Masten Everspirit")
    st = start({"auto_pass": False})
    masten = put_real(st, 0, "Masten Everspirit", "allies")
    put_real(st, 1, "Abyss Walker's Boots", "hero_row")
    smoke = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
    resources(st, 0, 4)
    log: list = []
    st = _step(st, log, "play", 0, uid=smoke, x=0)
    st = _step(st, log, "choose", 0, picks=[str(masten)])
    st = _until_trigger_of(st, log, masten)
    assert st.table.cards[masten].zone == "graveyard"
    if removed:
        st = _boots_remove(st, log, masten)
    st = _run(st, log)
    if removed:
        assert not st.pending and st.table.cards[masten].zone == "removed"
        assert [e.rule.section for e in _not_asked(log)] == ["415.9b"]
    else:
        assert st.pending and st.pending[0].kind == "may" and not _not_asked(log)


@pytest.mark.parametrize("destroyed", [True, False])
def test_karina_not_asked_once_she_left_play(destroyed):
    # 415.9a, EN 709.3: "At the start of your turn, you may put Karina into her owner's hand." — destroyed in response
    # to the trigger (Fire Bolt, an instant, deals 3 to her: 4 health, 1 damage already, 405.2): not asked
    automated("Karina of Silvermoon")
    st = start({"auto_pass": False})
    karina = put_real(st, 0, "Karina of Silvermoon", "allies")
    st.table.cards[karina].damage = 1
    log: list = []
    bolt = put(st, 1, "Fire Bolt", "hand")  # instant: "Your hero deals 3 fire damage to target hero or ally."
    resources(st, 1, 2)
    st = _to(st, log, lambda s: s.turn == 3 and any(lk.uid == karina for lk in s.chain) and not s.pending)
    log.clear()
    if destroyed:
        if st.priority == 0:
            st = _step(st, log, "pass", 0)
        st = _step(st, log, "play", 1, uid=bolt, x=0)
        if st.pending and st.pending[0].kind == "target":
            st = _step(st, log, "choose", 1, picks=[str(karina)])
    st = _run(st, log)
    if destroyed:
        assert st.table.cards[karina].zone == "graveyard" and not (st.pending and st.pending[0].kind == "may")
        assert [e.rule.section for e in _not_asked(log)] == ["415.9a"]
    else:
        assert st.pending and st.pending[0].kind == "may" and not _not_asked(log)
        st = resolve_chain(choose(st, "yes"))
        assert st.table.cards[karina].zone == "hand"


@pytest.mark.parametrize("exhausted", [True, False])
def test_windguard_totem_ready_all_allies_asked_only_with_one_exhausted(exhausted):
    # 411.1, EN 709.3: "Ongoing: At the start of each opponent's turn, you may ready all allies you control." — all
    # ready: not asked; one exhausted: asked, yes readies it
    automated("Windguard Totem")
    st = start()
    put_real(st, 0, "Windguard Totem", "allies")
    hound = put(st, 0, "Loyal Hound", "allies", tapped=exhausted)
    put(st, 0, "Iron Sentinel", "allies")
    log: list = []
    st = _act(st, log, "pass", 0)  # P1 ends his turn; P2's turn starts
    if exhausted:
        assert st.pending and st.pending[0].kind == "may" and not _not_asked(log)
        st = choose(st, "yes")
        assert not st.table.cards[hound].tapped
    else:
        assert not (st.pending and st.pending[0].kind == "may")
        assert [e.rule.section for e in _not_asked(log)] == ["411.1"]


@pytest.mark.parametrize("damaged", [True, False])
def test_grim_campfire_heal_each_asked_only_with_damage(damaged):
    # 407.3, EN 709.3: "At the end of your turn, your hero may heal 1 damage from each friendly hero and ally for each
    # fuel counter." — no friendly character damaged: not asked
    from engine.wow.counters import add_counters

    automated("Grim Campfire")
    st = start()
    fire = put_real(st, 0, "Grim Campfire", "hero_row")
    add_counters(st, fire, "fuel", 1)
    ally = put(st, 0, "Stone Guardian", "allies")
    if damaged:
        st.table.cards[ally].damage = 1
    log: list = []
    st = _act(st, log, "pass", 0)
    if damaged:
        assert st.pending and st.pending[0].kind == "may" and not _not_asked(log)
        st = choose(st, "yes")
        assert st.table.cards[ally].damage == 0
    else:
        assert not (st.pending and st.pending[0].kind == "may")
        assert [e.rule.section for e in _not_asked(log)] == ["407.3"]
