"""Control changes and choices (``engine.wow.control``; scripts ``x32atk.toml``): Enslaved Abyssal
(``wtime_opponent_gains_self``, ``wl30_flag_self`` under ``gift_control``'s condition), Burgle, Lolly the Unsuspecting
(``wreal_random``), Barak the Shamed (``secret_numbers``). Each card is played with the real card of the pool.

Rule calls without a source:
- Enslaved Abyssal: "if you didn't play …" is read as the trigger resolves; "choose an opponent" names the one opponent
  of the two-player game; the lost power does nothing while the card stays in play (a card leaving play is a new card,
  415.9a). Enslaved Abyssal played this turn is itself a Demon card played.
- Burgle: "any number" is up to fifteen different targets (the script's cap); on another player's turn (it is
  instant) "until the end of your turn" lasts through your next turn.
- Barak: numbers 0 up to the most damage a hero can still take; you choose first, then the opponent.
"""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.rng import Rng
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def test_enslaved_abyssal_goes_to_the_opponent_and_loses_the_power():
    # EN 703, 401.3, 103.2: "At the end of your turn, if you didn't play a Demon or Demonology card this turn, choose
    # an opponent. He gains control of Enslaved Abyssal, and it loses this power."
    automated("Enslaved Abyssal")
    st = start()
    abyssal = put_real(st, 0, "Enslaved Abyssal", "allies")
    assert "Fire Resistance" in kw.keywords(st, abyssal)
    st = _next_turn(st)
    assert st.active == 1 and st.table.cards[abyssal].controller == 1 and abyssal in st.table.zones[1]["allies"]
    st = _next_turn(st)  # the end of P2's turn: the power is lost, he stays
    assert st.table.cards[abyssal].controller == 1
    st = _next_turn(st)
    assert st.table.cards[abyssal].controller == 1


def test_enslaved_abyssal_stays_after_a_demonology_card():
    # "if you didn't play a Demon or Demonology card this turn": Banish (a Demonology ability) was played
    st = start()
    abyssal = put_real(st, 0, "Enslaved Abyssal", "allies")
    foe = put_real(st, 1, "Enslaved Abyssal", "allies")
    banish = put_real(st, 0, "Banish", "hand")
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=banish, x=0)
    if st.pending:
        st = choose(st, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].zone == "removed"
    st = _next_turn(st)
    assert st.table.cards[abyssal].controller == 0


def test_enslaved_abyssal_played_this_turn_is_a_demon_played():
    st = start()
    abyssal = put_real(st, 0, "Enslaved Abyssal", "hand")
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=abyssal, x=0))
    assert st.table.cards[abyssal].zone == "allies"
    st = _next_turn(st)
    assert st.table.cards[abyssal].controller == 0


def _targets(st) -> list[str]:
    assert st.pending and st.pending[0].kind == "target"
    return [o.id for o in st.pending[0].options]


def test_burgle_takes_any_number_until_the_end_of_your_turn():
    # EN 706, 401.3, 401.3b: "Target any number of opposing abilities, allies, and equipment. You control them until
    # the end of your turn."
    automated("Burgle")
    st = start()
    a = put_real(st, 1, "Karrok Scarrend", "allies")
    b = put_real(st, 1, "Karrok Scarrend", "allies")
    gear = put_real(st, 1, "Ring of Binding", "hero_row")
    left = put_real(st, 1, "Karrok Scarrend", "allies")
    burgle = put_real(st, 0, "Burgle", "hand")
    resources(st, 0, 7)
    st = apply(st, "play", 0, uid=burgle, x=0)
    assert str(hero(st, 1)) not in _targets(st) and {str(a), str(b), str(gear)} <= set(_targets(st))
    st = choose(st, str(a))
    st = choose(st, str(b))
    assert str(a) not in _targets(st)  # different cards
    st = choose(st, str(gear))
    st = choose(st)  # no more
    st = resolve_chain(st)
    assert all(st.table.cards[u].controller == 0 for u in (a, b, gear)) and st.table.cards[left].controller == 1
    assert a in st.table.zones[0]["allies"] and gear in st.table.zones[0]["hero_row"]
    st = _next_turn(st)  # the end of your turn: they go back (401.3b)
    assert all(st.table.cards[u].controller == 1 for u in (a, b, gear))


def test_burgle_on_an_opponents_turn_lasts_through_your_next_turn():
    # Burgle is instant: played on the opponent's turn, "until the end of your turn" is the end of your next turn
    st = start()
    a = put_real(st, 1, "Karrok Scarrend", "allies")
    burgle = put_real(st, 0, "Burgle", "hand")
    resources(st, 0, 7)
    st.active, st.priority = 1, 0  # P2's turn, P1 holds priority (an instant, 409.1)
    st = choose(apply(st, "play", 0, uid=burgle, x=0), str(a))
    st = resolve_chain(choose(st) if st.pending else st)
    assert st.table.cards[a].controller == 0
    st = _next_turn(st)  # P2's turn ends: still P1's
    assert st.active == 0 and st.table.cards[a].controller == 0
    st = _next_turn(st)  # P1's turn ends: back
    assert st.table.cards[a].controller == 1


