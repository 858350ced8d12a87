"""Damage, healing and packets (405, 407, 408), with prevention by keywords and armor
(EN 716–717, outside the provided document)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import (
    armor_allies,
    attach_damage,
    cant_deal_damage,
    combat_packet_turn,
    counter_shields,
    damage_division,
    damage_instead,
    first_damage_shield,
    hand_prevent,
    min_packet_bonus,
    mirror_tokens,
    named_type_bonus,
    optional_replacement,
    packet_retype,
    packet_swaps,
    part_to_hero,
    self_triggers,
    shield_filters,
    shield_keys,
    turn_double_dealt,
    turn_prevent,
    typed_shield,
    wreal_turn,
    wstat2_redirect,
)
from . import keywords as kw
from .cards.keys import CANT_BE_HEALED, CANT_HEAL_HEROES, INVINCIBLE, NEXT_PACKET
from .damage_with import heal_narrowed_out, narrowed_out, needs_check
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState
from .turn_damage_plus import turn_plus


def deal(st: WowState, source: int | None, target: int, amount: int, dtype: str, *, combat: bool = False,
         unpreventable: bool = False, weapons: list[int] | None = None, via: int | None = None, smash: bool = False) -> list[Event]:
    """Deal ``amount`` damage as one packet (405.4, 408). No packet if the target isn't a character
    in play or the amount is ≤0 (408.2a, 408.2b); prevention may shrink it to nothing (405.5).
    ``smash``: the packet is Smash damage (EN glossary Smash, ``combat.conclude``)."""
    if amount <= 0 or not kw.is_character(st, target):
        return []
    if cant_deal_damage.blocks(st, source):  # "Target ally can't deal damage this turn." (103.2: no packet at all)
        return cant_deal_damage.blocked(st, source, target)  # type: ignore[arg-type]
    combat, events = packet_swaps.as_combat(st, source, combat, target)  # "… non-combat damage, it deals combat damage instead" (packet_swaps)
    if combat and attach_damage.cant_hit(st, source, target):  # "… can't deal combat damage to attached ally this turn" (engine.wow.attach_damage)
        return cant_deal_damage.blocked(st, source, target)  # type: ignore[arg-type]
    divided = damage_division.replaced(st, source, target, amount, combat, weapons)  # "… deals that much divided as you choose … instead"
    if divided is not None:  # 408.2a / EN 716: one packet per character named (405.4; engine.wow.damage_division)
        return [*events, *divided[1], *damage_division.deal_shares(deal, st, source, divided[0], dtype, combat=combat, unpreventable=unpreventable,  # type: ignore[arg-type]
                                                                   weapons=weapons, via=via, smash=smash)]
    retyped, plus = packet_retype.retype(st, source, dtype)  # "If Vorix would deal melee damage, he deals that much nature damage +1 instead"
    if retyped != dtype:
        events.append(Event("replace", f"The {dtype} damage packet becomes {retyped} damage", R("408.2a"), data={"uid": target}))
        dtype = retyped
    fired, doubled = packet_swaps.next_fire(st, source, dtype)  # "The next time … deals double that much fire damage instead" (packet_swaps)
    if fired != dtype:
        events.append(Event("replace", f"The {dtype} damage packet becomes {fired} damage", R("408.2a"), data={"uid": target}))
        dtype = fired
    mirrored, applied = mirror_tokens.redirect(st, target)  # Mirror Image: "… to a random hero or Mirror you control instead"
    if applied:
        events.append(Event("replace", f"Mirror Image: the damage packet to {kw.name(st, target)} is dealt to {kw.name(st, mirrored)}", EN("716"),
                            data={"uid": target}))
        target = mirrored
    to = redirect(st, target)
    to = optional_replacement.redirect(st, target) if to is None else to  # "you may have it be dealt to Dethvir instead" (engine.wow.optional_replacement)
    to = wreal_turn.demon_redirect(st, target) if to is None else to  # "… it's dealt to Plague instead" this turn (engine.wow.wreal_turn)
    to = wstat2_redirect.redirect(st, target, combat) if to is None else to  # "… it's dealt to your hero instead" this turn (engine.wow.wstat2_redirect)
    to = attach_damage.redirect(st, target) if to is None else to  # "If attached ally would be dealt damage, … your hero instead" (engine.wow.attach_damage)
    if to is not None:  # 408.2a / EN 716: "If damage would be dealt to your hero, it's dealt to Atani instead"
        events.append(Event("replace", f"The damage packet to {kw.name(st, target)} is dealt to {kw.name(st, to)} instead", R("408.2a"),
                            data={"uid": target}))
        target = to
    res = f"{dtype.title()} Resistance"
    keys = kw.keywords_among(st, target, ("Immune", "Aberration", res, "Hardiness", INVINCIBLE))  # (only these are read)
    name = kw.name(st, target)
    if INVINCIBLE in keys:  # "it can't be dealt damage" (103.2; keys.INVINCIBLE): no packet is made (405.5)
        return [*events, Event("prevent", f"{name} is Invincible: it can't be dealt damage", R("405.5"), data={"uid": target})]
    if "Immune" in keys:
        return [*events, Event("prevent", f"{name} is Immune: no damage", EN("glossary: Immune"), data={"uid": target})]
    bonus = damage_bonus(st, source, target, dtype, combat, via=via, weapons=weapons, smash=smash)  # via: the card whose effect deals it
    bonus += wreal_turn.next_ability_plus(st, source, via)  # "The next time Jihan would deal damage with an ability this turn" (wreal_turn)
    bonus += wstat2_redirect.next_type_plus(st, source, dtype)  # "The next time your hero would deal nature damage this turn" (wstat2_redirect)
    bonus += packet_swaps.played_plus(st, source, via)  # "… your hero would deal damage with that ability this turn, … +1" (packet_swaps)
    bonus += turn_plus(st, source, dtype)  # "this turn, if your hero would deal damage, it deals that much +2 instead" (turn_damage_plus)
    bonus += attach_damage.attached_ability_plus(st, via, target)  # "… with an ability you control to a hero or ally it's attached to" (attach_damage)
    bonus += combat_packet_turn.plus(st, source, target, combat)  # "… while defending this turn, … +2 instead" (engine.wow.combat_packet_turn)
    bonus += plus  # the "+1" of a retyped packet (engine.wow.packet_retype)
    bonus += named_type_bonus.plus(st, dtype)  # "If the first type of damage would be dealt, that much +1 …" (engine.wow.named_type_bonus)
    bonus += min_packet_bonus.plus(st, source, amount + bonus, combat)  # "If your hero would deal 5 or more combat damage …" (engine.wow.min_packet_bonus)
    if bonus:  # 408.2a: a replacement may raise the packet before prevention (EN 716)
        events.append(Event("replace", f"The damage packet to {name} becomes {max(amount + bonus, 0)} (was {amount})", R("408.2a"), data={"uid": target}))
        amount = max(amount + bonus, 0)
    times = doublings(st, source, target, dtype, combat, via=via, weapons=weapons, smash=smash)
    times += doubled + packet_swaps.doublings(st, source, combat) + packet_swaps.next_taken(st, target)  # Intensify, Bash and Slash, Concussion Blow (packet_swaps)
    times += combat_packet_turn.doublings(st, source, target, combat)  # "… to or dealt by target opposing ally this turn, double it" (engine.wow.combat_packet_turn)
    times += turn_double_dealt.doublings(st, target)  # "If target ally would be dealt damage this turn, … double" (engine.wow.turn_double_dealt)
    if times:  # 408.2a / EN 716: "it deals double that much instead", after the "+N" replacements
        events.append(Event("replace", f"The damage packet to {name} becomes {amount * 2 ** times} (was {amount})", R("408.2a"), data={"uid": target}))
        amount *= 2 ** times
    amount, sniped = attach_damage.next_one(st, target, amount)  # "… would be dealt exactly 1 damage …, it's dealt 5 instead" (EN 716)
    events += sniped
    amount, part, part_to, parted = part_to_hero.split(st, target, amount)  # "… 1 of it is dealt to your hero instead" (engine.wow.part_to_hero)
    if part_to is None:  # "If Renault would be dealt damage while defending, you may have any amount of it dealt to your hero instead"
        amount, part, part_to, parted = damage_division.hero_share(st, target, amount)
    if part_to is not None:
        events += parted + deal(st, source, part_to, part, dtype, combat=combat, unpreventable=unpreventable, weapons=weapons, via=via, smash=smash)
        if amount <= 0:
            return events
    prevented = 0
    why = []
    by: dict[int, int] = {}
    cut = 0
    with kw.reading(st):  # the preventions only read (the shields below are used up after)
        unpreventable = unpreventable or unpreventable_by(st, source, target, combat, via=via, weapons=weapons) or unpreventable_with(st, weapons) \
            or shield_keys.unpreventable(st, source) \
            or combat_packet_turn.unpreventable(st, source, combat) \
            or turn_prevent.unpreventable(st, source, dtype)  # EN 717 (engine.wow.shield_keys, combat_packet_turn, turn_prevent: "this turn")
        if not unpreventable and (prevents_all(st, source, target, dtype, combat)  # EN 717: "Prevent all damage that … would deal"
                                  or shield_keys.prevents(st, source, target, dtype, combat, amount)  # … this turn (engine.wow.shield_keys)
                                  or typed_shield.prevents(st, target, dtype)  # "Prevent all fire damage … to target …" (engine.wow.typed_shield)
                                  or attach_damage.prevented_with(st, via, weapons)  # "… dealt with attached card" (engine.wow.attach_damage)
                                  or shield_filters.all_prevented(st)  # "Prevent all damage that would be dealt this turn." (helper wtime)
                                  or turn_prevent.prevents_all(st, target, combat)  # "… to defending allies you control this turn" (helper wprev)
                                  or turn_prevent.this_way_prevented(st, via)  # "This turn, prevent all damage that would be dealt this way." (helper wprev)
                                  or combat_packet_turn.prevents(st, target, combat)):  # "While Kayleitha is stealthed, prevent all combat damage …" (whero)
            prevented, why = amount, ["continuous prevention"]
        elif not unpreventable and (shielder := counter_shields.shielder(st, target)) is not None:  # … and says which card did (helper wtok)
            prevented, why, by[shielder] = amount, ["continuous prevention"], amount
        if not unpreventable:
            if "Aberration" in keys and not combat:
                prevented, why = amount, ["Aberration"]
            if res in keys:
                prevented, why = amount, [res]
                for granter in {m.source for m in st.modifiers if m.uid == target and m.keyword == res and isinstance(m.source, int)}:
                    by[granter] = amount  # "… is prevented this way": the card that gave the Resistance (Frost Ward; helper wprev)
            if "Hardiness" in keys and prevented < amount:
                prevented += 1
                why.append("Hardiness")
            cut = reduction(st, source, target, dtype, combat, amount - prevented, via=via)
            cut += turn_prevent.reduction(st, target, combat, amount - prevented - cut)  # "… this turn, prevent 1 of it" (helper wprev)
    if not unpreventable and prevented < amount:
        returned, moved = hand_prevent.prevents(st, target)  # "you can put Blessed Life into your hand. If you do, prevent that damage" (helper wprev)
        if returned is not None:
            events += moved
            by[returned] = amount - prevented
            prevented, cut = amount, 0
            why.append("returned to hand")
    if not unpreventable:
        if cut:  # EN 717: "prevent 1 of that damage", "prevent all but 1 of it"
            prevented += cut
            why.append("continuous prevention")
        if prevented < amount and (first := first_damage_shield.prevents(st, target, amount - prevented)):
            prevented += first  # "Prevent the first N damage that would be dealt to … each turn" (engine.wow.first_damage_shield)
            by[target] = by.get(target, 0) + first
            why.append("first damage this turn")
        for shield in list(st.shields):
            if shield.only and not shield_filters.fits(st, shield.only, source, dtype, combat, shield.uid):
                continue  # "Prevent the next 5 combat damage …": not this packet (engine.wow.shield_filters)
            if shield.uid == target and prevented < amount and shield.amount == NEXT_PACKET:
                by[shield.source] = by.get(shield.source, 0) + amount - prevented
                prevented = amount  # "the next time … would be dealt damage, prevent it": this whole packet (405.5)
                st.shields.remove(shield)
                why.append("shield")
            elif shield.uid == target and prevented < amount:
                used = min(shield.amount + armor_allies.prevents_more(st, shield.source, dtype), amount - prevented)  # "… that much +3 instead"
                prevented += used
                by[shield.source] = by.get(shield.source, 0) + used
                shield.amount -= used
                why.append("armor")
                if shield.amount <= 0:
                    st.shields.remove(shield)
    turn_prevent.spend_next(st, source, dtype)  # "the next time your hero would deal damage this turn, it's unpreventable" (helper wprev)
    amount -= min(prevented, amount)
    if why:  # ``by``: the cards whose shields prevented how much ("When this armor prevents damage", engine.wow.self_triggers)
        events.append(Event("prevent", f"{name}: {prevented} damage prevented ({', '.join(why)})", EN("717"),
                            data={"uid": target, "by": {u: n for u, n in by.items() if n > 0}, "source": source, "combat": combat, "n": min(prevented, amount),
                                  "attacker": st.combat is not None and source is not None and st.combat.attacker == source}))
    if amount <= 0:
        return events  # 408.2a: a packet reduced to 0 vanishes; nothing "was dealt"
    if (soaked := damage_instead.instead(st, source, target, amount)) is not None:
        return events + soaked  # "… remove that many +1 / +1 counters from him instead" (engine.wow.damage_instead)
    before = st.table.peek(target).damage  # "an ally with damage on it" as the packet is dealt (self_triggers 'deal' we31_wounded)
    ev = effects.deal_damage(st.table, target, amount, R("405.4"))
    ev.data["before"] = before
    src = kw.name(st, source) if source is not None and source in st.table.cards else "the game"
    ev.text = f"{src} deals {amount} {dtype} damage to {name}" + (" (combat)" if combat else "")
    ev.rule = R("408.3b") if combat else R("405.4")
    ev.data.update({"source": source, "type": dtype, "combat": combat})
    if weapons:
        ev.data["weapons"] = list(weapons)  # 408.3d: dealt with these weapons (the whole packet)
    if via is not None:
        ev.data["via"] = via  # the card whose effect dealt it ("deals damage with an ability", EN 716; helper gear)
    if smash:
        ev.data["smash"] = True  # "When this ally deals Smash damage" (self_triggers 'deal' with smash; helper w30ally)
    self_triggers.mark(st, ev, target)  # fatal? combat roles (engine.wow.self_triggers)
    packet_swaps.note_fatal(st, ev, source, target, combat)  # "… fatal combat damage … remove that ally from the game instead" (packet_swaps)
    events.append(ev)
    return events


def redirect(st: WowState, target: int) -> int | None:
    """The character a ``damage_redirect`` continuous power sends this packet to (EN 716), or None:
    "If damage would be dealt to your hero, it's dealt to NAME instead" (``condition={"from": "hero"}``)
    and "If an ally in your party other than NAME would be dealt damage, …" (``"other_ally"``). The
    redirecting card must be a character in play of the same party; with several, the one with the
    lowest id applies (deterministic); one replacement per packet, so a packet is never sent back."""
    owner = st.table.peek(target).controller
    for src, effs in sorted(kw.sources_doing(st, "damage_redirect"), key=lambda pair: pair[0]):
        if src == target or st.table.peek(src).controller != owner or not kw.is_character(st, src):
            continue
        for e in effs:
            kind = (e.condition or {}).get("from")
            if (kind == "hero" and kw.is_hero(st, target)) or (kind == "other_ally" and kw.is_ally(st, target)):
                return src
    return None


def heal(st: WowState, target: int, amount: int, source: int | None = None, *, via: int | None = None) -> list[Event]:
    """407.1: remove up to ``amount`` damage; 407.3: an undamaged character makes no packet (so
    nothing replaces it). 407.2: a packet that is made may be replaced ("heals that much +1
    instead", :func:`heal_bonus`) before it removes damage. ``via``: the card whose effect heals (an
    ability card: "heal damage with an ability", ``damage_with.heal_narrowed_out``)."""
    if not kw.is_character(st, target):
        return []
    card = st.table.cards[target]
    if card.damage <= 0 or amount <= 0:
        return [Event("heal", f"{kw.name(st, target)} has no damage: nothing is healed", R("407.3"), data={"uid": target})]
    if kw.has(st, target, CANT_BE_HEALED):  # 103.2: "can't be healed" wins (cards.templates_statics)
        return [Event("heal", f"{kw.name(st, target)} can't be healed", R("103.2"), data={"uid": target})]
    if target in st.heroes and source is not None and source in st.table.cards and not kw.none_has(st, CANT_HEAL_HEROES) \
            and kw.has(st, source, CANT_HEAL_HEROES):  # 103.2: "This ally can't heal heroes." (Ayluro Nightwind; helper w31ally)
        return [Event("heal", f"{kw.name(st, source)} can't heal heroes", R("103.2"), data={"uid": target})]
    events: list[Event] = []
    bonus = heal_bonus(st, source, target, via=via)
    if bonus:
        events.append(Event("replace", f"The healing packet becomes {max(amount + bonus, 0)} (was {amount})", EN("716"), data={"uid": target}))
        amount = max(amount + bonus, 0)
    if amount <= 0:
        return events
    ev = effects.remove_damage(st.table, target, amount, R("407.1"))
    ev.text = f"{ev.data['n']} damage healed from {kw.name(st, target)}"
    ev.data["source"] = source
    if via is not None:
        ev.data["via"] = via  # the card whose effect heals: "When your hero heals damage with an ability" (event_triggers heals_filtered)
    return [*events, ev]


def heal_bonus(st: WowState, source: int | None, target: int, *, via: int | None = None) -> int:
    """Continuous replacements of healing packets (EN 716): ``heal_bonus`` effects that apply to
    the healer (``condition={"as": "source"}``, "If your hero would heal damage, it heals that much
    +1 instead") or to the healed character (``"as": "target"``, "If damage would be healed from a
    friendly hero or ally, that much +1 is healed instead")."""
    total = 0
    if not kw.sources_doing(st, "heal_bonus"):
        return total  # no card in play has one
    for who, uid in (("source", source), ("target", target)):
        if uid is None or uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        total += sum(e.amount for e in kw.statics(st, uid, "heal_bonus") if e.op == "heal_bonus" and (e.condition or {}).get("as", "source") == who
                     and not heal_narrowed_out(st, e.condition or {}, via))
    return total


def damage_bonus(st: WowState, source: int | None, target: int, dtype: str, combat: bool, *, via: int | None = None,
                 weapons: list[int] | None = None, smash: bool = False) -> int:
    """Continuous replacements of damage packets (408.2a, EN 716): ``damage_bonus`` effects that
    apply to the dealer (``condition={"as": "source"}``, "If your hero would deal holy damage, it
    deals that much +2 instead") or to the damaged character (``"as": "target"``, "If attached
    character would be dealt damage, it's dealt that much +1 instead"); ``dtype`` (one damage type
    of the packet), ``combat`` (True: combat damage only, False: non-combat only) and ``to_tag``
    (the damaged character's race/class/tag) narrow them; ``smash`` (True): Smash damage only ("If this ally
    would deal Smash damage, it deals that much +2 instead"); ``to_opposing``: only to a character its
    controller's opponent controls ("When an opposing hero or ally would be dealt frost damage by Jaina")."""
    total = 0
    if not kw.sources_doing(st, "damage_bonus"):
        return total  # no card in play has one
    for who, uid in (("source", source), ("target", target)):
        if uid is None or uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        for e in kw.statics(st, uid, "damage_bonus"):
            c = e.condition or {}
            if e.op != "damage_bonus" or c.get("as", "source") != who:
                continue
            if (c.get("dtype") and c["dtype"] not in dtype.lower().split()) or ("combat" in c and c["combat"] != combat):
                continue
            if (c.get("to_tag") and c["to_tag"].lower() not in kw.words(st, target)) or (c.get("smash") and not smash):
                continue
            if needs_check(c) and narrowed_out(st, c, target, dtype, via, weapons, kw.words(st, target)):  # engine.wow.damage_with
                continue
            if c.get("to_opposing") and st.table.peek(target).controller == st.table.peek(uid).controller:
                continue  # "an opposing hero or ally would be dealt frost damage by Jaina" (helper wflip)
            total += 0 if c.get("double") else e.amount
    return total


def doublings(st: WowState, source: int | None, target: int, dtype: str, combat: bool, *, via: int | None = None,
              weapons: list[int] | None = None, smash: bool = False) -> int:
    """How many "deals double that much instead" replacements apply to the packet (``damage_bonus``
    effects with ``double``, narrowed as in :func:`damage_bonus`)."""
    n = 0
    if not kw.sources_doing(st, "damage_bonus"):
        return n  # no card in play has one
    for who, uid in (("source", source), ("target", target)):
        if uid is None or uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        for e in kw.statics(st, uid, "damage_bonus"):
            c = e.condition or {}
            if e.op != "damage_bonus" or not c.get("double") or c.get("as", "source") != who:
                continue
            if (c.get("dtype") and c["dtype"] not in dtype.lower().split()) or ("combat" in c and c["combat"] != combat):
                continue
            if (c.get("to_tag") and c["to_tag"].lower() not in kw.words(st, target)) or (c.get("smash") and not smash):
                continue
            if needs_check(c) and narrowed_out(st, c, target, dtype, via, weapons, kw.words(st, target)):  # engine.wow.damage_with
                continue
            n += 1
    return n


def prevents_all(st: WowState, source: int | None, target: int, dtype: str, combat: bool) -> bool:
    """Continuous prevention of whole packets (EN 717; ``damage_prevent`` effects, read like
    :func:`damage_bonus`): "Prevent all combat damage that would be dealt to your hero" (``as``
    "target"), "Prevent all damage that attached ally would deal" (``as`` "source"); ``from`` is a
    filter (``targets.matches``, seen by the affected card's controller) the other card must fit."""
    from .targets import matches

    if not kw.sources_doing(st, "damage_prevent"):
        return False  # no card in play has one
    for who, uid, other in (("source", source, target), ("target", target, source)):
        if uid is None or uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        for e in kw.statics(st, uid, "damage_prevent"):
            c = e.condition or {}
            if e.op != "damage_prevent" or c.get("as", "target") != who:
                continue
            if (c.get("dtype") and c["dtype"] not in dtype.lower().split()) or ("combat" in c and c["combat"] != combat):
                continue
            if c.get("from") and (other is None or other not in st.table.cards
                                  or not matches(st, st.table.cards[uid].controller, other, c["from"], uid)):
                continue
            return True
    return False


def unpreventable_by(st: WowState, source: int | None, target: int, combat: bool, *, via: int | None = None,
                     weapons: list[int] | None = None) -> bool:
    """Whether a continuous ``damage_unpreventable`` effect makes the packet unpreventable (EN 717):
    on the dealer (``"as": "source"``) or on the damaged (``"as": "target"``); ``combat`` narrows it, and ``with``
    ("ability" / "weapon", engine.wow.damage_with: "Damage your hero deals with abilities is Unpreventable", helper wprev)."""
    if not kw.sources_doing(st, "damage_unpreventable"):
        return False  # no card in play has one
    for who, uid in (("source", source), ("target", target)):
        if uid is None or uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        for e in kw.statics(st, uid, "damage_unpreventable"):
            c = e.condition or {}
            if e.op != "damage_unpreventable" or c.get("as", "source") != who or (c.get("combat") and not combat):
                continue
            if c.get("with") and narrowed_out(st, c, target, "", via, weapons, set()):
                continue
            return True
    return False


def unpreventable_with(st: WowState, weapons: list[int] | None) -> bool:
    """ "Damage that would be dealt with Hammer of the Naaru is unpreventable" (EN 717; 408.3d: the packet
    is dealt with the weapons struck): a ``damage_unpreventable`` effect with ``"as": "with"`` on one of them."""
    for w in weapons or ():
        if w in st.table.cards and kw.in_play(st, w) and any(
                e.op == "damage_unpreventable" and (e.condition or {}).get("as") == "with" for e in kw.statics(st, w, "damage_unpreventable")):
            return True
    return False


def reduction(st: WowState, source: int | None, target: int, dtype: str, combat: bool, amount: int, *, via: int | None = None) -> int:
    """How much of a packet of ``amount`` continuous partial prevention takes (EN 717;
    ``damage_reduce`` effects, read like :func:`damage_bonus`): each prevents its ``amount`` of the
    packet, or with ``all_but`` all of it but ``amount``; ``with`` "ability" narrows it to damage
    dealt with an ability (``via``, engine.wow.damage_with: "If attached character would be dealt
    damage with an ability, prevent 1 of that damage"); ``per_damage``: the amount is the damage on the card the
    effect applies to, read as the packet is dealt ("prevent 1 of it for each damage on him", helper wprev)."""
    cut = 0
    if not kw.sources_doing(st, "damage_reduce"):
        return cut  # no card in play has one
    for who, uid in (("source", source), ("target", target)):
        if uid is None or uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        for e in kw.statics(st, uid, "damage_reduce"):
            c = e.condition or {}
            if e.op != "damage_reduce" or c.get("as", "target") != who:
                continue
            dt = c.get("dtype")
            if (dt and (dt not in dtype.lower().split() if isinstance(dt, str) else not set(dt) & set(dtype.lower().split()))) \
                    or ("combat" in c and c["combat"] != combat):
                continue  # a list: any one of those types ("magical damage", helper w8a)
            if c.get("with") and narrowed_out(st, c, target, dtype, via, None, set()):
                continue
            left = amount - cut
            n = st.table.peek(uid).damage if c.get("per_damage") else e.amount  # "prevent 1 of it for each damage on him" (helper wprev)
            cut += max(left - n, 0) if c.get("all_but") else min(n, left)
    return cut


def switch(st: WowState, first: int | None, second: int | None) -> list[Event]:
    """405.7: switch the damage on two characters — damage is removed from the more damaged one
    and put on the other (placed, so capped at exactly fatal, 405.3); neither dealt nor healed (no
    packet, nothing triggers). If either isn't a character in play, nothing happens."""
    if first is None or second is None or first == second or not (kw.is_character(st, first) and kw.is_character(st, second)):
        return [Event("switch", "Nothing is switched (a character isn't in play)", R("405.7"))]
    a, b = st.table.cards[first], st.table.cards[second]
    want_a, want_b = b.damage, a.damage
    health = {first: kw.health(st, first), second: kw.health(st, second)}
    for card, want in ((a, want_a), (b, want_b)):
        card.damage = want if want <= card.damage else min(want, max(health[card.uid], card.damage))  # 405.3 cap
    return [Event("switch", f"{kw.name(st, first)} and {kw.name(st, second)} switch damage ({a.damage} and {b.damage})", R("405.7"),
                  data={"uids": [first, second]})]


@resolves(GAME, "switch_damage")
def _switch_damage(call: OpCall) -> list[Event]:
    """405.7: zone "first" names the first character, the next one switches."""
    if call.eff.zone == "first":
        call.link.data["switch"] = call.uids[:1]
        return []
    return switch(call.st, (call.link.data.pop("switch", None) or [None])[0], call.uids[0] if call.uids else None)
