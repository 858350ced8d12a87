"""Combat (EN 600–603; the provided document lacks chapter 6, so these steps cite the English
comprehensive rules and are marked as outside it). Constraints the document does state are cited
from it: 302.2 (waiting period), 302.3 (mounts), 305.3a (totems), 303.2 (strikes)."""

from __future__ import annotations

from engine.core import Event, Modifier, RulesError, effects
from engine.core.effects import resolves

from . import (
    attack_once,
    attack_orders,
    attack_tax,
    exhaust_tax,
    friendly_attacks,
    pet_call,
    protect_source,
    wield,
    wreal2_sabotage,
    wtime_bans,
)
from . import keywords as kw
from .attack_elusive import may_attack_elusive
from .attack_tax import problem as tax_problem
from .cards.keys import (
    ATTACKS_ONLY_HEROES,
    CANT_ATTACK,
    CANT_ATTACK_HEROES,
    CANT_PROTECT,
    CANT_STRIKE,
    MUST_ATTACK,
    UNPROTECTABLE,
)
from .damage import deal
from .defender_takeover import CANT_BE_ATTACKED
from .ops import GAME, OpCall
from .restrictions import can_exhaust, may_have
from .rules import EN, R
from .state import Combat, WowState


def _mount(d: dict) -> bool:
    """A Mount card data (302.3: it can't attack or be attacked), read with a loop (asked per pair)."""
    for t in d.get("tags", ()):  # noqa: SIM110  (a loop: no generator to make)
        if t.startswith("Mount"):
            return True
    return False


def can_attack(st: WowState, uid: int, player: int, character: bool = False) -> RulesError | None:
    """Who may be declared as an attacker: a ready hero (301.3: no waiting period) or an ally
    continuously in your party since the start of your most recent turn (302.2) or with Ferocity;
    never a mount (302.3) or a totem (305.3a). ``character``: the caller found ``uid`` a character
    (``kw.is_character``)."""
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    if card.controller != player or not (character or kw.is_character(st, uid)):
        return RulesError("attack with a hero or ally you control", EN("601.1"))
    if card.tapped or not can_exhaust(st, uid, paying=True):  # attacking exhausts it (EN 601.2); "can't exhaust" (103.2); a tax: paid (exhaust_tax)
        return RulesError("an exhausted character can't attack", EN("601.1"))
    d = kw.data(st, uid)
    if d.get("totem"):
        return RulesError("totems can't attack", R("305.3a"))
    if _mount(d):
        return RulesError("mounts can't be attackers or defenders", R("302.3"))
    if kw.has(st, uid, CANT_ATTACK):
        return RulesError("this character can't attack (a \"can't\" wins over a \"can\")", R("103.2"))
    if wtime_bans.forbids(st, uid, "attack"):  # "Allies can't attack until after your next turn." (helper wtime)
        return RulesError("this character can't attack now (a \"can't\" wins over a \"can\")", R("103.2"))
    if uid not in st.heroes and card.entered_turn >= st.turn_started[player] and not kw.has(st, uid, "Ferocity"):
        return RulesError("this ally hasn't been in your party since the start of your turn", R("302.2"))
    if attack_once.blocks(st, player):  # "Only one character can attack on each opponent's turn." (Defiance)
        return RulesError("only one character can attack this turn (a \"can't\" wins over a \"can\")", R("103.2"))
    return None


