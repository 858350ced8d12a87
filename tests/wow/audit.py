"""Small readers shared by the audits of automated WoW cards (tests/wow/test_x34*_audit.py)."""

from __future__ import annotations

from engine.wow.game import ENGINE


def ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options} if st.pending else set()


def zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def hand(st, player: int) -> list[int]:
    return list(st.table.zone(player, "hand"))


def powers(st, player: int, uid: int):
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args.get("uid") == uid]


def plays(st, player: int, uid: int):
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "play" and a.args.get("uid") == uid]


def quests(st, player: int, uid: int):
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "quest" and a.args.get("uid") == uid]
