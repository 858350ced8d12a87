"""Ops of helper w30ally's allies (``engine/wow/cards/scripts/w30ally.toml``):

- ``w30_opponent_picks_mode``: "an opponent chooses one: …" as a triggered power resolves (EN 707.1c): as
  ``wprev_pick_mode`` (the same pending kind and answer, the effects after it marked ``condition["mode"]`` run only
  for the mode picked), but the choice is the opponent's — the next player after the controller in turn order
  (in a two-player game, the opponent).
"""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from .ops import GAME, OpCall
from .rules import EN
from .wprev_ops import PICK_MODE

OPPONENT_PICKS_MODE = "w30_opponent_picks_mode"


@resolves(GAME, OPPONENT_PICKS_MODE)
def _opponent_picks_mode(call: OpCall) -> list[Event]:
    st = call.st
    texts = list((call.eff.condition or {}).get("modes") or [])
    chooser = (call.player + 1) % st.num_players
    st.waiting = {**call.resume(), "wprev_modes": texts}
    call.stop = True
    st.pending.append(Pending(chooser, PICK_MODE, f"{call.link.label}: P{chooser + 1} chooses one",
                              [Option(str(i + 1), t) for i, t in enumerate(texts)], 1, 1, EN("707.1c")))
    return []