def can_be_attacked(st: WowState, uid: int, attacker_player: int, character: bool = False, shields: bool = True,
                    attacker: int | None = None) -> RulesError | None:
    """An opposing hero or ally; not Elusive or Immune (EN glossary), not a mount (302.3).
    ``character``: the caller found ``uid`` a character (``kw.is_character``); ``shields`` False: it
    found that no card can have Elusive or Immune now (``no_shields``); ``attacker``: the attacker, if
    named ("Meganna can attack Elusive heroes and allies", ``attack_elusive``)."""
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    if (card.controller == attacker_player or not (character or kw.is_character(st, uid))) \
            and not (card.controller == attacker_player and attacker is not None and friendly_attacks.allows(st, attacker, uid)):
        return RulesError("attack an opposing hero or ally", EN("601.1"))  # (or a friendly one a card allows, engine.wow.friendly_attacks)
    if shields and ((kw.has(st, uid, "Elusive") and not may_attack_elusive(st, attacker)) or kw.has(st, uid, "Immune")):
        return RulesError("an Elusive or Immune character can't be attacked", EN("glossary: Elusive"))
    if shields and kw.has(st, uid, CANT_BE_ATTACKED):  # "Opposing heroes and allies can't attack that ally this turn" (engine.wow.defender_takeover)
        return RulesError("this character can't be attacked this turn", EN("601.1"))
    if _mount(kw.data(st, uid)):
        return RulesError("mounts can't be attackers or defenders", R("302.3"))
    return None


def no_shields(st: WowState) -> bool:
    """No card can have Elusive or Immune now (``kw.none_has``): asked once for all the defenders listed."""
    return kw.none_has(st, "Elusive") and kw.none_has(st, "Immune") and kw.none_has(st, CANT_BE_ATTACKED)


def printed_allowed(st: WowState, attacker: int, defenders: list[int]) -> list[int]:
    """The ``defenders`` no printed restriction keeps ``attacker`` from attacking (``_printed_pair_problem``
    for each: the attacker's two keywords read once at most, not once per pair)."""
    heroes = st.heroes
    no_heroes: bool | None = None
    only_heroes: bool | None = None
    out = []  # (a loop: no cells made at every listing)
    for d in defenders:
        if d in heroes:
            if no_heroes is None:
                no_heroes = kw.has(st, attacker, CANT_ATTACK_HEROES)
            if no_heroes:
                continue
        else:
            if only_heroes is None:
                only_heroes = kw.has(st, attacker, ATTACKS_ONLY_HEROES)
            if only_heroes:
                continue
        out.append(d)
    return out


def pair_problem(st: WowState, attacker: int, defender: int, free: bool = False) -> RulesError | None:
    """Printed restrictions on whom an attacker may attack: "can't attack heroes", "can attack
    only heroes" (103.2: the restriction wins over the permission to attack); then its limits
    ("can attack only your hero if able", ``attack_orders``). ``free``: ``pairs_free`` holds (its
    caller asked once for all its pairs): no limit nor tax to look for."""
    problem = _printed_pair_problem(st, attacker, defender)
    if free:
        return problem
    if problem is None and attack_orders.limited(st, attacker) and defender not in attack_orders.allowed(st, attacker, open_defenders(st, attacker)):
        return RulesError("this character can't attack that one (it can attack only certain characters)", EN("601.1"))
    if problem is None:  # "can't attack unless their controller pays 1" (engine.wow.attack_tax)
        return tax_problem(st, attacker, defender)
    return problem


def pairs_free(st: WowState) -> bool:
    """Whether no attack is limited ("can attack only …", ``attack_orders``: no ``attack_only``
    continuous power, no limit modifier) nor taxed now (``attack_tax``): ``pair_problem`` then finds
    only the printed restrictions."""
    if kw.sources_doing(st, "attack_only") or not attack_tax.none_in_match(st):
        return False
    for m in st.modifiers:  # noqa: SIM110  (a loop: no generator made at every listing)
        if m.stat.startswith(attack_orders.PREFIX):
            return False
    return True


def _printed_pair_problem(st: WowState, attacker: int, defender: int) -> RulesError | None:
    hero = defender in st.heroes
    if hero and kw.has(st, attacker, CANT_ATTACK_HEROES):
        return RulesError("this character can't attack heroes", R("103.2"))
    if not hero and kw.has(st, attacker, ATTACKS_ONLY_HEROES):
        return RulesError("this character can attack only heroes", R("103.2"))
    return None


