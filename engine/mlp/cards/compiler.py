"""The effect compiler: MLP card text (DreamTCG English) → abilities made of the shared effect
vocabulary (``engine.core.effects.Effect``). Text it cannot read becomes a ``manual`` step that the
card's controller resolves by hand (engine.core.manual) — never skipped, never guessed.

Timings (第二節 1.6.0–1.6.4, 2.5.0, 4.5.2, 6.4.0; 第五節 1.0.0):
``appear`` 出会い, ``farewell`` お別れ, ``preplan`` 事前対策, ``event`` (an event's effect),
``story`` (on advancing to the stage), ``hirameki`` (a scene's ひらめき), ``facedown`` (a scene's
裏向き, 第五節 1.3.2), ``activated`` (冒険エリア
with a 横置き cost), ``trigger`` (冒険エリア 「～時/～たびに」), ``continuous`` (冒険エリア or an
item while worn), ``cost`` (cost modifiers, 第五節 3.1.4), ``win`` (stage Ⅳ, a rule action, 第一節 4.1.1).

MLP-specific moves use the generic ``move`` op with ``stat`` naming the kind of move (``add_scene``,
``flip_up``, ``flip_down``, ``plan_from_deck``, ``plan_from_hand``, ``plan_from_rest``,
``remove_plan``, ``look_plan``, ``to_adventure``, ``scene_to_deck_bottom``) — a "flip" op belongs in
the core (see report). ``reveal`` opens the top of a deck (第六節 9.2.0; ``stat="top_or_bottom"``: then
the controller puts it on the top or the bottom); effects after "if it is X" carry the condition
``{"revealed": filter}``; "X. If C, Y instead." becomes X with ``{"unless": C}`` and Y with ``{"if": C}``.
``search`` with ``stat="scene_deck"`` searches the scene deck (``keyword="to_scenes"``: picks go face up
into the scene area). ``shuffle`` puts its targets into their owners' decks (or, with a player target,
just shuffles), always followed by the opponent's cut (第一節 3.1.1).

Targets: ``Target(kind, filter, count, up_to)`` with filter keys ``zone`` (adventure, rest, scenes,
hand), ``side`` (you, rival, any), ``type``, ``keywords`` (any of), ``cost_max``/``cost_min``,
``idea_max``/``idea_min``, ``adorned``, ``tapped``, ``face_up``, ``other``, ``same_name`` (the same name
as the source card, e.g. the wearer). Conditions are dicts:
``{"count": filter, "min": n, "max": m}``, ``{"turn": "you"|"rival"}``, ``{"plans": "you"|"rival",
"min": n}``, ``{"plans_more": "rival"}``, ``{"empty_slots": n}``, ``{"self_adorned": True}``,
``{"hand_min": n}``, ``{"all": [...]}``; ``per`` (a count filter) multiplies an amount.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

from engine.core.effects import Effect, Target


@dataclass
class Ability:
    """One compiled ability of a card."""

    timing: str
    effects: list[Effect] = field(default_factory=list)
    text: str = ""
    manual: bool = False
    cost: str = ""  # "tap": 横置き (第五節 3.1.5)
    condition: dict[str, Any] | None = None  # checked when it resolves (第五節 1.5.1)
    use_condition: dict[str, Any] | None = None  # 規則式: "only use when" (第五節 1.4.0)
    trigger: str = ""  # for timing "trigger": end_of_turn, disrupt, plan_reveal, leave, move, retire_in_contact
    trigger_filter: dict[str, Any] = field(default_factory=dict)
    every: bool = False  # 「～たびに」: once per occurrence (第五節 1.1.3)


@dataclass
class Compiled:
    """All abilities of a card, and which keywords an item may be worn by (第二節 3.0.0)."""

    abilities: list[Ability] = field(default_factory=list)
    adorn: list[str] = field(default_factory=list)
    granted: list[Ability] = field(default_factory=list)  # an item's "adorned character gains …"

    @property
    def manual(self) -> bool:
        return any(a.manual for a in self.abilities) or any(a.manual for a in self.granted)


class _Fail(Exception):
    pass


# --- normalising the text ----------------------------------------------------------------

def normalize(text: str) -> str:
    t = (text or "").replace("\u200b", "").replace("｢", "「").replace("｣", "」").replace("−", "-")
    t = t.replace("Cost of Force of Harmony", "Cost").replace("Adventrue", "Adventure").replace("[?]", "")
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"\.\.+", ".", t)
    return t


def _kw_brackets(body: str) -> str:
    """Inside effect text, [Name] means 「Name」 except for the timing tags."""
    return re.sub(r"\[(?!(?:Tap|Adventure|Appear|Farewell|Pre-plan|Inspo Boost)\])([^\]]+)\]", r"「\1」", body)


# --- noun phrases --------------------------------------------------------------------------

_LOC = re.compile(r"\s*(?:in|from) (your|Rival's|your Rival's|the) (Adventure|Retirement|Scene) Area")
_ZONES = {"Adventure": "adventure", "Retirement": "rest", "Scene": "scenes"}


def parse_target(chunk: str, default_zone: str = "adventure", default_side: str = "you") -> dict[str, Any]:
    """A noun phrase with an optional location → a card filter."""
    s = chunk.strip()
    zone, side = default_zone, default_side
    m = _LOC.search(s)
    if m:
        side = "rival" if "Rival" in m.group(1) else "you"
        zone = _ZONES[m.group(2)]
        s = (s[: m.start()] + s[m.end():]).strip()
    if s.startswith("Rival's "):
        side, s = "rival", s[len("Rival's "):]
    elif s.startswith("your "):
        s = s[len("your "):]
    f = parse_noun(s)
    f.setdefault("zone", zone)
    f.setdefault("side", side)
    return f


def parse_noun(s: str) -> dict[str, Any]:
    f: dict[str, Any] = {}
    s = re.sub(r"\bcharacter(s?)\b", r"Character\1", s.strip())
    s = re.sub(r"^(?:\d+|any|an?|all|the|one) ", "", s)
    for word, key, val in (("other ", "other", True), ("untapped ", "tapped", False), ("tapped ", "tapped", True),
                           ("face-up ", "face_up", True)):
        if s.startswith(word):
            f[key] = val
            s = s[len(word):]
    for pat, key in ((r" with Cost (\d+) or (less|more)", "cost"), (r" with Inspiration (\d+) or (less|more)", "idea")):
        m = re.search(pat, s)
        if m:
            f[f"{key}_{'max' if m.group(2) == 'less' else 'min'}"] = int(m.group(1))
            s = (s[: m.start()] + s[m.end():]).strip()
    m = re.search(r" adorned with (?:an )?Item$", s)
    if m:
        f["adorned"] = True
        s = s[: m.start()].strip()
    kws = re.findall(r"「([^」]+)」", s)
    if kws:
        rest = re.sub(r"「[^」]+」", "", s)
        rest = re.sub(r"\b(?:or|and)\b", "", rest).strip()
        rest = re.sub(r"^(?:cards?|Characters?)$", "", rest).strip()
        if rest:
            raise _Fail(s)
        f["keywords"] = kws
        return f
    types = re.findall(r"\b(Character|Event|Item|Scene|card)s?\b", s)
    rest = re.sub(r"\b(?:Character|Event|Item|Scene|card)s?\b|\bor\b|\bcards?\b", "", s).strip()
    if not types or rest:
        raise _Fail(s)
    real = [t for t in types if t != "card"]
    if len(real) == 1:
        f["type"] = real[0]
    elif len(real) > 1:
        f["types"] = real
    return f


# --- conditions ----------------------------------------------------------------------------

def parse_cond(s: str) -> dict[str, Any]:
    s = s.strip().rstrip(",.").strip()
    parts = re.split(r" and (?=there is|no )", s)
    if len(parts) > 1:
        return {"all": [parse_cond(p if p.startswith("there") else "there is " + p) for p in parts]}
    m = re.fullmatch(r"(?:While )?in (your|Rival's) turn", s, re.I)
    if m:
        return {"turn": "rival" if "Rival" in m.group(1) else "you"}
    m = re.fullmatch(r"there (?:is|are) (any|an?|no|(\d+) or (?:more|move)|(\d+)) (.+)", s)
    if m:
        what = m.group(4)
        if what == "empty Adventure Area":
            return {"empty_slots": 1}
        filt = parse_target(what)
        if m.group(1) == "no":
            return {"count": filt, "max": 0}
        n = int(m.group(2) or m.group(3) or 1)
        return {"count": filt, "min": n}
    m = re.fullmatch(r"you have (any|an?|(\d+) or more) (untapped |face-up )?(Plan|Scene|Character)s?(?: cards?)?(?: in your (?:Adventure|Scene) Area)?", s)
    if m:
        n = int(m.group(2) or 1)
        kind = m.group(4)
        if kind == "Plan":
            return {"plans": "you", "min": n}
        filt: dict[str, Any] = {"zone": "scenes" if kind == "Scene" else "adventure", "side": "you"}
        if kind == "Character":
            filt["type"] = "Character"
        if m.group(3) == "untapped ":
            filt["tapped"] = False
        if m.group(3) == "face-up ":
            filt["face_up"] = True
        return {"count": filt, "min": n}
    if re.fullmatch(r"any of your Scenes are face up", s):
        return {"count": {"zone": "scenes", "side": "you", "face_up": True}, "min": 1}
    if re.fullmatch(r"Rival has more Plans than you(?: in Story Area)?", s):
        return {"plans_more": "rival"}
    if re.fullmatch(r"this Character is adorned with Item", s):
        return {"self_adorned": True}
    m = re.fullmatch(r"you have (\d+) or more cards in your Hand \(including this card\)(?:\[verify\])?", s)
    if m:
        return {"hand_min": int(m.group(1))}
    raise _Fail(s)


# --- effect clauses ------------------------------------------------------------------------

_N = r"(\d+|one|a)"
_WORDS = {"one": 1, "a": 1, "an": 1}


def _n(s: str) -> int:
    return _WORDS.get(s) or int(s)


def _dur(s: str | None) -> str:
    return "this_battle" if s and "Contact" in s else "this_turn"


def _chosen(chunk: str, count: int, zone: str = "adventure", side: str = "you", up_to: bool = False) -> Target:
    return Target("chosen", parse_target(chunk, zone, side), count, up_to)


def _mod(amount: str, target: Target, dur: str | None) -> Effect:
    return Effect("modify_stat", amount=int(amount), stat="idea", target=target, duration=_dur(dur))


def _clauses() -> list[tuple[re.Pattern[str], Any]]:
    until = r"until (?:the )?end of (turn|this Contact)"
    rules: list[tuple[str, Any]] = [
        (r"draw (\d+) cards? for each (.+?)", lambda m: [Effect("draw", amount=int(m[1]), target=Target("player"), condition={"per": parse_target(m[2])})]),
        (r"each player draws (\d+) cards?", lambda m: [Effect("draw", amount=_n(m[1]), target=Target("each_player"))]),
        (r"draw (\d+) cards?", lambda m: [Effect("draw", amount=_n(m[1]), target=Target("player"))]),
        (r"discard (\d+) cards?", lambda m: [Effect("discard", amount=_n(m[1]), target=Target("player"))]),
        (r"send 1 random card from Rival's Hand to their Retirement Area", lambda m: [Effect("discard", amount=1, target=Target("opponent"), keyword="random")]),
        (rf"choose (\d+) (.+?), (?:it|they) gets? ([+-]\d+) Inspiration for each (.+?) {until}",
         lambda m: [Effect("modify_stat", amount=int(m[3]), stat="idea", target=_chosen(m[2], _n(m[1])), duration="this_turn", condition={"per": parse_target(m[4])})]),
        (rf"choose (\d+) (.+?), (?:it|they) gets? ([+-]\d+) Inspiration {until}", lambda m: [_mod(m[3], _chosen(m[2], _n(m[1])), m[4])]),
        (rf"choose (\d+) (.+?) and (\d+) (.+?) in your Adventure Area, they get ([+-]\d+) Inspiration {until}",
         lambda m: [_mod(m[5], _chosen(m[2], 1), m[6]), _mod(m[5], _chosen(m[4], 1), m[6])]),
        (rf"choose (\d+) (.+?) to get ([+-]\d+) Inspiration {until}", lambda m: [_mod(m[3], _chosen(m[2], _n(m[1])), m[4])]),
        (rf"choose (\d+) (.+?) to move to an (?:open|empty) Adventure Area and to get ([+-]\d+) Inspiration {until}",
         lambda m: [Effect("move", stat="move_in_adventure", target=_chosen(m[2], 1)), _mod(m[3], Target("previous"), m[4])]),
        (rf"choose (\d+) (.+?), (?:it|they) (?:cannot leave the Adventure Area due to Contact|won't Retire in Contact) {until}",
         lambda m: [Effect("grant_keyword", keyword="contact_proof", target=_chosen(m[2], _n(m[1])), duration="this_turn")]),
        (r"choose (\d+) (.+?) to Retire", lambda m: [Effect("destroy", target=_chosen(m[2], _n(m[1]), side="rival"))]),
        (r"Retire all (.+?)", lambda m: [Effect("destroy", target=Target("each", parse_target(m[1], default_side="rival")))]),
        (r"choose (\d+) (.+?), add (?:it|them) to Hand", lambda m: [Effect("return_to_hand", target=_chosen(m[2], _n(m[1]), zone="rest"))]),
        (r"return (\d+) (.+?) from (?:your|the) Retirement Area to your Hand",
         lambda m: [Effect("return_to_hand", target=Target("chosen", {**parse_noun(m[2]), "zone": "rest", "side": "you"}, _n(m[1])))]),
        (r"choose (\d+) (.+?), move it to Adventure Area", lambda m: [Effect("play_free", zone="adventure", target=_chosen(m[2], _n(m[1]), zone="rest"))]),
        (r"move (\d+) (.+?) from your Retirement Area to your Adventure Area",
         lambda m: [Effect("play_free", zone="adventure", target=Target("chosen", {**parse_noun(m[2]), "zone": "rest", "side": "you"}, _n(m[1])))]),
        (r"move (\d+) (.+?) to an (?:open|empty) Adventure Area", lambda m: [Effect("move", stat="move_in_adventure", target=_chosen(m[2], _n(m[1])))]),
        (r"move this Character to an (?:open|empty) Adventure Area", lambda m: [Effect("move", stat="move_in_adventure", target=Target("self"))]),
        (rf"it gets ([+-]\d+) Inspiration {until}", lambda m: [_mod(m[1], Target("self"), m[2])]),
        (r"move this card to the Adventure Area", lambda m: [Effect("play_free", zone="adventure", target=Target("self"))]),
        # 第六節 9.1.0 / 9.3.0: "put it at the top or the bottom" — the controller chooses
        (r"reveal the top (card|\d+ cards) of (?:your|the) Deck, put (?:it|them) (?:at|on) the top or (?:at |on )?the bottom of (?:your|the) Deck",
         lambda m: [Effect("reveal", amount=1 if m[1] == "card" else int(m[1].split()[0]), zone="deck", stat="top_or_bottom", target=Target("player"))]),
        # 第六節 9.2.0 + 第五節 1.5.1: reveal the top card; what follows happens only if it qualifies
        (r"reveal the top card of (?:your|the) Deck, if it is (?:an? )?(.+?)",
         lambda m: [Effect("reveal", amount=1, zone="deck", keyword="gate", condition={"gate": parse_noun(m[1])}, target=Target("player"))]),
        # scene-deck searches (第六節 11.0.0, 9.3.0)
        (r"reveal the top (\d+) cards? of your Scene Deck, choose (\d+)(?: Scenes?)? from them, place (?:it|them) face up in your Scene Area, (?:move|send|put) the rest (?:to|on) (?:the )?bottom of (?:your )?Scene Deck(?: in any order)?",
         lambda m: [Effect("search", amount=int(m[1]), stat="scene_deck", keyword="to_scenes", zone="deck_bottom", target=Target("chosen", {}, _n(m[2])))]),
        (r"return (\d+) of Rival's Scenes to the bottom of (?:their|Rival's) Scene Deck",
         lambda m: [Effect("move", stat="scene_to_deck_bottom", target=Target("chosen", {"zone": "scenes", "side": "rival"}, _n(m[1])))]),
        (r"place (\d+) Scenes? face up from the top (?:of )?(?:your )?Rival's Scene Deck (?:into|in) (?:your )?Rival's Scene Area",
         lambda m: [Effect("move", stat="add_scene", amount=_n(m[1]), target=Target("opponent"))]),
        # "shuffle into the deck" (第六節 14.1.3a 例; the opponent cuts, 第一節 3.1.1)
        (r"(?:shuffle this (?:Character|card) into (?:its owner's|your|the owner's) Deck|(?:add|put) this (?:Character|card) (?:in|into|to) (?:its owner's|your|the owner's) Deck and shuffle(?: it)?)",
         lambda m: [Effect("shuffle", zone="deck", target=Target("self"))]),
        (r"choose (\d+) (.+?) in your Retirement Area, shuffle (?:it|them) into your Deck",
         lambda m: [Effect("shuffle", zone="deck", target=_chosen(m[2], _n(m[1]), zone="rest"))]),
        (r"shuffle your (Deck|Scene Deck)", lambda m: [Effect("shuffle", zone="scene_deck" if m[1] == "Scene Deck" else "deck", target=Target("player"))]),
        (r"reveal the top (\d+) cards? of (?:your|the) Deck, (?:choose (\d+) (.+?) from them, add (?:it|them) to Hand|add (\d+) to your Hand)(?:, (?:move|send) the rest to (?:the |your )?(Retirement Area|bottom of your Deck in any order))?",
         lambda m: [Effect("search", amount=int(m[1]), zone="rest" if (m[5] or "").startswith("Retirement") else ("deck_bottom" if m[5] else "deck_top"),
                           target=Target("chosen", parse_noun(m[3]) if m[3] else {}, _n(m[2] or m[4]), True))]),
        (r"choose (\d+) Scenes? in your Scene Area, untap (?:it|them)", lambda m: [Effect("untap", target=Target("chosen", {"zone": "scenes", "side": "you", "tapped": True}, _n(m[1])))]),
        (r"flip (?:exactly )?(\d+|one) (?:of )?(your |Rival's |your Rival's )?Scenes?(?: cards?)? (face up|face down|upside down)",
         lambda m: [Effect("move", stat="flip_up" if m[3] == "face up" else "flip_down",
                           target=Target("chosen", {"zone": "scenes", "side": "rival" if "Rival" in (m[2] or "") else "you", "face_up": m[3] != "face up"}, _n(m[1])))]),
        (r"flip (\d+) of your Rival's Scene cards face down", lambda m: [Effect("move", stat="flip_down", target=Target("chosen", {"zone": "scenes", "side": "rival", "face_up": True}, _n(m[1])))]),
        (r"add (\d+) Scenes?", lambda m: [Effect("move", stat="add_scene", amount=_n(m[1]), target=Target("player"))]),
        (r"place 1 Scene from your Scene Deck face down in your Scene Area", lambda m: [Effect("move", stat="add_scene", amount=1, zone="face_down", target=Target("player"))]),
        (r"(?:take the top card of your Deck, place it in your Story Area as a Plan|turn the top card of your Deck into a Plan)",
         lambda m: [Effect("move", stat="plan_from_deck", amount=1, target=Target("player"))]),
        (r"turn 1 card from your Hand into a Plan", lambda m: [Effect("move", stat="plan_from_hand", target=Target("chosen", {"zone": "hand", "side": "you"}, 1))]),
        (r"turn 1 (.+?) in your Retirement Area into a Plan", lambda m: [Effect("move", stat="plan_from_rest", target=_chosen(m[1], 1, zone="rest"))]),
        (r"look at (?:all of )?your Plans,? (?:and )?(put them back in any order you want|return them their original locations)",
         lambda m: [Effect("look_top", zone="plans", amount=0, keyword="reorder" if "any order" in m[1] else "", target=Target("player"))]),
        (r"look at 1 of your Plans", lambda m: [Effect("look_top", zone="plans", amount=1, target=Target("player"))]),
        (r"remove one of Rival's Plan cards", lambda m: [Effect("move", stat="remove_plan", target=Target("opponent"))]),
        (rf"(?:all|all of your) (.+?) (?:also )?gets? ([+-]\d+) Inspiration {until}", lambda m: [_mod(m[2], Target("each", _all_target(m[1])), m[3])]),
        (rf"this Character gets ([+-]\d+) Inspiration {until} for each (.+?)", lambda m: [_per_self(m[1], m[3])]),
        (rf"this Character gets ([+-]\d+) Inspiration for each (.+?) {until}", lambda m: [_per_self(m[1], m[2])]),
        (rf"this Character gets ([+-]\d+) Inspiration {until}", lambda m: [_mod(m[1], Target("self"), m[2])]),
        (rf"your (「[^」]+」) gets? ([+-]\d+) Inspiration {until}", lambda m: [_mod(m[2], Target("contact", parse_noun(m[1])), m[3])]),
        (r"the next Item you play gets -(\d+) Cost", lambda m: [Effect("cost_reduction", amount=int(m[1]), keyword="next_item", target=Target("player"))]),
        (r"you win the game", lambda m: [Effect("gain_score", amount=1, stat="win", target=Target("player"))]),
    ]
    return [(re.compile(p + r"(?:[.,]\s*(?:then\s+)?|\s*$)", re.I), b) for p, b in rules]


def _all_target(chunk: str) -> dict[str, Any]:
    chunk = chunk.strip()
    if chunk.startswith("of Rival's "):
        chunk = "Rival's " + chunk[len("of Rival's "):]
    elif chunk.startswith("of your "):
        chunk = chunk[len("of your "):]
    return parse_target(chunk)


def _per_self(amount: str, per: str) -> Effect:
    return Effect("modify_stat", amount=int(amount), stat="idea", target=Target("self"), duration="this_turn", condition={"per": parse_target(per)})


CLAUSES = _clauses()
_UP_TO = re.compile(r"((?:choose|return|move) )up to (?=\d)", re.I)


def compile_body(body: str) -> list[Effect]:
    """A sequence of clauses, each matched whole (第五節 2.1.1: carried out in printed order)."""
    out: list[Effect] = []
    pos = 0
    body = body.strip()
    while pos < len(body):
        # 第六節 15.1.1 「Xまで」: "choose up to N …" is read as "choose N …" whose chosen targets
        # take any number from 0 to N (``Target.up_to``)
        up = _UP_TO.match(body, pos)
        text, shift = (body[:pos] + up[1] + body[up.end():], up.end() - pos - len(up[1])) if up else (body, 0)
        for pattern, build in CLAUSES:
            m = pattern.match(text, pos)
            if m and m.end() > pos:
                try:
                    built = build(m)
                except (_Fail, ValueError):
                    continue
                if up:
                    chosen = [e for e in built if e.target is not None and e.target.kind == "chosen"]
                    if not chosen:
                        continue
                    for eff in chosen:
                        eff.target = Target("chosen", eff.target.filter, eff.target.count, True)
                out.extend(built)
                pos = m.end() + shift
                break
        else:
            raise _Fail(body[pos:])
    if not out:
        raise _Fail(body)
    for i, eff in enumerate(out):  # "reveal …, if it is X, …": the rest happens only if it is X
        if eff.keyword == "gate" and eff.condition and "gate" in eff.condition:
            if i == len(out) - 1:
                raise _Fail(body)
            for later in out[i + 1:]:
                later.condition = {**(later.condition or {}), "revealed": eff.condition["gate"]}
            eff.keyword, eff.condition = "", None
    return out


def _with_condition(body: str) -> tuple[dict[str, Any] | None, str]:
    m = re.match(r"If (.+?), (?=draw|choose|this|all|flip|return|reveal|turn|take|move|place|retire|look)", body, re.I)
    if m:
        return parse_cond(m.group(1)), body[m.end():]
    return None, body


# --- continuous and cost texts ----------------------------------------------------------------

_CONT_SUBJECTS = {
    "this character": {"self": True},
    "adorned character": {"self": True},
    "all characters in your adventure area": {"zone": "adventure", "side": "you", "type": "Character"},
    "all of your characters": {"zone": "adventure", "side": "you", "type": "Character"},
    "other characters in your adventure area": {"zone": "adventure", "side": "you", "type": "Character", "other": True},
    "all of your other characters": {"zone": "adventure", "side": "you", "type": "Character", "other": True},
    "all characters in rival's adventure area": {"zone": "adventure", "side": "rival", "type": "Character"},
    "characters next to adorned character": {"zone": "adventure", "side": "you", "type": "Character", "adjacent": True},
}


def _subject(s: str) -> dict[str, Any]:
    key = s.strip().lower()
    if key in _CONT_SUBJECTS:
        return dict(_CONT_SUBJECTS[key])
    m = re.fullmatch(r"(adorned character|this character) with Cost (\d+) or (less|more)", s.strip(), re.I)
    if m:
        return {"self": True, "cost_max" if m[3] == "less" else "cost_min": int(m[2])}
    m = re.fullmatch(r"all of your (「[^」]+」)(?: Characters| cards)?", s.strip(), re.I)
    if m:
        return {**parse_noun(m[1]), "zone": "adventure", "side": "you"}
    f = parse_target(s)
    return f


def compile_continuous(text: str) -> list[Effect]:
    """冒険エリア continuous texts and worn-item texts (第二節 1.6.4b, 3.5.0): idea modifiers."""
    out: list[Effect] = []
    for sentence in [s for s in re.split(r"(?<=\.)\s+", text.strip()) if s]:
        s = sentence.rstrip(".").strip()
        cond: dict[str, Any] | None = None
        m = re.match(r"While (.+?), (?=this|adorned|all|other)", s, re.I)
        if m:
            cond = parse_cond(m.group(1))
            s = s[m.end():]
        m2 = re.fullmatch(r"(.+?) gets? ([+-]\d+) Inspiration, (all of your other Characters) get ([+-]\d+) Inspiration", s, re.I)
        if m2:
            out.append(Effect("modify_stat", amount=int(m2[2]), stat="idea", target=Target("each", _subject(m2[1])), duration="permanent", condition=cond))
            out.append(Effect("modify_stat", amount=int(m2[4]), stat="idea", target=Target("each", _subject(m2[3])), duration="permanent", condition=cond))
            continue
        m = re.fullmatch(r"(.+?) gets? ([+-]\d+) Inspiration(?:, then an additional \+1 Inspiration for each card in your Retirement Area with the same name as adorned Character)?(?: for each (.+?))?(?: in (your Rival's|your|Rival's) turn)?", s, re.I)
        if not m:
            m2 = re.fullmatch(r"(.+?) gets? ([+-]\d+) Inspiration, (all of your other Characters) get ([+-]\d+) Inspiration", s, re.I)
            if m2:
                out.append(Effect("modify_stat", amount=int(m2[2]), stat="idea", target=Target("each", _subject(m2[1])), duration="permanent", condition=cond))
                out.append(Effect("modify_stat", amount=int(m2[4]), stat="idea", target=Target("each", _subject(m2[3])), duration="permanent", condition=cond))
                continue
            raise _Fail(s)
        extra = re.search(r", then an additional ([+-]\d+) Inspiration for each card in your Retirement Area with the same name as adorned Character$", s)
        if extra:  # BP02-SPR25: the second part counts the wearer's namesakes in the rest area
            out.append(Effect("modify_stat", amount=int(extra[1]), stat="idea", target=Target("each", _subject(m[1])), duration="permanent",
                              condition={**(cond or {}), "per": {"zone": "rest", "side": "you", "same_name": True}}))
        elif "additional" in s:
            raise _Fail(s)
        c = dict(cond or {})
        if m[4]:
            turn = {"turn": "rival" if "Rival" in m[4] else "you"}
            c = {"all": [cond, turn]} if cond else turn
        if m[3] == "empty Adventure Area you have":
            c = {**c, "per_empty": True}
        elif m[3]:
            c = {**c, "per": parse_target(m[3])} if c else {"per": parse_target(m[3])}
        out.append(Effect("modify_stat", amount=int(m[2]), stat="idea", target=Target("each", _subject(m[1])), duration="permanent", condition=c or None))
    return out


def compile_cost(text: str) -> list[Effect]:
    """Cost modifiers (第五節 3.1.4): "-1 Cost for each …" / "While …, -1 Cost when played from Hand"."""
    s = text.strip().rstrip(".")
    m = re.fullmatch(r"This Character gets -(\d+) Cost for each (?:of )?(your Rival's|your) Plans", s)
    if m:
        return [Effect("cost_reduction", amount=int(m[1]), condition={"per_plans": "rival" if "Rival" in m[2] else "you"})]
    m = re.fullmatch(r"This Character gets -(\d+) Cost for each (.+)", s)
    if m:
        return [Effect("cost_reduction", amount=int(m[1]), condition={"per": parse_target(m[2])})]
    m = re.fullmatch(r"While (.+?), this Character gets -(\d+) Cost when played from Hand", s)
    if m:
        return [Effect("cost_reduction", amount=int(m[2]), condition=parse_cond(m[1]))]
    raise _Fail(s)


# --- whole cards -------------------------------------------------------------------------------

def _instead(body: str) -> list[Effect] | None:
    """"X. If C, Y instead." (第五節 1.5.1: C checked as the effect resolves): X unless C, else Y."""
    m = re.fullmatch(r"(.+?)\. If (.+?), (.+?) instead\.?", body.strip())
    if not m:
        return None
    cond = parse_cond(m[2])
    plain, other = compile_body(m[1] + "."), compile_body(m[3] + ".")
    for eff in plain:
        eff.condition = {**(eff.condition or {}), "unless": cond}
    for eff in other:
        eff.condition = {**(eff.condition or {}), "if": cond}
    return plain + other


def _ability(timing: str, body: str, **kw: Any) -> Ability:
    try:
        alt = _instead(body)
        if alt is not None:
            return Ability(timing, alt, body, **kw)
        cond, rest = _with_condition(body)
        return Ability(timing, compile_body(rest), body, condition=cond, **kw)
    except _Fail:
        return Ability(timing, [Effect("manual", text=body)], body, manual=True, **kw)


def _adventure(body: str) -> Ability:
    """A 冒険エリア text: activated (横置き), triggered (When/Whenever/At) or continuous."""
    m = re.match(r"\[Tap\],?\s*", body)
    if m:
        ab = _ability("activated", body[m.end():], cost="tap")
        return ab
    trig = [
        (r"At the end of your turn, ", "end_of_turn"),
        (r"When this Character (?:Intervenes the Plan|interrupts your Rival's Plan), ", "disrupt"),
        (r"Whenever you reveal a Plan, ", "plan_reveal"),
        (r"Whenever a 「([^」]+)」 leaves the Adventure Area, ", "leave"),
        (r"When this Character moves, ", "move"),
        (r"(?:When|Whenever) you draw (?:a|1) card, ", "draw"),
        (r"(?:When|Whenever) you discard (?:a|1) card, ", "discard"),
    ]
    for pat, kind in trig:
        m = re.match(pat, body)
        if m:
            ab = _ability("trigger", body[m.end():], trigger=kind, every=body.startswith("Whenever"))
            if kind == "leave":
                ab.trigger_filter = {"keywords": [m.group(1)]}
            return ab
    try:
        return Ability("continuous", compile_continuous(body), body)
    except _Fail:
        return Ability("continuous", [Effect("manual", text=body)], body, manual=True)


@functools.lru_cache(maxsize=4096)
def compile_text(card_type: str, text: str) -> Compiled:
    """Compile one card's whole text (cached: the same text always compiles the same way)."""
    out = Compiled()
    t = normalize(text)
    if not t:
        return out
    if card_type == "Story":
        body = re.sub(r"^When promoted to (?:this|the) stage, ", "", t, flags=re.I)
        body = re.sub(r"^eveal", "reveal", body)
        out.abilities.append(_ability("story", _kw_brackets(body)))
        return out
    if card_type == "Scene":
        # 第五節 1.3.2a: the reminder "in your main phase, turn this scene face down to use …" is no effect
        t = re.sub(r"\s*\((?:In|During) your Main Phase[^)]*face down[^)]*\)\.?", "", t, flags=re.I).strip()
        for piece in [p.strip() for p in re.split(r"(?=\[(?:Inspo Boost|Face Down)\])", t) if p.strip()]:
            m = re.match(r"\[Face Down\]\s*", piece)
            if m:  # 裏向き (第五節 1.3.2): an activated effect whose cost is turning this scene face down
                out.abilities.append(_ability("facedown", _kw_brackets(piece[m.end():])))
                continue
            body = re.sub(r"^\[?Inspo Boost\]?\s*", "", piece)
            out.abilities.append(_ability("hirameki", _kw_brackets(body)))
        return out
    if card_type == "Event":
        # 第四節 3.3.2: an event's 事前対策 is not part of what playing it does; it is used only when
        # the card is removed as a plan (第六節 5.2.0), so it is compiled as a separate ability
        m = re.search(r"\s*\[Pre-plan\]\s*(.+)$", t, re.S)
        if m:
            out.abilities.append(_ability("preplan", _kw_brackets(m[1].strip())))
            t = t[:m.start()].strip()
        body = _kw_brackets(t)
        use = None
        m = re.match(r"Only use when (.+?)\. ", body)
        if m:
            try:
                use = parse_cond(m.group(1))
            except _Fail:
                out.abilities.append(Ability("event", [Effect("manual", text=body)], body, manual=True))
                return out
            body = body[m.end():]
        m = re.match(r"Until the end of turn, each time Rival's Character Retires in Contact, draw 1 card\.?$", body)
        if m:
            out.abilities.append(Ability("event", [Effect("grant_keyword", keyword="draw_on_rival_contact_retire", target=Target("player"), duration="this_turn")], body))
            return out
        if re.match(r"On this turn, your Rival's Pre-plan effects will not be activated", body):
            out.abilities.append(Ability("event", [Effect("grant_keyword", keyword="no_rival_preplan", target=Target("player"), duration="this_turn")], body))
            return out
        ab = _ability("event", body)
        ab.use_condition = use
        out.abilities.append(ab)
        return out
    if card_type == "Item":
        body = _kw_brackets(t)
        m = re.match(r"Only adorn 「([^」]+)」(?: or 「([^」]+)」)?\. ?", body)
        if m:
            out.adorn = [k for k in m.groups() if k]
            body = body[m.end():]
        body = re.sub(r" ?Adorn this Item to one of your Characters\.?", "", body)
        m = re.fullmatch(r"Adorned Character gains:?\s*\"?\s*(\[(?:Farewell|Appear|Adventure)\].+?)\"?\.?\"?", body)
        if m:
            inner = compile_text("Character", m.group(1).strip().rstrip('"'))
            out.granted = inner.abilities
            return out
        m = re.fullmatch(r"When adorned Character Retires in Contact, (?!move this Item)(.+)", body)
        if m:  # the item's own trigger (第五節 1.1.0), used after the wearer's exit (第六節 14.2.0)
            ab = _ability("trigger", m[1], trigger="wearer_contact_retire")
            out.abilities.append(ab)
            return out
        if re.match(r"Adorned Character gains|When adorned Character", body):
            out.abilities.append(Ability("continuous", [Effect("manual", text=body)], body, manual=True))
            return out
        try:
            out.abilities.append(Ability("continuous", compile_continuous(body), body))
        except _Fail:
            out.abilities.append(Ability("continuous", [Effect("manual", text=body)], body, manual=True))
        return out
    # characters: split on the timing tags
    pieces = re.split(r"(?=\[(?:Appear|Farewell|Pre-plan|Adventure)\])", t)
    for piece in [p.strip() for p in pieces if p.strip()]:
        m = re.match(r"\[(Appear|Farewell|Pre-plan|Adventure)\]\s*", piece)
        if not m and re.match(r"When this Character moves, ", piece):  # a 冒険エリア trigger printed without its tag
            out.abilities.append(_adventure(_kw_brackets(piece)))
            continue
        if not m:
            try:
                if "Cost" in piece:
                    out.abilities.append(Ability("cost", compile_cost(piece), piece))
                    continue
            except _Fail:
                pass
            out.abilities.append(Ability("continuous", [Effect("manual", text=piece)], piece, manual=True))
            continue
        tag, body = m.group(1), _kw_brackets(piece[m.end():])
        if tag == "Adventure":
            out.abilities.append(_adventure(body))
        else:
            out.abilities.append(_ability({"Appear": "appear", "Farewell": "farewell", "Pre-plan": "preplan"}[tag], body))
    return out


def compile_card(data: dict[str, Any]) -> Compiled:
    if data.get("type") == "Story" and data.get("stage") == 4:
        return Compiled([Ability("win", [], "you win the game")])  # 第一節 4.1.1: a rule action
    return compile_text(str(data.get("type", "")), str(data.get("text") or ""))


def is_automated(data: dict[str, Any]) -> bool:
    return not compile_card(data).manual
