"""Continuous powers (EN 714; restrictions, 103.2) that ``compiler.compile_static`` leaves manual:
"Your weapons have +2 ATK", "Arena allies in your party are Protectors", "This ally has +4 ATK
while attacking a hero", "This ally can't attack unless an opponent controls more allies than
you", "Attached ally can't be destroyed", "This ally has Assault 1 for each other Monster hero and
ally you control", "Your hero has Mend 1" (a given Mend triggers through ``mend_triggers``).

``static_fallback`` reads one power (one or more sentences, each a continuous effect) into
``Effect``s the engine applies through ``keywords.statics``; anything it can't read in full returns
None and the power stays manual. Conditions it adds (``k`` starting ``st_``) are checked by
``st_holds`` (called from ``engine.wow.conditions.holds``), counts by ``st_count`` (from
``keywords.per_count``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .conditions import card_filter, parse_condition, per_filter

_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
UNTARGETABLE = "Untargetable"
"""EN glossary: Untargetable — it can't be targeted by opponents (``procedure.legal_targets``)."""
CANT_BE_HEALED = "Can't Be Healed"
"""103.2: a continuous "can't be healed" (pseudo-keyword checked by ``damage.heal``)."""
LOSES = "Loses "
"""103.2: "lose and can't have Elusive" — a pseudo-keyword ``Loses Elusive``; ``keywords.keywords``
then drops Elusive whatever gives it."""
STAYS_EXHAUSTED = "Doesn't Ready"
"""103.2, 501.1a: "can't ready during its controller's ready step" while the power lasts (checked by
``procedure.start_turn``; the one-step version is ``turn_triggers.NO_READY``)."""


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else _NUM.get(word.lower())


def _strip(text: str) -> str:
    """Reminder text removed, an unclosed one included ("… ability. (Prevent all arcane damage …")."""
    s = re.sub(r"\([^()]*\)", "", text)
    s = re.sub(r"\s*\([^()]*$", "", s)
    return re.sub(r"\s+", " ", s).strip()


def _who(phrase: str, name: str) -> Target | None:
    """The cards a continuous power applies to: the card itself, your hero, the attached card, your
    weapons, "[Tag] allies in your party" / "you control", or a group the compiler reads."""
    from .compiler import _is_self, _target

    p = phrase.strip()
    if _is_self(p, name) or re.fullmatch(r"this (?:ally|hero|character)", p, re.I):
        return Target("self", {})
    if re.fullmatch(r"your hero", p, re.I):
        return Target("player_hero", {})
    if re.fullmatch(r"attached (?:ally|character|hero|hero or ally)", p, re.I):
        return Target("attached", {})
    if re.fullmatch(r"your weapons|weapons you control", p, re.I):
        return Target("each", {"types": ["weapon"], "side": "friendly"})
    if re.fullmatch(r"heroes and allies|all heroes and allies", p, re.I):
        return Target("each", {"types": ["hero", "ally"]})
    m = re.fullmatch(r"([A-Z][\w'-]+) allies (?:in your party|you control)", p)
    if m and m.group(1).lower() not in ("other", "opposing", "friendly", "enemy", "ready", "exhausted", "damaged", "undamaged"):
        return Target("each", {"types": ["ally"], "side": "friendly", "tag": m.group(1)})
    tgt = _target(p, name)
    if tgt is None or tgt.kind not in ("each", "self", "player_hero", "attached"):
        return None
    if set(tgt.filter) - {"types", "side", "exclude_self", "tag"}:
        return None  # a state or cost bound: keywords.affected doesn't check it for continuous powers
    return tgt


def _cost_filter(phrase: str) -> dict[str, Any] | None:
    """ "ally with cost 4 or more", "[Shadow] card" → a card filter with optional cost bounds."""
    m = re.fullmatch(r"(.+?) with cost (\d+) or (less|more)", phrase.strip())
    base = card_filter(m.group(1) if m else phrase)
    if base is None:
        return None
    if m:
        base["max_cost" if m.group(3) == "less" else "min_cost"] = int(m.group(2))
    return base


