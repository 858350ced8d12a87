"""Helper x33quest: Puzzle Box of Yogg-Saron (``engine.wow.immediate_play`` "active_top", ``engine.wow.deck_shuffles``;
script in ``engine/wow/cards/scripts/x33quest.toml``) — played with the real card of the pool and asserted on every
clause of lines 2-3 (line 1, the top cards revealed, is the template's).

Rule calls without a source: "this deck" is a misprint of "his deck" (the turn's player's, who may play it); played
from the deck whatever the timing (103.1), without paying its cost (403.3: X is 0)."""

from __future__ import annotations

from engine.wow.engine import ENGINE
from engine.wow.immediate_play import ASK
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _until

pytestmark = needs(WOW_CARDS)

FIXTURES = ("Fire Bolt", "Iron Sentinel")


def _on_top(st, player: int, name: str) -> int:
    uid = put(st, player, name, "deck") if name in FIXTURES else put_real(st, player, name, "deck")
    st.table.zone(player, "deck").remove(uid)
    st.table.zone(player, "deck").insert(0, uid)
    return uid


def _asked(s) -> bool:
    return bool(s.pending) and s.pending[0].kind == ASK


def test_puzzle_box_the_turn_player_may_play_his_top_card_free():
    # WoW 703 / 709.3 / 403.3: "At the start of each player's turn, if the top card of this deck is a master hero,
    # ability, ally, or equipment, he may play it without paying its cost." — at P2's turn, P2 (not the box's
    # controller) plays his top Fire Bolt without paying
    automated("Puzzle Box of Yogg-Saron")
    st = start({"auto_pass": False})
    put_real(st, 0, "Puzzle Box of Yogg-Saron", "hero_row")
    bolt = _on_top(st, 1, "Fire Bolt")
    st = apply(st, "pass", 0)
    st = _until(st, lambda s: _asked(s) or (s.active == 1 and s.step == "main" and not s.chain and not s.pending))
    assert _asked(st) and st.pending[0].player == 1
    st = choose(st, str(bolt))
    st = choose(st, str(hero(st, 0)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 3
    assert st.table.cards[bolt].zone == "graveyard"


def _my_next_turn(top: str):
    automated("Puzzle Box of Yogg-Saron")
    st = start({"auto_pass": False})
    put_real(st, 0, "Puzzle Box of Yogg-Saron", "hero_row")
    st = apply(st, "pass", 0)
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending)
    card = _on_top(st, 0, top)
    st = _until(st, lambda s: s.active == 0 and (_asked(s) or s.step == "main"))
    return st, card


def test_puzzle_box_own_turn_ally_played_free():
    # "each player's turn": also its controller's; an ally is put into play without its cost paid (403.3)
    st, owl = _my_next_turn("Iron Sentinel")
    assert _asked(st) and st.pending[0].player == 0
    ready = [u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped]
    st = resolve_chain(choose(st, str(owl)))
    assert st.table.cards[owl].zone == "allies"
    assert [u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped] == ready


def test_puzzle_box_declined_stays_on_top():
    # WoW 709.3: "he may" — declined, it stays on top
    st, owl = _my_next_turn("Iron Sentinel")
    st = choose(st, "none")
    assert st.table.zone(0, "deck")[0] == owl


def test_puzzle_box_a_quest_on_top_is_not_offered():
    # "if the top card … is a master hero, ability, ally, or equipment": a quest is none of them
    st, _ = _my_next_turn("Your Fortune Awaits You")
    assert not _asked(st)


def test_puzzle_box_shuffles_target_players_deck():
    # WoW 701 / 706: "[Exhaust] -> Shuffle target player's deck." — the opponent's deck is shuffled; the box exhausts
    st = start({"auto_pass": False})
    box = put_real(st, 0, "Puzzle Box of Yogg-Saron", "hero_row")
    before = list(st.table.zone(1, "deck"))
    action = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == box)
    st = apply(st, "power", 0, **action.args)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    after = list(st.table.zone(1, "deck"))
    assert st.table.cards[box].tapped
    assert sorted(after) == sorted(before) and after != before
