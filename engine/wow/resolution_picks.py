"""What a resolving power reads or picks about the card its text names (helper wres; ops registered in ``engine.wow.ops``):

- ``wres_subject_ref`` (EN 703, 408.2c): "When an attacking ally deals damage to an ally you control, you may destroy
  that attacker." — the card the triggering event's damage came from (``link.data["subject"]``, as
  ``event_triggers`` notes it) becomes the link's remembered card (``engine.wow.refs``), so a following
  ``Target("ref", {"of": ""})`` acts on it while it is in play.
- ``wres_if_targeted_hero`` (EN 706, 709.3): "If you targeted a hero, …" — a following ``if_done`` effect happens only
  if the card the link's chosen target named (remembered as the earlier effect acted on it, ``refs``) is a hero.
- ``wres_pick_theirs`` (EN 709.1, 415.9c): "… you may destroy an ability controlled by its controller." — the link's
  controller picks ``amount`` card(s) matching ``condition["filter"]`` (``targets.matches``) controlled by the
  remembered card's controller; they are destroyed. Not targets (EN 706): none can be picked only when there is none.
  A "may" is the effect's yes/no before (``optional``, EN 709.3).
"""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, refs
from . import keywords as kw
from .answers import handles
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

SUBJECT_REF = "wres_subject_ref"
TARGETED_HERO = "wres_if_targeted_hero"
PICK_THEIRS = "wres_pick_theirs"


@resolves(GAME, SUBJECT_REF)
def _subject_ref(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    subject = link.data.get("subject")
    refs.remember(st, link, [subject] if isinstance(subject, int) and subject in st.table.cards else [])
    return []


@resolves(GAME, TARGETED_HERO)
def _targeted_hero(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    link.data["done"] = any(row["uid"] in st.heroes for row in link.data.get("ref", []))
    return []


def _theirs(st: WowState, owners: list[int], flt: dict, source: int) -> list[int]:
    from .targets import cards_matching

    return [u for q in owners for u in cards_matching(st, q, {**flt, "side": "friendly"}, source)
            if st.table.peek(u).controller == q and not kw.cant_be_destroyed(st, u)]


@resolves(GAME, PICK_THEIRS)
def _pick_theirs(call: OpCall) -> list[Event]:
    st, p, link = call.st, call.player, call.link
    flt = (call.eff.condition or {}).get("filter", {})
    options = _theirs(st, refs.controllers(link), flt, link.uid)
    if not options:
        link.data["done"] = False
        return [Event("pick", "There is no such card to pick", EN("709.1"), p)]
    n = min(max(call.amount, 1), len(options))
    st.waiting = {**call.resume(), PICK_THEIRS: {"player": p}}
    st.pending.append(Pending(p, PICK_THEIRS, f"{call.eff.text or 'Destroy a card'}: choose {n}",
                              [Option(str(u), kw.name(st, u)) for u in options], n, n, EN("709.1")))
    call.stop = True
    return []


@handles(PICK_THEIRS)
def _pick_theirs_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    w.pop(PICK_THEIRS)
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        if uid in st.table.cards and kw.in_play(st, uid):
            events += destroy(st, uid, R("415.9c"))
    w["link"]["data"]["done"] = bool(events)
    return events + continuations.resume_link(st, w)
