"""Sabotage targets that are no card (helper wsabo): "Sabotage: Player (This ally can attack opposing players.)"
(reminder text on Arcanist Bartis), "Sabotage: Graveyard" (Magistrix Larynna), "Sabotage: Hand" (Retainer Eteron).

Sabotage is not in the 6.0 document; engine.wow.wreal2_sabotage reads it from the reminder text as an extra
attack target (EN 601.1) that is no character, so no combat damage is dealt (405.1) and the attack "sabotages"
it when it reaches the end of its combat step (603.1). A player, his hand or his graveyard is no card in play,
so the combat's defender is a *target id*: a negative integer naming (player, kind) — :func:`target_id` /
:func:`decode`. It is never a key of the table, so every check that reads the defender as a card sees what it
sees of a defender that has left play (``uid in st.table.cards`` is False; ``is_character`` False): no
combat damage, no "while defending" power, no weapon wielded by it (303.2). What the attack does is the same
as for a card: exhaust the attacker, the proposal on the chain (EN 601.2), Protectors may still become the
defender (EN 602.2; then it is an ordinary combat), and the "sabotages" triggers (``wreal2_sabotages``) get the
target id as their triggering object (``Target("event")``): the ops of this helper read its player from it.

Kinds: ``player``, ``hand``, ``graveyard``, ``deck`` (the ``Sabotage: X`` keyword's X, lower case)."""

from __future__ import annotations

from .state import WowState

KINDS = ("player", "hand", "graveyard", "deck")
"""The non-card things a character may sabotage (a ``Sabotage: X`` keyword with one of these X)."""
_SPAN = 8


def target_id(player: int, kind: str) -> int:
    """The defender id of ``player``'s ``kind`` (negative: no card's uid)."""
    return -(1 + player * _SPAN + KINDS.index(kind))


def decode(tid: object) -> tuple[int, str] | None:
    """(player, kind) of a target id, or None when ``tid`` is no target id."""
    if not isinstance(tid, int) or isinstance(tid, bool) or tid >= 0:
        return None
    player, index = divmod(-tid - 1, _SPAN)
    return (player, KINDS[index]) if index < len(KINDS) else None


def legal(st: WowState, attacker_controller: int, kinds: set[str], tid: int) -> bool:
    """Whether ``tid`` names an opponent's thing of a kind the attacker has Sabotage for."""
    d = decode(tid)
    return d is not None and d[1] in kinds and d[0] != attacker_controller and 0 <= d[0] < st.num_players


def targets(st: WowState, attacker_controller: int, kinds: set[str]) -> list[int]:
    """The target ids an attacker of ``attacker_controller`` with Sabotage ``kinds`` may attack (EN 601.1)."""
    return [target_id(o, k) for o in range(st.num_players) if o != attacker_controller for k in KINDS if k in kinds]


def name(tid: int) -> str:
    """How an event names the target ("P2's graveyard", "P2")."""
    d = decode(tid)
    if d is None:
        return "?"
    return f"P{d[0] + 1}" if d[1] == "player" else f"P{d[0] + 1}'s {d[1]}"


def player_of(tid: object) -> int | None:
    """The player whose thing ``tid`` names (the "that player" of the sabotaging card's trigger)."""
    d = decode(tid)
    return None if d is None else d[0]
