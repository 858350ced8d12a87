"""The effect compiler: WoW TCG card text → powers made of the shared effect vocabulary
(``engine.core.effects.Effect``). Text it cannot read becomes a ``manual`` effect that the
controller resolves by hand (engine.core.manual); nothing is skipped or guessed.

The compiler is a driver: :func:`compile_card_text` cuts a card into power lines and sends each
to the family that reads it (costs, faces, gates, quests, triggers, statics …); effect text goes
through the template tables of ``registry`` (sentences, pairs, whole texts, references), which the
``templates_*`` families fill by registering themselves. Shared readers (targets, numbers, "for
each", stats, events) are in ``readers``, pseudo-keywords in ``keys``.

Conventions for WoW ops: a ``damage`` effect names its damage type in ``Effect.stat``
(205.1); a chosen target's filter keys are ``types`` (hero/ally/weapon/…), ``side``
(friendly/opposing), ``exclude_self``, ``state`` (ready/exhausted/damaged/undamaged/attacking/
defending), ``tag`` (a race/class/tag/damage-type word), ``max_cost``/``min_cost`` and ``chain``
(the target is a card being played, for Interrupt).

Where the shared vocabulary has no op yet (listed for the core), WoW encodes:
- tokens (404.2): ``play_free`` with ``condition={"token": {...}}`` and ``zone="allies"``;
- prevention shields (EN 717): ``grant_keyword`` with keyword ``PREVENT`` and the amount;
- Interrupt (EN 711): ``move`` with ``zone="interrupted"`` on a ``chain`` target;
- printed restrictions (103.2 "can't"): pseudo-keywords ``RESTRICTIONS`` granted to the card;
- a second effect on the same chosen target: ``Target("previous")``;
- "you may" (EN 709.3): ``optional=True`` (and ``up_to`` on a chosen target).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import Any

from engine.core.effects import Effect, Target
from engine.core.scripts import printing

from . import (
    rx,
    scripts,
    templates_activated,
    templates_basic,
    templates_cant_exhaust,
    templates_combat,
    templates_counters,
    templates_damage,
    templates_draw_up,
    templates_draws,
    templates_forced,
    templates_grants,
    templates_graveyard,
    templates_later,
    templates_mill,
    templates_multi_target,
    templates_next_cost,
    templates_random_discard,
    templates_refs,
    templates_resources,
    templates_shared_verb,
    templates_tokens,
    templates_unless,
    templates_weapon_atk,
    templates_wscale_amounts,
    templates_wscale_counters,
    templates_wscale_per,
    templates_wzones_instant,
    templates_wzones_moves,
    templates_wzones_resources,
    templates_wzones_search,
    templates_wzones_top,
    templates_zones,
)
from .another_target import refer_back
from .conditions import parse_condition, play_filter
from .keys import (
    ATTACKS_ONLY_HEROES,
    CANT_ATTACK,
    CANT_ATTACK_HEROES,
    CANT_PROTECT,
    ENTERS_EXHAUSTED,
    PREVENT,
    RESTRICTIONS,
)
from .power import Power
from .readers import (
    GRANTABLE,
    HERO_EVENTS,
    NUM,
    OTHER_EVENTS,
    clean,
    event_trigger,
    is_self,
    short_names,
    stat_effects,
    target,
)
from .registry import compile_effects, compile_sentence, trace_drop, trace_mark, traced
from .schema import parse_keywords
from .templates_activation import split_activation
from .templates_costs import cost_mod, power_cost, split_alt_cost
from .templates_counter_tokens import __name__ as _COUNTER_TOKENS  # noqa: F401  (helper wtok's sentence templates register)
from .templates_death_rattle import death_rattle
from .templates_divided_stat import __name__ as _DIVIDED_STAT  # noqa: F401  ("… equal to its ATK, divided as you choose, …")
from .templates_double_atk import double_atk_static
from .templates_events import event_more
from .templates_extra_cost import extra_cost
from .templates_faces import face_powers
from .templates_forms import non_tag_play
from .templates_gates import empowered_powers, gated_powers
from .templates_graveyard_statics import graveyard_static  # helper wkey
from .templates_hand_size import hand_size
from .templates_lines import deckbuilding_read, power_lines, read_elsewhere
from .templates_misprints import __name__ as _MISPRINTS  # noqa: F401  (effect-text misprints register)
from .templates_modes import modal_effects
from .templates_oneshot_a import __name__ as _ONESHOT_A  # noqa: F401  (helper oneshot_a's sentence template registers)
from .templates_paid_dealer import paid_dealer_power
from .templates_play_only import play_only
from .templates_quests import complete_cost, reward_effects
from .templates_ready_many import __name__ as _READY_MANY  # noqa: F401  (helper r2mech: "ready (up to) that many")
from .templates_self import self_event
from .templates_stash import stash_power
from .templates_statics import compile_static, control_attached, restriction, static_fallback
from .templates_this_or_another import this_or_another
from .templates_top_reveals import __name__ as _TOP_REVEALS  # noqa: F401  (helper wtok's sentence-pair template registers)
from .templates_trigger_tail import split_trigger_tail
from .templates_turns import turn_effects
from .templates_typeless import __name__ as _TYPELESS  # noqa: F401  (helper r2mech: "deals 1 damage", 408.3a)
from .templates_wact2 import (  # helper wact2: sentence templates register; back faces' statics
    wact2_cost_mod,
    wact2_static,
)
from .templates_wcombat import FAMILIES as WCOMBAT_FAMILIES  # noqa: F401  (helper wcombat's families register)
from .templates_wcosts_faceup import faceup_cost
from .templates_wcosts_flip import flip_discount
from .templates_wcosts_paid import paid_ref_power
from .templates_wcosts_strike import mixed_powers
from .templates_wcosts_tax import attack_tax
from .templates_wcosts_unless import __name__ as _WCOSTS_UNLESS  # noqa: F401  (helper wcosts' sentence templates register)
from .templates_wgear import __name__ as _WGEAR  # noqa: F401  (helper wgear's sentence templates register)
from .templates_wgrant import granted_power
from .templates_wong2 import __name__ as _WONG2  # noqa: F401  (helper wong2: form conditions register)
from .templates_wongp import split_mixed, wongp_static
from .templates_wreal import traitor_label
from .templates_wreal2 import __name__ as _WREAL2  # noqa: F401  (helper wreal2's sentence templates register)
from .templates_wres_graveyard import __name__ as _WRES_GRAVEYARD  # noqa: F401  (helper wres: Restitution's graveyard ally)
from .templates_wres_hand_alt import hand_alt  # helper wres: "Trap cards in your hand also have …"
from .templates_wres_locations import any_locations  # helper wres: locations readied, their counters
from .templates_wres_payers import payer_power
from .templates_wres_per import __name__ as _WRES_PER  # noqa: F401  (helper wres: "… for each …" resources)  # helper wres: "… can be exhausted to pay costs as though …"
from .templates_wres_random import __name__ as _WRES_RANDOM  # noqa: F401  (helper wres: "Choose one at random.")
from .templates_wrest import FAMILIES as WREST_FAMILIES  # noqa: F401  (helper wrest's families register)
from .templates_wrest_lines import power_name
from .templates_wscale_statics import scale_static
from .templates_wshot2 import bare_title
from .templates_wstatics_groups import group_static
from .templates_wtail3_interrupt import __name__ as _WTAIL3_INTERRUPT  # noqa: F401  (helper wtail3: interrupt sentences register)
from .templates_wtgt import __name__ as _WTGT  # noqa: F401  (helper wtgt's sentence templates register)
from .templates_wtime import __name__ as _WTIME  # noqa: F401  (helper wtime: "until (the end of) your next turn")
from .templates_wtrig import __name__ as _WTRIG  # noqa: F401  (helper wtrig's sentence templates register)
from .templates_wturn import wturn_complete
from .templates_wwhen import __name__ as _WWHEN  # noqa: F401  (helper wwhen's event readers join templates_events)

__all__ = ["ATTACKS_ONLY_HEROES", "CANT_ATTACK", "CANT_ATTACK_HEROES", "CANT_PROTECT", "ENTERS_EXHAUSTED", "GRANTABLE", "NUM", "PREVENT",
           "RESTRICTIONS", "Power", "card_powers", "compile_card_text", "compile_effects", "compile_sentence", "compile_static",
           "is_automated", "stat_effects", "static_effects"]

FAMILIES = (templates_basic, templates_combat, templates_grants, templates_graveyard, templates_counters, templates_damage, templates_draw_up, templates_draws, templates_forced, templates_multi_target,
            templates_later, templates_mill, templates_shared_verb,
            templates_next_cost, templates_refs, templates_cant_exhaust, templates_random_discard,
            templates_resources, templates_tokens, templates_unless, templates_weapon_atk, templates_zones,
            templates_wzones_instant, templates_wzones_moves, templates_wzones_resources, templates_wzones_search, templates_wzones_top, templates_wscale_counters, templates_wscale_per,
            templates_wscale_amounts, templates_activated)
"""Families whose templates register in the ``registry`` tables (imported here so the tables are full;
the families the driver calls by name below register theirs too)."""

_DECK = re.compile(r"(Hero Required|\bTalent\b|\bRep(?:ut|u)ation\b|^Deckb?uilding)", re.I)  # "Aldor Repuation", "Deckuilding": misprints


@lru_cache(maxsize=20000)
def compile_card_text(text: str, name: str, ctype: str) -> tuple[Power, ...]:
    """Every power of a card (203.2: one per line/``<p>``)."""
    if (faced := face_powers(text, name, ctype, compile_card_text)) is not None:  # templates_faces: 301.2 two faces
        return refer_back(faced)  # "another target": other than the first object named (another_target)
    powers: list[Power] = []
    starts: list[tuple[str, int]] = []
    kws = parse_keywords(text)
    for line in power_lines(text):
        if not line or line in ("BACK:", "FRONT:"):
            continue
        line = power_name(line)  # templates_wrest_lines: "Summon Minion: At the start of your turn, …" (a power's name)
        starts.append((line, trace_mark()))  # for cards explain: the templates that read this line
        if ctype == "hero" and line.startswith("FRONT: ") and "->" in line:  # a front face with no back printed (301.2; helper wact2)
            line = line[len("FRONT: "):]
        if (stashed := stash_power(line, name)) is not None:  # templates_stash (engine.wow.stash)
            powers.append(stashed)
            continue
        if (more := extra_cost(line, name, power_cost)) is not None:  # 403.1 (templates_extra_cost, engine.wow.extra_cost)
            powers.append(Power("add_cost", line, cost=more))
            continue
        gated = gated_powers(line, name, ctype, compile_card_text)
        gated = empowered_powers(line, name, ctype, compile_card_text) if gated is None else gated  # templates_gates: "Empower X:"
        if gated is not None:  # 206.1c "[Trait] Hero: text" (templates_gates, engine.wow.hero_trait)
            powers.extend(gated)
            continue
        alt, rest = split_alt_cost(line, name)
        if alt is not None:  # 403.3: "You may … rather than pay this card's cost." (engine.wow.altcost)
            powers.append(Power("alt_cost", line if not rest else line[: len(line) - len(rest)].strip(), cost=alt))
            line = rest
            if not line:
                continue
        if (only := play_only(line, name, ctype)) is not None:  # "Play only if …" (templates_play_only, engine.wow.play_only)
            powers.append(only)
            continue
        if _DECK.search(line) and (len(line) < 60 or deckbuilding_read(line)):
            powers.append(Power("deck", line))
            continue
        if (line_kws := parse_keywords(line)) and kws and all(k in kws for k in line_kws) and not rx.search(r"[a-z]{3,} [a-z]{3,} [a-z]{3,}", line.split(".")[0][len(max(line_kws, key=len)) :]):
            powers.append(Power("keyword", line))
            continue
        own_turn = False
        body = line
        once = "->" in body and "Use only once per turn." in body
        if once:
            body = body.replace("Use only once per turn.", "").strip()
        if "Use only on your turn." in body:
            own_turn, body = True, body.replace("Use only on your turn.", "").strip()
        if body.startswith("Ongoing:") and "->" in body:
            body = body[len("Ongoing:") :].strip()  # an ongoing ability's payment power (305.2c)
        if body.startswith("On your turn:"):
            own_turn, body = True, body[len("On your turn:") :].strip()
        if (dealer := paid_dealer_power(line, name, ctype, compile_card_text)) is not None:  # templates_paid_dealer: "… -> It deals …"
            powers.append(dealer)
            continue
        if (paid := paid_ref_power(body, line, name, own_turn, once)) is not None:  # templates_wcosts_paid: "… -> It has …"
            powers.append(paid)
            continue
        if (grant := granted_power(body, line, name, ctype, compile_card_text)) is not None:  # templates_wgrant: "Attached ally has [Exhaust] -> …"
            powers.append(grant)
            continue
        if "->" in body:
            cost_text, effect_text = body.split("->", 1)
            cost_text, effect_text, pre = split_activation(cost_text, effect_text, name)  # templates_activation (engine.wow.activation)
            cost = power_cost(cost_text, name) if pre is not None else None
            effs, ok = modal_effects(effect_text, name, compile_effects, target, False) or compile_effects(effect_text, name)
            if cost is None:
                effs, ok = [Effect("manual", text=line)], False
                cost = {"resources": 0, "exhaust_self": False, "flip": False, "x": False, "unreadable": True}
            cost.update(pre or {})
            cost["own_turn"] = own_turn
            if once:
                cost["once_per_turn"] = True
            powers.append(Power("activated", line, effs, cost=cost, automated=ok))
            continue
        m = rx.fullmatch(r"(On your turn, )?(?:Exhaust your hero and )?[Pp]ay (\d+) to complete this quest\.?", body)
        if m and ctype == "quest":
            powers.append(Power("complete", line, cost={"resources": int(m.group(2)), "exhaust_hero": "Exhaust your hero" in body,
                                                        "own_turn": bool(m.group(1)) or own_turn}))  # "On your turn:" read above
            continue
        m = rx.fullmatch(r"(On your turn, )?(?:[Ii]f|[Ww]hile) ([^,:]+)[,:] ?[Pp]ay \[?(\d+)\]? to complete this quest\.?", body)
        if m and ctype == "quest" and (cond := parse_condition(m.group(2), name)) is not None:
            powers.append(Power("complete", line, cost={"resources": int(m.group(3)), "own_turn": bool(m.group(1)) or own_turn, "if": cond}))
            continue
        if ctype == "quest" and (qc := complete_cost(body, name)) is not None:  # templates_quests
            powers.append(Power("complete", line, cost={**qc, "own_turn": qc["own_turn"] or own_turn}))
            continue
        if ctype == "quest" and (qc := wturn_complete(body, name)) is not None:  # templates_wturn (helper wturn)
            powers.append(Power("complete", line, cost={**qc, "own_turn": qc["own_turn"] or own_turn}))
            continue
        m = rx.fullmatch(r"Reward:\s*(.+)", body)
        if m and ctype == "quest":
            effs, ok = reward_effects(m.group(1), name, compile_effects)
            powers.append(Power("reward", line, effs, automated=ok))
            continue
        if read_elsewhere(line, ctype, name) or traitor_label(line, ctype) or bare_title(line, text):  # templates_wreal: "Shadowsworn", no power (206.1); templates_wshot2: a name alone (203.2)
            powers.append(Power("static", line))
            continue
        if (tax := attack_tax(body, line) or flip_discount(body, line, name) or faceup_cost(line, ctype) or payer_power(body, line)
                or any_locations(body, line) or hand_alt(body, line, name)) is not None:  # templates_wcosts_tax:
            powers.append(tax)  # "… can't attack unless their controller pays 1 …"; templates_wcosts_flip: "You pay 8 less to flip X
            continue  # if …"; templates_wcosts_faceup: "As a cost to place this quest face up, …"
        mixed = mixed_powers(body, line, name, ctype, lambda s, n: compile_static(s, n) or (static_fallback(s, n) if ctype not in ("quest", "location") else None), cost_mod)
        if mixed is not None:  # templates_wcosts_strike: "Ranged weapons you control have +1 ATK, and you pay 1 less to strike with them."
            powers.extend(mixed)
            continue
        cm = cost_mod(body.removeprefix("Ongoing:").strip(), name, ctype) or wact2_cost_mod(body)  # templates_wact2: "… your first ally each turn"
        if cm is not None:  # 403.2: "You pay 1 less to play allies" (engine.wow.costs)
            powers.append(Power("cost_mod", line, cost=cm))
            continue
        if (entering := templates_wscale_counters.enters_with(body, name)) is not None:  # 404.1a (engine.wow.enter_counters)
            powers.append(Power("static", line, entering))
            continue
        printed = restriction(body, name) or (control_attached(body.removeprefix("Ongoing:").strip()) if ctype == "ability" and "Ongoing" in text else None)
        if printed is not None:
            powers.append(Power("static", line, printed))
            continue
        if body.startswith("Ongoing:") and rx.match(r"Ongoing: At the (start|end) of your turn, ", body):
            body = body[len("Ongoing:") :].strip()  # an ongoing ability's own triggered power (305.2c)
        m = rx.fullmatch(r"(?:Ongoing: )?When (.+?) enters? play, (.+)", body)
        if m and (is_self(m.group(1), name) or m.group(1).lower() in ("this equipment", "this totem", "this ability")):
            m = rx.fullmatch(r"(.+)", m.group(2))
        else:
            m = None
        if m:
            rest, tail = m.group(1), None
            parts = rx.split(r"(?<=\.)\s+", rest.strip())
            if len(parts) > 1 and (tail := hand_size(clean(parts[-1]), name, parts[-1])) is not None:  # "…, draw a card. Your maximum
                rest = " ".join(parts[:-1])  # hand size is increased by one.": a trigger, then the card's continuous power (415.4b)
            effs, ok = compile_effects(rest[0].upper() + rest[1:], name)
            powers.append(Power("triggered", line, effs, trigger="enter", automated=ok))
            if tail is not None:
                powers.append(Power("static", line, tail))
            continue
        if body.startswith("Ongoing: When"):
            body = body[len("Ongoing:") :].strip()  # an ongoing ability's own triggered power (305.2c)
        m = rx.fullmatch(r"(?:Ongoing: )?When (this or another|an?|another|(?:" + "|".join(re.escape(x) for x in {name, name.split(",")[0], name.split(" ")[0], *short_names(name)} if x)
                         + r") or another) ([\w\[\]' -]+?)? ?ally (?:enters play under your control|enters your party), (.+)", body) if "ally enters " in body else None
        if m and (m.group(2) or m.group(1).lower() not in ("a", "an", "another")) and \
                (flt := play_filter((m.group(2) or "").strip() + " ally") if m.group(2) else {"types": ["ally"]}) is not None:
            rest = m.group(3)
            deals = rx.match(r"it (?:may )?deals? ", rest) and "." not in rest.rstrip(".")  # "it deals …": the entering ally deals it
            rest = rx.sub(r"\b(?:it|that ally)\b", "the triggering card", rx.sub(r"^it ", "this card ", rest) if deals else rest)
            effs, ok = compile_effects(rest[0].upper() + rest[1:], name)  # "it" elsewhere: the entering ally (EN 703)
            if deals and ok:
                ok = all(e.op == "damage" and (e.condition or {}).get("source") == "self" for e in effs)
                effs = [replace(e, condition={**(e.condition or {}), "source": "event"}) for e in effs] if ok else [Effect("manual", text=line)]
            also_self = m.group(1).lower() not in ("a", "an", "another")
            powers.append(Power("triggered", line, effs, trigger="enter_ally_filtered",
                                cost={"enter_filter": flt, "self_too": also_self}, automated=ok))
            continue
        if (non := non_tag_play(body)) is not None:  # templates_forms: "When you play a non-Feral ability, …"
            effs, ok = compile_effects(non[1][0].upper() + non[1][1:], name)
            powers.append(Power("triggered", line, effs, trigger="play_filtered", cost={"play_filter": non[0]}, automated=ok))
            continue
        m = rx.fullmatch(r"(?:Ongoing: )?When you play (?:an?|another) ((?!non-|ongoing)[^,]+?), (.+)", body, re.I)
        if m and event_trigger(body.removeprefix("Ongoing: "), name) is None and (flt := play_filter(m.group(1))) is not None:
            effs, ok = compile_effects(m.group(2)[0].upper() + m.group(2)[1:], name)
            powers.append(Power("triggered", line, effs, trigger="play_filtered", cost={"play_filter": flt}, automated=ok))
            continue
        if (both := this_or_another(body, name, compile_effects)) is not None:  # templates_this_or_another (two triggers, EN 703)
            powers.extend(Power("triggered", line, effs, trigger=trig, cost=cost, automated=ok) for trig, effs, cost, ok in both)
            continue
        if (rattle := death_rattle(body, name, ctype, compile_effects)) is not None:  # templates_death_rattle (engine.wow.death_rattle)
            powers.append(Power("triggered", line, rattle[1], trigger=rattle[0], cost=rattle[2]))
            continue
        if (mine := self_event(body, name, compile_effects, lambda b, n: event_trigger(b, n, short=False))) is not None:  # templates_self (engine.wow.self_triggers)
            powers.append(Power("triggered", line, mine[1], trigger=mine[0], cost=mine[2]))
            continue
        if event_trigger(body, name) is None and (more := event_more(body, name, compile_effects)) is not None:  # templates_events (engine.wow.event_triggers)
            powers.append(Power("triggered", line, more[1], trigger=more[0], cost=more[2]))
            continue
        event = event_trigger(body, name)
        if event is not None:
            trig, rest = event
            if trig in HERO_EVENTS:  # "When your hero defends, it deals …": "it" is your hero
                rest = rx.sub(r"\b(?:it|itself)\b", "your hero", rest)
            elif trig in OTHER_EVENTS:  # "When an opposing ally enters play, exhaust it": the entering ally
                rest = rx.sub(r"\b(?:it|that ally|that character)\b", "the triggering card", rest)
            elif trig == "exhausts_attached":  # "When attached ally becomes exhausted, your hero heals 1 damage from it"
                rest = rx.sub(r"\b(?:it|that ally|that character)\b", "attached character", rest)
            effs, ok = compile_effects(rest[0].upper() + rest[1:], name)
            powers.append(Power("triggered", line, effs, trigger=trig, automated=ok))
            continue
        m = rx.fullmatch(r"(?:Ongoing: )?At the (start|end|start and end) of (your|each|each player's|each opponent's) turn, (.+)", body, re.I) \
            or rx.fullmatch(r"(?:Ongoing: )?At (end) of (?:the )?()turn, (.+)", body)  # "At end of turn": the end of each turn (500.2)
        if m:
            whose = {"your": "turn", "each": "each_turn", "each player's": "each_turn", "each opponent's": "opponent_turn", "": "each_turn"}[m.group(2).lower()]
            effs, ok = turn_effects(m.group(3), name, whose, compile_effects)  # templates_turns ("that player": the turn player)
            for when in m.group(1).lower().split(" and "):  # "At the start and end of your turn": two triggers
                powers.append(Power("triggered", line, effs, trigger=f"{when}_of_{whose}", automated=ok))
            continue
        static = compile_static(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name)
        if static is None and ctype not in ("quest", "location"):  # templates_statics: more continuous powers (EN 714)
            static = static_fallback(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name)
        if static is None and ctype not in ("quest", "location"):  # templates_wstatics_groups: more groups and conditions (EN 714)
            static = group_static(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name)
        if static is None and ctype not in ("quest", "location"):  # templates_wscale_statics: "while attacking for each …" (EN 714)
            static = scale_static(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name)
        if static is None and ctype not in ("quest", "location"):  # templates_wscale_amounts: "…, where X is …" (EN 714)
            static = templates_wscale_amounts.where_static(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name, ctype)
        if static is None and ctype not in ("quest", "location"):  # templates_wongp: "… while an opponent controls a [Shadow] card" (EN 714)
            static = wongp_static(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name,
                                  lambda s: compile_static(s, name) or static_fallback(s, name) or group_static(s, name))
        if static is None and ctype not in ("quest", "location"):  # templates_wact2: "NAME and allies you control have Assault 1" (EN 714)
            static = wact2_static(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name)
        if static is None and ctype not in ("quest", "location", "ability"):  # templates_graveyard_statics: "While this ally is in your graveyard, …"
            static = graveyard_static(body, lambda s: compile_static(s, name) or static_fallback(s, name))
        if static is None and ctype in ("weapon", "armor", "item", "ally", "hero"):  # templates_double_atk (helper w8equip, EN 714)
            static = double_atk_static(body)
        if static is not None and (ctype != "ability" or "Ongoing" in text):  # 305.1: no continuous power from the graveyard
            powers.append(Power("static", line, static))
            continue
        m = rx.fullmatch(r"Attach to (target [^,]+?),? and (.+)", body) or rx.fullmatch(r"Attach to (target .+?)\.?", body)
        if m and ctype == "ability" and (tgt := target(m.group(1), name)) is not None and tgt.kind == "chosen":
            effs, ok = [], True
            if m.re.groups == 2:  # "Attach to target ally, and your hero deals 2 fire damage to it."; "… and exhaust it." (it: the host)
                rest = rx.sub(r"\b(?:it|that character)\b", "attached character", m.group(2))
                effs, ok = compile_effects(rest[0].upper() + rest[1:], name)
            powers.append(Power("play", line, [Effect("move", 0, tgt, zone="attached", text=line), *effs], automated=ok))
            continue
        m = rx.fullmatch(r"Attach to (?:one of )?(your (?:hero|[A-Z][\w'-]* weapons|weapons|armor))\.?", body)
        if m and ctype == "ability" and "Ongoing" in text and (tgt := target(m.group(1), name)) is not None and tgt.kind in ("player_hero", "each"):
            # 400.3: no target — "Attach to one of your Melee weapons": the host is chosen as it resolves (engine.wow.attach)
            powers.append(Power("play", line, [Effect("move", 0, tgt, zone="attached", text=line)]))
            continue
        if ctype == "ability":
            text_ = body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body
            effs, ok = modal_effects(text_, name, compile_effects, target, "Ongoing" in text) or compile_effects(text_, name)
            powers.append(Power("play" if not body.startswith("Ongoing:") else "static", line, effs, automated=ok and not body.startswith("Ongoing:")))
            continue
        powers.append(Power("static", line, [Effect("manual", text=line)], automated=False))
    if "Mend" in kws:  # EN glossary: Mend N = at the start of your turn, may heal N from target hero or ally
        heal_target = Target("chosen", {"types": ["hero", "ally"]}, up_to=True)
        powers.append(Power("triggered", f"Mend {kws['Mend']}", [Effect("heal", kws["Mend"], heal_target, optional=True,
                                                                         condition={"source": "self"})], trigger="start_of_turn"))  # 408.2c: this card heals
    powers = split_mixed(powers, name, ctype, compile_card_text)  # templates_wongp: two powers on one line (203.2)
    if not traced():
        return refer_back(split_trigger_tail(powers, name, ctype, compile_card_text))  # templates_trigger_tail: a trigger, then a continuous power
    # cards explain: the whole readings of the lines cut are no longer the card's; the parts are read again, not from the cache
    ends = [m for _, m in starts[1:]] + [trace_mark()]
    cut = split_trigger_tail(powers, name, ctype, compile_card_text.__wrapped__)
    kept = {id(pw) for pw in cut}
    trace_drop([(start, end) for (line, start), end in zip(starts, ends, strict=True) if any(pw.text == line and id(pw) not in kept for pw in powers)])
    return refer_back(cut)


def card_powers(data: dict[str, Any]) -> tuple[Power, ...]:
    """Every power of a card: compiled from its text, with the abilities an up-to-date per-card
    script covers (``cards.scripts``) in place of what the templates made of them. Kept on the
    script book under the text, name and type they are made from (a read per query otherwise), and
    by the data itself with the book (``_BY_DATA``: card data never changes during a match; the data
    is kept, so its id can't be reused; a data made afresh for gained text, 200.1a, is a new entry: at
    most 4,096 are kept; under ``scripts.book`` itself, which gives one book per process unless a test
    puts another function in its place)."""
    hit = _BY_DATA.get(id(data))
    if hit is not None and hit[0] is data and hit[1] is scripts.book:
        return hit[2]
    book = scripts.book()
    source = printing(data)
    text, name, ctype = source.get("text", ""), source.get("name", ""), source.get("type", "")
    memo = book.__dict__.setdefault("_card_powers", {})
    found = memo.get((text, name, ctype))
    if found is None:
        scripted = name in book.scripts and scripts.script_for(source) is not None
        found = memo[text, name, ctype] = _scripted_powers(text, name, ctype) if scripted else compile_card_text(text, name, ctype)
    if len(_BY_DATA) > 4096:
        _BY_DATA.clear()
    _BY_DATA[id(data)] = (data, scripts.book, found)
    return found


_BY_DATA: dict[int, tuple[dict[str, Any], Any, tuple[Power, ...]]] = {}
"""``card_powers``' answers by the data's id, with the data and the ``scripts.book`` function they were read with."""


def cost_changes(data: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    """The costs of the card's "cost_mod" powers (403.2, ``engine.wow.costs``), in order; kept
    with ``card_powers`` on the script book."""
    key = (data.get("text", ""), data.get("name", ""), data.get("type", ""))
    memo = scripts.book().__dict__.setdefault("_cost_changes", {})
    found = memo.get(key)
    if found is None:
        found = memo[key] = tuple(pw.cost for pw in card_powers(data) if pw.kind == "cost_mod")
    return found


@lru_cache(maxsize=1000)
def _scripted_powers(text: str, name: str, ctype: str) -> tuple[Power, ...]:
    script = scripts.script_for({"text": text, "name": name})
    return scripts.apply(compile_card_text(text, name, ctype), script, text) if script else compile_card_text(text, name, ctype)


def _automated_statics(powers: tuple[Power, ...]) -> tuple[Effect, ...]:
    return tuple(e for pw in powers if pw.kind == "static" and pw.automated for e in pw.effects)


@lru_cache(maxsize=20000)
def _static_effects(text: str, name: str, ctype: str) -> tuple[Effect, ...]:
    return _automated_statics(compile_card_text(text, name, ctype))


def static_effects(data: dict[str, Any]) -> tuple[Effect, ...]:
    """The automated continuous effects of a card (EN 714), cached per text."""
    data = printing(data)
    name = data.get("name", "")
    if name in scripts.book().scripts and scripts.script_for(data) is not None:
        return _automated_statics(card_powers(data))
    return _static_effects(data.get("text", ""), name, data.get("type", ""))


def is_automated(data: dict[str, Any]) -> bool:
    """Every power of the card is carried out by the engine (keywords included)."""
    return all(p.automated for p in card_powers(data))
