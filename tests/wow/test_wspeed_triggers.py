"""The match-wide shortcuts of issue 21 (wtr) give the games of the long way: an event reader
skips its scan of the table for a trigger no card of the match has (``match_triggers.hears``,
EN 703.1: only a card's own triggered powers trigger), ``keywords.sources_doing`` finds no card
doing an op no card of the match has (``match_statics.may_do``, EN 714) and lowering a stat none
lowers (``match_statics.may_lower``), no graveyard card is
an Artifact and none has a power working from there when no card data of the match can
(``artifact.is_artifact``, 409.1; ``graveyard_powers``, EN 701), ``hand_leave.fire``
skips its look at the hands once no card listens and none keeps a hand seen (EN 703); a
character is found without building its types when no modifier changes them (300.1). The same
seeded games, with and without the shortcuts, give the same legal actions, events, states and
views; and at every state each trigger and op a card has now is one the match may have."""

from __future__ import annotations

import pytest

from engine.wow import artifact, card_facts, graveyard_powers, match_facts, match_statics, match_triggers
from engine.wow.cards.compiler import static_effects
from engine.wow.game import ENGINE
from engine.wow.powers import printed_powers

from .test_wspeed_golden import _play, fixed_decks, random_decks


def _long_way(decks: list, seed: int) -> list[str]:
    match_facts.SHORTCUTS = False
    try:
        return _play(decks, seed)
    finally:
        match_facts.SHORTCUTS = True


def _both_ways(decks: list, seed: int) -> None:
    seen: list[int] = []

    def every_power_heard(st, actor) -> None:
        # 703.1: every triggered power a card of the table has now is one the match hears
        for uid in list(st.table.cards.peek_items()):
            for pw in printed_powers(st, uid[0]):
                if pw.kind == "triggered":
                    assert match_triggers.hears(st, pw.trigger), pw.trigger
                    assert match_triggers.hears(st, pw.trigger, pw.cost.get("what")), pw.trigger
                    seen.append(1)
        for p in range(st.num_players):
            for uid in st.table.zone(p, "allies") + st.table.zone(p, "hero_row"):
                for e in static_effects(card_facts.data(st, uid)):  # 714: the continuous effects it has now
                    assert match_statics.may_do(st, e.op), e.op
                    may = match_statics.ops_now(st)
                    assert may is None or e.op in may, e.op
                    if e.op == "modify_stat" and (e.amount < 0 or (e.condition or {}).get("per")):  # it may lower the stat
                        assert match_statics.may_lower(st, e.stat), e.stat
                # 300.1: a character is a hero, an ally or a totem (``is_character`` reads the printed type without modifiers)
                long = not card_facts._CHARACTER.isdisjoint(card_facts.types(st, uid)) or bool(card_facts.data(st, uid).get("totem"))
                assert card_facts.is_character(st, uid) == long
            grave = st.table.zone(p, "graveyard")
            short = [artifact.is_artifact(st, u) for u in grave]  # 409.1: played from the graveyard
            short_powers = list(graveyard_powers.powers_in_graveyard(st, p))  # EN 701: powers working from there
            match_facts.SHORTCUTS = False
            try:
                assert short == [artifact.is_artifact(st, u) for u in grave]
                assert short_powers == list(graveyard_powers.powers_in_graveyard(st, p))
            finally:
                match_facts.SHORTCUTS = True

    short = _play(decks, seed, every_power_heard)
    long = _long_way(decks, seed)
    assert len(short) > 50 and seen
    for i, (a, b) in enumerate(zip(short, long, strict=True)):
        assert a == b, f"entry {i} differs with the trigger shortcuts"


@pytest.mark.parametrize("seed", (41, 42))
def test_trigger_shortcuts_play_the_long_way_fixed_lists(seed: int) -> None:
    _both_ways(fixed_decks(), seed)


@pytest.mark.parametrize("seed", (911, 912, 913))
def test_trigger_shortcuts_play_the_long_way_random_decks(seed: int) -> None:
    _both_ways(random_decks(seed), seed)


def test_an_unheard_trigger_is_skipped_and_a_heard_one_is_not() -> None:
    # the index answers no for a trigger no card data of the match has, yes for a printed one
    state, _ = ENGINE.new_game(["P1", "P2"], fixed_decks(), 7, {"max_turns": 40})
    printed = match_triggers.triggers(state)
    assert printed and not match_triggers.hears(state, "no such trigger")
    assert all(match_triggers.hears(state, t) for t in printed if isinstance(t, str))
    assert not match_statics.may_do(state, "no such op") and "no such op" not in (match_statics.ops_now(state) or {"no such op"})
    assert not match_statics.may_lower(state, "no such stat")
    match_facts.SHORTCUTS = False
    try:
        assert match_triggers.hears(state, "no such trigger") and match_statics.may_do(state, "no such op")
        assert match_statics.ops_now(state) is None and match_statics.may_lower(state, "no such stat")
    finally:
        match_facts.SHORTCUTS = True
