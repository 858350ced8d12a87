"""Death Rattle (printed reminder text "Death Rattle (When this enters your graveyard from
anywhere): …"; EN 703.1 triggered powers; engine.wow.death_rattle) — each played with a real card of
the pool (skipped without ../shared/data)."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_self import _bolt

pytestmark = needs(WOW_CARDS)


def test_death_rattle_when_destroyed_targets_an_ally():
    # 415.9c destroyed -> graveyard; printed reminder "When this enters your graveyard from anywhere":
    # Burly Berta "Death Rattle: Target ally you control has Assault 2 this turn."
    automated("Burly Berta")
    st = start()
    berta = put_real(st, 0, "Burly Berta", "allies")
    friend = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[berta].damage = 1
    st = _bolt(st, berta)
    assert st.table.cards[berta].zone == "graveyard"
    assert st.pending and st.pending[0].kind == "target" and str(friend) in {o.id for o in st.pending[0].options}
    before = kw.keywords(st, friend).get("Assault", 0)
    st = resolve_chain(choose(st, str(friend)))
    assert kw.keywords(st, friend).get("Assault", 0) == before + 2


def test_death_rattle_when_destroyed_as_a_cost():
    # EN 709 cost "Destroy this item" puts it into the graveyard: Frostweave Bandage's Death Rattle
    # "Target hero or ally has Frost Resistance this turn." goes on the chain with the heal
    from engine.wow.cards.compiler import card_powers

    data = automated("Frostweave Bandage")
    st = start()
    bandage = put_real(st, 0, "Frostweave Bandage", "hero_row")
    resources(st, 0, 2)
    st.table.cards[hero(st, 0)].damage = 5
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=bandage, power=power, x=0)
    for _ in range(4):
        if not st.pending or st.pending[0].kind != "target":
            break
        st = choose(st, str(hero(st, 0)))
    st = resolve_chain(st)
    assert st.table.cards[bandage].zone == "graveyard"
    assert st.table.cards[hero(st, 0)].damage == 1
    assert kw.has(st, hero(st, 0), "Frost Resistance")


def test_death_rattle_when_discarded_from_hand():
    # 415.9d discarded -> graveyard ("from anywhere"): Legplates of the Endless Void
    # "Death Rattle: Put 3 damage on your hero and draw a card."
    automated("Legplates of the Endless Void")
    automated("Drain Will")
    st = start()
    plates = put_real(st, 0, "Legplates of the Endless Void", "hand")
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Drain Will", 0, str(hero(st, 0)))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 0
    st = resolve_chain(choose(st, str(plates)))
    assert st.table.cards[plates].zone == "graveyard"
    assert st.table.cards[hero(st, 0)].damage == 3
    assert len(st.table.zone(0, "hand")) == hand - 1 + 1 + 1  # Drain Will's draw and the Death Rattle's draw


def test_face_down_resource_has_no_death_rattle():
    # 412.1b: a face-down resource is blank as it leaves play, so destroying it sets off nothing
    from engine.wow.leaving_play import destroy
    from engine.wow.procedure import event_triggers
    from engine.wow.rules import R

    st = start()
    plates = put_real(st, 0, "Legplates of the Endless Void", "resources")
    st.table.cards[plates].face_down = True
    events = destroy(st, plates, R("415.9c"))
    event_triggers(st, events)
    assert st.table.cards[plates].zone == "graveyard" and not st.triggers
    shown = put_real(st, 0, "Legplates of the Endless Void", "hero_row")
    event_triggers(st, destroy(st, shown, R("415.9c")))
    assert len(st.triggers) == 1 and st.triggers[0].uid == shown and st.triggers[0].controller == 0


def _hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def test_draw_cards_until_maximum_hand_size():
    # 415.4b (maximum hand size seven, engine.wow.hand_size): "Draw cards until you reach your maximum
    # hand size." (Learn Your Place, Mortal!) — counted as it resolves, after it left the hand
    data = automated("Learn Your Place, Mortal!")
    st = start()
    for u in st.table.zone(0, "hand")[2:]:
        st.table.move(u, "deck")
    assert _hand(st) == 2
    st, _ = play_real(st, "Learn Your Place, Mortal!", 0, pay=data["cost"])
    st = resolve_chain(st)
    assert _hand(st) == 7


def test_draw_up_with_a_full_hand_draws_nothing():
    # 415.4b: a hand already at (or over) the maximum hand size has nothing to reach
    data = automated("Learn Your Place, Mortal!")
    st = start()
    for _ in range(8 - _hand(st)):
        put(st, 0, "Mist Owl", "hand")
    deck = len(st.table.zone(0, "deck"))
    st, _ = play_real(st, "Learn Your Place, Mortal!", 0, pay=data["cost"])
    st = resolve_chain(st)
    assert _hand(st) == 8 and len(st.table.zone(0, "deck")) == deck
