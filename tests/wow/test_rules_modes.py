""""Choose one" (EN 707.1c: the mode is chosen as the link is added, before its targets) and
dual-mode abilities (305.2d), with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.rules import EN
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _play(st, name: str, player: int = 0):
    uid = put_real(st, player, name, "hand")
    resources(st, player, 6)
    return uid, apply(st, "play", player, uid=uid, x=0)


def test_dual_mode_non_ongoing_mode_resolves_and_goes_to_the_graveyard():
    # WoW 305.2d: "Choose one: Destroy target damaged ally; or attach to target ally." — the
    # non-ongoing mode carries out its text and the card goes to the graveyard (305.1)
    automated("Slay or Stay")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[enemy].damage = 1
    slay, st = _play(st, "Slay or Stay")
    assert st.pending[0].kind == "mode" and st.pending[0].rule.section == "707.1c"
    st = resolve_chain(choose(choose(st, "0"), str(enemy)))
    assert st.table.cards[enemy].zone == "graveyard" and st.table.cards[slay].zone == "graveyard"


def test_dual_mode_ongoing_mode_attaches():
    # WoW 305.2d / 400.1: the attach mode makes it an ongoing attachment ("Attached ally is a Protector")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    slay, st = _play(st, "Slay or Stay")
    st = resolve_chain(choose(choose(st, "1"), str(mine)))
    assert st.table.cards[slay].zone == "hero_row" and st.table.cards[slay].attached_to == mine
    assert kw.has(st, mine, "Protector")


def test_a_mode_without_legal_targets_is_not_offered():
    # EN 707.1d: no damaged ally, so only the attach mode can be chosen; no ally at all: no play
    st = start()
    put(st, 1, "Iron Sentinel", "allies")
    _, st2 = _play(st, "Slay or Stay")
    assert [o.id for o in st2.pending[0].options] == ["1"]
    bare = start()
    uid = put_real(bare, 0, "Slay or Stay", "hand")
    resources(bare, 0, 6)
    with pytest.raises(RulesError) as err:
        apply(bare, "play", 0, uid=uid, x=0)
    assert err.value.rule == EN("707.1d")


def test_choose_one_of_two_effects():
    # EN 707.1c: "Choose one: Your hero deals 4 nature damage to target ally, or your hero heals 4 damage from target hero."
    automated("Nature's Focus")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    enemy = put(st, 1, "Iron Sentinel", "allies")
    _, st = _play(st, "Nature's Focus")
    assert len(st.pending[0].options) == 2
    st = resolve_chain(choose(choose(st, "1"), str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 1 and st.table.cards[enemy].damage == 0


def test_a_modal_payment_power():
    # EN 707.1c with 301.2: "4, Flip Janvaru -> Choose one: Janvaru deals 4 nature damage to target
    # hero, or Janvaru heals 4 damage from himself." (a hero's flip power)
    automated("Janvaru the Thunderspeaker")
    st = start()
    jan = hero(st, 0)
    cid = st.table.cards[jan].card_id
    st.cards[cid] = automated("Janvaru the Thunderspeaker")  # test setup: P1's hero is Janvaru
    st.table.cards[jan].damage = 6
    resources(st, 0, 4)
    assert any("Janvaru" in label for label in labels(st, 0))
    st = apply(st, "power", 0, uid=jan, power=0, x=0)
    st = resolve_chain(choose(st, "1"))
    assert st.table.cards[jan].damage == 2 and st.table.cards[hero(st, 1)].damage == 0