def condition(text: str, name: str) -> dict[str, Any] | None:
    """A "while …" / "unless …" condition: the shared catalogue, then the ones read here."""
    s = text.strip().rstrip(".")
    cond = parse_condition(s, name)
    if cond is not None:
        return cond
    m = re.fullmatch(r"you have (\w+) or more cards in (?:your )?hand", s, re.I)
    if m and (n := _number(m.group(1))) is not None:
        return {"k": "hand", "min": n}
    m = re.fullmatch(r"an opponent controls an? (.+)", s, re.I) or re.fullmatch(r"an opposing (.+?) is in play", s, re.I)
    if m and (flt := _cost_filter(m.group(1))) is not None:
        return {"k": "st_opposing", "flt": flt, "min": 1}
    m = re.fullmatch(r"there are no (ready|exhausted|damaged|undamaged) opposing allies", s, re.I)
    if m:
        return {"k": "st_opposing", "flt": {"types": ["ally"]}, "state": m.group(1).lower(), "max": 0}
    m = re.fullmatch(r"there is an? (ability|ally|equipment|weapon|armor|item) in an opposing graveyard", s, re.I)
    if m:
        return {"k": "st_opp_graveyard", "flt": card_filter(m.group(1).lower())}
    if re.fullmatch(r"on opposing turns|it's not your turn", s, re.I):
        return {"k": "your_turn", "not": True}
    if re.fullmatch(r"there is at least one card in each graveyard", s, re.I):
        return {"k": "st_graveyards"}
    m = re.fullmatch(r"attacking an? (hero|ally)(?: with cost (\d+) or (less|more))?", s, re.I)
    if m:  # the card the power applies to attacks a hero / an ally (EN 600)
        out: dict[str, Any] = {"k": "st_attacking", "kind": m.group(1).lower()}
        if m.group(2):
            out["max_cost" if m.group(3) == "less" else "min_cost"] = int(m.group(2))
        return out
    return None


def _per(phrase: str) -> Any:
    """What "for each X" counts: the compiler's keys, "ready opposing resource", "other Monster
    hero and ally you control" (the source itself left out)."""
    from .compiler import _per_key

    p = phrase.strip()
    key = _per_key(p)
    if key is not None:
        return key
    m = re.fullmatch(r"(ready|exhausted|damaged|undamaged) opposing (.+)", p, re.I)
    if m:
        return per_filter(f"opposing {m.group(1).lower()} {m.group(2)}")
    m = re.fullmatch(r"(this and each )?other (.+)", p, re.I)
    if m and (base := per_filter(m.group(2))) is not None and base["zone"] == "play" and base["side"] == "you":
        return {**base, "k": "st_count", "other": True, "plus_self": bool(m.group(1))}
    what = {"token ally you control": ("tokens", "you"), "token ally in your party": ("tokens", "you"),
            "card in opposing graveyards": ("graveyard", "opponent"), "card in an opposing graveyard": ("graveyard", "opponent"),
            "damage on opposing heroes": ("hero_damage", "opponent"), "face-up resource you control": ("face_up", "you")}.get(p.lower())
    if what:
        return {"k": "st_count", "what": what[0], "side": what[1]}
    return None


def grant_parts(what: str, tgt: Target, text: str) -> list[Effect] | None:
    """ "+2 ATK and Stealth", "Elusive", "Protectors", "+2 / +2 and can't be targeted by opponents"."""
    from engine.wow import keywords as kw

    from .compiler import GRANTABLE, stat_effects

    out: list[Effect] = []
    for part in [p.strip() for p in re.split(r",? and |, ", what) if p.strip()]:
        stats = stat_effects(part, tgt, text)
        if stats is not None:
            out += stats
            continue
        low = part.lower()
        if low in ("a protector", "protectors"):
            part = "Protector"
        elif low in ("can't be targeted by opponents", "can't be targeted by your opponents"):
            part = UNTARGETABLE
        elif low == "can't be destroyed":
            part = kw.CANT_BE_DESTROYED
        elif low == "can't be healed":
            part = CANT_BE_HEALED
        elif re.fullmatch(r"can't ready during (?:its|it's|their) controllers?'?s? ready steps?", low):
            part = STAYS_EXHAUSTED
        n = re.search(r" (\d+)$", part)
        key = next((k for k in (*GRANTABLE, kw.CANT_BE_DESTROYED, CANT_BE_HEALED, STAYS_EXHAUSTED, "Mend") if k.lower() == re.sub(r"\s+\d+$", "", part).lower()), None)
        if key is None:
            return None
        out.append(Effect("grant_keyword", int(n.group(1)) if n else 1, tgt, keyword=key, duration="permanent", text=text))
    return out or None