def open_defenders(st: WowState, attacker: int) -> list[int]:
    """The characters ``attacker`` could attack before its limits ("can attack only …") apply (EN 601.1)."""
    p = st.table.peek(attacker).controller
    return [*[d for o in range(st.num_players) if o != p for d in [*st.table.zone(o, "hero_row"), *st.table.zone(o, "allies")]
              if kw.is_character(st, d) and can_be_attacked(st, d, p, True, attacker=attacker) is None and _printed_pair_problem(st, attacker, d) is None],
            *[d for d in friendly_attacks.defenders(st, attacker) if can_be_attacked(st, d, p, attacker=attacker) is None
              and _printed_pair_problem(st, attacker, d) is None]]  # friendly ones a card allows (engine.wow.friendly_attacks)


def friendly_defenders(st: WowState, attacker: int, p: int) -> list[int]:
    """The friendly characters (and Pinata) ``attacker`` of player ``p`` may attack now by a card's power
    (EN 601.1, 103.1; ``friendly_attacks``): the attack action's list and a random attacker's."""
    return [d for d in friendly_attacks.defenders(st, attacker)
            if can_be_attacked(st, d, p, attacker=attacker) is None and pair_problem(st, attacker, d) is None]


def must_attack_left(st: WowState, player: int) -> list[int]:
    """``player``'s characters that "must attack if able" and could attack now (EN 601.1): he can't
    end his turn while one is left (``attack_orders``)."""
    if not may_must_attack(st):
        return []  # no character can have "must attack" now: none is looked at
    return _must_attack_left(st, player)


def _must_attack_left(st: WowState, player: int) -> list[int]:
    """``must_attack_left`` when some character may have "must attack" (a function of its own: the
    names its lambda reads are no cells made at every listing)."""
    return attack_orders.must_attack_pending(
        st, player, lambda u: can_attack(st, u, player) is None and bool(attack_orders.allowed(st, u, open_defenders(st, u))))


def may_must_attack(st: WowState) -> bool:
    """Whether some character may have "must attack" (``MUST_ATTACK``) now: ``kw.keywords`` lists it
    only from the card's data (printed, copied or gained: some card data of the match, 402.2, 200.1a;
    a blank or face-down card has none), a modifier or a continuous power granting it (EN 714). A
    cheap test before reading every character's keywords (False only when none can have it)."""
    return may_have(st, MUST_ATTACK)


def propose(st: WowState, player: int, attacker: int, defender: int) -> list[Event]:
    """EN 601: exhaust the attacker and put the combat proposal on the chain (410.3: an effect play)."""
    with kw.reading(st):  # the checks only read
        sabotage = wreal2_sabotage.sabotage_target(st, attacker, defender)  # "Sabotage: Equipment" (engine.wow.wreal2_sabotage)
        if not sabotage and defender not in st.table.cards:  # a player, hand, graveyard … only by Sabotage (engine.wow.wsabo_targets)
            raise RulesError("attack an opposing hero or ally", EN("601.1"))
        problems = (can_attack(st, attacker, player), None if sabotage else can_be_attacked(st, defender, player, attacker=attacker), pair_problem(st, attacker, defender))
    for problem in problems:
        if problem:
            raise problem
    st.combat = Combat(attacker=attacker, defender=defender, attacking_player=player, proposed_defender=defender)
    ev = effects.set_tapped(st.table, attacker, True, EN("601.2"), "exhausted")
    return [ev, Event("attack", f"{kw.name(st, attacker)} attacks {wreal2_sabotage.defender_name(st, defender)}", EN("601.2"), player,
                      data={"attacker": attacker, "defender": defender})]


