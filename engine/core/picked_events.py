"""The log of cards a player picks (chooses, selects): only what each viewer may see.

A picked card whose face is public is named to everyone. A card picked in a hidden zone (a hand, a
deck) is counted for everyone ("a card from P2's hand") and named only to the player who picked it,
in a second event that only they see. Every game's "P1 chooses …" line goes through here, so a
choice never names a hidden card (the private zones: Lorcana 8.3.2, ONE PIECE 8-4-4).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .actions import Event
from .rules import RuleRef
from .table import Table


def picked_events(table: Table, uids: Sequence[int], name: Callable[[int], str], *, kind: str, said: str,
                  rule: RuleRef | None, player: int) -> list[Event]:
    """``said`` ("P1 chooses") followed by the picks: named when public, counted per hidden zone for
    everyone and named only to ``player`` where they may see them (data ``uid``/``uids`` only there)."""
    public = _told(table, uids, name, None, player)
    if all(table.visible_to(table.cards[u], None) for u in uids):
        return [Event(kind, f"{said} {public}", rule, player, data=_uid_data(uids))]
    private = _told(table, uids, name, player, player)
    return [Event(kind, f"{said} {public}", rule, player),
            Event(kind, f"{said} {private} (only you see which)", rule, player, visible_to=[player], data=_uid_data(uids))]


def _told(table: Table, uids: Sequence[int], name: Callable[[int], str], viewer: int | None, player: int) -> str:
    """The picks as ``viewer`` may know them: names, then the rest counted per owner and zone."""
    named: list[str] = []
    hidden: dict[tuple[int, str], int] = {}
    for uid in uids:
        card = table.cards[uid]
        if table.visible_to(card, viewer):
            named.append(name(uid))
        else:
            hidden[(card.owner, card.zone)] = hidden.get((card.owner, card.zone), 0) + 1
    return ", ".join([*named, *(_counted(n, owner, zone, player) for (owner, zone), n in hidden.items())])


def _counted(n: int, owner: int, zone: str, player: int) -> str:
    whose = "their" if owner == player else f"P{owner + 1}'s"
    return f"{'a card' if n == 1 else f'{n} cards'} from {whose} {zone.replace('_', ' ')}"


def _uid_data(uids: Sequence[int]) -> dict[str, object]:
    return {"uid": uids[0]} if len(uids) == 1 else {"uids": list(uids)}
