"""Engine fixes (helper x33fix): "target player may ready that many of his resources" (EN 709.3: a
"may" is done in full or not at all) is asked so that every answer the question allows is legal:
yes or no first, then exactly that many (``engine.wow.up_to_picks``, ``engine.wow.forced``)."""

from __future__ import annotations

from engine.wow.engine import WowEngine
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _sword_to_may(st):
    sword = put_real(st, 0, "Sword of Zeal", "hero_row")
    res = [put(st, 0, "Mist Owl", "resources") for _ in range(4)]
    for u in res:
        st.table.cards[u].tapped = True
    for _ in range(2):
        put(st, 0, "Mist Owl", "resources")  # pays the strike cost
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    st = apply(st, "strike", 0, weapon=sword)
    for _ in range(20):
        if st.pending and st.pending[0].kind == "player_picks":
            return st, res
        if st.pending and str(hero(st, 0)) in [o.id for o in st.pending[0].options]:
            st = choose(st, str(hero(st, 0)))  # target player: yourself
            continue
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
            continue
        st = apply(st, "pass", st.priority)
    raise AssertionError("no pick offered")


def _all_legal(st) -> None:
    """Every answer the engine lists for the pending question is accepted (a random player's pick)."""
    eng = WowEngine()
    acts = eng.legal_actions(st, st.pending[0].player)
    assert acts
    for a in acts:
        eng.apply(st, a)  # raises RulesError on an answer the question allowed but the rule refuses


def test_may_ready_that_many_every_listed_answer_is_legal():
    # WoW EN 709.3: "may ready that many" is all of them or none: asked yes / no, then exactly 2 (Sword of Zeal: 2 damage).
    automated("Sword of Zeal")
    st, res = _sword_to_may(start())
    pend = st.pending[0]
    assert [o.id for o in pend.options] == ["yes", "no"] and pend.rule is not None and "709.3" in str(pend.rule)
    _all_legal(st)
    yes = choose(st, "yes")
    pend = yes.pending[0]
    assert (pend.kind, pend.min, pend.max) == ("player_picks", 2, 2)
    _all_legal(yes)
    done = choose(yes, str(res[0]), str(res[2]))
    assert not done.table.cards[res[0]].tapped and not done.table.cards[res[2]].tapped
    assert done.table.cards[res[1]].tapped and done.table.cards[res[3]].tapped


def test_may_ready_that_many_declined_readies_none():
    # WoW EN 709.3: "may" declined: none of them is readied.
    automated("Sword of Zeal")
    st, res = _sword_to_may(start())
    st = choose(st, "no")
    assert all(st.table.cards[u].tapped for u in res)
    assert not (st.pending and st.pending[0].kind == "player_picks")
