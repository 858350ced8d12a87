"""Wanted: Hogger (a card of the gathered deck lists, issue #18), played with the real card: "Reward: Target
opponent puts a Gnoll ally token named Hogger with 2 ATK and 2 health into play. When Hogger leaves play,
draw two cards." (EN 702, 404.2, EN 703; engine.wow.leave_watch)."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)

NAME = "Wanted: Hogger"


def _settle(st):
    for _ in range(20):
        if not st.chain and not st.triggers:
            break
        st = resolve_chain(st)
    return st


def test_hogger_goes_to_the_opponent_and_you_draw_two_when_it_leaves_play():
    automated(NAME)
    st = start()
    resources(st, 0, 4)
    quest = put_real(st, 0, NAME, "resources", face_down=False)
    st = _settle(apply(st, "quest", 0, uid=quest))
    hogger = [u for u in st.table.zone(1, "allies") if st.table.cards[u].flags.get("token")]
    assert len(hogger) == 1 and not [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    h = hogger[0]
    assert kw.name(st, h) == "Hogger" and kw.atk(st, h) == 2 and kw.health(st, h) == 2
    assert "gnoll" in kw.words(st, h)
    mine, theirs = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    bolt = put_real(st, 0, "Frostbolt", "hand")
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(h)))  # 3 frost damage: Hogger is destroyed (410.6a)
    assert h not in st.table.cards or st.table.cards[h].zone != "allies"
    assert len(st.table.zone(0, "hand")) == mine + 2 and len(st.table.zone(1, "hand")) == theirs  # you draw, not its controller
    assert not [d for d in st.delayed if d.get("to") == "leave_watch"]  # once


def test_nothing_is_drawn_while_hogger_stays():
    automated(NAME)
    st = start()
    resources(st, 0, 4)
    quest = put_real(st, 0, NAME, "resources", face_down=False)
    st = _settle(apply(st, "quest", 0, uid=quest))
    mine = len(st.table.zone(0, "hand"))
    bolt = put_real(st, 0, "Frostbolt", "hand")
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(st.heroes[1])))
    assert len(st.table.zone(0, "hand")) == mine
