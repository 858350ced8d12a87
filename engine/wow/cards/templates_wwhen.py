"""Helper wwhen (issue #18): triggered powers ("When …") on events the older readers don't take,
appended to ``templates_events.READERS`` (tried after them, so no reader of theirs loses a power).

- "When you play a card with cost 6 or more, …" → ``play_filtered`` (EN 703; 201.3 printed cost);
- "When damage is healed from an ally you control, …" → ``healed_filtered`` (407.1, as "1 or more damage");
- "When combat damage is dealt with NAME to a defending hero, that hero's controller …" →
  ``hero_combat_damage`` to a hero while your hero attacks (EN 601: the defender is the attacked hero);
- "When damage is dealt with this weapon on an opponent's turn, you may ready it." → ``hero_combat_damage``
  (408.3d: a weapon deals damage only as combat damage struck with it), "it" the weapon;
- "When a resource you control is turned face down, you may have target player shuffle his graveyard
  into his deck." → ``resource_face_down`` ("his": the target player's own);
- ``wwhen_ev`` (``engine.wow.wwhen``): "When 1 or more damage is healed from this ally" (``healed_self``),
  "When another ally named X in your party is destroyed" (``destroyed_named``), "When your hero deals
  fatal combat damage with NAME" (``weapon_fatal``, 405.3), "When your hero deals combat damage with
  NAME for the first time on each of your turns" (``weapon_first_yours``), "When each Shaman you
  control exhausts for the first time each turn, you may ready it." (``exhausts_first``, 411.1).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from . import templates_events as ev
from .conditions import card_filter
from .readers import is_self
from .registry import SENTENCES
from .schema import KEYWORDS

TRIGGER = "wwhen_ev"
_ALL_KINDS = ["ability", "ally", "armor", "item", "weapon", "equipment", "quest", "location"]


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


def _names(name: str) -> str:
    return "|".join(re.escape(x) for x in sorted({name, name.split(",")[0], name.split(" ")[0], "this weapon"}, key=len, reverse=True) if x)


def play_costed_card(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When you play a card with cost 6 or more, …" (EN 703; 201.3: the printed cost)."""
    m = rx.fullmatch(r"When you play a card with cost (\d+) or (more|less), (.+)", body)
    if not m or ev._refs(m.group(3)):
        return None
    effs, ok = compile_effects(_cap(m.group(3)), name)
    if not ok:
        return None
    return "play_filtered", effs, {"play_filter": {"types": list(_ALL_KINDS), ("min_cost" if m.group(2) == "more" else "max_cost"): int(m.group(1))}}