def _sentence(s: str, name: str, text: str) -> list[Effect] | None:
    from .compiler import CANT_ATTACK

    cond = None
    lead = re.fullmatch(r"While ([^,]+), (.+)", s)
    if lead:
        cond = condition(lead.group(1), name)
        if cond is None:
            return None
        s = lead.group(2)[0].upper() + lead.group(2)[1:]
        parts = s.split(", and ")
        if len(parts) > 1:  # "While you control a Shout, allies you control have +1 / +1, and opposing allies have -1 / -1."
            effs = [_sentence(part[0].upper() + part[1:], name, text) for part in parts]
            if any(e is None or any((x.condition or {}).get("if") for x in e) for e in effs):
                return None
            out = [x for e in effs if e for x in e]
            for x in out:
                x.condition = {**(x.condition or {}), "if": cond}
            return out
    m = re.fullmatch(r"(.+?) can't attack unless (.+)", s)
    if m and cond is None:  # 103.2: the restriction applies while the condition doesn't hold
        atk = re.fullmatch(r"you control another ally with (\d+) or more ATK", m.group(2), re.I)  # only for "can't attack" (no ATK loop)
        tgt, c = _who(m.group(1), name), ({"k": "st_ally_atk", "min_atk": int(atk.group(1))} if atk else condition(m.group(2), name))
        if tgt is None or c is None or tgt.kind != "self":
            return None
        return [Effect("grant_keyword", 1, tgt, keyword=CANT_ATTACK, duration="permanent", condition={"if": {"k": "turn_not", "c": c}}, text=text)]
    w = re.fullmatch(r"(.+?) while ([^,]+)", s) or re.fullmatch(r"(.+?) (on opposing turns)", s) or re.fullmatch(r"(.+?) when (attacking|defending)", s)
    if w:
        if cond is not None:
            return None
        cond = condition(w.group(2), name)
        if cond is None:
            return None
        s = w.group(1)
    per = None
    pm = re.search(r" for (each|this and each) (.+)$", s)
    if pm:
        per = _per(("this and each " if pm.group(1) != "each" else "") + pm.group(2))
        if per is None:
            return None
        s = s[: pm.start()]
    probe = re.sub(r"can't ready during (?:its|it's|their) controllers?'?s? ready steps?", "", s, flags=re.I)
    if re.search(r"\b(while|for each|during|if|unless|as long as|on opposing|on your turn|this turn|this combat|where|instead)\b", probe, re.I):
        return None
    lose = re.fullmatch(r"(.+?) lose and can't have (.+)", s)
    if lose and cond is None and per is None and (tgt := _who(lose.group(1), name)) is not None:
        from .compiler import GRANTABLE

        keys = [next((k for k in GRANTABLE if k.lower() == part.strip().lower()), None) for part in re.split(r",? (?:and|or) |, ", lose.group(2))]
        if not keys or None in keys:
            return None
        return [Effect("grant_keyword", 1, tgt, keyword=LOSES + k, duration="permanent", text=text) for k in keys]
    cant = re.fullmatch(r"(.+?) can't attack", s)
    if cant and (tgt := _who(cant.group(1), name)) is not None:  # 103.2 (combat checks the pseudo-keyword)
        from .compiler import CANT_ATTACK

        out = [Effect("grant_keyword", 1, tgt, keyword=CANT_ATTACK, duration="permanent", text=text)]
        for e in out:
            e.condition = {"if": cond} if cond is not None else None
        return out if per is None else None
    m = re.fullmatch(r"(.+?) (?:has|have|is|are) (.+)", s) or re.fullmatch(r"(.+?) (can't be (?:destroyed|healed|targeted by opponents)|can't ready during .+)", s)
    if not m:
        return None
    tgt = _who(m.group(1), name)
    if tgt is None:
        return None
    out = grant_parts(m.group(2), tgt, text)
    if out is None:
        return None
    if per is not None:
        if isinstance(per, dict) and per.get("other") and tgt.kind != "self":
            return None  # "each other" then counts from each affected card, not from the source
        if any(e.op != "modify_stat" and not (e.op == "grant_keyword" and e.keyword in ("Assault", "Mend")) for e in out):
            return None
        for e in out:
            e.condition = {"per": per}
    if cond is not None:
        for e in out:
            e.condition = {**(e.condition or {}), "if": cond}
    return out


