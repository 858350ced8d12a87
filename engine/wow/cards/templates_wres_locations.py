"""Locations readied and their counters (helper wres; 306.3, 411.1, 404.1), carried out by
``engine.wow.forced`` (a location picked on resolution), the ``untap`` op and
``engine.wow.location_counters``:

- "Ready a location you control." — not a target (EN 706): the controller picks one of his face-up
  locations on resolution (EN 709.1) and readies it (``player_picks`` "ready");
- "Ready all locations you control." — each face-up location he controls (``untap``);
- "Remove a counter from target location." — one counter of a kind on it (the controller picks the kind
  when it holds several, EN 709.1);
- "Choose a counter on target location and add another of those counters to it." — one more counter of a
  kind it holds (306.3: not past its limit);
- "You can control any number of locations." (Magnificent Flying Carpet) — the pre-priority check's "two
  or more locations" (410.6g) doesn't turn its controller's extra locations face down:
  ``Power("static", line, [], cost={"any_locations": True})`` (``location_counters.unlimited``).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .power import Power
from .registry import SENTENCES

LOCATION = {"types": ["resource"], "face_up": "location"}
OP = "wres_location_counter"


@SENTENCES.register("wres_ready_a_location", r"ready a location you control", full=True, priority=155, flags=re.I)
def _ready_a_location(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect("player_picks", 1, Target("player"), stat="ready", condition={"filter": {**LOCATION, "state": "exhausted"}}, text=sentence)]


@SENTENCES.register("wres_ready_all_locations", r"ready (?:all|each) locations? you control", full=True, priority=155, flags=re.I)
def _ready_all_locations(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect("untap", 0, Target("each", {**LOCATION, "side": "friendly"}), text=sentence)]


@SENTENCES.register("wres_location_counter", r"(?:remove a counter from (target location)|choose a counter on (target location) and add another of those counters to it)",
                    full=True, priority=155, flags=re.I)
def _location_counter(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect(OP, 1, Target("chosen", dict(LOCATION)), stat="remove" if m.group(1) else "add_same", text=sentence)]


def any_locations(body: str, line: str) -> Power | None:
    """ "You can control any number of locations." (a continuous power, 410.6g); "You can complete opposing quests."
    (Toshe Chaosrender: ``engine.wow.wsabo_quests.any_opposing``, EN 702)"""
    if re.fullmatch(r"(?:Ongoing: )?You can control any number of locations\.?", body.strip()):
        return Power("static", line, [], cost={"any_locations": True})
    if re.fullmatch(r"(?:Ongoing: )?You can complete opposing quests\.?", body.strip()):
        return Power("static", line, [], cost={"complete_opposing": True})
    return None


_FACE_UP_TAIL = re.compile(r"(.+->.+?\.)\s+(When you (?:play|place) a resource face up, .+)", re.S)


def face_up_tail_cut(line: str, name: str, ctype: str, compile_text) -> list[Power] | None:
    """A payment power followed on its line by the card's own "When you play a resource face up, …" power
    (the mounts of Wintergrasp: "[Exhaust] -> Ready a location you control. When you play a resource face up, …";
    203.2: two powers), each read whole, or None."""
    m = _FACE_UP_TAIL.fullmatch(line.strip())
    if not m:
        return None
    head, tail = compile_text(m.group(1), name, ctype), compile_text(m.group(2), name, ctype)
    if not head or not tail or not all(p.automated for p in (*head, *tail)) or [p.kind for p in head] != ["activated"] \
            or [p.kind for p in tail] != ["triggered"]:
        return None
    return [*head, *tail]
