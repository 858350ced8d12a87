"""An answer that carries on a paused link acts for the link's controller (``engine.wow.engine``, the answer
handlers of ``engine.wow.answers``): "can't be exhausted by opposing cards and effects" (Nerves of Steel's grant,
``engine.wow.opposing_exhaust``) bars an exhaust made by an opposing link's answer as it does one made by
``procedure.run_effects`` itself (WoW 103.2, EN 709.1).

Optimize ("Ongoing: [Exhaust] -> You may ready or exhaust target resource.") asks ready or exhaust as it resolves
(``wgear_pick``) and exhausts in the answer; its controller's protected resource is the control (own effects still
exhaust, as Nerves of Steel's own test shows for the hero). The protection is granted as Nerves of Steel grants it
(the ``grant_keyword`` modifier, this turn): no card in the pool grants it to a resource."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import opposing_exhaust
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wgear_cards import options, power_of

pytestmark = needs(WOW_CARDS)


def _protect(st, uid: int) -> None:
    """What Nerves of Steel's second effect puts on its target (grant_keyword, this turn; 103.2)."""
    card = st.table.cards[uid]
    st.modifiers.append(Modifier(uid, "", 0, keyword=opposing_exhaust.KEYWORD, duration="this_turn", player=card.controller,
                                 turn=st.turn, source=uid))


def _optimize_exhausts(owner: int, protected: bool) -> bool:
    """Player 0's Optimize exhausts a ready resource ``owner`` controls; is it exhausted afterwards?"""
    data = automated("Optimize")
    st = start()
    opt = put_real(st, 0, "Optimize", "hero_row")
    res = put_real(st, owner, "Karrok Scarrend", "resources")
    st.table.cards[res].face_down = True
    if protected:
        _protect(st, res)
    st = apply(st, "power", 0, uid=opt, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(res)))
    assert st.pending and st.pending[0].kind == "wgear_pick" and "exhaust" in options(st)  # the link paused (EN 709.1)
    st = resolve_chain(choose(st, "exhaust"))
    assert not st.pending and st.table.cards[opt].tapped  # Optimize's cost was paid, the link resolved
    return st.table.cards[res].tapped


def test_opposing_answer_cant_exhaust_a_protected_card():
    # WoW 103.2, EN 709.1: "can't be exhausted by opposing cards and effects": Optimize's answer (its controller's
    # effect, carried on after the pause) is an opposing effect for the resource's controller; it stays ready
    assert _optimize_exhausts(owner=1, protected=True) is False


def test_opposing_answer_exhausts_an_unprotected_card():
    # WoW 411.1: without the protection the same answer exhausts the opposing resource (the check above can fail)
    assert _optimize_exhausts(owner=1, protected=False) is True


def test_own_answer_still_exhausts_a_protected_card():
    # WoW 103.2: only opposing effects are barred; Optimize's controller exhausts his own protected resource
    assert _optimize_exhausts(owner=0, protected=True) is True


def test_the_answer_leaves_no_acting_player_behind():
    # EN 709.1: the acting player is noted only while the answer carries the link on (never kept in the state)
    data = automated("Optimize")
    st = start()
    opt = put_real(st, 0, "Optimize", "hero_row")
    res = put_real(st, 1, "Karrok Scarrend", "resources")
    st = apply(st, "power", 0, uid=opt, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(res)))
    st = resolve_chain(choose(st, "exhaust"))
    assert opposing_exhaust._ACTING not in st.table.kept
