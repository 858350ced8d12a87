"""A tiny card game used only to test the engine core.

Rules ("tiny" sections): 1.1 each player draws 3; 2.1 on your turn play one card from your hand (then, after its "may", the turn ends)
(its value adds to your score) or pass; 2.2 a card of value 5 lets you *may* draw a card;
3.1 first to 15 points wins; 3.2 a player who must draw from an empty deck loses.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import (
    NOBODY,
    OWNER,
    PUBLIC,
    Action,
    BaseState,
    Deck,
    Engine,
    Event,
    Option,
    Pending,
    Result,
    RuleRef,
    RulesError,
    Table,
    ZoneSpec,
    effects,
    new_state_fields,
)

R = lambda s: RuleRef("tiny", s)  # noqa: E731
ZONES = [ZoneSpec("deck", NOBODY, ordered=True), ZoneSpec("hand", OWNER), ZoneSpec("board", PUBLIC)]


@dataclass(kw_only=True)
class TinyState(BaseState):
    scores: list[int]


class Tiny(Engine):
    game = "tiny"
    state_type = TinyState

    def new_game(self, players, decks, seed, options=None):
        st = TinyState(**new_state_fields(self.game, players, seed, options), scores=[0] * len(players))
        st.table = Table.create(len(players), ZONES)
        events: list[Event] = []
        for p, deck in enumerate(decks):
            st.cards.update(deck.cards)
            for cid in deck.main:
                st.table.add(cid, p, "deck")
            events.append(effects.shuffle(st.table, st.rng, p, "deck", R("1.1")))
            events += effects.draw(st.table, p, 3, R("1.1"))[1]
        st.turn = 1
        return st, events

    def value(self, st: TinyState, uid: int) -> int:
        return st.cards[st.table.cards[uid].card_id]["value"]

    def legal_actions(self, st, player):
        if st.over or player not in self.to_act(st):
            return []
        if st.pending:
            return [Action("choose", player, {"picks": a}) for a in st.pending[0].answers()]
        acts = [Action("play", player, {"uid": uid}) for uid in st.table.zone(player, "hand")]
        return [*acts, Action("pass", player)]

    def _apply(self, st, action):
        if action.type == "choose":
            if not st.pending:
                raise RulesError("there is no choice to answer", R("2.2"))
            pending = st.pending.pop(0)
            picks = pending.check_answer(action.args.get("picks"), self.game)
            events = self._draw(st, action.player) if picks == ["yes"] else []
            return events if st.over else events + self._end_turn(st)  # the play's turn ends after its "may" (2.1)
        if action.type == "pass":
            return self._end_turn(st)
        if action.type != "play":
            raise RulesError(f"unknown action {action.type!r}", R("2.1"))
        uid = action.args.get("uid")
        if uid not in st.table.zone(action.player, "hand"):
            raise RulesError("you can only play a card from your hand", R("2.1"))
        ev = effects.move(st.table, uid, "board", R("2.1"))
        st.scores[action.player] += self.value(st, uid)
        events = [ev]
        if st.scores[action.player] >= 15:
            st.result = Result([action.player], "reached 15 points", R("3.1"))
            return events
        if self.value(st, uid) == 5:
            st.pending.append(Pending(action.player, "may", "Draw a card?", [Option("yes", "Draw"), Option("no", "Don't")], rule=R("2.2")))
            return events
        return events + self._end_turn(st)

    def _draw(self, st, player):
        if not st.table.zone(player, "deck"):
            st.result = Result([1 - player], "drew from an empty deck", R("3.2"))
            return [Event("lose", f"P{player + 1} cannot draw", R("3.2"), player)]
        return effects.draw(st.table, player, 1, R("2.2"))[1]

    def _end_turn(self, st):
        st.active = 1 - st.active
        st.turn += 1
        return self._draw(st, st.active)

    def view(self, st, viewer):
        out = self.base_view(st, viewer)
        out["scores"] = list(st.scores)
        return out


def tiny_deck(values: list[int]) -> Deck:
    cards = {f"c{v}": {"id": f"c{v}", "name": f"Card {v}", "value": v} for v in set(values)}
    return Deck(main=[f"c{v}" for v in values], cards=cards)
