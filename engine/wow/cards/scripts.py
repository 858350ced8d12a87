"""WoW's per-card scripts (the format: ``engine.core.scripts``), under ``engine/wow/cards/scripts/``.
A card is named by its ``name`` (reprints share name and text); ``index`` counts the card's power
lines (``templates_lines.power_lines``, 1 = the first). WoW's own ability keys make the script
ability a :class:`Power`:

- ``kind``: "play" (an ability's text), "activated" (EN 701), "triggered" (EN 703), "static",
  "reward" (a quest's reward, EN 702), "cost_mod" (a cost change, 403.2: its ``cost`` says which,
  ``COST_MOD_KEYS``), "add_cost" (an additional cost to play it, 403.1: ``cost = { choose = … }``,
  ``engine.wow.extra_cost``), "alt_cost" (an alternative cost, 403.3: ``cost = { free = true, if = … }``,
  ``engine.wow.altcost``), "complete" (a quest's completion cost, EN 702.1: ``cost = { resources = N,
  to_hand = true }``); required;
- ``trigger``: when a triggered power fires, as the compiler names it ("enter", "start_of_turn",
  "destroyed_self" … — ``compiler.compile_card_text``); required for "triggered";
- ``cost``: a payment power's cost (``{ resources = 2, exhaust_self = true }``; the keys of
  ``templates_costs.power_cost``), required for "activated"; a "self_ev" trigger names its event
  there (``{ what = "graveyard" }``: Death Rattle, ``engine.wow.death_rattle``);
- ``also``: a second power printed in the same ability, or a list of more (``{ kind = "triggered", trigger = …,
  effects = [ … ] }``), e.g. "Ongoing: Attached ally has +6/+6. When attached ally is destroyed, …".
- ``kind = "joined"`` (no other key, no effects): this data line only continues the previous
  ability, one printed sentence the card data broke over two lines ("… you may pay [1] any number
  of times." / "Put a … token into play for each [1] paid this way,"); the previous index's script
  plays it.

Every script is read and checked once (:func:`book`), with errors naming the file and line; a
script whose stored hash differs from the card's printed text is stale and never applied.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from engine.core.scripts import (
    CardScript,
    ScriptAbility,
    ScriptBook,
    ScriptError,
    effect_from_dict,
    load_book,
)

from .. import ops
from .power import Power
from .schema import clean_text
from .templates_faces import on_face
from .templates_lines import power_lines

FOLDER = Path(__file__).with_name("scripts")
ABILITY_KEYS = frozenset({"kind", "trigger", "cost", "also"})
KINDS = ("play", "activated", "triggered", "static", "reward", "cost_mod", "add_cost", "complete", "play_if", "alt_cost")
COST_KEYS = frozenset({"resources", "exhaust_self", "flip", "x", "own_turn", "once_per_turn", "destroy_self", "exhaust_hero", "choose", "if", "from_graveyard",
                       "ref_paid", "remove_counters", "face", "damage", "from_hand", "self_to", "hero_trait", "any_player",
                       "we31_once_per_game", "wd31_discard_hand", "name", "xd32_deck_top", "xd32_per_hand", "x_counters",
                       "zd37_from_removed"})  # zd37_from_removed: used only from the removed-from-game zone (engine.wow.graveyard_powers); ref_paid: the cards named to pay are remembered for the effect (engine.wow.refs);
# remove_counters: { kind = K, n = N } from the card itself (403.4); face: "front" | "back", the face whose power it is
# (301.2a, engine.wow.faces.gate: a hero's flip power of a front printed alone); hero_trait: a "[Trait] Hero:" power
# (206.1c, engine.wow.hero_trait, as the compiler gates it); any_player: "Any player can use the power." (EN 701,
# engine.WowEngine._any_player_powers); damage: { who = "hero" | "self", n = N },
# "Put N damage on your hero ->" (405.3, engine.wow.activation); from_hand: the power is used from its owner's hand
# (engine.wow.graveyard_powers; helper wzone2) and self_to ("discard", "removed", "hand", "deck_bottom"): the card itself
# leaves as part of the cost (engine.wow.activation); name: "class" — "Name a class" as part of the cost (EN 701.1, the power
# action's ``name``, kept on the link: engine.wow.quest_named.NAMED; helper x32kind); wd31_discard_hand: "Discard your hand" (engine.wow.top_removed_noted);
# xd32_deck_top: N — "Remove the top ten cards of your deck from the game" (engine.wow.activation, N cards there at least);
# xd32_per_hand: N — "Pay 1 for each card in your hand" (engine.wow.flip_cost.resources)
# x_counters: K (with x = true) — "Remove X K counters from this card": X chosen as it is used, paid in counters, not resources
# (engine.wow.x_damage_cost; helper o36wow)
COST_MOD_KEYS = frozenset({"what", "amount", "who", "min", "filter", "if", "per", "self"})
"""A "cost_mod" ability's keys (``engine.wow.costs``: amount < 0 = pays more, who "you" | "opponents")."""
TRIGGER_KEYS = frozenset({"ev", "by", "by_quest", "play_filter", "fatal", "before", "flt", "combat", "dtype", "enter_filter", "self", "self_too", "what", "side", "to", "event", "turn", "weapon", "while_attacking", "while",
                          "face", "armed", "hero_trait", "with", "by_role", "last_min_atk", "by_character", "fatal_ability"})  # face + armed: a flip power's "when … this turn" power (engine.wow.flip_armed);
