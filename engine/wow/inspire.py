"""Inspire (501.1b, scenario W10): a player other than the turn player who controls characters
with "Inspire: [cards]" may ready that many exhausted [cards] they control at the same time as
the turn player readies (no chain). Each Inspire power readies one card of each kind it lists
("Ability, ally, … and resource"), one card of any of them ("… or resource"), or every one
("All friendly Protectors"). Only exhausted cards can be chosen, each at most once a turn.

Inspired cards get ``flags["inspired"] = turn`` (for "when a quest is inspired this way").

A card whose text says what happens when *it* inspires ("When Giralo inspires an ally, …", "When a quest is
inspired this way, …": the rule's Marksman Glous example, two Glous and one quest give 1 less, not 2) keeps its
slots apart from the others', offered with its name; the ``inspire`` event of a card it readied names it
(``data["by"]``) for its trigger (``engine.wow.inspire_links``). "Inspire: Card with that name" (Anchorite
Kilandra) readies a card with the name its card named (``NAMED``, set by ``inspire_links``); "Inspire: All
friendly heroes and allies with [Exhaust] powers" (Vindicator Falaan) readies those whose powers include a
payment power with [Exhaust] in its cost (EN 701, 411.1).
"""

from __future__ import annotations

import re

from engine.core import Event, Option, Pending

from . import keywords as kw
from . import match_facts
from .card_facts import GAIN_TEXT
from .cards.line_readers import slots
from .restrictions import can_ready
from .rules import R
from .state import WowState

KIND = "inspire"
NAMED = "_inspire_named"
"""The flag of a card that named a card for its "Inspire: Card with that name" (``engine.wow.inspire_links``)."""
_LINKED = re.compile(r"\binspires an?\b|\binspired this way\b", re.I)
"""A text whose trigger names the card that inspires ("When Giralo inspires an ally", "inspired this way")."""
_EXHAUST = ":exhaust"
"""A kind's suffix: "… with [Exhaust] powers" (``line_readers.slots``)."""


def _fits(st: WowState, uid: int, kinds: tuple[str, ...], source_names: set[str]) -> bool:
    card = st.table.cards[uid]
    for k in kinds:
        if k.endswith(_EXHAUST):  # "heroes and allies with [Exhaust] powers" (Vindicator Falaan)
            if _fits(st, uid, (k[: -len(_EXHAUST)],), source_names) and _has_exhaust_power(st, uid):
                return True
            continue
        if k == "resource" and card.zone == "resources":
            return True
        if k == "quest" and card.zone == "resources" and not card.face_down and kw.ctype(st, uid) == "quest":
            return True
        if card.zone == "resources" or card.face_down:
            continue
        if (k == "hero" and uid in st.heroes) or (k == "ally" and kw.is_ally(st, uid)) or (k in kw.kinds(st, uid) and k != "hero"):
            return True
        if k == "protector" and kw.has(st, uid, "Protector"):
            return True
        if k == "same_name" and kw.data(st, uid).get("name") in source_names:
            return True
    return False


def _has_exhaust_power(st: WowState, uid: int) -> bool:
    """The card has a payment power with [Exhaust] in its cost (EN 701, 411.1)."""
    from .powers import powers  # (powers reads no Inspire: imported when asked)

    return any(pw.kind == "activated" and pw.cost.get("exhaust_self") for pw in powers(st, uid))


def offer(st: WowState) -> list[Event]:
    """At the ready step: queue the Inspire choices of each other player (501.1b): none in a match
    where no card may have an Inspire power (``_may_inspire``)."""
    if not _may_inspire(st):
        return []
    for q in range(st.num_players):
        if q == st.active:
            continue
        wanted: dict[tuple[str, ...], int] = {}
        own: list[list] = []  # slots of a card whose trigger names it as the inspirer (kept apart, with its uid)
        names: set[str] = set()
        for zone in ("hero_row", "allies"):
            for uid in st.table.zone(q, zone):
                if kw.is_character(st, uid) or (not st.table.peek(uid).face_down and kw.ctype(st, uid) in ("weapon", "armor", "item")):  # "Your hero has Inspire: …"
                    text = kw.data(st, uid).get("text", "")
                    for kinds, n in slots(text):
                        if "same_name" in kinds and st.table.peek(uid).flags.get(NAMED):
                            names.add(st.table.peek(uid).flags[NAMED])  # "Card with that name": the name its card named
                        if _LINKED.search(text):
                            own.append([list(kinds), n, uid])
                            continue
                        wanted[kinds] = 0 if n == 0 or wanted.get(kinds) == 0 else wanted.get(kinds, 0) + n
        if wanted or own:
            st.pending.append(_pending(st, q, [*([list(k), n] for k, n in wanted.items()), *own], [], sorted(names)))
    return []


def _may_inspire(st: WowState) -> bool:
    """Whether some card may have an Inspire power: a card's text is its data's (its own, a copied
    card's, 402.2, or none, 103.2, 412.1b: data of the match, ``match_facts``) unless it gained text
    (200.1a: read anew)."""
    if not match_facts.SHORTCUTS or match_facts.some_card(st, _INSPIRES, _inspires):
        return True
    for m in st.modifiers:  # noqa: SIM110 (a loop: no generator made at every ready step)
        if m.stat == GAIN_TEXT:
            return True
    return False


def _inspires(d: dict) -> bool:
    """Whether a card data's text has an Inspire power (``slots``)."""
    return bool(slots(d.get("text") or ""))


_INSPIRES = "inspire.inspires"
"""The fact of ``_may_inspire`` among the match's facts (``match_facts``)."""


def _pending(st: WowState, q: int, todo: list, chosen: list[int], names: list[str]) -> Pending:
    kinds, n = todo[0][:2]
    by = f" ({kw.name(st, todo[0][2])})" if len(todo[0]) > 2 and todo[0][2] in st.table.cards else ""  # a linked slot: its card's name
    cards = [u for z in ("hero_row", "allies", "resources") for u in st.table.zone(q, z)
             if st.table.cards[u].tapped and u not in chosen and can_ready(st, u) and _fits(st, u, tuple(kinds), set(names))]
    what = " or ".join(k.replace("same_name", "card with that name").replace(_EXHAUST, " with [Exhaust] powers") for k in kinds) + by
    label = {u: kw.name(st, u) if not st.table.cards[u].face_down else "a face-down resource" for u in cards}
    return Pending(q, KIND, f"Inspire: ready {'any number' if n == 0 else f'up to {n}'} exhausted {what}",
                   [Option(str(u), label[u]) for u in cards], 0, len(cards) if n == 0 else min(n, len(cards)), R("501.1b"),
                   context={"todo": todo, "chosen": chosen, "names": names})


def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Ready the picked cards (an inspired card becomes ready; no chain), then the next kind."""
    q, ctx = pending.player, pending.context
    events = []
    by = ctx["todo"][0][2] if len(ctx["todo"][0]) > 2 else None  # a linked slot's card (its trigger reads ``by``)
    for pick in picks:
        card = st.table.cards[int(pick)]
        card.tapped = False
        card.flags["inspired"] = st.turn
        events.append(Event("inspire", f"P{q + 1} inspires {kw.name(st, card.uid)}", R("501.1b"), q,
                            data={"uid": card.uid, **({"by": by} if by is not None else {})}))
    todo, chosen = ctx["todo"][1:], [*ctx["chosen"], *(int(x) for x in picks)]
    if todo:
        st.pending.insert(0, _pending(st, q, todo, chosen, ctx["names"]))
    return events
