"""A targeted player: "Target opponent …" (Fright: "Target opponent puts an ally he controls into his owner's hand.";
EN 706). Its effects compile to ``Target("opponent")`` (the ops read "the opponent"), so the player a link targets is
read from its power's text: a power whose text (quoted powers it gives left out) names "target opponent" targets the
link controller's opponent — in a two-player match the only one (401.1), so nothing is asked.

Like any target (EN 706, 707.1d, 709.2a):
- declared: the card or power can't be played or used while that player can't be targeted (Untargetable against its
  controller, ``player_shield``; ``engine``'s play and power checks); a modal one's "target opponent" mode can't be
  chosen then (``modes.legal_modes``), and its link targets him only in that mode;
- counted: "an ability card with a single target" counts him (Spell Ricochet, ``wprev_ops``; ``targets.interruptible``),
  and a card targeting him targets more than "only your hero" (Spell Reflection, ``target_reflection``);
- re-checked as the link resolves (``procedure``): a link whose only targets are players who are no longer legal does
  nothing (EN 709.2a); with legal card targets left, only its effects on that opponent are skipped.
No card of the pool triggers on a player becoming targeted ("When … becomes targeted" names allies only)."""

from __future__ import annotations

from engine.core import Event

from . import player_shield
from .powers import printed_power, printed_powers
from .rules import EN
from .state import Link, WowState


def power_texts(st: WowState, link: Link) -> list[str]:
    """The printed text of the link's power (a card link: its play powers); a power another card gave it: none known."""
    if link.uid not in st.table.cards:
        return []
    if link.kind in ("card", "copy"):
        return [pw.text for pw in printed_powers(st, link.uid) if pw.kind == "play"]
    if link.kind in ("combat", "resource") or link.power < 0:
        return []
    pw = printed_power(st, link.uid, link.power)
    return [pw.text] if pw is not None else []


def _chosen_texts(st: WowState, link: Link) -> list[str]:
    """:func:`power_texts`, a modal power read by the mode(s) its link chose (EN 707.1c: another mode's "target
    opponent" is no target of this link)."""
    if "mode" not in link.data or link.uid not in st.table.cards or link.kind in ("combat", "resource"):
        return power_texts(st, link)
    if link.kind in ("card", "copy"):
        pws = [pw for pw in printed_powers(st, link.uid) if pw.kind == "play"]
    else:
        pws = [pw] if link.power >= 0 and (pw := printed_power(st, link.uid, link.power)) is not None else []
    out: list[str] = []
    for pw in pws:
        modal = any((e.condition or {}).get("mode") is not None for e in pw.effects)
        out += player_shield.mode_texts(pw.effects, link.data["mode"]) if modal else [pw.text]
    return out


def targeted(st: WowState, link: Link) -> list[int]:
    """The players the link targets ("target opponent": its controller's opponent, 401.1; a modal power: in the
    mode chosen)."""
    if not any(player_shield.names_target_opponent(t) for t in _chosen_texts(st, link)):
        return []
    return [q for q in range(st.num_players) if q != link.controller]


def count(st: WowState, link: Link) -> int:
    """How many targets the link has: its cards and its players (EN 706)."""
    return len(link.targets) + len(targeted(st, link))


def illegal(st: WowState, link: Link) -> list[int]:
    """The link's targeted players who can't be targeted by its controller now (EN 709.2a)."""
    return [q for q in targeted(st, link) if player_shield.shielded(st, link.controller, q)]


def lost(st: WowState, link: Link) -> Event | None:
    """As the link resolves: every target it has is a player no longer legal — it does nothing (EN 709.2a)."""
    if link.targets or link.kind == "combat":
        return None
    players = targeted(st, link)
    if not players or any(not player_shield.shielded(st, link.controller, q) for q in players):
        return None
    who = ", ".join(f"P{q + 1}" for q in players)
    return Event("fizzle", f"{link.label}: its target ({who}) is no longer legal: it does nothing", EN("709.2a"), link.controller)