# hero_trait: a "[Trait] Hero:" trigger, as the compiler gates it (206.1c, engine.wow.hero_trait); with: "ability" — "… with an
# ability" (EN 716, event_triggers; helper wzone2); by_role: "attacker" — "dealt damage by an attacking hero or ally";
# last_min_atk: "an ally with 5 or more ATK is destroyed", its ATK as it left play (EN 709, engine.wow.event_triggers; helper wzone);
# by_character: "dealt damage by a hero or ally" — the packet's source is a character (helper w30abil)
# fatal_ability: "destroyed by fatal damage dealt with an ability you control" (engine.wow.fatal_by_ability; helper x32dmg)
# ev + by: a "wwhen_amt" trigger's event ("heal", "deal") and its dealer's filter (engine.wow.wwhen; helper w30abil2)
"""A filtered trigger's keys in a script (the compiler's: "play_filtered", "deals_damage_filtered",
"destroyed_filtered", "enter_ally_filtered", "player_event" …)."""
_NO_COST = {"resources": 0, "exhaust_self": False, "flip": False, "x": False, "own_turn": False}


def printed_text(data: dict[str, Any]) -> str:
    """The printed text a script's ``text_sha256`` covers: the card's ``text`` as imported, cleaned
    (``schema.clean_text``: the same for a card imported before or after the importer cleaned it)."""
    return clean_text(str(data.get("text") or ""))


def ability_lines(text: str) -> list[str]:
    """The card's printed abilities, in order: its power lines (203.2)."""
    return [line for line in power_lines(text) if line and line not in ("BACK:", "FRONT:")]


def load(folder: Path) -> ScriptBook:
    """Read and check every script in ``folder`` (``ScriptError`` names the file and line)."""
    found = load_book(ops.GAME, folder, ABILITY_KEYS)
    for script in found.scripts.values():
        for ab in script.abilities:
            ability_powers(ab, "", script.path)
    return found


def book() -> ScriptBook:
    """The scripts shipped with the bot, loaded once per process (never again: ``compiler.card_powers``
    keeps its answers under this function, so only another function put in its place — a test's
    book — reads them again)."""
    if not _LOADED:
        _LOADED.append(load(FOLDER))
    return _LOADED[0]


_LOADED: list[ScriptBook] = []
"""``book``'s one book, once loaded."""