def static_fallback(text: str, name: str) -> list[Effect] | None:
    """A continuous power the compiler's ``compile_static`` didn't read: every sentence must be
    read (each one a continuous effect), else None."""
    from .compiler import _clean

    body = _strip(text)
    if re.search(r"\[\w+\] (?:card|ally|allies|hero|ability|abilities|weapon|equipment)", body, re.I):
        return None  # an icon naming a kind of card ("[Shadow] card"): not read here
    sentences = [x for x in re.split(r"(?<=\.)\s+", body) if x.strip()]
    if not sentences:
        return None
    out: list[Effect] = []
    for sentence in sentences:
        effs = _sentence(_clean(sentence), name, text)
        if effs is None:
            return None
        out.extend(effs)
    return out


# --- engine side: conditions and counts ----------------------------------------------------------


_EVALUATING: set[int] = set()
"""Sources whose "another ally with N or more ATK" is being checked (no loop through two such allies)."""


def st_holds(st: Any, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """Conditions read here (EN 714 "while …"): ``st_opposing`` (cards opponents control, with a
    state / cost bound), ``st_attacking`` (the affected card is attacking a hero / an ally)."""
    from engine.wow import keywords as kw
    from engine.wow.conditions import _state, fits

    k = cond["k"]
    if k == "st_opposing":
        n = 0
        for q in range(st.num_players):
            if q == player:
                continue
            for z in ("allies", "hero_row"):
                for u in st.table.zone(q, z):
                    if st.table.cards[u].face_down or not fits(st, u, cond["flt"]) or not _cost_ok(st, u, cond["flt"]):
                        continue
                    if cond["flt"].get("types") == ["ally"] and not kw.is_ally(st, u):
                        continue
                    if cond.get("state") and not _state(st, u, cond["state"]):
                        continue
                    n += 1
        return n <= cond["max"] if "max" in cond else n >= cond["min"]
    if k == "st_opp_graveyard":
        return any(fits(st, u, cond["flt"]) for q in range(st.num_players) if q != player for u in st.table.zone(q, "graveyard"))
    if k == "st_graveyards":
        return all(st.table.zone(q, "graveyard") for q in range(st.num_players))
    if k == "st_ally_atk":  # another ally's ATK; a "can't attack" doesn't change ATK, so one level is enough (EN 719)
        if _EVALUATING:
            return False
        _EVALUATING.add(source)
        try:
            return any(u != source and kw.is_ally(st, u) and kw.atk(st, u) >= cond["min_atk"] for u in st.table.zone(player, "allies"))
        finally:
            _EVALUATING.discard(source)
    if k == "st_attacking":
        who = affected if affected is not None else source
        c = st.combat
        if c is None or c.stage not in ("proposed", "step") or c.attacker != who or c.defender not in st.table.cards:
            return False
        if (cond["kind"] == "hero") != kw.is_hero(st, c.defender):
            return False
        return _cost_ok(st, c.defender, cond)
    return False


def _cost_ok(st: Any, uid: int, flt: dict[str, Any]) -> bool:
    from engine.wow import keywords as kw

    cost = kw.data(st, uid).get("cost") or 0
    return not (("max_cost" in flt and cost > flt["max_cost"]) or ("min_cost" in flt and cost < flt["min_cost"]))


def st_count(st: Any, player: int, key: dict[str, Any], source: int | None) -> int:
    """A "for each other …" count: the card count without the source card itself ("this and each
    other": plus one for the source); tokens (404.2), cards in opposing graveyards, damage on
    opposing heroes, face-up resources."""
    from engine.wow import keywords as kw
    from engine.wow.conditions import count

    sides = [player] if key.get("side", "you") == "you" else [q for q in range(st.num_players) if q != player]
    what = key.get("what")
    if what == "tokens":
        return sum(1 for q in sides for u in st.table.zone(q, "allies") if st.table.cards[u].flags.get("token") and kw.is_ally(st, u))
    if what == "graveyard":
        return sum(len(st.table.zone(q, "graveyard")) for q in sides)
    if what == "hero_damage":
        return sum(st.table.cards[h].damage for h in st.heroes if st.table.cards[h].controller in sides and st.table.cards[h].zone == "hero_row")
    if what == "face_up":
        return sum(1 for q in sides for u in st.table.zone(q, "resources") if not st.table.cards[u].face_down)
    n = count(st, player, key)
    if key.get("plus_self"):
        return max(n - (1 if _counted(st, player, key, source) else 0), 0) + 1
    if key.get("other") and _counted(st, player, key, source):
        n -= 1
    return max(n, 0)


def _counted(st: Any, player: int, key: dict[str, Any], source: int | None) -> bool:
    """Whether the source card itself is among the cards ``conditions.count`` counted."""
    from engine.wow.conditions import fits

    return source is not None and source in st.table.cards and not st.table.cards[source].face_down \
        and st.table.cards[source].controller == player and fits(st, source, key["flt"]) \
        and (not key.get("state") or _state_ok(st, source, key["state"]))


def _state_ok(st: Any, uid: int, state: str) -> bool:
    from engine.wow.conditions import _state

    return _state(st, uid, state)


# --- engine side: Mend given by a continuous power (EN glossary Mend) ------------------------------

GRANTED_MEND = "granted_mend"
"""``Link.data`` key of a Mend trigger whose amount comes (also) from continuous powers."""


def mend_triggers(st: Any, player: int) -> None:
    """EN glossary Mend N: "At the start of your turn, you may heal N damage from target hero or
    ally". For each of ``player``'s characters whose Mend (printed plus given, cumulative as
    ``keywords.keywords`` counts it) is more than its printed Mend, one Mend trigger with the whole
    amount replaces the printed one (called from ``procedure.start_turn``)."""
    from engine.wow import keywords as kw
    from engine.wow.procedure import printed_powers
    from engine.wow.state import Link

    for zone in ("allies", "hero_row"):
        for uid in st.table.zone(player, zone):
            if st.table.cards[uid].face_down or not kw.is_character(st, uid):
                continue
            total = kw.keywords(st, uid).get("Mend", 0)
            printed = (kw.data(st, uid).get("keywords") or {}).get("Mend", 0)
            if total <= printed:
                continue
            st.triggers = [t for t in st.triggers if not (t.uid == uid and t.kind == "trigger" and t.power >= 0
                                                          and printed_powers(st, uid)[t.power].text.startswith("Mend "))]
            st.triggers.append(Link("trigger", player, uid, -1, label=f"{kw.name(st, uid)}: Mend {total}", data={GRANTED_MEND: total}))


def granted_effects(link: Any) -> list[Effect] | None:
    """The effects of a Mend trigger made by ``mend_triggers`` (None for any other link)."""
    n = (link.data or {}).get(GRANTED_MEND)
    if not n:
        return None
    return [Effect("heal", n, Target("chosen", {"types": ["hero", "ally"]}, up_to=True), optional=True, text=f"Mend {n}")]
