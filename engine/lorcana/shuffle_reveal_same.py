""" "Shuffle chosen card from your discard into your deck. Reveal the top card of your deck. If it has the same
name as the chosen card, you may play the revealed card for free. Otherwise, put it into your hand" (We Know
the Way): the card is chosen (1.2.4) and shuffled in; the top card is revealed to all (7.1.10); a card with
the same name (6.2.4) may be played without paying its ink cost (4.3.4.10) — kept, it stays on top
("otherwise" is for a card with another name, 7.1.3); any other card goes into the hand. With an empty
discard nothing is shuffled in and the revealed card has no name to share (1.2.3). Op
``shuffle_reveal_same`` (engine.lorcana.ops): ``target`` = the card to choose. Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import name, names_match
from .ops import GAME
from .resolve import ask_may, resolve_targets
from .rules import R
from .state import LorcanaState
from .top_card_plays import play_from_deck, playable, reveal_top_once
from .zones import move_card


def _name(st: LorcanaState, uid: int) -> str:
    return str(st.cards[st.table.cards[uid].card_id].get("name", ""))


@resolves(GAME, "shuffle_reveal_same")
def shuffle_reveal_same(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Shuffle the chosen card in, reveal the top card: same name: may play it free; else into the hand."""
    me = frame["player"]
    if "chosen_name" not in frame["tmp"]:
        picked = resolve_targets(st, frame, eff, eff.target)
        if picked is None:
            return "wait"
        frame["tmp"]["chosen_name"] = _name(st, picked[0]) if picked else None
        for u in picked[:1]:
            events.append(move_card(st, u, "deck", R("7.1")))
            events.append(effects.shuffle(st.table, st.rng, me, "deck", R("7.1")))
    uid = reveal_top_once(st, frame, me, eff.text, events)
    if uid is None:
        return "fail"
    wanted = frame["tmp"]["chosen_name"]
    if wanted is None or not names_match(_name(st, uid), wanted):
        events.append(move_card(st, uid, "hand", R("7.1.10")))
        frame["it"] = [uid]
        return "ok"
    if not playable(st, me, uid, True):
        events.append(
            Event("cant_play", f"{name(st, uid)} can't be played now: it stays on top", R("1.2.2"), me)
        )
        return "fail"
    prompt = f"You may play {name(st, uid)} for free"
    said = ask_may(st, frame, me, prompt)
    if said is None:
        return "wait"
    if not said:
        events.append(
            Event("decline", f"{name(st, uid)} stays on the top of P{me + 1}'s deck", R("7.1.3"), me)
        )
        return "fail"
    play_from_deck(st, frame, uid, True, events)
    return "ok"
