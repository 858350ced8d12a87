""""Ongoing: As this ability enters play, choose ability, ally, or equipment. Attached hero's controller can't play more
than one card of the chosen kind per turn." (Arcane Binding; helper w30abil; 103.2, 409.1): the kind is the
attachment's entry choice (``entry_choice``, kept in its flags); its continuous power grants the host hero the
pseudo-keyword :data:`KIND_CAP`. ``Engine._play_problem`` asks :func:`problem` before a card is played: a player whose
hero has it, who already played a card of a chosen kind this turn (``quests`` turn log: cards put on the chain, 409),
can't play another of that kind. Equipment: weapons, armor and items (300.1); a totem is an ability and an ally
(305.3a)."""

from __future__ import annotations

from engine.core import RulesError

from . import keywords as kw
from .card_types import card_types
from .entry_choice import CHOSEN
from .rules import R
from .state import WowState

KIND_CAP = "Can't Play More Than One Card Of The Chosen Kind Per Turn"
_TYPE_OF = {"weapon": "equipment", "armor": "equipment", "item": "equipment"}


def _chosen(st: WowState, hero: int) -> set[str]:
    """The kinds chosen by the attachments of ``hero`` that grant the cap."""
    out: set[str] = set()
    for z in range(st.num_players):
        for c in st.table.peek_in(z, "hero_row"):
            if c.attached_to == hero and not c.face_down and c.flags.get(CHOSEN):
                out.add(str(c.flags[CHOSEN]).lower())
    return out


def problem(st: WowState, p: int, uid: int) -> RulesError | None:
    """Why ``p`` can't play ``uid`` now (None: nothing of this forbids it)."""
    if kw.none_has(st, KIND_CAP) or p >= len(st.heroes) or not kw.has(st, st.heroes[p], KIND_CAP):
        return None
    capped = _chosen(st, st.heroes[p]) & card_types(st, uid)
    for e in st.turn_log:
        if e.get("ev") == "play" and e.get("who") == p and e.get("turn") == st.turn and _TYPE_OF.get(str(e.get("type")), str(e.get("type"))) in capped:
            return RulesError("you can't play more than one card of the chosen kind per turn (Arcane Binding)", R("103.2"))
    return None