def ability_power(ab: ScriptAbility, line: str, path: str) -> Power:
    """A script ability as the :class:`Power` the engine plays for the printed ``line``."""
    kind = ab.keys.get("kind")
    if kind not in KINDS:
        raise ScriptError(path, ab.line, f"kind = {kind!r}: a WoW ability is one of {', '.join(KINDS)}")
    trigger = ab.keys.get("trigger", "")
    if not isinstance(trigger, str) or (kind == "triggered" and not trigger) or (kind != "triggered" and trigger):
        raise ScriptError(path, ab.line, 'a triggered ability names its trigger (trigger = "enter", "start_of_turn" …); no other kind takes one')
    cost = ab.keys.get("cost", {})
    if trigger == "self_ev":  # the card's own event (engine.wow.self_triggers, death_rattle): cost = { what = "graveyard" }
        if not isinstance(cost, dict) or not isinstance(cost.get("what"), str):
            raise ScriptError(path, ab.line, 'a "self_ev" trigger names its event: cost = { what = "graveyard" }')
        return Power(kind, line, list(ab.effects), trigger=trigger, cost=dict(cost), automated=True)
    if kind == "triggered" and cost:  # a filtered trigger's keys, as the compiler makes them ({ play_filter = … }, { flt = …, combat = … })
        if not isinstance(cost, dict) or set(cost) - TRIGGER_KEYS or not ab.effects:
            raise ScriptError(path, ab.line, f"a triggered ability's cost names its trigger's filter (keys {', '.join(sorted(TRIGGER_KEYS))}) and it has effects")
        return Power(kind, line, list(ab.effects), trigger=trigger, cost=dict(cost), automated=True)
    if kind == "cost_mod":  # a cost change (403.2, engine.wow.costs): its cost names it, no effects
        if not isinstance(cost, dict) or set(cost) - COST_MOD_KEYS or cost.get("what") not in ("play", "strike", "complete") or not isinstance(cost.get("amount"), int):
            raise ScriptError(path, ab.line, f'a cost change takes cost = {{ what = "play", amount = N, … }} (keys {", ".join(sorted(COST_MOD_KEYS))})')
        return Power(kind, line, [], cost=dict(cost), automated=True)
    if kind == "complete":  # a quest's completion cost (EN 702.1, WowEngine._quest_problem): its cost names it, no effects
        if not isinstance(cost, dict) or set(cost) - {"resources", "own_turn", "if", "to_hand", "choose", "hero_damage", "remove_all", "ref_paid", "more", "name"} or not isinstance(cost.get("resources"), int) or ab.effects:  # more: engine.wow.quest_pay_more
            raise ScriptError(path, ab.line, 'a completion cost takes cost = { resources = N, own_turn = …, to_hand = …, choose = { … }, hero_damage = N } and no effects')
        return Power(kind, line, [], cost={"own_turn": False, **cost}, automated=True)
    if kind == "add_cost":  # an additional cost to play the card (403.1, engine.wow.extra_cost): its cost names it, no effects
        if not isinstance(cost, dict) or not cost or set(cost) - {"choose", "hero_damage", "ref_paid", "mill"} or ab.effects:  # ref_paid: engine.wow.refs (helper r2abil); mill: oneshot_ability_ops
            raise ScriptError(path, ab.line, 'an additional cost takes cost = { choose = { … }, ref_paid = … } or { hero_damage = N } and no effects')
        return Power(kind, line, [], cost=dict(cost), automated=True)
    if kind == "play_if":  # "Play only …" (103.2, engine.wow.play_only): cost = { if = <condition> }, no effects (helper w8a)
        if not isinstance(cost, dict) or set(cost) != {"if"} or ab.effects:
            raise ScriptError(path, ab.line, 'a "Play only …" power takes cost = { if = { k = … } } and no effects')
        return Power(kind, line, [], cost=dict(cost), automated=True)
    if kind == "alt_cost":  # "You may play this ability without paying its costs if …" (403.3, engine.wow.altcost; helpers w30abil, w30ally)
        if not isinstance(cost, dict) or set(cost) - {"free", "if"} or not cost.get("free") or ab.effects:
            raise ScriptError(path, ab.line, 'an alternative cost takes cost = { free = true, if = { k = … } } and no effects')
        return Power(kind, line, [], cost=dict(cost), automated=True)
    if not isinstance(cost, dict) or set(cost) - COST_KEYS or (kind == "activated") != bool(set(cost) - {"face"}):  # any kind may name its face
        raise ScriptError(path, ab.line, "an activated ability takes cost = { resources = N, exhaust_self = true, … } "
                                         f"(keys {', '.join(sorted(COST_KEYS))}); no other kind takes one")
    if not ab.effects:
        raise ScriptError(path, ab.line, "a scripted ability needs effects = [ … ]")
    return Power(kind, line, list(ab.effects), trigger=trigger, cost={**_NO_COST, **cost} if kind == "activated" else dict(cost), automated=True)


