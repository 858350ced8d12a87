"""What a player may know (the only input of the board renderer and the Discord layer).

Zones per player (``players[i]["zones"]``): ``deck`` (hidden), ``hand`` (owner only),
``play``, ``under`` (cards under a shifted character; ``attached_to`` = top card), ``inkwell``
(hidden even from its owner, 8.5.3: only ``tapped`` is shown), ``discard``, ``resolving`` (an
action card while its effect resolves).

Counters per player (``players[i]["counters"]``): ``lore``, ``ink_total``, ``ink_ready``,
``ink_drops`` (set 14, public: each pays 1 {I}), ``deck``, ``hand``, ``discard``,
``inked_this_turn``, ``in_game`` (1/0).

Each visible card in ``play`` gains ``stats`` ({strength, willpower, lore} after modifiers, or
{willpower, lore, move_cost} for locations), ``keywords`` ({name: value}), ``drying`` and ``at``
(the location uid it is at). Top level: ``phase``, ``bag`` (triggers waiting: id, player, text),
``challenge``, ``starting_player``, ``win_lore``.
"""

from __future__ import annotations

from typing import Any

from .cards.schema import KEYWORDS
from .characteristics import ctype, keywords_of, reading, stat
from .ink_drops import drops
from .state import LorcanaState

SHOWN = frozenset((*KEYWORDS, "cant_quest", "cant_challenge", "cant_be_challenged", "challenge_ready", "cant_sing", "must_quest"))


def card_keywords(st: LorcanaState, uid: int) -> dict[str, int]:
    return {k: v for k, v in keywords_of(st, uid).items() if k in SHOWN}


def build_view(engine: Any, st: LorcanaState, viewer: int | None, *, stats: bool = True) -> dict[str, Any]:
    """``viewer``'s view; ``stats=False`` leaves out what holds only numbers and words (players'
    ``counters``; cards' ``stats``, ``keywords``, ``drying``, ``at``) and reads the lean base view:
    the simulator's hidden-card check (``leak_view``) needs only the cards the view shows."""
    with reading(st):  # a view only reads the state (engine.lorcana.characteristics.reading)
        return _build_view(engine, st, viewer, stats)


def _build_view(engine: Any, st: LorcanaState, viewer: int | None, stats: bool = True) -> dict[str, Any]:
    out = engine.base_view(st, viewer, lean=not stats)
    for p, pdata in enumerate(out["players"]):
        pdata["zones"].pop("outside", None)  # 1.10.2.3: cards removed from the game are not shown
        if not stats:
            continue
        ink = st.table.zone(p, "inkwell")
        pdata["counters"] = {
            "lore": st.lore[p],
            "ink_total": len(ink),
            "ink_ready": sum(1 for u in ink if not st.table.peek(u).tapped),
            "ink_drops": drops(st, p),
            "deck": len(st.table.zone(p, "deck")),
            "hand": len(st.table.zone(p, "hand")),
            "discard": len(st.table.zone(p, "discard")),
            "inked_this_turn": st.inked[p],
            "in_game": int(st.alive[p]),
        }
        for card in pdata["zones"]["play"]:
            uid = card.get("uid")
            if uid is None:
                continue
            if ctype(st, uid) == "location":
                card["stats"] = {"willpower": stat(st, uid, "willpower"), "lore": stat(st, uid, "lore"),
                                 "move_cost": st.cards[st.table.peek(uid).card_id].get("move_cost")}
            elif ctype(st, uid) == "character":
                card["stats"] = {k: stat(st, uid, k) for k in ("strength", "willpower", "lore")}
            kws = card_keywords(st, uid)
            if kws:
                card["keywords"] = kws
            c = st.table.peek(uid)  # reading only
            card["drying"] = bool(c.flags.get("drying"))
            if c.flags.get("at"):
                card["at"] = c.flags["at"]
    out["phase"] = st.phase
    out["bag"] = [{"id": w["id"], "player": w["player"], "text": w.get("text", "")} for w in st.bag]
    out["challenge"] = dict(st.challenge) if st.challenge else None
    out["starting_player"] = st.starting_player
    out["win_lore"] = int(st.options.get("win_lore", 20))
    return out
