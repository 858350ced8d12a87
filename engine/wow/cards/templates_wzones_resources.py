"""Cards put into a resource row face down (412.2), in wordings ``templates_resources`` doesn't read:

- another player's top card: "Target opponent puts the top card of his deck into his resource row
  face down." and "You and target opponent each put the top card of your decks into your resource
  rows face down and exhausted." (``deck_to_resources`` for those players, ``engine.wow.resources``);
- a chosen card in play or in a graveyard, or the card itself from the graveyard: "Put target ally
  from a graveyard into its owner's resource row face down and exhausted.", "Put target non-token
  ally into its owner's resource row face down, then exhaust it.", "You may put him from the
  graveyard into his owner's resource row face down and exhausted." (``to_resource_row``,
  ``engine.wow.resource_moves``)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .readers import target
from .registry import SENTENCES
from .templates_graveyard import graveyard_target

_ROW = r"(?:into|in) (?:his|her|its|their|your) (?:owner'?s'? )?resource rows? face down(?P<how>,? and exhausted|,? then exhaust it| and ready)?"


@SENTENCES.register("wzones_players_top_to_resources", r"(target opponent puts|you and target opponent each put) the top card of (?:his|your) decks? "
                    r"(?:into|in) (?:his|your) resource rows? face down(?: and (exhausted|ready))?", full=True, priority=436, flags=re.I)
def _players_top(m: re.Match, name: str, sentence: str) -> list[Effect]:
    who = Target("opponent") if m.group(1).lower().startswith("target") else Target("each_player")  # two players: you and him
    return [Effect("deck_to_resources", 1, who, condition={"exhausted": (m.group(2) or "").lower() == "exhausted"}, text=sentence)]


@SENTENCES.register("wzones_to_resource_row", priority=436)
def _to_resource_row(s: str, name: str, sentence: str) -> list[Effect] | None:
    m = rx.fullmatch(r"put (.+?) " + _ROW, s, re.I)
    if not m:
        return None
    how = (m.group("how") or "").lower()
    exhausted = "exhaust" in how
    what = m.group(1)
    names = {n.lower() for n in (name, name.split(",")[0], name.split(" ")[0]) if n}
    g = rx.fullmatch(r"(.+?) from (?:the|your|his|her) graveyard", what, re.I)
    if g and g.group(1).lower() in names | {"him", "her"}:  # the card itself, from its owner's graveyard
        return [Effect("to_resource_row", 0, None, condition={"exhausted": exhausted}, text=sentence)]
    if what.lower() in names | {"this ability"}:  # "Put Vigor into your resource row face down and ready.": the resolving ability
        return [Effect("to_resource_row", 0, None, condition={"exhausted": exhausted, "from": "chain"}, text=sentence)]
    g = rx.fullmatch(r"(target .+?) (?:in|from) (your|a|an opponent's) graveyard", what, re.I)
    if g:
        tgt = graveyard_target(g.group(1), g.group(2))
    else:
        tgt = target(what, name)
        if tgt is not None and (tgt.kind != "chosen" or set(tgt.filter.get("types", [])) - {"ally", "ability", "equipment", "weapon", "armor", "item"}):
            tgt = None
    if tgt is None:
        return None
    return [Effect("to_resource_row", 0, tgt, condition={"exhausted": exhausted}, text=sentence)]