def ability_powers(ab: ScriptAbility, line: str, path: str) -> list[Power]:
    """The script ability's power, and its ``also`` power printed in the same ability (none for a
    "joined" line, played by the previous index's script)."""
    if ab.keys.get("kind") == "joined":
        if ab.effects or set(ab.keys) != {"kind"} or ab.index < 2:
            raise ScriptError(path, ab.line, 'kind = "joined" takes no other key and no effects, and continues index - 1')
        return []
    out = [ability_power(ab, line, path)]
    also = ab.keys.get("also")
    for more in also if isinstance(also, list) else [] if also is None else [also]:  # a list: several more powers (helper wequip)
        if not isinstance(more, dict) or set(more) - {"kind", "trigger", "cost", "effects"}:
            raise ScriptError(path, ab.line, "also = { kind = …, trigger = …, effects = [ … ] } (a second power of the same ability), or a list of them")
        effects = [effect_from_dict(ops.GAME, e, path, ab.line) for e in more.get("effects", [])]
        keys = {k: v for k, v in more.items() if k != "effects"}
        out.append(ability_power(ScriptAbility(ab.index, effects, keys, ab.describe, ab.line), line, path))
    return out


def script_for(data: dict[str, Any], scripts: ScriptBook | None = None) -> CardScript | None:
    """The up-to-date script for this card, if any."""
    found = book() if scripts is None else scripts
    name = data.get("name", "")
    return found.for_card([name], printed_text(data)) if name in found.scripts else None


def apply(powers: tuple[Power, ...], script: CardScript, text: str) -> tuple[Power, ...]:
    """``powers`` with the scripted abilities in place of what the compiler made of those lines."""
    lines = ability_lines(text)
    scripted: dict[str, list[Power]] = {}
    for ab in script.abilities:
        if ab.index > len(lines):
            raise ScriptError(script.path, ab.line, f"{script.key!r} prints {len(lines)} abilities; index = {ab.index} names none")
        scripted[lines[ab.index - 1]] = ability_powers(ab, lines[ab.index - 1], script.path)
    faced = _face_lines(lines, scripted, powers)
    out: list[Power] = []
    placed: set[str] = set()
    for i, pw in enumerate(powers):
        line = pw.text if pw.text in scripted else faced.get(i) if i in faced else _trait_line(pw, scripted) or _after_alt_cost(pw, powers, scripted) \
            or _trait_part(pw, scripted) or _after_choose_one(pw, scripted)
        if line is not None:
            if line not in placed:
                side = pw.cost.get("face")
                out += [_on_face(new, side, script, _ab_line(script, lines, line)) for new in scripted[line]] if side else scripted[line]
                placed.add(line)
            continue
        out.append(pw)
    out += [pw for line, pws in scripted.items() if line not in placed for pw in pws]
    return tuple(out)