def healed_from(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When damage is healed from an ally you control, …" is "When 1 or more damage is healed from …"
    (407.1: damage healed is at least 1); "When 1 or more damage is healed from this ally, …" → ``healed_self``
    ("that many … tokens": one per damage healed)."""
    m = rx.fullmatch(r"When (?:1 or more )?damage is healed from (this ally|" + _names(name) + r"), (.+)", body) if "damage is healed from " in body else None
    if m and m.group(1) != "this weapon":
        rest = m.group(2)
        many = rx.fullmatch(r"put that many (\d+ \[\w+\] / \d+ \[Health\] [A-Z]\w*) tokens into play\.?", rest)
        if many:  # "put that many 1 [Melee] / 1 [Health] Treant tokens into play": one ally token (404.2) per damage healed
            rest = f"put a {many.group(1)} ally token into play."
        if ev._refs(rest):
            return None
        effs, ok = compile_effects(_cap(rest), name)
        if many and ok:
            if len(effs) != 1 or effs[0].op != "play_free" or effs[0].amount != 1:
                return None
            effs[0].condition = {**(effs[0].condition or {}), "per": "dealt"}
        return (TRIGGER, effs, {"what": "healed_self"}) if ok else None
    m = rx.fullmatch(r"When damage is healed from (.+)", body)
    return ev.generic_events("When 1 or more damage is healed from " + m.group(1), name, compile_effects) if m else None


def weapon_to_defending_hero(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When combat damage is dealt with NAME to a defending hero, that hero's controller discards a card."
    (EN 601: the hero your hero's weapon hits as a defender is the hero your hero attacked)."""
    if " to a defending hero, " not in body:
        return None
    m = rx.fullmatch(r"When (?:combat )?damage is dealt with (?:" + _names(name) + r") to a defending hero, (.+)", body)
    if not m:
        return None
    found = ev.hero_combat_damage(f"When your hero deals combat damage with this weapon to a hero while attacking, {m.group(1)}", name, compile_effects)
    return found


def weapon_readies_it(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When damage is dealt with this weapon on an opponent's turn, you may ready it." ("it": the weapon)."""
    if " on an opponent's turn, " not in body:
        return None
    m = rx.fullmatch(r"When (?:combat )?damage is dealt with (?:" + _names(name) + r") on an opponent's turn, (you may )?ready it\.?", body)
    if not m:
        return None
    return ev.hero_combat_damage(f"When your hero deals combat damage with this weapon on an opponent's turn, {m.group(1) or ''}ready this weapon.",
                                 name, compile_effects)


def face_down_shuffle(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When a resource you control is turned face down, you may have target player shuffle his
    graveyard into his deck." ("his": that player's own, 415.9)."""
    m = rx.fullmatch(r"When a resource you control (?:is turned|turns) face down, ((?:you may )?have target player shuffle his graveyard into his deck\.?)", body)
    if not m:
        return None
    effs, ok = compile_effects(_cap(m.group(1)), name)
    return ("resource_face_down", effs, {"side": "friendly"}) if ok else None


def named_destroyed(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When another ally named NAME in your party is destroyed, …" (EN 703; 202.2: a card's name)."""
    m = rx.fullmatch(r"When another ally named (.+?) (?:in your party|you control) is destroyed, (.+)", body)
    if not m or ev._refs(m.group(2)):
        return None
    effs, ok = compile_effects(_cap(m.group(2)), name)
    return (TRIGGER, effs, {"what": "destroyed_named", "name": m.group(1)}) if ok else None


def weapon_damage(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When your hero deals fatal combat damage with NAME, …" (405.3) / "When your hero deals combat
    damage with NAME for the first time on each of your turns, …" (500.1: your turn)."""
    if not body.startswith("When your hero deals "):
        return None
    m = rx.fullmatch(r"When your hero deals (?P<fatal>fatal )?combat damage with (?:" + _names(name) + r")"
                     r"(?P<first> for the first time on each of your turns)?, (?P<rest>.+)", body)
    if not m or bool(m.group("fatal")) == bool(m.group("first")) or ev._refs(m.group("rest")):
        return None
    effs, ok = compile_effects(_cap(m.group("rest")), name)
    return (TRIGGER, effs, {"what": "weapon_fatal" if m.group("fatal") else "weapon_first_yours"}) if ok else None


def exhausts_first(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When each Shaman you control exhausts for the first time each turn, you may ready it." (411.1;
    each such card's first exhausting this turn; "it": that card); "When each Arena ally in your party attacks
    for the first time each turn, you may pay 1. If you do, ready it." (EN 601.2: each one's first attack)."""
    m = rx.fullmatch(r"When each ([A-Z][\w'-]*) (?:you control|ally in your party) (exhausts|attacks) for the first time each turn, (.+)", body)
    if not m:
        return None
    what = "exhausts_first" if m.group(2) == "exhausts" else "attacks_first"
    kind = card_filter(m.group(1) + " ally") if "ally in your party" in body else None
    flt: dict[str, Any] | None = kind or card_filter(m.group(1))
    if flt is None:
        return None
    rest = rx.sub(r"\bit\b", "the triggering card", m.group(3))
    if ev._refs(rest.replace("the triggering card", "")):
        return None
    effs, ok = compile_effects(_cap(rest), name)
    return (TRIGGER, effs, {"what": what, "flt": {**flt, "side": "friendly"}}) if ok else None


def inspired(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When an ally in your party is inspired, …" (501.1b: a card readied by Inspire is inspired)."""
    m = rx.fullmatch(r"When an ally (?:in your party|you control) is inspired, (.+)", body)
    if not m or ev._refs(m.group(1)):
        return None
    effs, ok = compile_effects(_cap(m.group(1)), name)
    return (TRIGGER, effs, {"what": "inspired", "flt": {"types": ["ally"], "side": "friendly"}}) if ok else None


def _one_off(word: str, first: str) -> bool:
    """``word`` is ``first`` with one letter changed, added or dropped (a misprinted name: "Razal", "Lillith")."""
    if word == first or abs(len(word) - len(first)) > 1:
        return False
    if len(word) == len(first):
        return sum(a != b for a, b in zip(word, first, strict=True)) == 1
    short, long_ = sorted((word, first), key=len)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def _self_subject(rest: str, name: str) -> str | None:
    """ "Eowan deals …" / "Razal deals …" (a misprint of Razak: one letter off) → "This ally deals …"."""
    m = rx.match(r"([A-Z][\w']*) (?=deals )", rest)
    if not m:
        return None
    word, first = m.group(1), rx.split(r"[ ,]", name)[0]
    if is_self(word, name) or _one_off(word, first):
        return "This ally " + rest[m.end():]
    return None


def misnamed_self(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When Lillith readies, …" on Lilith Smythe: the card's own first name misprinted (one letter off) —
    the ``self_ev`` power of ``templates_self`` (EN 703)."""
    from .templates_self import self_event

    m = rx.fullmatch(r"When ([A-Z][\w']*) (readies|attacks|protects|exhausts), (.+)", body)
    if not m or not _one_off(m.group(1), rx.split(r"[ ,]", name)[0]):
        return None
    return self_event(f"When this card {m.group(2)}, {m.group(3)}", name, compile_effects, lambda b, n: None)


def damaged_not_type(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When an opposing ally is dealt non-ranged damage, Eowan deals 1 Ranged damage to it." (408.1: a
    packet's damage type; "it": the ally dealt damage)."""
    m = rx.fullmatch(r"When (an opposing ally|an ally) is dealt non-(" + ev._DTYPES + r") damage, (.+)", body, re.I)
    if not m:
        return None
    rest = _self_subject(m.group(3), name)
    if rest is None:
        return None
    rest = rx.sub(r"\bit\b", "the triggering card", rest)
    if ev._refs(rest.replace("the triggering card", "")):
        return None
    effs, ok = compile_effects(rest, name)
    flt = {"types": ["ally"], **({"side": "opposing"} if "opposing" in m.group(1) else {})}
    return (TRIGGER, effs, {"what": "damaged_not_type", "flt": flt, "not_type": m.group(2).lower()}) if ok else None


def readies_misprint(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When an opposing her or ally readies, Razal deals 4 ranged damage to it." — "her" is "hero" and
    "Razal" is this ally (misprints): the ``readies_filtered`` power of ``templates_events``."""
    m = rx.fullmatch(r"When an opposing her or ally readies, (.+)", body)
    if not m or (rest := _self_subject(m.group(1), name)) is None:
        return None
    return ev.generic_events(f"When an opposing hero or ally readies, {rest}", name, compile_effects)


def assault_ally_hits(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When an ally you control with Assault deals combat damage to an opponent's hero, he discards a card."
    (408.3; "he": that hero's controller, the opponent)."""
    m = rx.fullmatch(r"When an ally you control with (\w[\w-]*) deals combat damage to an opponent's hero, he (discards a card\.?)", body)
    if not m or m.group(1) not in KEYWORDS:
        return None
    effs, ok = compile_effects(f"Each opponent {m.group(2)}", name)
    return (TRIGGER, effs, {"what": "keyword_ally_hits_hero", "keyword": m.group(1)}) if ok else None


def opponent_discards_party(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When an opponent discards a card, your hero deals 1 shadow damage to each hero and ally in that
    opponent's party." (415.9d; that opponent's party: his hero and allies — the opposing ones, two players)."""
    m = rx.fullmatch(r"When an opponent discards a card, (your hero deals \d+ \w+ damage to each hero and ally) in that opponent's party\.?", body)
    if not m:
        return None
    effs, ok = compile_effects(_cap(m.group(1).replace("each hero and ally", "each opposing hero and ally")) + ".", name)
    return ("player_event", effs, {"what": "discard", "side": "opposing"}) if ok else None


def resource_enters_any(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When a resource enters play, put 2 damage on its controllers hero." (412.1: a resource placed by
    any player; "its controller's hero" is the hero of the player who placed it)."""
    m = rx.fullmatch(r"When a resource enters play, (put \d+ damage on) its controller'?s'? hero\.?", body)
    if not m:
        return None
    effs, ok = compile_effects(_cap(m.group(1)) + " the triggering card.", name)
    return (TRIGGER, effs, {"what": "resource_any"}) if ok else None


@SENTENCES.register("wwhen_graveyard_remove", r"(you may )?remove an? (ally|ability|equipment|weapon|armor|item) card in your graveyard (?:from|form) the game",
                    full=True, priority=150, flags=re.I)
def _graveyard_remove(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "You may remove an ally card in your graveyard from the game." (415.7; "If you do" reads whether one was removed;
    "form the game": a misprint)."""
    flt = card_filter(m.group(2).lower())
    if flt is None:
        return None
    return [Effect("wwhen_graveyard_remove", 0, None, optional=bool(m.group(1)), condition={"filter": {"types": flt["types"]}}, text=sentence)]


_MUCH = re.compile(r"\bthat (?:much|amount of|amount)\b")


def _amount(rest: str, name: str, compile_effects: ev.Compile) -> list[Effect] | None:
    """One effect whose amount is the event's ("that much"/"that amount": the damage dealt or healed, per="dealt")."""
    if len(_MUCH.findall(rest)) != 1 or "." in rest.rstrip(".") or ev._refs(_MUCH.sub("", rest)):
        return None
    text = _MUCH.sub("1", rest)
    text = rx.sub(r"\bheals 1 from\b", "heals 1 damage from", text)
    effs, ok = compile_effects(_cap(text), name)
    if not ok or len(effs) != 1 or effs[0].op not in ("damage", "heal") or effs[0].amount != 1:
        return None
    effs[0].condition = {**(effs[0].condition or {}), "per": "dealt"}
    return effs


def amount_events(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """Damage dealt or healed, "that much" being its amount (``wwhen_amt``, ``engine.wow.wwhen``):

    - "When your hero deals combat damage, it heals that amount of damage from itself." (408.3);
    - "When a [Holy] ally in your party deals damage, it also heals that much from your hero." (the ally heals, 408.2c);
    - "When this or another Murloc ally you control deals damage to an opposing hero, this ally heals that much damage from your hero.";
    - "When your hero heals damage from a friendly ally, it also heals that much from itself." (407.1);
    - "When damage is healed from your hero, your hero may heal that much damage from target ally.";
    - "When damage is healed from an opposing ally, this ally deals that much shadow damage to that ally's controller's hero."
      (that ally's controller: the opponent, two players);
    - "When combat damage is dealt with NAME to a hero, that hero's controller puts that many cards from the top of his deck
      into his graveyard." (408.3d: this weapon among the packet's; that hero's controller: the opponent, two players);
    - "When your hero deals combat damage, put that many Fanatic ally tokens into play with 1 [Melee] ATK / health.";
    - "When an ally you control deals damage on your turn, you may add a +1 ATK counter to this weapon for each damage dealt." (500.1);
    - "When attached ally deals damage to an opposing hero, it also heals that much damage from your hero." (400.1: the host);
    - "When an opposing Shaman deals damage to a hero or ally you control, that Shaman also deals that much nature damage
      to itself." (the dealer is the triggering card and the source)."""
    cost: dict[str, Any] = {"ev": "deal"}
    source = None
    if (m := rx.fullmatch(r"When your hero deals combat damage, it heals (that amount of damage) from itself\.?", body)):
        cost.update(by={"types": ["hero"], "side": "friendly"}, combat=True)
        rest = "your hero heals that much damage from your hero"
    elif (m := rx.fullmatch(r"When (an? \[?[A-Z]\w*\]? ally in your party) deals damage, it also (heals that much from your hero\.?)", body)):
        by = ev.subject_filter(m.group(1).replace("[", "").replace("]", ""), name)
        if by is None:
            return None
        cost.update(by=by)
        rest, source = "this card " + m.group(2), "event"
    elif (m := rx.fullmatch(r"When this or another ([A-Z]\w*) ally you control deals damage to an opposing hero, (this ally heals that much damage from your hero\.?)", body)):
        flt = card_filter(m.group(1) + " ally")
        if flt is None:
            return None
        cost.update(by={**flt, "side": "friendly"}, to={"types": ["hero"], "side": "opposing"})
        rest, source = m.group(2), "self"
    elif (m := rx.fullmatch(r"When your hero heals damage from a friendly ally, it also (heals that much from itself\.?)", body)):
        cost.update(ev="heal", by={"types": ["hero"], "side": "friendly"}, to={"types": ["ally"], "side": "friendly"})
        rest = "your hero heals that much damage from your hero"
    elif (m := rx.fullmatch(r"When damage is healed from your hero, (your hero may heal that much damage from target ally\.?)", body)):
        cost.update(ev="heal", to={"types": ["hero"], "side": "friendly"})
        rest = m.group(1)
    elif (m := rx.fullmatch(r"When damage is healed from an opposing ally, this ally (deals that much \w+ damage) to that ally's controller's hero\.?", body)):
        cost.update(ev="heal", to={"types": ["ally"], "side": "opposing"})
        rest = f"this ally {m.group(1)} to each opposing hero"
    elif body.startswith("When combat damage is dealt with ") and rx.fullmatch(r"When combat damage is dealt with (?:" + _names(name) + r") to a hero, that hero's controller puts that many cards from the top of "
                      r"his deck into his graveyard\.?", body):
        cost.update(by={"types": ["hero"], "side": "friendly"}, to={"types": ["hero"], "side": "opposing"}, combat=True, weapon=True)
        effs, ok = compile_effects("Each opponent puts the top card of his deck into his graveyard.", name)  # 415.2; the hero hit is an opposing one
        if not ok or len(effs) != 1 or effs[0].op != "mill":
            return None
        effs[0].condition = {**(effs[0].condition or {}), "per": "dealt"}
        return "wwhen_amt", effs, cost
    elif (m := rx.fullmatch(r"When your hero deals combat damage, put that many ([A-Z]\w*) ally tokens into play with (\d+) \[(\w+)\] ATK / health\.?", body)):
        cost.update(by={"types": ["hero"], "side": "friendly"}, combat=True)  # "N [Melee] ATK / health": N ATK and N health
        effs, ok = compile_effects(f"Put a {m.group(1)} ally token into play with {m.group(2)} [{m.group(3)}] ATK / {m.group(2)} health.", name)
        if not ok or len(effs) != 1 or effs[0].op != "play_free":
            return None
        effs[0].condition = {**(effs[0].condition or {}), "per": "dealt"}  # one token per damage dealt (404.2)
        return "wwhen_amt", effs, cost
    elif rx.fullmatch(r"When an ally you control deals damage on your turn, you may add a \+1 ATK counter to this weapon for each damage dealt\.?", body):
        cost.update(by={"types": ["ally"], "side": "friendly"}, turn="yours")
        effs, ok = compile_effects("You may add a +1 ATK counter to this weapon.", name)  # 404.1: one per damage dealt
        if not ok or len(effs) != 1 or effs[0].op != "add_counters":
            return None
        effs[0].condition = {**(effs[0].condition or {}), "per": "dealt"}
        return "wwhen_amt", effs, cost
    elif (m := rx.fullmatch(r"When attached ally deals damage to an opposing hero, it also (heals that much damage from your hero\.?)", body)):
        cost.update(by_host=True, to={"types": ["hero"], "side": "opposing"})
        rest, source = "this card " + m.group(1), "event"
    elif (m := rx.fullmatch(r"When an opposing ([A-Z]\w*) deals damage to a hero or ally you control, that \1 also (deals that much \w+ damage) to itself\.?", body)):
        flt = card_filter(m.group(1))
        if flt is None:
            return None
        cost.update(by={**flt, "types": ["hero", "ally"], "side": "opposing"}, to={"types": ["hero", "ally"], "side": "friendly"}, event="source")
        rest, source = f"this card {m.group(2)} to the triggering card", "event"
    else:
        return None
    effs = _amount(rest, name, compile_effects)
    if effs is None:
        return None
    if source is not None:
        effs[0].condition = {**(effs[0].condition or {}), "source": source}
    return "wwhen_amt", effs, cost


def prevents_and_firsts(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When this armor prevents damage on an opponent's turn, add a fly counter to it." (``prevent_opp_turn``,
    EN 717.2c, 500.1); "When an armor you control prevents damage, …" (``armor_prevents``); "When your hero is
    dealt damage for the first time each turn, you may add a[t] +1 ATK counter to this weapon." (``hero_dealt_first``;
    "add at": a misprint)."""
    if (m := rx.fullmatch(r"When this armor prevents damage on an opponent's turn, (.+)", body)):
        what, rest = "prevent_opp_turn", rx.sub(r"\b(?:to|on|from) it\b", lambda x: x.group(0)[:-2] + "this armor", m.group(1))
    elif (m := rx.fullmatch(r"When an armor you control prevents damage, (.+)", body)):
        what, rest = "armor_prevents", m.group(1)
    elif (m := rx.fullmatch(r"When your hero is dealt damage for the first time each turn, (.+)", body)):
        what, rest = "hero_dealt_first", rx.sub(r"\badd at \+", "add a +", m.group(1))
    else:
        return None
    if ev._refs(rest):
        return None
    effs, ok = compile_effects(_cap(rest), name)
    return (TRIGGER, effs, {"what": what}) if ok else None


def reworded(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """Wordings the older readers take once said their way:

    - "… put a 0 [Nature] / 1 [Health] Wisp token into play." — a token put into play this way is an ally token (404.2);
    - "When you place a resource face up, you may ready your hero. If you do, it can't attack this turn." ("it": your hero);
    - "When an opponent's hero readies, you may pay 1. If you do, destroy target ability or equipment that opponent
      controls." (that opponent: the opposing hero's controller, two players);
    - "When combat damage is dealt with one or more of your weapons, ready all of your weapons." (408.3d);
    - "When an opposing ally, or equipment enters play, destroy this ally. If you do, destroy that opposing card." (EN 709.3)."""
    m = rx.fullmatch(r"(When a non-token ally in your party is destroyed, put an? \d+ \[\w+\] / \d+ \[Health\] [A-Z]\w*) (token into play\.?)", body)
    if m:
        return ev.generic_events(f"{m.group(1)} ally {m.group(2)}", name, compile_effects)
    m = rx.fullmatch(r"When you place a resource face up, you may ready your hero\. If you do, it (can't attack this turn\.?)", body)
    if m:
        return ev.resource_face_up(f"When you place a resource face up, you may ready your hero. If you do, your hero {m.group(1)}", name, compile_effects)
    m = rx.fullmatch(r"When an opponent's hero readies, (you may pay \d+\. If you do, destroy) target (ability or equipment|ability|ally|equipment) that opponent controls\.?", body)
    if m:
        return ev.generic_events(f"When an opposing hero readies, {m.group(1)} target opposing {m.group(2)}.", name, compile_effects)
    m = rx.fullmatch(r"When an opposing ally, or equipment enters play, (destroy this ally\. If you do, destroy) that opposing card\.?", body)
    if m:  # "ally, or equipment": a stray comma; "that opposing card": the one that entered (the triggering card)
        return ev.generic_events(f"When an opposing ally or equipment enters play, {m.group(1)} the triggering card.", name, compile_effects)
    if rx.fullmatch(r"When combat damage is dealt with one or more of your weapons, ready all of your weapons\.?", body):
        return ev.hero_combat_damage("When your hero deals combat damage with a weapon, ready all weapons you control.", name, compile_effects)
    return None


def more_events(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """``wwhen_ev`` events: "When a non-[Horde], non-[Alliance] ally you control is destroyed, …" (``destroyed_not_tags``,
    202.1a); "When your hero strikes with a weapon, add a +1 ATK counter to that weapon." (``hero_strikes``, 303.2);
    "When NAME enters play or you strike with it, …" (``enter_or_strike``); "When this weapon enters play or you play
    an ability, …" (``enter_or_play_ability``) — two events, one power (EN 703)."""
    if (m := rx.fullmatch(r"When a non-\[?(\w+)\]?, non-\[?(\w+)\]? ally you control is destroyed, (.+)", body)):
        what, rest, extra = "destroyed_not_tags", m.group(3), {"not_tags": [m.group(1), m.group(2)]}
    elif (m := rx.fullmatch(r"When your hero strikes with a weapon, (add an? \+1 ATK counter to) that weapon\.?", body)):
        effs, ok = compile_effects(_cap(m.group(1)) + " target weapon.", name)
        if not ok or len(effs) != 1 or effs[0].op != "add_counters":
            return None
        effs[0].target = Target("event", {})  # the weapon struck with (the triggering card)
        return TRIGGER, effs, {"what": "hero_strikes"}
    elif " enters play or you " in body and (m := rx.fullmatch(r"When (?:" + _names(name) + r") enters play or you strike with it, (.+)", body)):
        what, rest, extra = "enter_or_strike", m.group(1), {}
    elif " enters play or you " in body and (m := rx.fullmatch(r"When (?:" + _names(name) + r") enters play or you play an ability, (.+)", body)):
        what, rest, extra = "enter_or_play_ability", m.group(1), {}
    else:
        return None
    if ev._refs(rest):
        return None
    effs, ok = compile_effects(_cap(rest), name)
    return (TRIGGER, effs, {"what": what, **extra}) if ok else None


def dies_dealing(body: str, name: str, compile_effects: ev.Compile) -> tuple[str, list, dict] | None:
    """ "When a friendly Paladin is destroyed, it may deal 3 unpreventable holy damage to target hero or ally."
    (``destroyed_deals``: the destroyed card is the source, as it last was, 408.2c)."""
    m = rx.fullmatch(r"When a friendly ([A-Z]\w*) is destroyed, it (may )?(deal \d+ (?:unpreventable )?\w+ damage to target (?:hero or ally|ally|hero)\.?)", body)
    if not m:
        return None
    flt = card_filter(m.group(1))
    if flt is None:
        return None
    effs, ok = compile_effects(f"This card {m.group(2) or ''}{m.group(3).replace('deal ', 'deals ', 1) if not m.group(2) else m.group(3)}", name)
    if not ok or len(effs) != 1 or effs[0].op != "damage":
        return None
    effs[0].condition = {**(effs[0].condition or {}), "source": "event"}
    return TRIGGER, effs, {"what": "destroyed_deals", "flt": {**flt, "types": ["ally"]}}


FIRST = (weapon_readies_it, misnamed_self)
"""Before the older readers (``hero_combat_damage`` reads "ready it" as this card's "it" and refuses the power)."""
READERS = (play_costed_card, healed_from, weapon_to_defending_hero, face_down_shuffle, named_destroyed, weapon_damage, exhausts_first,
           inspired, damaged_not_type, readies_misprint, assault_ally_hits, opponent_discards_party, resource_enters_any, amount_events,
           prevents_and_firsts, reworded, more_events, dies_dealing)

if not any(r in ev.READERS for r in READERS):
    ev.READERS = (*FIRST, *ev.READERS, *READERS)  # the rest after the older readers: a power they read stays theirs
