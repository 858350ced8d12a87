"""The renderer only ever receives a view: hidden cards cannot be drawn because they are not
there. Hidden zones hold cards with unique names; neither the view passed to the renderer nor
anything the renderer asks the face cache for contains them."""

from __future__ import annotations

import inspect
import json

from card_images import CardFaces, render_board, render_card, render_hand
from engine.core import Deck
from tests.core.tiny_game import Tiny

SECRET = "Zyxwv-Secret"


def secret_deck(owner: str, values: list[int]) -> Deck:
    cards = {f"{owner}{v}": {"id": f"{owner}{v}", "name": f"{SECRET} {owner} {v}", "value": v, "text": f"{SECRET} text"} for v in values}
    return Deck(main=[f"{owner}{v}" for v in values], cards=cards)


class SpyFaces(CardFaces):
    def __init__(self) -> None:
        super().__init__(None)
        self.seen: list[dict] = []

    def face(self, card_id, data, w, h, **kw):
        self.seen.append({"card_id": card_id, **data})
        return super().face(card_id, data, w, h, **kw)


def game():
    eng = Tiny()
    st, _ = eng.new_game(["Ann", "Bob"], [secret_deck("a", list(range(1, 9))), secret_deck("b", list(range(1, 9)))], seed=7)
    # play one card so the public board holds something visible
    uid = st.table.zone(0, "hand")[0]
    from engine.core import Action

    st = eng.apply(st, Action("play", 0, {"uid": uid})).state
    if st.pending:
        st = eng.apply(st, eng.legal_actions(st, 0)[0]).state
    return eng, st


def hidden_names(st, viewer):
    return {st.cards[st.table.cards[u].card_id]["name"] for u in st.table.hidden_uids(viewer)}


def test_render_functions_take_only_a_view():
    for fn, first in ((render_board, "view"), (render_hand, "view"), (render_card, "card_data")):
        params = list(inspect.signature(fn).parameters)
        assert params[0] == first
        assert not any("state" in p for p in params)


def test_hidden_cards_never_reach_the_renderer():
    eng, st = game()
    for viewer in (0, 1, None):
        secret = hidden_names(st, viewer)
        assert secret, "the test needs hidden cards"
        view = eng.view(st, viewer)
        dumped = json.dumps(view, ensure_ascii=False)
        # names of cards that are visible to this viewer may appear; hidden ones never
        visible = {c["name"] for c in view["cards"].values()}
        leaked = {n for n in secret - visible if n in dumped}
        assert not leaked, f"view for {viewer} leaks {leaked}"
        faces = SpyFaces()
        view["game"] = "lorcana"  # any layout; the tiny game has deck/hand/board zones
        png = render_board(view, faces)
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        if viewer is not None:
            render_hand(view, viewer, faces)
        drawn = {d["name"] for d in faces.seen}
        assert not (drawn & (secret - visible)), "the renderer drew a hidden card"
        assert drawn <= visible


def test_opponent_hand_is_drawn_as_backs():
    eng, st = game()
    view = eng.view(st, 0)
    opp_hand = view["players"][1]["zones"]["hand"]
    assert opp_hand and all(c == {"hidden": True, "tapped": False} for c in opp_hand)