def protectors(st: WowState) -> list[int]:
    """EN 602.2 / glossary Protector: ready opposing characters with Protector (other than the
    proposed defender, unless it "can protect himself", Ubel Sternbrow) may exhaust to become the defender — not against Stealth (unless the
    attacker is Conspicuous). Only reads (inside ``keywords.reading``)."""
    c = st.combat
    if c is None:
        return []
    with kw.reading(st):
        return _protectors(st, c)


def _protectors(st: WowState, c: Combat) -> list[int]:
    """``protectors`` of the combat ``c``."""
    stealth = kw.has(st, c.attacker, "Stealth") and not kw.has(st, c.attacker, "Conspicuous")
    if kw.has(st, c.attacker, UNPROTECTABLE):  # "This ally can't be protected against." (103.2)
        return []
    owner = friendly_attacks.defending_player(st, c.attacking_player, c.defender)  # (the attacking player in a friendly attack)
    out = []
    for uid in [*st.table.zone(owner, "allies"), *st.table.zone(owner, "hero_row")]:
        card = st.table.peek(uid)  # reading only
        mount = _mount(kw.data(st, uid))
        if (uid != c.defender or protect_source.may_protect(st, uid, uid)) and uid != c.attacker and not card.tapped and can_exhaust(st, uid, paying=True) and kw.is_character(st, uid) and not mount \
                and (kw.has(st, uid, "Protector") or _may_protect(st, uid, c.attacker, c.defender)) \
                and not kw.has(st, uid, CANT_PROTECT) \
                and (not stealth or any((e.condition or {}).get("stealth") for e in kw.statics(st, uid, "can_protect"))):
            out.append(uid)  # 103.2: "can't protect" wins over Protector; Stealth: only "can also protect against … Stealth" (wshot2)
    return out


def _may_protect(st: WowState, uid: int, attacker: int, defender: int) -> bool:
    """A limited protector ("Old Bones can protect your hero", "… can protect against Death Knights";
    ``cards.templates_can_protect``): this defender or this attacker fits what the card may protect."""
    if protect_source.may_protect(st, uid, defender):  # "Your hero can protect Farrum." (helper r2leave)
        return True
    if defender in st.heroes and pet_call.may_protect(st, uid, defender):  # "Pets you control can protect your hero" (Master's Call)
        return True
    for e in kw.statics(st, uid, "can_protect"):
        cond = e.condition or {}
        if "defender" in cond:
            flt = cond["defender"]
            if defender in st.table.cards and any(t in kw.kinds(st, defender) for t in flt["types"]) and (not flt.get("tag") or flt["tag"].lower() in kw.words(st, defender)) \
                    and (flt.get("state") != "damaged" or st.table.cards[defender].damage > 0) \
                    and (not flt.get("name_has") or flt["name_has"].lower() in kw.name(st, defender).lower()):  # "… with damage" (wshot2); "with VanCleef in their names" (wreal2)
                return True
        elif "attacker" in cond and cond["attacker"].get("tag") and cond["attacker"]["tag"].lower() in kw.words(st, attacker):
            return True
        elif "attacker" in cond and cond["attacker"].get("types") and not cond["attacker"].get("tag") and kw.kinds(st, attacker) & set(cond["attacker"]["types"]):
            return True  # "Your hero can protect against opposing heroes." (an attacker is an opposing one, 602.2; helper w30quest)
    return False


def protect(st: WowState, uid: int) -> list[Event]:
    assert st.combat is not None
    st.combat.defender = uid
    taxed = exhaust_tax.pay(st, uid, "protects")  # "can't … exhaust unless its controller pays 2" (403.1)
    ev = effects.set_tapped(st.table, uid, True, EN("602.2"), "exhausted")
    return [*taxed, ev, Event("protect", f"{kw.name(st, uid)} protects and becomes the defender", EN("602.2"), st.table.cards[uid].controller,
                      data={"uid": uid})]


