"""Helper w30gear's "X is …" counts (``conditions.COUNTED_BY["wg30_"]``), from the power's controller's side:

- ``wg30_defender_atk``: the ATK of the defender of the combat your hero is attacking in, else 0 ("This weapon has
  Assault X while your hero is attacking, where X is the ATK of a defender", Kingsbane; EN 714, 205.1);
- ``wg30_other_melee_atk``: the ATK of another Melee weapon you control (414.3b: "Melee" on its type line) — the
  greatest, when there are several ("where X is the ATK of another Melee weapon you control", Sinister Revenge;
  EN 709: counted as the power resolves);
- ``wg30_dragon_colors``: the different colors among the dragonkin heroes and allies you control — Black, Blue, Bronze,
  Green, Red, Twilight, read from their race words (202.1a: "Blue Dragonkin"; an Egg become Twilight Dragonkin too)
  ("This weapon has +1 ATK for each different color among dragonkin you control", Dragonheart Piercer; EN 714);
- ``{"k": "wg30_ally_powers", "powers": [...]}``: how many of those racial powers some ally you control has — a printed
  line headed by the power's name ("Arcane Torrent", "Diplomacy: Dwarves (…)"), or the keyword given to it ("Blackened
  Spear has +1 ATK if an ally with arcane torrent is in your party. This is also true for berserking, …"; EN 714)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import count_reader
from .state import WowState
from .wield import is_melee


@count_reader("wg30_")
def _count(st: WowState, player: int, key: dict[str, Any], source: int | None) -> int:
    k = key["k"]
    if k == "wg30_defender_atk":
        c = st.combat
        if c is None or c.attacker != st.heroes[player] or c.defender not in st.table.cards or not kw.in_play(st, c.defender):
            return 0
        return max(0, kw.atk(st, c.defender))
    if k == "wg30_other_melee_atk":
        others = [u for u in st.table.zone(player, "hero_row") if u != source and is_melee(st, u)]
        return max((max(0, kw.equipment_atk(st, u)) for u in others), default=0)
    if k == "wg30_dragon_colors":
        found = set()
        for z in ("hero_row", "allies"):
            for u in st.table.zone(player, z):
                if st.table.peek(u).face_down or not kw.is_character(st, u):
                    continue
                words = kw.words(st, u)
                found |= {c for c in DRAGON_COLORS if f"{c} dragonkin" in words}
        return len(found)
    if k == "wg30_ally_powers":
        allies = [u for u in st.table.zone(player, "allies") if not st.table.peek(u).face_down and kw.is_ally(st, u)]
        return sum(1 for power in key["powers"] if any(_has_power(st, u, power) for u in allies))
    raise ValueError(f"unknown wg30_ count {k!r}")


def _has_power(st: WowState, uid: int, power: str) -> bool:
    """A line of the card's text headed by ``power`` (then nothing, ":" or a reminder), or the keyword (202.1a)."""
    low = power.lower()
    if any(k.lower() == low for k in kw.keywords(st, uid)):
        return True
    for line in str(kw.data(st, uid).get("text") or "").split("\n"):
        head = line.strip().lower()
        if head == low or head.startswith((low + ":", low + " (", low + ".")):
            return True
    return False


DRAGON_COLORS = ("black", "blue", "bronze", "green", "red", "twilight")
