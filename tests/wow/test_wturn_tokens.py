"""Helper wturn (issue #18): quest rewards putting a named token with a power into play (404.2: the token's name
and powers are the effect's; ``templates_wturn._token_with_power``), each real quest completed in an engine game
and the token's power played at the start of its controller's turn (501.2)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers, is_automated
from tests.shared_data import needs

from .helpers import apply, choose, hero, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _until(st, done, pick=None, limit=150):
    for _ in range(limit):
        if done(st) or st.over:
            return st
        if st.pending:
            p = st.pending[0]
            given = pick(p) if pick else None
            st = choose(st, *(given if given is not None else ([] if p.min == 0 else [p.options[0].id])))
        else:
            st = apply(st, "pass", st.priority)
    raise AssertionError("never reached")


def _idle(st):
    return not st.chain and not st.pending and not st.triggers


def _complete(st, name):
    resources(st, 0, 6)
    quest = put_real(st, 0, name, "resources", face_down=False)
    st = apply(st, "quest", 0, uid=quest)
    return _until(st, _idle)


def _tokens(st, named, p=0):
    return [u for u in st.table.zone(p, "allies") if kw.name(st, u) == named]


def test_mark_v_token_deals_five_at_the_start_of_your_turn():
    # 404.2: "Reward: Put a Mechanical ally token named Mark V into play with 0 [Melee] ATK / 1 health and At the
    # start of your turn, Mark V deals 5 melee damage to target hero or ally."
    automated("Mark V Is Alive!")
    st = _complete(start(), "Mark V Is Alive!")
    (mark,) = _tokens(st, "Mark V")
    assert kw.atk(st, mark) == 0 and kw.health(st, mark) == 1
    assert "Mechanical" in kw.data(st, mark)["tags"]
    assert st.table.cards[mark].flags.get("token")
    assert is_automated(kw.data(st, mark)) and [pw.trigger for pw in card_powers(kw.data(st, mark))] == ["start_of_turn"]
    foe = hero(st, 1)
    turn = st.turn
    st = _until(st, lambda s: s.turn == turn + 1 and s.step == "main" and _idle(s))  # the opponent's turn: nothing
    assert st.table.cards[foe].damage == 0
    st = _until(st, lambda s: s.turn == turn + 2 and s.step == "main" and _idle(s), pick=lambda p: [str(foe)] if str(foe) in [o.id for o in p.options] else None)
    assert st.table.cards[foe].damage == 5  # 501.2: at the start of its controller's turn (the target: the opposing hero)


def test_bessy_token_is_unique_and_removes_itself_at_the_start_of_your_turn():
    # 404.2, 414.3a: "Reward: Put a unique Ghost Cow ally token named Bessy into play with 1 Melee ATK / 1 health and
    # At the start of your turn, remove this ally from the game. If you do, you may remove this ally from the game."
    automated("Needs More Cowbell")
    st = _complete(start(), "Needs More Cowbell")
    (bessy,) = _tokens(st, "Bessy")
    assert kw.atk(st, bessy) == 1 and kw.health(st, bessy) == 1
    st = _complete(st, "Needs More Cowbell")  # a second Bessy: uniqueness keeps one (414.3a)
    assert len(_tokens(st, "Bessy")) == 1
    turn = st.turn
    st = _until(st, lambda s: s.turn == turn + 1 and s.step == "main" and _idle(s))
    assert len(_tokens(st, "Bessy")) == 1  # not on the opponent's turn
    st = _until(st, lambda s: s.turn == turn + 2 and s.step == "main" and _idle(s))
    assert _tokens(st, "Bessy") == []  # removed from the game at the start of your turn (a token vanishes, 404.2c)


def test_father_kamaros_is_a_unique_holy_priest_with_mend_4():
    # 404.2, 414.3a: "Reward: Put a 1 [Holy] / 1 [Health] Unique Priest ally token named Father Kamaros into play with Mend 4."
    automated("I'm Not Dead Yet!")
    st = _complete(start(), "I'm Not Dead Yet!")
    (fk,) = _tokens(st, "Father Kamaros")
    assert kw.atk(st, fk) == 1 and kw.health(st, fk) == 1 and kw.data(st, fk)["damage_type"] == "holy"
    assert kw.keywords(st, fk).get("Mend") == 4
    st = _complete(st, "I'm Not Dead Yet!")
    assert len(_tokens(st, "Father Kamaros")) == 1  # Unique (414.3a)
