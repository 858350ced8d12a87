"""The long tail, round 3 (helper wtail3): manual names grouped by the wording of their first unread clause,
the families automated by ``scripts/wtail3.toml`` — each card played with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wact2_cards import power_of, use
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _tokens(st, player: int, name: str) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token") and kw.name(st, u) == name]


# --- "Put … ally token(s) … into play. At end of turn, destroy it/them." (engine.wow.doomed_tokens, this_turn) ---


def test_ancient_cornerstone_grimoire_skeleton_lasts_until_end_of_turn():
    # EN 701: "2, [Exhaust] -> Put a Skeleton ally token with 1 ATK, 1 health, Ferocity, and Protector into play.
    # At end of turn, destroy it."
    data = automated("Ancient Cornerstone Grimoire")
    st = start()
    book = put_real(st, 0, "Ancient Cornerstone Grimoire", "hero_row")
    st = use(st, book, data, pay=2)
    [skeleton] = _tokens(st, 0, "Skeleton")
    # 404.2: the token has what the effect gives it
    assert (kw.atk(st, skeleton), kw.health(st, skeleton)) == (1, 1)
    assert kw.has(st, skeleton, "Ferocity") and kw.has(st, skeleton, "Protector")
    assert st.table.cards[book].tapped  # 403.1: [Exhaust] is paid
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == 2  # 403.1: 2 paid
    with pytest.raises(RulesError):  # 403.1: an exhausted card can't pay [Exhaust] again
        apply(st, "power", 0, uid=book, power=power_of(data), x=0)
    st = _settle(_next_turn(st))
    # 415.9c: destroyed at the end of the turn it entered (not the next one); a token leaving play ceases to exist (410.6d)
    assert not _tokens(st, 0, "Skeleton") and (skeleton not in st.table.cards or not kw.in_play(st, skeleton))


def test_ancient_cornerstone_grimoire_needs_two_resources():
    # 403.1: a cost that can't be paid in full can't be paid
    data = automated("Ancient Cornerstone Grimoire")
    st = start()
    book = put_real(st, 0, "Ancient Cornerstone Grimoire", "hero_row")
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=book, power=power_of(data), x=0)


def test_barov_peasant_caller_three_peasants_for_this_turn():
    # EN 701: "2, [Exhaust], Destroy Barov Peasant Caller -> Put three Peasant ally tokens with 1 ATK, 1 health, and
    # Ferocity into play. At end of turn, destroy them."
    data = automated("Barov Peasant Caller")
    st = start()
    caller = put_real(st, 0, "Barov Peasant Caller", "hero_row")
    st = use(st, caller, data, pay=2)
    assert st.table.cards[caller].zone == "graveyard"  # 403.1: destroying it is part of the cost
    peasants = _tokens(st, 0, "Peasant")
    assert len(peasants) == 3  # 404.2
    assert all((kw.atk(st, u), kw.health(st, u)) == (1, 1) and kw.has(st, u, "Ferocity") for u in peasants)
    assert not any(kw.has(st, u, "Protector") for u in peasants)
    st = _settle(_next_turn(st))
    # 415.9c: all three are destroyed at the end of this turn
    assert not _tokens(st, 0, "Peasant")
