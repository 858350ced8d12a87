"""Helper wally2: ally cards (second half alphabetically) that were resolved by hand, each played with real cards."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.engine import ENGINE
from tests.shared_data import needs

from .helpers import apply, hero, put, resolve_chain, start
from .test_combat import attack
from .test_templates import WOW_CARDS
from .test_templates_more import _advance, automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _murlocs(st, player: int) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")]


def test_mrglrglmrglmrrrlggg_brings_two_murlocs_when_he_attacks():
    # EN 703 (attack trigger), 404.2 (tokens): "When Mrglrglmrglmrrrlggg attacks, say Mrglrglmrglmrrrlggg! Then, put
    # two Murloc ally tokens with +1 ATK, 1 health, and Ferocity into play." — the saying is flavour
    automated("Mrglrglmrglmrrrlggg")
    st = start()
    mrgl = put_real(st, 0, "Mrglrglmrglmrrrlggg", "allies")
    assert not _murlocs(st, 0)
    st = attack(st, mrgl, hero(st, 1))
    st = resolve_chain(st)
    toks = _murlocs(st, 0)
    assert len(toks) == 2
    for t in toks:
        assert (kw.atk(st, t), kw.health(st, t)) == (1, 1) and kw.has(st, t, "Ferocity")
        assert "murloc" in kw.words(st, t)
    assert not _murlocs(st, 1)


def test_leeroy_exhausts_the_rest_of_your_party_and_they_skip_your_next_ready_step():
    # EN 703, 411.1, 501.1a: "When Leeroy Jenkins enters play, exhaust all other allies in your party. They can't ready
    # during your next ready step." — yours only, not Leeroy himself; only the next ready step
    automated("Leeroy Jenkins")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Loyal Hound", "allies")
    st, leeroy = play_real(st, "Leeroy Jenkins", 0, pay=4)
    st = resolve_chain(resolve_chain(st))
    assert st.table.cards[mine].tapped and not st.table.cards[leeroy].tapped and not st.table.cards[theirs].tapped
    st = _advance(st, lambda s: s.turn == 3 and s.step == "main")
    assert st.table.cards[mine].tapped  # skipped P1's next ready step
    st = _advance(st, lambda s: s.turn == 5 and s.step == "main")
    assert not st.table.cards[mine].tapped  # only the next one


def test_leeroy_says_his_name_for_ferocity_this_turn():
    # EN 701 (a payment power whose cost is saying it: nothing paid), 302.2 (Ferocity: no waiting period):
    # "Say Leeeerooooy Jenkins! -> Leeroy has Ferocity this turn."
    automated("Leeroy Jenkins")
    st = start()
    leeroy = put_real(st, 0, "Leeroy Jenkins", "allies")
    st.table.cards[leeroy].entered_turn = st.turn  # entered this turn: waiting period (302.2)
    powers = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == leeroy]
    assert len(powers) == 1
    assert not kw.has(st, leeroy, "Ferocity")
    st = resolve_chain(apply(st, "power", 0, **powers[0].args))
    assert kw.has(st, leeroy, "Ferocity")
    st = attack(st, leeroy, hero(st, 1))  # no waiting period this turn (302.2)
    assert st.combat is not None
