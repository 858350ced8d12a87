"""Printed: "… put a 2 ATK/2 Health ally token into play with the same class and race as your hero."
(Signet of Manifested Pain): the op ``hero_kin_token`` puts ``condition["token"]`` (the shape of
``procedure.make_tokens``, 404.2) into play under the link's controller, its race and class words
those of his hero as the power resolves (a token's name words are its tags, so "Orc Shaman" is
an Orc and a Shaman)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall


def kin_name(st, player: int) -> str:
    """The race and class words of ``player``'s hero ("Orc Shaman")."""
    d = kw.data(st, st.heroes[player])
    classes = [c for c in (d.get("classes") or [d.get("class")]) if c]
    return " ".join(w for w in (d.get("race") or "", *classes) if w) or "Ally"


@resolves(GAME, "hero_kin_token")
def _hero_kin_token(call: OpCall) -> list[Event]:
    from .procedure import make_tokens  # (as ``x_tokens`` does: procedure doesn't import this module)

    token = {**call.eff.condition["token"], "name": kin_name(call.st, call.player)}
    return make_tokens(call.st, call.player, token, max(1, call.amount))
