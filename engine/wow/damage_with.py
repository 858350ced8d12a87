"""More narrowing of the continuous damage replacements (408.2a, EN 716; ``damage_bonus`` effects)
read by ``cards.templates_wstatics_damage``, checked by ``damage.damage_bonus`` / ``doublings``:

- ``with``: the packet is dealt with an ability (``"ability"``: the card whose effect deals it is an
  ability card, optionally with the tag ``with_tag``, "with a Balance ability") or with a weapon
  (``"weapon"``: a combat packet dealt with struck weapons, 408.3d);
- ``dtypes``: one of these damage types ("arcane or nature damage", 205.1);
- ``to_tags``: the damaged character has one of these words ("to a Dragon or Dragonkin", 202.1a)."""

from __future__ import annotations

from typing import Any

from .card_facts import ctype
from .conditions import has_tag
from .state import WowState


def narrowed_out(st: WowState, c: dict[str, Any], target: int, dtype: str, via: int | None, weapons: list[int] | None,
                 words: set[str]) -> bool:
    """Whether the keys above rule this packet out (``words``: the damaged character's, as
    ``keywords.words`` gives them)."""
    if c.get("dtypes") and not set(c["dtypes"]) & set(dtype.lower().split()):
        return True
    if c.get("to_tags") and not {t.lower() for t in c["to_tags"]} & words:
        return True
    kind = c.get("with")
    if kind == "weapon":
        return not weapons
    if kind == "ability":
        if via is None or via not in st.table.cards or ctype(st, via) != "ability":
            return True
        return bool(c.get("with_tag")) and not has_tag(st, via, c["with_tag"])
    return False


def needs_check(c: dict[str, Any]) -> bool:
    """Whether the effect's condition has a key read here."""
    return bool(c.get("dtypes") or c.get("to_tags") or c.get("with"))




def heal_narrowed_out(st: WowState, c: dict[str, Any], via: int | None) -> bool:
    """A ``heal_bonus`` with ``"with": "ability"`` ("If your hero would heal damage with an ability",
    Sapphiron Drape): only a packet healed by an ability card's effect (``via``, 408.2c) — else ruled out."""
    if c.get("with") != "ability":
        return False
    return via is None or via not in st.table.cards or ctype(st, via) != "ability"