def wielder(st: WowState, player: int) -> int | None:
    """The character of ``player`` in combat who wields weapons (303.2): the hero, or else an ally
    in combat (303.2d: only for weapons that allow it, ``wield.ally_wields``)."""
    c = st.combat
    if c is None or c.stage != "step":
        return None
    if st.heroes[player] in (c.attacker, c.defender):
        return st.heroes[player]
    for u in (c.attacker, c.defender):  # (a loop: no cells made at every listing)
        if u in st.table.cards and st.table.peek(u).controller == player and kw.is_ally(st, u):
            return u
    return None


def strikers(st: WowState, player: int) -> list[int]:
    """Weapons ``player`` may strike with now (303.2): the wielder (the hero; 303.2d an ally for
    weapons that say so) is attacker or defender in the combat step; only one weapon per combat
    (303.2c) unless a wield power allows more (406.4, ``wield.can_strike``)."""
    who = wielder(st, player)
    if who is None or kw.has(st, st.heroes[player], CANT_STRIKE):  # "Opponents can't strike with weapons" (103.2)
        return []
    return _strikers(st, player, who)


def _strikers(st: WowState, player: int, who: int) -> list[int]:
    """``strikers`` once ``who`` wields weapons in the combat step (a function of its own: the names
    its comprehensions read are no cells made at every listing)."""
    struck = [w for w in st.combat.strikes if w in st.table.cards and st.table.peek(w).controller == player]
    return [u for u in st.table.zone(player, "hero_row")  # 303.2c one per combat; 406.4 wield powers
            if kw.ctype(st, u) == "weapon" and not st.table.peek(u).tapped and can_exhaust(st, u) and u not in struck
            and wield.can_strike(st, player, u, struck) and (who == st.heroes[player] or wield.ally_wields(st, u)) and not kw.has(st, u, CANT_STRIKE)]


def strike(st: WowState, player: int, weapon: int) -> list[Event]:
    """303.2a: no chain; the wielder gets +ATK and the weapon's damage type this combat."""
    assert st.combat is not None
    hero = wielder(st, player)  # the hero, or an ally in combat (303.2d)
    st.combat.strikes.append(weapon)
    bonus = kw.equipment_atk(st, weapon)  # printed ATK, modifiers and +ATK counters (404.1c)
    events = [effects.set_tapped(st.table, weapon, True, R("303.2"), "exhausted")]
    # 303.2b: the wielder has +X ATK, X the weapon's ATK read as it is now ("always the current information"),
    # while the weapon is associated with it (303.2a): a mark read by ``keywords.atk`` (``keywords.STRIKE_ATK``)
    st.modifiers.append(Modifier(hero, kw.STRIKE_ATK, 0, duration="this_battle", player=player, turn=st.turn, source=weapon))
    wtype = kw.weapon_damage_type(st, weapon)  # its current type: printed, or changed (205.1c, "becomes a [Nature] weapon")
    if wtype:
        st.modifiers.append(Modifier(hero, "damage_type:" + wtype, 0, keyword=wtype, duration="this_battle", player=player, turn=st.turn, source=weapon))
    events.append(Event("strike", f"{kw.name(st, hero)} strikes with {kw.name(st, weapon)} (+{bonus} ATK)", R("303.2a"), player))
    return events


