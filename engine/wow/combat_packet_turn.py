""""This turn" replacements of combat damage packets made by a flip power (408.2a, EN 716; helper whero), kept as
pseudo-keywords granted for the turn (``grant_keyword`` modifiers whose delta is the +N); ``damage.deal`` asks
:func:`plus` and :func:`doublings` for each packet, with the other "+N" and "double" replacements:

- :data:`DEFENDERS_DEAL_MORE` (on the hero): "If a friendly ally would deal combat damage while defending this
  turn, it deals that much +2 instead." (Commander Michael Goodchilde) — an ally its controller controls;
- :data:`OPPOSING_DEFENDERS_TAKE_MORE` (on the hero): "If an opposing ally would be dealt combat damage while
  defending this turn, it's dealt that much +2 instead." (Crusader Michael Goodchilde);
- :data:`COMBAT_DOUBLED` (on the target ally): "If combat damage would be dealt to or dealt by target opposing
  ally this turn, double it instead." (Lelora the Dawnslayer) — once per packet, to or by it;
- :data:`STEALTHED_NO_COMBAT_DAMAGE` (on the hero; a prevention, EN 717): "While Kayleitha is stealthed, prevent all
  combat damage that would be dealt to her this turn." (Kayleitha; "tealthed", a misprint of "stealthed") — while
  she has Stealth (printed or granted) when the packet would be dealt;
- :data:`COMBAT_UNPREVENTABLE` (on the hero): "… and combat damage your hero would deal is unpreventable." this turn
  (Overseer Savryn; EN 717) — the combat packets its holder deals.

"While defending": the defender of the combat now (``conditions.state_is``)."""

from __future__ import annotations

from . import keywords as kw
from .conditions import state_is
from .state import WowState

DEFENDERS_DEAL_MORE = "Friendly Defenders Deal More"
OPPOSING_DEFENDERS_TAKE_MORE = "Opposing Defenders Take More"
COMBAT_DOUBLED = "Combat Damage Doubled"
STEALTHED_NO_COMBAT_DAMAGE = "Stealthed Combat Damage Prevented"
COMBAT_UNPREVENTABLE = "Deals Unpreventable Combat Damage"
_KEYS = (DEFENDERS_DEAL_MORE, OPPOSING_DEFENDERS_TAKE_MORE, COMBAT_DOUBLED, STEALTHED_NO_COMBAT_DAMAGE, COMBAT_UNPREVENTABLE)


def _mods(st: WowState) -> list:
    return [m for m in st.modifiers if m.keyword in _KEYS and m.turn == st.turn and m.uid in st.table.cards]


def _defending_ally(st: WowState, uid: int | None) -> bool:
    return uid is not None and uid in st.table.cards and kw.is_ally(st, uid) and state_is(st, uid, "defending")


def plus(st: WowState, source: int | None, target: int, combat: bool) -> int:
    """The +N for a combat packet from ``source`` to ``target`` (0 if none of these applies)."""
    if not combat or st.combat is None:
        return 0
    total = 0
    for m in _mods(st):
        holder = st.table.peek(m.uid).controller
        deals = m.keyword == DEFENDERS_DEAL_MORE and _defending_ally(st, source) and st.table.peek(source).controller == holder
        dealt = m.keyword == OPPOSING_DEFENDERS_TAKE_MORE and _defending_ally(st, target) and st.table.peek(target).controller != holder
        if deals or dealt:
            total += m.delta or 2
    return total


def doublings(st: WowState, source: int | None, target: int, combat: bool) -> int:
    """How many "double it instead" of these apply to a combat packet (one per granted replacement)."""
    if not combat:
        return 0
    return sum(1 for m in _mods(st) if m.keyword == COMBAT_DOUBLED and m.uid in (source, target))


def prevents(st: WowState, target: int, combat: bool) -> bool:
    """Whether a combat packet to ``target`` is prevented whole (EN 717): its this-turn prevention while stealthed."""
    return combat and any(m.keyword == STEALTHED_NO_COMBAT_DAMAGE and m.uid == target for m in _mods(st)) and kw.has(st, target, "Stealth")


def unpreventable(st: WowState, source: int | None, combat: bool) -> bool:
    """Whether a combat packet ``source`` deals is unpreventable this turn (EN 717)."""
    return combat and source is not None and any(m.keyword == COMBAT_UNPREVENTABLE and m.uid == source for m in _mods(st))