def _trait_line(pw: Power, scripted: dict[str, list[Power]]) -> str | None:
    """The scripted line a "[Trait]: …" power was compiled from (206.1c, ``templates_gates``: compiled as
    "[Trait] Hero: …"; helper w30quest)."""
    trait = pw.cost.get("hero_trait")
    if not trait:
        return None
    rest = pw.text.removeprefix(f"[{trait}] Hero: ").removeprefix(f"[{trait}]: ")
    return next((line for line in (f"[{trait}]: {rest}", f"[{trait}] Hero: {rest}") if line in scripted), None)


def _after_alt_cost(pw: Power, powers: tuple[Power, ...], scripted: dict[str, list[Power]]) -> str | None:
    """The scripted line whose text after its opening alternative cost (403.3, ``templates_costs.split_alt_cost``:
    compiled as an "alt_cost" power and the rest) ``pw`` is: the script plays the rest, the cost stays."""
    for alt in powers:
        if alt.kind == "alt_cost" and pw.kind != "alt_cost" and f"{alt.text} {pw.text}" in scripted:
            return f"{alt.text} {pw.text}"
    return None


def _after_choose_one(pw: Power, scripted: dict[str, list[Power]]) -> str | None:
    """The scripted line "Choose one: …" a power was compiled from with that opening gone (a dual-mode ability's first
    mode and "or attach to target ally", ``templates_modes``; helper x32dmg): the script plays the whole line."""
    line = f"Choose one: {pw.text}"
    return line if line in scripted else None


def _trait_part(pw: Power, scripted: dict[str, list[Power]]) -> str | None:
    """The scripted line one of whose "[Class] Hero: …" powers ``pw`` is (206.1c: the compiler splits a line printing
    several at each "[Class] Hero:"; helper w30gear): the script plays the whole line."""
    if "hero_trait" not in pw.cost:
        return None
    return next((line for line in scripted if pw.text in line and pw.text != line), None)


def _face_lines(lines: list[str], scripted: dict[str, list[Power]], powers: tuple[Power, ...]) -> dict[int, str]:
    """A two-faced hero's lines ("FRONT: …", "BACK: …" and the lines after them, 301.2) are compiled
    per face with the prefix gone (``templates_faces``): the k-th line of a face is the k-th power
    marked with that face; a line printing both faces ("FRONT: 4 -> Flip Peter. BACK: …") holds the next
    power of each. Returns {power position: scripted line}."""
    side, seen, out = "front", {"front": 0, "back": 0}, {}
    texts = {pw.text for pw in powers}
    for line in lines:
        side = "back" if line.startswith("BACK:") else "front" if line.startswith("FRONT:") else side
        both = side == "front" and " BACK:" in line  # "FRONT: 4 -> Flip Peter. BACK: …": one printed line, both faces
        places = [(side, seen[side]), *([("back", seen["back"])] if both else [])]
        for face, _k in places:
            seen[face] += 1
        if both:
            side = "back"
        if line not in scripted or line in texts:
            continue
        for face, k in places:
            marked = [i for i, pw in enumerate(powers) if pw.cost.get("face") == face and pw.kind != "deck"]
            if k < len(marked):
                out[marked[k]] = line
    return out


def _ab_line(script: CardScript, lines: list[str], line: str) -> int:
    """The script line of the ability scripting ``line`` (for errors)."""
    return next((ab.line for ab in script.abilities if lines[ab.index - 1] == line), 0)


def _on_face(pw: Power, side: str, script: CardScript, line: int) -> Power:
    """A scripted power of one face works only while that face shows (301.2a, ``engine.wow.faces.gate``;
    a continuous power or cost change through its effects' condition, ``templates_faces.on_face``)."""
    if pw.kind not in ("activated", "triggered", "reward", "static", "cost_mod"):
        raise ScriptError(script.path, line, "on a two-faced hero only activated, triggered and continuous powers and cost changes are scripted (301.2a)")
    side = pw.cost.get("face", side)  # a line printing both faces: each scripted power names its own (cost face)
    return on_face(pw, side) if pw.kind in ("static", "cost_mod") else replace(pw, cost={**pw.cost, "face": side})
