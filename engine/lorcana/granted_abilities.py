"""Quoted abilities a card gains from another card (engine.lorcana.cards.templates_granted_abilities):
"Your other characters with Evasive gain “{E}, 1 {I} — Draw a card and gain 1 lore.”", "Your
characters gain “{E} — Draw a card” this turn".

A gained ability is an ability of the card that has it (1.8.3: "you" is that card's player, "this
character" that card): :func:`gained` lists it after the card's printed abilities
(engine.lorcana.characteristics.abilities), so legal actions, costs (7.5.3) and triggers (7.4)
treat it like a printed one. Its body is the granting card's ``grant_ability`` effect, resolved
through ``root_path`` (engine.lorcana.resolve.program_for): :attr:`GrantedAbility.origin`.

- A printed static grant (``{"who", "filter", "cond", "grant": i}``) gives it while the static
  applies: only while its card is in play and its "while" holds (7.6.1, 7.6.4).
- A grant "this turn" (op ``grant_ability``) marks each card it names as it resolves with a
  keyword modifier ``granted|card_id|ability|path`` (7.6.3: not cards that enter play later); the
  mark ends with the turn or when the card leaves play (8.1.5).

Imported by engine.lorcana.flow (it registers the op's resolver and the abilities hook)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from engine.core import Event, Modifier
from engine.core.effects import Effect, resolves

from .cards.compiler import compile_card
from .cards.model import Ability, Trigger
from .characteristics import GAINED, GAINS_POSSIBLE, _static_applies, _static_index, name, printed_abilities
from .match_abilities import match_abilities
from .ops import GAME
from .resolve import affected, program
from .rules import R
from .state import LorcanaState

MARK = "granted|"
"""The keyword of a grant's modifier: ``granted|card_id|ability|path`` (path: step indexes, "." joined)."""


@dataclass
class GrantedAbility(Ability):
    """A quoted ability a card has from another card's grant; ``origin`` = (granting card id, its
    ability index, the ``root_path`` of the ``grant_ability`` step whose ``then`` is the body)."""

    origin: tuple[str, int, tuple[int, ...]] = ("", -1, ())


_BUILT: dict[tuple[str, str, int, tuple[int, ...], int], GrantedAbility] = {}


def _grant_step(card: dict[str, Any], ability: int, path: tuple[int, ...]) -> Effect | None:
    """The ``grant_ability`` effect a path names inside a card's ability (as program_for walks it)."""
    abs_ = compile_card(card)
    if not 0 <= ability < len(abs_) or not path:
        return None
    steps = program(abs_[ability].effects)
    for idx in path[:-1]:
        if not 0 <= idx < len(steps):
            return None
        steps = program(steps[idx][0].then)
    if not 0 <= path[-1] < len(steps):
        return None
    eff = steps[path[-1]][0]
    return eff if eff.op == "grant_ability" else None


def _build(
    st: LorcanaState, card_id: str, ability: int, path: tuple[int, ...], index: int
) -> GrantedAbility | None:
    card = st.cards.get(card_id)
    key = (card_id, str((card or {}).get("text", "")), ability, path, index)
    got = _BUILT.get(key)
    if got is not None:
        return got
    eff = _grant_step(card, ability, path) if card is not None else None
    if eff is None:
        return None
    meta = eff.condition or {}
    quoted = re.search(r"“([^”]+)”", eff.text)  # a script's grant quotes the printed ability's whole text
    text = quoted.group(1) if quoted else eff.text
    trig = meta.get("trigger")
    got = GrantedAbility(
        meta.get("kind", "activated"),
        f"“{text}”",
        text,
        index,
        cost=dict(meta.get("cost", {})),
        trigger=Trigger(list(trig["events"]), dict(trig.get("filter", {}))) if trig else None,
        effects=list(eff.then),
        source="granted",
        detail=str(card.get("full_name", card_id)),
        origin=(card_id, ability, path),
    )
    _BUILT[key] = got
    return got


def _match_grants(st: LorcanaState) -> bool:
    """Does any card of the match have a grant (a static ``grant`` or a ``grant_ability`` effect)?
    Worked out once per match (engine.lorcana.match_abilities): matches without such a card skip
    every other look-up."""
    return match_abilities(st.cards).grants


def gained(st: LorcanaState, uid: int, start: int) -> tuple[Ability, ...]:
    """The quoted abilities ``uid`` has now from other cards' grants, numbered from ``start``."""
    card = st.table.peek(uid)
    if card.zone != "play" or not _match_grants(st):
        return ()
    refs: list[tuple[str, int, tuple[int, ...]]] = []
    for src, s in _static_index(st).get("grant", ()):
        if _static_applies(st, src, s, uid):
            holder = st.table.peek(src).card_id
            at = next((ab.index for ab in printed_abilities(st, src) if any(x is s for x in ab.static)), None)
            if at is not None:
                refs.append((holder, at, (s["grant"],)))
    for m in st.modifiers:
        if m.uid == uid and m.stat == "keyword" and m.keyword.startswith(MARK):
            card_id, ability, path = m.keyword[len(MARK) :].rsplit("|", 2)
            refs.append((card_id, int(ability), tuple(int(i) for i in path.split("."))))
    out: list[Ability] = []
    for ref in refs:
        got = _build(st, *ref, start + len(out))
        if got is not None:
            out.append(got)
    return tuple(out)


GAINED.append(gained)
GAINS_POSSIBLE.append(_match_grants)


@resolves(GAME, "grant_ability")
def grant_ability(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """A grant "this turn" ("<cards> gain “…” this turn"): each card named now gains the quoted ability until the end
    of the turn (7.6.3: cards that enter play later don't; 8.1.5: it ends if the card leaves play)."""
    me = frame["player"]
    uids = affected(st, frame, eff, events)
    if isinstance(uids, str):
        return uids
    path = ".".join(str(i) for i in [*frame.get("root_path", []), frame["pc"]])
    mark = f"{MARK}{frame['card_id']}|{frame['ability']}|{path}"
    for u in uids:
        st.modifiers.append(
            Modifier(
                u,
                "keyword",
                0,
                keyword=mark,
                duration=eff.duration or "this_turn",
                player=me,
                turn=st.turn,
                source=frame["source"],
            )
        )
        events.append(
            Event(
                "gain_ability",
                f"{name(st, u)} gains “{eff.text}” ({(eff.duration or 'this_turn').replace('_', ' ')})",
                R("7.6.3"),
                me,
            )
        )
    frame["it"] = uids
    return "ok"
