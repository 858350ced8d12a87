"""Session 35, helper h35wow, part 3: "have … this turn" on a set of cards, made by a resolving link, reaches the cards
of that set as the link resolves — not a card that joins the set later (a token that enters play, a resource placed).

Rule call (the provided Japanese document, 6.0, ends at 501.1b: its 712–714 on modifiers are missing, and no rule of
the part we have speaks to it — 415.9a only says a card changing zones is a new card that modifiers don't follow): a
single modifier's continuous effect on a group of cards ("Token allies you control have +1 ATK this turn.", "This
turn, your resources have [Exhaust] -> Draw a card.") fixes its cards as it is made, when the link resolves (EN 714.1,
outside the provided document, as the engine cites it). Restrictions and preventions on a named group ("Allies can't
attack until after your next turn.", "prevent all damage … this turn") are no characteristic of the cards and keep
reaching the group as the words say (engine.wow.wtime_bans, engine.wow.turn_prevent): not changed here.

Vuza'jin and Galvanize already gave their +1 ATK card by card (a modifier on each token there as it resolved): the
tests below show it (a token made afterwards keeps its printed ATK). Invocation gave its power to the player's resources
as a group, read when asked: fixed here.
"""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow import procedure
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wreal_cards import _power_index

pytestmark = needs(WOW_CARDS)


def _token(st, player: int = 0) -> int:
    procedure.make_tokens(
        st, player, {"name": "Ghoul", "atk": 2, "damage_type": "melee", "health": 2, "keywords": []}, 1
    )
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")][-1]


def test_vuzajins_tokens_are_those_in_play_as_it_resolves():
    # EN 714.1 (rule call, header): "2 -> Token allies you control have +1 ATK this turn." — the Ghoul there gets
    # +1; a Ghoul made after it resolved keeps its 2 ATK
    automated("Vuza'jin")
    st = start()
    vuz = put_real(st, 0, "Vuza'jin", "allies")
    before = _token(st)
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=vuz, power=0, x=0))
    after = _token(st)
    assert kw.atk(st, before) == 3 and kw.atk(st, after) == 2


def test_galvanizes_tokens_are_those_in_play_as_it_resolves():
    # EN 714.1 (rule call, header), 707.1c: "Choose one: Ally tokens you control have +1 ATK this turn …" — likewise
    automated("Galvanize")
    st = start()
    galv = put_real(st, 0, "Galvanize", "hero_row")
    before = _token(st)
    st = resolve_chain(choose(apply(st, "power", 0, uid=galv, power=0, x=0), "0"))
    after = _token(st)
    assert kw.atk(st, before) == 3 and kw.atk(st, after) == 2


def _uses(st, player: int, uid: int) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args["uid"] == uid]


def test_invocations_resources_are_those_he_controls_as_it_resolves():
    # EN 714.1 (rule call, header), 412.1: "This turn, your resources have [Exhaust] -> Draw a card." — a resource
    # there as it resolved has the power; one placed afterwards has none
    data = automated("Invocation")
    st = start()
    inv = put_real(st, 0, "Invocation", "hero_row")
    mine = resources(st, 0, 3)
    st = resolve_chain(apply(st, "power", 0, uid=inv, power=_power_index(data), x=0))
    ready = [u for u in mine if not st.table.cards[u].tapped]
    assert len(ready) == 1 and _uses(st, 0, ready[0])
    (later,) = resources(st, 0, 1)  # placed after it resolved
    assert not _uses(st, 0, later)
    hand = len(st.table.zone(0, "hand"))
    (use,) = _uses(st, 0, ready[0])
    st = resolve_chain(apply(st, "power", 0, **{k: use.args[k] for k in ("uid", "power", "x")}))
    assert len(st.table.zone(0, "hand")) == hand + 1