def conclude(st: WowState) -> list[Event]:
    """EN 603: attacker and defender deal combat damage equal to their ATK at the same time
    (408.3b combat packets); a Long-Range attacker (or one that struck with a Long-Range weapon on
    its turn, ``long_range``) takes none from the defender (EN glossary);
    then the combat ends (500.5-style cleanup of "this combat" modifiers)."""
    c = st.combat
    events: list[Event] = []
    if c is not None and c.stage == "step" and kw.is_character(st, c.attacker) and kw.is_character(st, c.defender):
        with kw.reading(st):  # all read before the first packet is dealt (603.1: at the same time)
            a_atk, d_atk = kw.atk(st, c.attacker), kw.atk(st, c.defender)
            a_type, d_type = kw.damage_types(st, c.attacker)[0], kw.damage_types(st, c.defender)[0]
            defender_health_left = kw.health(st, c.defender) - st.table.peek(c.defender).damage
            text = f"Combat damage: {kw.name(st, c.attacker)} ({a_atk}) and {kw.name(st, c.defender)} ({d_atk})"
        events.append(Event("combat", text, EN("603.1"),
                            data={"attacker": c.attacker, "defender": c.defender}))  # who attacked, for triggers (engine.wow.event_triggers)
        events += deal(st, c.attacker, c.defender, a_atk, a_type, combat=True, weapons=wielded(st, c.attacker))
        if not long_range(st, c.attacker):
            events += deal(st, c.defender, c.attacker, d_atk, d_type, combat=True, weapons=wielded(st, c.defender))
        if kw.has(st, c.attacker, "Smash") and kw.is_ally(st, c.defender) and a_atk > defender_health_left > -1:
            hero = st.heroes[st.table.cards[c.defender].controller]
            events += deal(st, c.attacker, hero, a_atk - max(defender_health_left, 0), a_type, combat=True, smash=True)
    elif c is not None and c.stage == "step":
        events += wreal2_sabotage.sabotage(st)  # a Sabotage attack reached its end: the card is sabotaged
    events += end_combat(st)
    return events


def long_range(st: WowState, attacker: int) -> bool:
    """EN glossary Long-Range: the defender deals no combat damage to a Long-Range attacker; on a weapon (its reminder
    text, Stakethrower, Lightningflash): "When you strike with this weapon on your turn, defenders deal no combat damage
    to the attacker" — the attacking hero that struck with it this combat, on its controller's turn."""
    if kw.has(st, attacker, "Long-Range"):
        return True
    if st.table.peek(attacker).controller != st.active:
        return False
    return any(kw.has(st, w, "Long-Range") for w in wielded(st, attacker))


def wielded(st: WowState, uid: int) -> list[int]:
    """408.3d: the weapons ``uid`` (a hero, the wielder, 303.2) struck with this combat; its
    combat damage is dealt with all of them (406.4)."""
    if st.combat is None or uid not in st.table.cards or wielder(st, st.table.peek(uid).controller) != uid:
        return []
    owner = st.table.peek(uid).controller  # (reading: peek copies no card)
    return [w for w in st.combat.strikes if w in st.table.cards and st.table.peek(w).controller == owner]


def end_combat(st: WowState) -> list[Event]:
    """Combat ends: attacker and defender leave combat; "this combat" modifiers end (EN 603.3)."""
    if st.combat is None:
        return []
    from .combat_end_effects import carry_out  # (a module that reads this one's state only)

    events = carry_out(st)  # "… at the end of this combat" (helper w30gear)
    st.combat = None
    st.modifiers = [m for m in st.modifiers if m.duration != "this_battle"]
    if st.step == "combat":
        st.step = "main"
    return [*events, Event("combat_end", "The combat ends", EN("603.3"))]


def remove_from_combat(st: WowState, uids: list[int], player: int) -> list[Event]:
    """EN 603 (removed from combat): the attacker or defender leaves the combat; no combat damage
    is dealt and the combat ends at its close (a proposed combat ends at once)."""
    c = st.combat
    events: list[Event] = []
    for uid in uids:
        if c is None or uid not in (c.attacker, c.defender) or c.stage not in ("proposed", "step"):
            continue
        events.append(Event("combat", f"{kw.name(st, uid)} is removed from combat", EN("603"), player, data={"uid": uid}))
        if c.stage == "proposed":
            return events + end_combat(st)
        c.stage = "removed"
    return events


@resolves(GAME, "remove_from_combat")
def _remove_from_combat(call: OpCall) -> list[Event]:
    """ "Remove target attacker from combat", "Remove this ally from combat"."""
    return remove_from_combat(call.st, call.targets_or_source, call.player)

