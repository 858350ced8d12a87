"""The face-up cost "choose an opponent, and he may …" (412.1b, 403.1; The Ring of Blood: Skra'gath, The
Blue Brothers; read by ``cards.templates_wreal.opponent_may``, paid by ``faceup_cost.pay``): the player
names the opponent (with one opponent, he is named for him), then that opponent decides — a choice of
his own (EN 709.3: "may"), asked before anything else happens — whether he draws the cards or puts the
ally tokens into play under his control (404.2)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Pending
from engine.core.choices import said_yes, yes_no

from .answers import handles
from .rules import EN, R
from .state import WowState

KIND = "wreal_opponent_may"


def _label(what: dict[str, Any]) -> str:
    if "draw" in what:
        return f"draw {what['draw']} card(s)"
    tok = what["tokens"]
    return f"put {what['n']} {tok['atk']}/{tok['health']} {tok['name']} ally token(s) into play"


def offer(st: WowState, p: int, opponent: int, what: dict[str, Any]) -> list[Event]:
    """Ask ``opponent`` whether he takes what the cost offers him."""
    st.pending.append(yes_no(opponent, KIND, f"P{p + 1} placed a quest face up: you may {_label(what)}", rule=EN("709.3"),
                             context={"what": what}))
    return [Event("cost", f"P{p + 1} chooses P{opponent + 1}, who may {_label(what)}", R("403.1"), p)]


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from . import may_skip_draw
    from .procedure import make_tokens

    q, what = pending.player, pending.context["what"]
    if not said_yes(picks):
        return [Event("may", f"P{q + 1} does not {_label(what)}", EN("709.3"), q)]
    if "draw" in what:
        return may_skip_draw.tail_draw(st, [[q, int(what["draw"])]], EN("709.3"), {})  # ("you may skip drawing it instead" may ask, EN 716)
    return make_tokens(st, q, dict(what["tokens"]), int(what["n"]))
