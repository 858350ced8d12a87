"""Silvermoon City (a card of the gathered deck lists, issue #18), played with the real card: "As Silvermoon
City enters play, choose arcane, fire, frost, nature, or shadow." (placed face up, 412.1b) and "[Exhaust] ->
Target Blood Elf in your party has the chosen resistance this turn." (engine.wow.entry_choice)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.powers import powers
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)

NAME = "Silvermoon City"


def test_the_word_chosen_as_it_enters_is_the_resistance_given():
    automated(NAME)
    st = start()
    city = put_real(st, 0, NAME, "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=city, face_up=True))
    pick = st.pending[0]
    assert pick.kind == "entry_choice" and pick.player == 0
    assert [o.id for o in pick.options] == ["Arcane", "Fire", "Frost", "Nature", "Shadow"]
    st = choose(st, "Fire")
    assert st.table.cards[city].zone == "resources" and not st.table.cards[city].face_down
    kyria = put_real(st, 0, "Blood Knight Kyria", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    theirs = put_real(st, 1, "Blood Knight Kyria", "allies")
    index = next(i for i, pw in enumerate(powers(st, city)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=city, power=index, x=0)
    options = {o.id for o in st.pending[0].options}
    assert str(kyria) in options and str(other) not in options and str(theirs) not in options  # a Blood Elf in your party
    st = resolve_chain(choose(st, str(kyria)))
    assert st.table.cards[city].tapped
    assert kw.has(st, kyria, "Fire Resistance") and not kw.has(st, kyria, "Frost Resistance")
    st = _advance(st, 2)
    assert not kw.has(st, kyria, "Fire Resistance")  # "this turn"
