"""Session 35, helper h35wow, part 1: a modal card's "target opponent" mode against an Untargetable player
(Blessing of Salvation: "That player is Untargetable."). EN numbers: rules outside the provided (Japanese, 6.0)
document, as the checklist names them (EN 706 targets, 707.1c modes chosen as the link is added, 707.1d a mode whose
targets can't be chosen can't be chosen, 709.2a targets re-checked as it resolves).

No card of the pool has a "target opponent" mode (its modal cards say "target player": Coated Blades, Manhunt,
Thwarting Kolkar Aggression), so the cards here are written for the test (test-local data, no official text), as
the fixture Mind Rot is for the non-modal case.

Rule call without a source: a "both" mode offered only while a condition holds ("If your hero is a Human, you may
choose both."; scripted with the text "Both (…)") is every mode at once, so it has each mode's targets.
"""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.core.rules import RulesError
from engine.wow import player_shield
from engine.wow.cards.schema import make_card

from .helpers import apply, choose, hero, resolve_chain, resources, start

MODAL = "Choose one: Target opponent discards two cards; or draw a card."
POWER = "On your turn: [Exhaust] -> Choose one: Target opponent discards a card, or draw a card."


def _card(st, player: int, zone: str, name: str, ctype: str, text: str, cost: int = 1) -> int:
    """A test-local card (no official text) straight into a zone, as ``put_real`` puts a real one."""
    cid = f"zh35w-{name}"
    st.cards[cid] = make_card(name=name, full_name=name, type=ctype, cost=cost, text=text, set="ZH35W")
    card = st.table.add(cid, player, zone)
    st.table.learn_names({cid: st.cards[cid]})
    card.entered_turn = -1
    return card.uid


def _shield(st, player: int) -> None:
    """``player`` Untargetable as Blessing of Salvation makes him (its pseudo-keyword on his hero)."""
    st.modifiers.append(
        Modifier(
            hero(st, player),
            "",
            1,
            keyword=player_shield.KEYWORD,
            duration="permanent",
            player=player,
            turn=st.turn,
        )
    )
    assert player_shield.shielded(st, 1 - player, player)


def _hands(st) -> list[int]:
    return [len(st.table.zone(q, "hand")) for q in (0, 1)]


def test_the_target_opponent_mode_is_not_offered_against_an_untargetable_player():
    # EN 707.1d, 706: "Choose one: Target opponent discards two cards; or draw a card." — P2 is Untargetable: the
    # first mode has no legal target and can't be chosen; only "draw a card" is left, so it is chosen as played
    st = start({"auto_pass": False})
    _shield(st, 1)
    card = _card(st, 0, "hand", "Modal Rot", "ability", MODAL)
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=card, x=0)
    modes_offered = (
        [o.label for o in st.pending[0].options] if st.pending and st.pending[0].kind == "mode" else []
    )
    assert "Target opponent discards two cards" not in modes_offered
    if modes_offered:
        st = choose(st, st.pending[0].options[0].id)
    hands = _hands(st)
    st = resolve_chain(st)
    while st.pending:
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert _hands(st) == [hands[0] + 1, hands[1]]  # he drew; P2 discarded nothing
    assert st.table.cards[card].zone == "graveyard"


def test_both_modes_are_offered_against_a_targetable_opponent():
    # EN 707.1c: without the shield both modes are offered; the first makes P2 discard two
    st = start({"auto_pass": False})
    card = _card(st, 0, "hand", "Modal Rot", "ability", MODAL)
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=card, x=0)
    assert st.pending and st.pending[0].kind == "mode" and len(st.pending[0].options) == 2
    st = choose(st, st.pending[0].options[0].id)
    hands = _hands(st)
    st = resolve_chain(st)
    while st.pending:
        st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[: st.pending[0].min or 1]]))
    assert _hands(st) == [hands[0], hands[1] - 2]


def test_a_modal_card_whose_every_mode_targets_the_opponent_cant_be_played():
    # EN 707.1d: no mode can be chosen — the card can't be played at all (like Mind Rot, the non-modal one)
    st = start({"auto_pass": False})
    _shield(st, 1)
    text = "Choose one: Target opponent discards a card; or target opponent puts an ally he controls into his owner's hand."
    card = _card(st, 0, "hand", "Modal Wrack", "ability", text)
    resources(st, 0, 1)
    with pytest.raises(RulesError, match="no mode has a legal target"):
        apply(st, "play", 0, uid=card, x=0)


def test_a_modal_power_refuses_its_target_opponent_mode_too():
    # EN 707.1d on a power: "On your turn: [Exhaust] -> Choose one: Target opponent discards a card, or draw a card."
    # — P2 Untargetable: only "draw a card" can be chosen; he draws and P2 keeps his hand
    st = start({"auto_pass": False})
    _shield(st, 1)
    gear = _card(st, 0, "hero_row", "Modal Trinket", "item", POWER)
    st = apply(st, "power", 0, uid=gear, power=0, x=0)
    offered = [o.label for o in st.pending[0].options] if st.pending and st.pending[0].kind == "mode" else []
    assert "Target opponent discards a card" not in offered
    if offered:
        st = choose(st, st.pending[0].options[0].id)
    hands = _hands(st)
    st = resolve_chain(st)
    assert _hands(st) == [hands[0] + 1, hands[1]]


def test_the_other_mode_still_resolves_when_the_opponent_becomes_untargetable_meanwhile():
    # EN 709.2a, 707.1c: "draw a card" was chosen — the link targets nobody: P2 becoming Untargetable while it waits
    # doesn't make it do nothing (only the chosen mode's targets are checked)
    st = start({"auto_pass": False})
    card = _card(st, 0, "hand", "Modal Rot", "ability", MODAL)
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=card, x=0)
    draw = next(o.id for o in st.pending[0].options if o.label.lower().startswith("draw"))
    st = choose(st, draw)
    hands = _hands(st)
    _shield(st, 1)
    st = resolve_chain(st)
    assert _hands(st) == [hands[0] + 1, hands[1]]


def test_a_both_mode_has_every_modes_target():
    # EN 707.1c, 707.1d (rule call in the header): "… or draw a card. If your hero is a Human, you may choose both."
    # — the "both" mode (scripted "Both (…)") names the target opponent of the first; "Choose one or both": -1 likewise
    from engine.core.effects import Effect, Target

    effs = [
        Effect(
            "discard", 1, Target("opponent"), condition={"mode": 0}, text="Target opponent discards a card"
        ),
        Effect("draw", 1, Target("player"), condition={"mode": 1}, text="Draw a card"),
        Effect(
            "discard",
            1,
            Target("opponent"),
            condition={"mode": 2, "mode_if": {"k": "hero_trait", "trait": "Human"}},
            text="Both (your hero is a Human)",
        ),
        Effect(
            "draw",
            1,
            Target("player"),
            condition={"mode": 2, "mode_if": {"k": "hero_trait", "trait": "Human"}},
            text="Both (your hero is a Human)",
        ),
    ]
    names = player_shield.names_target_opponent
    assert any(names(t) for t in player_shield.mode_texts(effs, 2))
    assert any(names(t) for t in player_shield.mode_texts(effs, -1))
    assert any(names(t) for t in player_shield.mode_texts(effs, [1, 0]))
    assert not any(names(t) for t in player_shield.mode_texts(effs, 1))
