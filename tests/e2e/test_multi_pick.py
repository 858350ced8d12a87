"""A pending choice with more combinations than the action list shows: the hand message offers a
multi-select over the choice's options, and any legal combination can be answered with it."""

from __future__ import annotations

from dataclasses import replace

from engine.core import Option, Pending, RuleRef, effects

from .conftest import Harness, Tiny, tiny_kit


class TinyPick(Tiny):
    """Tiny, plus: playing a 4 lets you put any of your other hand cards on the board ("pick" 2.3);
    like a real engine with many options, its action list names only a few of the combinations."""

    def legal_actions(self, st, player):
        if st.pending and player in self.to_act(st) and st.pending[0].kind == "pick":
            from engine.core import Action
            return [Action("choose", player, {"picks": a}) for a in st.pending[0].answers(limit=2)]
        return super().legal_actions(st, player)

    def _apply(self, st, action):
        if action.type == "choose" and st.pending and st.pending[0].kind == "pick":
            pending = st.pending.pop(0)
            picks = pending.check_answer(action.args.get("picks"), self.game)
            events = [effects.move(st.table, int(u), "board", RuleRef("tiny", "2.3")) for u in picks]
            return events + self._end_turn(st)
        uid = action.args.get("uid") if action.type == "play" else None
        fours = action.type == "play" and uid in st.table.zone(action.player, "hand") and self.value(st, uid) == 4
        events = super()._apply(st, action)
        if fours and not st.over:
            st.active = action.player  # the play ended the turn: take it back for the choice
            st.turn -= 1
            others = [u for u in st.table.zone(action.player, "hand")]
            st.pending.append(Pending(action.player, "pick", "Put any of your cards on the board?",
                                      [Option(str(u), f"card {u}") for u in others], min=0, max=len(others),
                                      rule=RuleRef("tiny", "2.3")))
        return events


def pick_kit(name: str):
    return replace(tiny_kit(name), engine=TinyPick())


async def test_multi_select_answers_a_combination_the_list_does_not_show(fake, tmp_path):
    h = Harness(fake, str(tmp_path / "bot.sqlite3"),
                bot_options={"kits": pick_kit, "engines": lambda game: TinyPick()})
    await h.start_bot()
    try:
        await h.save_deck(h.alice, "fours", "12 Alpha4")
        match_id, thread_id = await h.start_match(deck="fours")
        live = await h.bot.host.service.load(match_id)
        assert live.engine.to_act(live.state) == [0], "Alice (the challenger) starts"
        board = h.board_messages(thread_id)[-1]
        hand = await h.open_hand(h.alice, board)
        play = next(c for row in hand["components"] for c in row["components"] if c.get("custom_id", "").startswith("tcg:a:"))
        await fake.click(h.alice, int(hand["id"]), play["custom_id"])
        live = await h.bot.host.service.load(match_id)
        await fake.until(lambda: live.state.pending or None, what="the pick choice")
        await h.board_noted(thread_id)
        hand = await h.open_hand(h.alice, h.board_messages(thread_id)[-1])
        selects = [c for row in hand["components"] for c in row["components"] if c.get("custom_id", "").startswith("tcg:m:")]
        assert len(selects) == 1, hand["components"]
        picker = selects[0]
        assert (picker["min_values"], picker["max_values"]) == (0, 2)
        both = [o["value"] for o in picker["options"]]
        listed = [a.args["picks"] for a in live.engine.legal_actions(live.state, 0)]
        assert both not in listed, "the combination is not among the listed actions"
        await fake.click(h.alice, int(hand["id"]), picker["custom_id"], both)
        await fake.until(lambda: not live.state.pending or None, what="the answer")
        assert {str(u) for u in live.state.table.zone(0, "board")} >= set(both)
        assert live.engine.to_act(live.state) == [1]
    finally:
        await h.stop_bot()
