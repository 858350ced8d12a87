"""A player picks among his own cards (EN 709.1; engine.wow.forced): "Target player destroys an ally
in his party", "Each player destroys one of his resources", "Each opponent puts three allies from his
party into their owner's hands", "If he does, … that ally's cost" — each played with a real card of
the pool (skipped without ../shared/data)."""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_target_player_destroys_an_ally_of_his_choice():
    # EN 706 a player as target, EN 709.1 he picks: "Target player destroys an ally in his party."
    automated("Melt Face")
    st = start()
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Melt Face", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 1 and {o.id for o in st.pending[0].options} == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[b].zone == "graveyard" and st.table.cards[a].zone == "allies" and st.table.cards[mine].zone == "allies"


def test_each_player_destroys_one_of_his_resources():
    # 802 in turn order; 412 resources: "5, [Exhaust] -> Each player destroys one of his resources." (Caddrick Von Styler)
    from engine.wow.cards.compiler import card_powers

    from .helpers import apply

    data = automated("Caddrick Von Styler")
    st = start()
    caddrick = put_real(st, 0, "Caddrick Von Styler", "allies")
    mine = resources(st, 0, 6)
    theirs = resources(st, 1, 2)
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=caddrick, power=power, x=0))
    assert st.pending[0].player == 0 and {o.id for o in st.pending[0].options} == {str(u) for u in mine}
    st = choose(st, str(mine[0]))
    assert st.pending[0].player == 1 and {o.id for o in st.pending[0].options} == {str(u) for u in theirs}
    st = resolve_chain(choose(st, str(theirs[1])))
    assert st.table.cards[mine[0]].zone == "graveyard" and st.table.cards[theirs[1]].zone == "graveyard"
    assert len(st.table.zone(0, "resources")) == 5 and len(st.table.zone(1, "resources")) == 1


def test_fewer_than_asked_returns_them_all():
    # EN 709.1: "Each opponent puts three allies from his party into their owner's hands." — with two, both go
    data = automated("Psychic Scream")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st = resolve_chain(play_real(st, "Psychic Scream", 0, pay=data["cost"])[0])
    assert st.pending[0].player == 1 and st.pending[0].min == 2
    st = resolve_chain(choose(st, str(a), str(b)))
    assert st.table.cards[a].zone == "hand" and st.table.cards[b].zone == "hand"


def test_if_he_does_reads_the_destroyed_ally():
    # EN 709.3: "Target player destroys an ally in his party. If he does, your hero heals damage from itself equal
    # to that ally's cost." (Horrify) — and with no ally, nothing is healed
    automated("Horrify")
    st = start()
    st.table.cards[hero(st, 0)].damage = 10
    anika = put_real(st, 1, "Anika Berlyn", "allies")  # cost 6
    st, _ = play_real(st, "Horrify", 0, str(hero(st, 1)))
    st = resolve_chain(choose(resolve_chain(st), str(anika)))
    assert st.table.cards[hero(st, 0)].damage == 4
    st, _ = play_real(st, "Horrify", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert not st.pending and st.table.cards[hero(st, 0)].damage == 4
