"""Building MLP test situations from the fixture set (no imported data needed)."""

from __future__ import annotations

from engine.core import Action, Deck
from engine.core.cards import CardPool
from engine.mlp.cards.fixtures import fixture_cards
from engine.mlp.game import ENGINE
from engine.mlp.state import MlpState

# the fixture decks of the tests keep the first fixture set (later fixture cards are set up by hand)
LATER = {"FX01-C12", "FX01-C13", "FX01-C14", "FX01-C15", "FX01-C16", "FX01-E06", "FX01-E07", "FX01-E08", "FX01-E09", "FX01-E10", "FX01-E11", "FX01-I04",
         "FX02-C01", "FX02-C02", "FX02-C03", "FX02-C04", "FX02-E01", "FX03-C01", "FX03-C02", "FX03-C03", "FX03-C04", "FX03-E01"}
MAIN_IDS = [r.id for r in fixture_cards() if r.data["type"] in ("Character", "Event", "Item") and r.id not in LATER]


def pool() -> CardPool:
    return CardPool("mlp", fixture_cards())


def fixture_deck(main: list[str] | None = None) -> Deck:
    p = pool()
    if main is None:
        main = []
        i = 0
        while len(main) < 50:
            cid = MAIN_IDS[i % len(MAIN_IDS)]
            if main.count(cid) < 4:
                main.append(cid)
            i += 1
    ids = ["FX01-P01", "FX01-T01", "FX01-T02", "FX01-T03", "FX01-T04", "FX01-S01", *main]
    return Deck(main=list(main), cards=p.data(ids + [r.id for r in fixture_cards()]),
                sections={"protagonist": ["FX01-P01"], "scene": ["FX01-S01"] * 15, "story": ["FX01-T01", "FX01-T02", "FX01-T03", "FX01-T04"]})


def new(seed: int = 1, keep: bool = True, **options) -> MlpState:
    """A new game with P1 (index 0) first; both keep their hands unless ``keep`` is False."""
    st, _ = ENGINE.new_game(["A", "B"], [fixture_deck(), fixture_deck()], seed, {"first_player": 0, **options})
    if keep:
        st = choose(st, "keep")
        st = choose(st, "keep")
    return st


def act(st: MlpState, action: Action) -> MlpState:
    return ENGINE.apply(st, action).state


def choose(st: MlpState, *picks: str) -> MlpState:
    return act(st, Action("choose", st.pending[0].player, {"picks": list(picks)}))


def take(st: MlpState, p: int, card_id: str, zones: tuple[str, ...] = ("deck", "rest", "scene_deck")) -> int:
    """A uid of ``card_id`` owned by ``p``, taken from the deck (or created) — for set-ups."""
    for zone in zones:
        for uid in st.table.zone(p, zone):
            if st.table.cards[uid].card_id == card_id:
                return uid
    return st.table.add(card_id, p, "deck").uid


def place(st: MlpState, p: int, card_id: str, slot: int) -> int:
    """Put a character straight into ``p``'s slot (no 出会い: a set-up, not a play)."""
    uid = take(st, p, card_id)
    st.table.move(uid, "adventure", player=p)
    st.table.cards[uid].flags = {"slot": slot}
    return uid


def to_hand(st: MlpState, p: int, card_id: str) -> int:
    uid = take(st, p, card_id)
    st.table.move(uid, "hand", player=p)
    return uid


def add_scenes(st: MlpState, p: int, n: int) -> list[int]:
    out = []
    for _ in range(n):
        uid = st.table.zone(p, "scene_deck")[0]
        st.table.move(uid, "scenes", player=p)
        st.table.cards[uid].flags = {}
        out.append(uid)
    return out


def to_turn(st: MlpState, turn: int) -> MlpState:
    """Pretend it is ``turn`` (the active player's main phase), for interaction tests."""
    st.turn = turn
    st.active = (turn - 1) % 2 if st.first == 0 else turn % 2
    st.phase, st.step = "main", "main"
    return st


def end_main(st: MlpState) -> MlpState:
    return act(st, Action("end_main", st.active))