def test_lolly_draws_every_target_at_random():
    # EN 706.1: "All targets are chosen at random." — one legal target, drawn, is offered (any player's)
    automated("Lolly the Unsuspecting")
    st = start()
    put_real(st, 1, "Lolly the Unsuspecting", "allies")
    put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 0, "Karrok Scarrend", "allies")
    bolt = put_real(st, 0, "Lightning Bolt", "hand")
    resources(st, 0, 3)
    seen = set()
    for seed in range(12):
        st.rng = Rng.from_seed(seed)  # (apply works on a copy: st itself is unchanged)
        s3 = apply(st, "play", 0, uid=bolt, x=0)
        opts = _targets(s3)
        assert len(opts) == 1
        seen.add(opts[0])
    assert len(seen) > 1  # drawn, not the same pick each time
    st.rng = Rng.from_seed(3)
    s4 = apply(st, "play", 0, uid=bolt, x=0)
    drawn = int(_targets(s4)[0])
    s4 = resolve_chain(choose(s4, str(drawn)))
    assert s4.table.cards[drawn].damage == 4 or s4.table.cards[drawn].zone == "graveyard"  # the drawn one is dealt the 4
    # without Lolly in play the player chooses among all
    st3 = start()
    put_real(st3, 1, "Karrok Scarrend", "allies")
    bolt3 = put_real(st3, 0, "Lightning Bolt", "hand")
    resources(st3, 0, 3)
    assert len(_targets(apply(st3, "play", 0, uid=bolt3, x=0))) == 3


def _barak(st):
    barak = put_real(st, 0, "Barak the Shamed", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=barak, x=0)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "xc32_secret_number_bid":
            return st, barak
        st = apply(st, "pass", st.priority)
    raise AssertionError("no secret number asked")


def _pick(st, n: int):
    res = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": [str(n)]}))
    return res.state, res.events


@pytest.mark.parametrize(("mine", "theirs", "winner"), [(3, 5, 1), (6, 2, 0)])
def test_barak_goes_to_the_highest_number_which_is_put_on_that_hero(mine, theirs, winner):
    # EN 703, 709.1, 401.3, 405.3: "When Barak enters play, each player secretly chooses a number. The player who
    # chooses the highest number gains control of Barak, and you put that amount of damage on that player's hero."
    automated("Barak the Shamed")
    st, barak = _barak(start())
    assert st.pending[0].player == 0
    st, events = _pick(st, mine)
    assert st.pending[0].player == 1 and st.pending[0].kind == "xc32_secret_number_bid"
    assert str(mine) not in " | ".join(e.text for e in events)  # the first number stays secret
    seen = str(ENGINE.view(st, 1))  # what the second chooser sees: no record of the first number
    assert "picks" not in seen and "waiting" not in seen
    st, events = _pick(st, theirs)
    st = resolve_chain(st)
    assert st.table.cards[barak].controller == winner
    assert st.table.cards[hero(st, winner)].damage == max(mine, theirs) and st.table.cards[hero(st, 1 - winner)].damage == 0


@pytest.mark.parametrize("outcome", [0, 1])
def test_barak_tie_you_choose_the_outcome(outcome):
    # "If there's a tie, you choose the outcome."
    st, barak = _barak(start())
    st, _ = _pick(st, 4)
    st, _ = _pick(st, 4)
    assert st.pending and st.pending[0].player == 0 and st.pending[0].kind == "xc32_secret_number_tie"
    st = resolve_chain(choose(st, str(outcome)))
    assert st.table.cards[barak].controller == outcome and st.table.cards[hero(st, outcome)].damage == 4


def test_harrison_jones_exchanges_cards_that_share_a_type():
    # EN 703, 706, 300.1, 401.3: "At the start of your turn, target an ability or equipment you control. Then target an
    # opposing card that shares a type with that targeted card. You and that opposing card's controller exchange
    # control of those cards."
    automated("Harrison Jones")
    st = start()
    put_real(st, 0, "Harrison Jones", "allies")
    ring = put_real(st, 0, "Ring of Binding", "hero_row")
    aura = put_real(st, 1, "Aura of Accuracy", "hero_row")
    pinata = put_real(st, 1, "Pinata", "hero_row")
    turn = st.turn
    for _ in range(200):
        if st.pending and st.pending[0].kind == "target" and st.turn == turn + 2:
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    assert st.active == 0 and st.pending[0].player == 0
    assert str(ring) in _targets(st) and str(aura) not in _targets(st) and str(pinata) not in _targets(st)
    st = choose(st, str(ring))
    assert _targets(st) == [str(pinata)]  # equipment shares a type with equipment only, not the ability
    st = resolve_chain(choose(st, str(pinata)))
    assert st.table.cards[ring].controller == 1 and st.table.cards[pinata].controller == 0
    assert st.table.cards[aura].controller == 1
