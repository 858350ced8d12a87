"""Helper wshot2 (issue #18): "Arcane Torrent" printed alone above the power it names (203.2: a power's name has no
rules meaning; ``cards.templates_wshot2``), played with the real cards Naliss the Silencer and Voltrinnia."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.lost_powers import suppressed
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real, real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def test_the_name_line_is_no_power_and_the_ability_card_stays_as_it_was():
    # 203.2: the line "Arcane Torrent" names the power below it and adds none; the ability card named Arcane Torrent
    # (a different card) is not touched by this reading
    for name in ("Naliss the Silencer", "Voltrinnia"):
        powers = card_powers(automated(name))
        titled = [pw for pw in powers if pw.text == "Arcane Torrent"]
        assert len(titled) == 1 and titled[0].kind == "static" and titled[0].effects == []
    own = card_powers(real("Arcane Torrent"))  # the ability card: its own text, never read as a name line
    assert own and not any(pw.text == "Arcane Torrent" and pw.kind == "static" and not pw.effects for pw in own)


def test_naliss_blanks_target_opposing_card_for_1():
    # EN 701 (payment power), 103.2: "1 -> Target opposing card in play loses and can't have powers this turn."
    data = automated("Naliss the Silencer")
    st = start()
    naliss = put_real(st, 0, "Naliss the Silencer", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    paid = resources(st, 0, 1)
    st = apply(st, "power", 0, uid=naliss, power=power, x=0)
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[paid[0]].tapped  # the 1 was paid
    assert suppressed(st, foe)
    assert not suppressed(st, naliss)


def test_voltrinnia_blanks_an_ally_at_the_start_of_each_opponents_turn():
    # EN 703, 500.2 (start of turn), 103.2: "At the start of each opponent's turn, target ally in his party loses
    # and can't have powers this turn." — and Protector (its keyword line)
    automated("Voltrinnia")
    st = start()
    volt = put_real(st, 0, "Voltrinnia", "allies")
    assert kw.has(st, volt, "Protector")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    picked = {}

    def pick(pend):
        picked["opts"] = {o.id for o in pend.options}
        return [str(foe)] if str(foe) in picked["opts"] else [pend.options[0].id]

    st = _advance(st, 2, {"target": pick}, step="main")
    assert st.active == 1
    assert suppressed(st, foe)
    assert str(foe) in picked["opts"] and str(volt) not in picked["opts"]  # "in his party": not my ally
