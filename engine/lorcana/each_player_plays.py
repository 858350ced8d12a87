""" "Each player may reveal a character card from their hand and play it for free" (The Return of
Hercules): in turn order from the active player (1.6.2), each player chooses up to one matching
card of their own hand (7.1.3: their "may"), reveals it (7.1.10) and plays it without paying its ink
cost (4.3.4.10); a prohibition beats the permission (1.2.2). Op ``each_player_may_play_free``
(engine.lorcana.ops); registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .play import put_played_card
from .prohibitions import can_play
from .resolve import ask_choose, players_of
from .rules import R
from .state import LorcanaState


@resolves(GAME, "each_player_may_play_free")
def each_player_may_play_free(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: the players (each_player); ``condition`` = {"filter": the card's kind}. "ok"
    when at least one card was played."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    flt = (eff.condition or {}).get("filter", {})
    played = frame["tmp"].setdefault("played", 0)
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        cands = [u for u in st.table.zone(p, "hand") if matches(st, u, flt, p, None) and can_play(st, p, u)]
        picks = frame["tmp"].pop("each", None)
        if picks is None and cands:
            return ask_choose(
                st,
                frame,
                p,
                f"{eff.text}: you may reveal one and play it for free",
                [Option(str(u), name(st, u)) for u in cands],
                n=1,
                up_to=True,
                rule=R("7.1.3"),
                key="each",
            )
        chosen = [u for u in picks or [] if u in cands][:1]
        if not chosen and cands:
            events.append(Event("decline", f"P{p + 1} declines: {eff.text}", R("7.1.3"), p))
        for u in chosen:
            events.append(effects.reveal(st.table, [u], R("7.1.10"), p))
            put_played_card(st, u, p, events, frame_after=frame)
            played += 1
        frame["tmp"]["played"] = played
        frame["sub"] += 1
        if st.pending and frame["sub"] < len(
            players
        ):  # e.g. Bodyguard's question (10.2.2): answered before the next player
            return "wait"
    return "ok" if played else "fail"
