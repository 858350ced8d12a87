"""What a later sentence of an effect refers to (EN 709): "Destroy target equipment. If you do,
your hero deals melee damage to its controller's hero equal to its cost."

When an effect acts on a chosen target (or the triggering / attached card), its cards are
remembered in ``link.data["ref"]`` with their last known information (controller, cost, ATK)
taken *before* the effect happens: a destroyed card's controller and cost are still known.
A later effect with ``Target("ref", {"of": …})`` acts on:

- ``""``: the card itself, if it is still in play;
- ``"controller_hero"``: its controller's hero;
- ``"party"`` / ``"party_other"``: each hero and ally its controller controls (other than it);
- ``"graveyard"``: the card, if it is in a graveyard (an interrupted card);
- ``"chain"``: the card, if it is still being played (on the chain, EN 711);
- ``"controller_resources"``: its controller's resources;
- ``"controller"``: its controller as a player (discard, draw).

``condition["ref_amount"]`` ("cost" / "atk" / "health" / "damage": the damage on it / "paid": the cards that paid its
"up to N" additional cost as it was played, ``extra_cost.paid``) multiplies the effect's amount by that value.
"""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .state import Link, WowState


def remember(st: WowState, link: Link, uids: list[int]) -> None:
    """Record the cards an effect is about to act on, with their last known information."""
    rows: list[dict[str, Any]] = []
    for uid in uids:
        card = st.table.peek(uid, None)  # reading only
        if card is None:
            continue
        d = kw.data(st, uid)
        atk = kw.atk(st, uid) if kw.in_play(st, uid) else (d.get("atk") or 0)
        health = kw.health(st, uid) if kw.in_play(st, uid) and kw.is_character(st, uid) else (d.get("health") or 0)  # "that ally's health" (helper whero)
        rows.append({"uid": uid, "ctl": card.controller, "cost": d.get("cost") or 0, "atk": atk, "damage": card.damage, "health": health,
                     "paid": int(card.flags.get("_extra_paid", 0))})  # "that much": the cards removed to play it (extra_cost.PAID; helper wzone2)
    link.data["ref"] = rows


def controllers(link: Link) -> list[int]:
    """The controller(s) of the remembered cards, as players."""
    return sorted({row["ctl"] for row in link.data.get("ref", [])})


def targets(st: WowState, link: Link, of: str) -> list[int]:
    """The cards a ``Target("ref")`` names on resolution."""
    rows = link.data.get("ref", [])
    if of == "controller_hero":
        return [st.heroes[q] for q in controllers(link) if kw.in_play(st, st.heroes[q])]
    if of == "graveyard":  # an interrupted card (EN 711.1), still in its owner's graveyard
        return [row["uid"] for row in rows if st.table.cards[row["uid"]].zone == "graveyard"]
    if of == "chain":
        on_chain = {lk.uid for lk in st.chain if lk.kind == "card"}
        return [row["uid"] for row in rows if row["uid"] in on_chain]
    if of == "controller_resources":
        return [uid for q in controllers(link) for uid in st.table.zone(q, "resources")]
    if of in ("party", "party_other"):
        mine = {row["uid"] for row in rows} if of == "party_other" else set()
        return [uid for q in controllers(link) for zone in ("hero_row", "allies") for uid in st.table.zone(q, zone)
                if kw.is_character(st, uid) and uid not in mine]
    return [row["uid"] for row in rows if kw.in_play(st, row["uid"])]


def amount(link: Link, what: str) -> int:
    """ "equal to its cost / that ally's ATK": the remembered value (0 if nothing was remembered)."""
    return sum(int(row.get(what) or 0) for row in link.data.get("ref", [])[:1])
