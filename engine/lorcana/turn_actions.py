"""Main-phase turn actions other than playing a card (4.3): ink (4.3.3), quest (4.3.5),
challenge (4.3.6), move to a location (4.3.7), activated abilities (4.3.8, 7.5), end of turn (4.4)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects

from .act_toll import KW as KW_TOLL
from .act_toll import pay_toll, toll_problem
from .challenge_limits import one_challenger_problem
from .challenge_listing import _may_be_challenged, allowed_targets, may_be_challenged
from .challenge_ready import may_challenge_ready
from .characteristics import (
    abilities,
    any_static_has,
    barred_challenger,
    can_exert_for_cost,
    condition_holds,
    ctype,
    floating_kinds,
    has,
    in_play,
    is_dry,
    keyword_value,
    name,
    nobody_has,
    opponents,
    read_once_of,
    stat,
    static_fields,
    static_keywords,
    statics_of,
)
from .chosen_costs import named_pay_problem, paid_info, pay_problem, pay_with
from .damage_immunity import cant_be_dealt_damage
from .discard_inkable import may_ink_from_discard
from .extra_ink import ink_limit
from .hand_inkable import has_inkwell_symbol
from .inkwell_enters_exerted import inkwell_enters_exerted
from .lore_locks import lore_gain
from .move_costs import move_cost
from .play import ink_available, ink_short, pay_ink
from .prohibitions import prohibited
from .replacement import chooser, damage_options
from .resolve import push_ability
from .rules import R, refuse, refuse_new
from .state import LorcanaState
from .triggers import emit
from .turn_records import record_action
from .zones import banish, deal_damage, exert_event, move_card

NEW = "2.2.0:"
"""Prefix of a problem's section taken from the 2.2.0 rules (outside the seed documents)."""

# --- 4.3.3 ink --------------------------------------------------------------------------------

def can_ink(st: LorcanaState, player: int, uid: int) -> bool:
    """4.3.3: once per turn, a card from hand with the inkwell symbol (6.2.8)."""
    if st.inked[player] >= ink_limit(st, player):  # 8.5.5: "you may ink an additional card"
        return False
    from_hand = uid in st.table.zone(player, "hand") or may_ink_from_discard(st, player, uid)  # "you can ink cards from your discard"
    return from_hand and has_inkwell_symbol(st, player, uid)


def ink(st: LorcanaState, player: int, uid: Any, events: list[Event]) -> None:
    if not isinstance(uid, int) or (uid not in st.table.zone(player, "hand") and not may_ink_from_discard(st, player, uid)):
        raise refuse("4.3.3.1", "choose a card from your hand", "手札のカードを選んでください")
    if st.inked[player] >= ink_limit(st, player):
        raise refuse("4.3.3", "you already put a card into your inkwell this turn", "このターンはすでにインクウェルにカードを置いています")
    if not has_inkwell_symbol(st, player, uid):
        raise refuse("4.3.3.1", "this card has no inkwell symbol", "このカードにはインクウェル・シンボルがありません")
    st.inked[player] += 1
    events.append(effects.reveal(st.table, [uid], R("4.3.3.1"), player))
    events[-1].text = f"P{player + 1} reveals {name(st, uid)} and puts it into their inkwell"
    events.append(move_card(st, uid, "inkwell", R("4.3.3.2"), public=False))
    st.table.cards[uid].tapped = inkwell_enters_exerted(st, player)  # 7.7.4: "cards enter opponents' inkwells exerted"
    emit(st, "inked_yours", uid)  # 4.3.3.3: triggers caused by this go to the bag


# --- 4.3.5 quest ------------------------------------------------------------------------------

def quest_problem(st: LorcanaState, player: int, uid: int) -> tuple[str, str, str] | None:
    card = st.table.peek(uid, None)
    if card is None or card.zone != "play" or card.controller != player or ctype(st, uid) != "character":
        return ("4.3.5.1", "only your characters in play can quest", "クエストできるのはあなたの場のキャラクターだけです")
    if not is_dry(st, uid) and not has(st, uid, "quest_drying"):  # "can quest the turn he's played" (1.2.1)
        return ("6.1.4", "a drying character can't quest", "塗りたてのキャラクターはクエストできません")
    if card.tapped:
        return ("4.3.5.7", "an exerted character can't quest", "エグザート状態のキャラクターはクエストできません")
    if has(st, uid, "Reckless"):
        return ("10.5.2", "a Reckless character can't quest", "暴勇を持つキャラクターはクエストできません")
    if has(st, uid, "cant_quest"):
        return ("4.3.5.6", "an effect prevents this character from questing", "効果によりこのキャラクターはクエストできません")
    return toll_problem(st, player, uid, "4.3.5.6")  # "can't quest … unless you pay 1 {I}" (engine.lorcana.act_toll)


def quest(st: LorcanaState, player: int, uid: Any, events: list[Event]) -> None:
    """4.3.5.7-4.3.5.9: exert, gain lore equal to {L} (negative counts as 0, 7.8.3)."""
    problem = quest_problem(st, player, uid) if isinstance(uid, int) else ("4.3.5.5", "choose a character", "キャラクターを選んでください")
    if problem:
        raise refuse(*problem)
    pay_toll(st, player, uid, events)
    events.append(exert_event(st, uid, True, R("4.3.5.7"), "exerted"))
    gain = lore_gain(st, player, max(0, stat(st, uid, "lore")), events)  # 1.2.2: "can't gain lore"
    st.lore[player] += gain
    events.append(Event("quest", f"{name(st, uid)} quests: P{player + 1} gains {gain} lore", R("4.3.5.8"), player, data={"uid": uid, "lore": gain}))
    emit(st, "quest_self", uid)
    record_action(st, "quested", st.table.cards[uid].controller, uid)  # "if a character of yours quested this turn"
    _support(st, uid)


def _support(st: LorcanaState, uid: int) -> None:
    """10.11.1: Support is a triggered ability ("whenever this character quests"); it does not
    stack (10.1.1). It waits in the bag like any other trigger."""
    if has(st, uid, "Support"):
        card = st.table.cards[uid]
        st.waiting.append({"player": card.controller, "source": uid, "card_id": card.card_id, "ability": -1, "trigger": {"support": True}})


# --- 4.3.6 challenge --------------------------------------------------------------------------

def challenge_problem(st: LorcanaState, player: int, attacker: int, defender: int) -> tuple[str, str, str] | None:
    """4.3.6.6-4.3.6.8 and the keyword restrictions (10.2.3 Bodyguard, 10.4.1 Evasive)."""
    problem = read_once_of(st, ("challenger", player, attacker), _challenger_problem, st, player, attacker)
    if problem:
        return problem
    return _defender_problem(st, player, attacker, defender, st.table.peek(defender, None))


def challenge_targets(st: LorcanaState, player: int, attacker: int, targets: list[int]) -> list[int]:
    """The ``targets`` ``attacker`` may challenge now, in order: those for which
    :func:`challenge_problem` finds nothing (the challenger's own problems asked once, and only when
    something may be challenged at all: engine.lorcana.challenge_listing ``may_be_challenged``)."""
    if not may_be_challenged(st, player) or read_once_of(st, ("challenger", player, attacker), _challenger_problem, st, player, attacker):
        return []
    return allowed_targets(st, player, attacker, targets)  # the defenders' facts once per listing


def listing_challengers(st: LorcanaState, player: int, maybe: frozenset[str], quiet: bool) -> bool:
    """False when no character of ``player`` may challenge anything now: nothing may be challenged
    (engine.lorcana.challenge_listing ``may_be_challenged``) or an effect says characters can't
    challenge (1.2.2) — :func:`_challenger_problem`'s test that is the same for every challenger.
    Asked once per listing (engine.lorcana.game ``main_actions``): ``may_be_challenged`` worked out, not kept
    (``maybe``: the listing's ``maybe_keywords``; ``quiet``: no ``prohibit`` entry nor static in the match)."""
    return _may_be_challenged(st, player, maybe) and (quiet or not (("prohibit" in floating_kinds(st) or "prohibit" in static_fields(st))
                                                                    and prohibited(st, player, "challenge")))  # no prohibition in force at all


def listing_targets(st: LorcanaState, player: int, attacker: int, card: Any, targets: list[int], maybe: frozenset[str]) -> list[int]:
    """:func:`challenge_targets` of a ready character of ``player``'s in play (``card``: its card,
    for reading) while :func:`listing_challengers` is True: the rest of the challenger's own
    problems (4.3.6.6 drying unless Rush, 4.3.6.8, "only one character can challenge"), then the
    defenders it may challenge (4.3.6.7-4.3.6.8, 10.2.3, 10.4.1). ``maybe``: the listing's
    ``maybe_keywords`` (``has`` is False for a keyword not in it; ``one_challenger_problem`` is False
    without the ``one_challenger`` keyword)."""
    if (card.flags.get("drying") and not ("Rush" in maybe and has(st, attacker, "Rush"))) \
            or ("cant_challenge" in maybe and has(st, attacker, "cant_challenge")) \
            or ("one_challenger" in maybe and one_challenger_problem(st, attacker)) \
            or (KW_TOLL in maybe and toll_problem(st, player, attacker, "4.3.6.8")):
        return []
    return allowed_targets(st, player, attacker, targets, maybe)


def _challenger_problem(st: LorcanaState, player: int, attacker: int) -> tuple[str, str, str] | None:
    """The challenger's own problems, whatever it challenges (the same for every defender)."""
    a = st.table.peek(attacker, None)
    if a is None or a.zone != "play" or a.controller != player or ctype(st, attacker) != "character":
        return ("4.3.6.6", "only your characters can challenge", "チャレンジできるのはあなたのキャラクターだけです")
    if a.tapped:
        return ("4.3.6.9", "an exerted character can't challenge", "エグザート状態のキャラクターはチャレンジできません")
    if not is_dry(st, attacker) and not has(st, attacker, "Rush"):
        return ("4.3.6.6", "a drying character can't challenge (unless it has Rush)", "塗りたてのキャラクターはチャレンジできません（突進を除く）")
    if has(st, attacker, "cant_challenge"):
        return ("4.3.6.8", "an effect prevents this character from challenging", "効果によりこのキャラクターはチャレンジできません")
    if toll_problem(st, player, attacker, "4.3.6.8"):  # "can't … challenge unless you pay 1 {I}" (engine.lorcana.act_toll)
        return toll_problem(st, player, attacker, "4.3.6.8")
    if one_challenger_problem(st, attacker):  # "each turn, only one character can challenge" (engine.lorcana.challenge_limits)
        return ("1.2.2", "only one character can challenge each turn, and another one already did", "各ターンにチャレンジできるキャラクターは1体だけで、すでに別のキャラクターがチャレンジしました")
    if prohibited(st, player, "challenge"):  # "characters can't challenge until the start of your next turn"
        return ("1.2.2", "an effect says characters can't challenge now", "効果により今はキャラクターはチャレンジできません")
    return None


def _defender_problem(st: LorcanaState, player: int, attacker: int, defender: int, d: Any) -> tuple[str, str, str] | None:
    """What rules out this defender (``d``: its card, or None) for an attacker that may challenge."""
    if d is None or d.zone != "play" or d.controller == player or d.controller not in opponents(st, player):
        return ("4.3.6.7", "choose an opposing character or location", "相手のキャラクターかロケーションを選んでください")
    if any(m.uid == attacker and m.keyword == "cant_challenge_caster" and m.player == d.controller for m in st.modifiers):
        return ("4.3.6.8", "an effect prevents this character from challenging that player's characters or locations",
                "効果によりこのキャラクターはそのプレイヤーのキャラクターやロケーションにチャレンジできません")  # Flippant Taunt
    t = ctype(st, defender)
    if t == "location":  # 4.3.6.21: locations can be challenged at any time, unless an effect says otherwise (1.2.2)
        if barred_challenger(st, attacker, defender):  # 1.2.2: "your locations can't be challenged by characters with cost 2 or less"
            return ("4.3.6.8", "this location can't be challenged by that character", "このロケーションはそのキャラクターにチャレンジされません")
        if has(st, defender, "Evasive") and not (has(st, attacker, "Evasive") or has(st, attacker, "Alert")):  # 2.2.0 8.6.1: "This [Type] …"
            return (f"{NEW}8.6.1", "only characters with Evasive can challenge this location", "回避を持つキャラクターでなければこのロケーションにチャレンジできません")
        return ("4.3.6.8", "this location can't be challenged", "このロケーションはチャレンジされません") if has(st, defender, "cant_be_challenged") else None
    if t != "character":
        return ("4.3.6.7", "only characters and locations can be challenged", "チャレンジできるのはキャラクターとロケーションだけです")
    if (not d.tapped and not has(st, attacker, "challenge_ready") and not (d.damage and has(st, attacker, "challenge_ready_damaged"))
            and not may_challenge_ready(st, attacker, defender)):
        return ("4.3.6.7", "only exerted characters can be challenged", "チャレンジできるのはエグザート状態のキャラクターだけです")
    if has(st, defender, "cant_be_challenged"):
        return ("4.3.6.8", "this character can't be challenged", "このキャラクターはチャレンジされません")
    if barred_challenger(st, attacker, defender):  # 1.2.2: "… can't challenge this character"
        return ("4.3.6.8", "this character can't be challenged by that character", "このキャラクターはそのキャラクターにチャレンジされません")
    if has(st, defender, "Evasive") and not (has(st, attacker, "Evasive") or has(st, attacker, "Alert")):
        return ("10.4.1", "only characters with Evasive can challenge this character", "回避を持つキャラクターでなければこのキャラクターにチャレンジできません")
    if not has(st, defender, "Bodyguard"):
        for other in st.table.zones[d.controller]["play"]:
            if (other != defender and has(st, other, "Bodyguard") and ctype(st, other) == "character"
                    and challenge_problem(st, player, attacker, other) is None):
                return ("10.2.3", "you must choose a character with Bodyguard if able", "可能なら護衛を持つキャラクターを選ばなければなりません")
    return None


def challenge(st: LorcanaState, player: int, attacker: Any, defender: Any, events: list[Event]) -> None:
    if not isinstance(attacker, int) or not isinstance(defender, int):
        raise refuse("4.3.6.6", "name the challenger and the challenged card", "チャレンジするキャラクターと対象を選んでください")
    problem = challenge_problem(st, player, attacker, defender)
    if problem and problem[0].startswith(NEW):
        raise refuse_new(problem[0].removeprefix(NEW), problem[1], problem[2])
    if problem:
        raise refuse(*problem)
    pay_toll(st, player, attacker, events)
    events.append(exert_event(st, attacker, True, R("4.3.6.9"), "exerted"))
    st.challenge = {"attacker": attacker, "defender": defender, "player": player, "defending_player": st.table.cards[defender].controller}
    events.append(Event("challenge", f"{name(st, attacker)} challenges {name(st, defender)}", R("4.3.6.10"), player, data={"attacker": attacker, "defender": defender}))
    emit(st, "challenge_self", attacker, challenger=attacker, defender=defender)
    st.table.cards[defender].flags["challenged_turn"] = st.turn  # "chosen character who was challenged this turn"
    record_action(st, "challenged", st.table.cards[attacker].controller, attacker)  # "if none of your characters challenged this turn"
    emit(st, "challenged_self", defender, challenger=attacker, defender=defender)
    st.agenda[0:0] = ["challenge_damage", "challenge_end"]


def challenge_damage(st: LorcanaState, events: list[Event]) -> None:
    """4.3.6.13-4.3.6.16: both deal damage equal to their {S} at once (negative = 0); Challenger
    +N only while challenging (10.3.3); a location deals none (4.3.6.22). If a participant left,
    the challenge ended early and no damage is dealt (4.3.6.23)."""
    ch = st.challenge
    if not ch:
        return
    a, d = ch["attacker"], ch["defender"]
    if st.table.cards[a].zone != "play" or st.table.cards[d].zone != "play":
        events.append(Event("challenge_end", "A participant left the challenge: it ends without damage", R("4.3.6.23")))
        return
    # "Your characters get +3 {S} while challenging a location this turn" (Olympus Would Be That Way)
    at_location = keyword_value_safe(st, a, "challenger_location") if ctype(st, d) == "location" else 0
    a_str = max(0, stat(st, a, "strength") + (keyword_value_safe(st, a, "Challenger")) + at_location)
    d_str = 0 if ctype(st, d) == "location" else max(0, stat(st, d, "strength"))
    if has(st, a, "damage_with_willpower"):  # "your characters deal damage with their {W} instead of their {S}" (7.7.2)
        a_str = max(0, stat(st, a, "willpower"))
    if ctype(st, d) != "location" and has(st, d, "damage_with_willpower"):
        d_str = max(0, stat(st, d, "willpower"))
    chosen = ch.setdefault("repl", {})
    plan = []
    for victim, amount, source in ((d, a_str, a), (a, d_str, d)):
        if not amount:
            continue
        opts = damage_options(st, victim, True)
        if len(opts) > 1 and str(victim) not in chosen:  # 7.7.6: one replacement only; a player chooses
            st.agenda.insert(0, "challenge_damage")
            st.pending.append(Pending(chooser(st, victim, None), "replacement", f"Several replacement effects apply to the damage to {name(st, victim)}: choose one",
                                      [Option(str(i), o["label"]) for i, o in enumerate(opts)], 1, 1, R("7.7.6"), {"challenge": True, "uid": victim}))
            return
        plan.append((victim, amount, source, opts[chosen[str(victim)]] if len(opts) > 1 else (opts[0] if opts else None)))
    events.append(Event("challenge_damage", f"Challenge damage: {name(st, a)} deals {a_str}, {name(st, d)} deals {d_str}", R("4.3.6.13")))
    for victim, amount, source, repl in plan:  # 4.3.6.16: dealt at the same time
        dealt = deal_damage(st, victim, amount, R("4.3.6.16"), events, source=source, replacement=repl)
        if dealt:  # "whenever this character deals damage to another character in a challenge" (7.4.1)
            emit(st, "deals_challenge_damage_self", source, defender=victim, amount=dealt, other_than=[victim])


def keyword_value_safe(st: LorcanaState, uid: int, kw: str) -> int:
    return keyword_value(st, uid, kw) or 0


# --- 4.3.7 move -------------------------------------------------------------------------------

def move_problem(st: LorcanaState, player: int, uid: int, loc: int) -> tuple[str, str, str] | None:
    c, location = st.table.peek(uid, None), st.table.peek(loc, None)  # reading only
    if c is None or c.zone != "play" or c.controller != player or ctype(st, uid) != "character":
        return ("4.3.7.1", "only your own characters can move", "移動できるのはあなたのキャラクターだけです")
    if location is None or location.zone != "play" or location.controller != player or ctype(st, loc) != "location":
        return ("4.3.7.1", "characters move only to your own locations", "移動先はあなたのロケーションでなければなりません")
    if c.flags.get("at") == loc:
        return ("4.3.7.3", "this character is already at that location", "このキャラクターはすでにそのロケーションにいます")
    if has(st, uid, "cant_move"):  # 1.2.2: "this character can't move to locations" beats 4.3.7
        return ("1.2.2", "an effect says this character can't move to locations", "効果によりこのキャラクターはロケーションに移動できません")
    cost = move_cost(st, player, uid, loc)  # 6.5.4 after decreases (engine.lorcana.move_costs)
    if ink_available(st, player) < cost:
        return ("6.5.4", f"not enough ready ink to pay the move cost {cost}", "移動コストを支払うインクが足りません")
    return None


def move_to_location(st: LorcanaState, player: int, uid: Any, loc: Any, events: list[Event]) -> None:
    """4.3.7.3-4.3.7.4: pay the move cost; the character is then at the location. Moving from one
    location to another is allowed (P7 choice: the document is silent)."""
    if not isinstance(uid, int) or not isinstance(loc, int):
        raise refuse("4.3.7.3", "name a character and a location", "キャラクターとロケーションを選んでください")
    problem = move_problem(st, player, uid, loc)
    if problem:
        raise refuse(*problem)
    pay_ink(st, player, move_cost(st, player, uid, loc, spend=True), events, "4.3.7.4")
    came = st.table.cards[uid].flags.get("at")  # "when you move a character here from a location" (came_from)
    st.table.cards[uid].flags["at"] = loc
    events.append(Event("move_location", f"{name(st, uid)} moves to {name(st, loc)}", R("4.3.7.4"), player, data={"uid": uid, "location": loc}))
    emit(st, "moves_self", uid, location=loc, came_from=came)  # "whenever this character moves to a location" / "… move a character here"


# --- 4.3.8 activated abilities ----------------------------------------------------------------

def ability_ink(st: LorcanaState, player: int, uid: int, ab: Any) -> int:
    """The ink to pay for an activated ability: none when a static lets you use it for free
    ("without paying" ignores the ink cost only, 4.3.8.4, 4.3.4.10)."""
    if any_static_has(st, "free_ability"):
        for s in statics_of(st, uid):
            if s.get("free_ability") and s["free_ability"] == (ab.name or "").upper() and condition_holds(st, s.get("cond"), player, uid):
                return 0
    return int(ab.cost.get("ink", 0))


def activate_problem(st: LorcanaState, player: int, uid: int, index: int) -> tuple[str, str, str] | None:
    card = st.table.peek(uid, None)  # reading only
    if card is None or card.zone != "play" or card.controller != player:
        return ("4.3.8.1", "only abilities of your cards in play can be used", "起動能力を使えるのはあなたの場のカードだけです")
    abs_ = abilities(st, uid)
    if not 0 <= index < len(abs_) or abs_[index].kind != "activated":
        return ("7.5.1", "that card has no such activated ability", "そのカードにその起動能力はありません")
    cost = abs_[index].cost
    if abs_[index].once_per_turn and card.flags.get(f"_used_{index}") == st.turn:
        return (f"{NEW}8.4.1", "this ability can be used once during your turn (Boost)", "この能力は自分のターンに1回だけ使えます（ブースト）")
    if cost.get("while") and not condition_holds(st, cost["while"], player, uid):  # "While you have 3 or more characters here, you may …"
        return (f"{NEW}6.1.13.5", "this ability can be used only while its condition holds", "この能力は条件を満たしている間だけ使えます")
    if cost.get("exert") and not can_exert_for_cost(st, uid):
        return ("4.3.8.2", "the card must be ready (and a character must be dry) to {E}", "{E}するにはレディ状態（キャラクターは乾いた状態）でなければなりません")
    if ink_short(st, player, ability_ink(st, player, uid, abs_[index])):
        return ("7.5.3", "not enough ready ink to pay this ability's cost", "この能力のコストを支払うインクが足りません")
    if cost.get("discard") and len(st.table.zone(player, "hand")) < cost["discard"]:
        return ("7.5.3", "you have no card to discard for this cost", "コストとして捨てるカードがありません")
    if cost.get("pay") and pay_problem(st, player, uid, cost, None):
        return ("7.5.3", "you don't have the cards this cost needs", "このコストに必要なカードがありません")
    if cost.get("damage_self") and cant_be_dealt_damage(st, uid):  # "Deal 1 damage to this character —" can't be paid
        return ("7.5.3", "this card can't be dealt damage, so it can't pay this cost", "このカードはダメージを受けないため、このコストを支払えません")
    return None


def listing_activatable(st: LorcanaState, player: int, uid: int, card: Any, kind: str, abs_: Any, index: int, ink: int,
                        frees: bool) -> bool:
    """``activate_problem(st, player, uid, index) is None`` for a card of ``player``'s in play, told
    from what the listing already read: ``card`` (its card, for reading), ``kind`` (its type),
    ``abs_`` (``abilities(st, uid)``), ``ink`` (``ink_available(st, player)``) and ``frees`` (some
    static of the match has ``free_ability``: else :func:`ability_ink` is the ink of the cost)."""
    if not 0 <= index < len(abs_) or abs_[index].kind != "activated":
        return False  # 7.5.1
    ab = abs_[index]
    cost = ab.cost
    if ab.once_per_turn and card.flags.get(f"_used_{index}") == st.turn:
        return False  # 2.2.0 8.4.1 (Boost)
    if cost.get("while") and not condition_holds(st, cost["while"], player, uid):
        return False  # 2.2.0 6.1.13.5 ("While", outside the seed documents)
    if cost.get("exert") and (card.tapped or (kind == "character" and card.flags.get("drying"))):
        return False  # 4.3.8.2: can_exert_for_cost
    if ink < (ability_ink(st, player, uid, ab) if frees else int(cost.get("ink", 0))):
        return False  # 7.5.3
    if cost.get("discard") and len(st.table.zone(player, "hand")) < cost["discard"]:
        return False
    if cost.get("pay") and pay_problem(st, player, uid, cost, None):
        return False
    return not (cost.get("damage_self") and cant_be_dealt_damage(st, uid))


def activate(st: LorcanaState, player: int, uid: Any, index: Any, events: list[Event], discard: Any = None, pay: Any = None) -> None:
    """7.5.3: pay the whole cost, then the ability resolves at once, outside the bag (8.7.2)."""
    if not isinstance(uid, int) or not isinstance(index, int):
        raise refuse("7.5.3.1", "name a card and an ability", "カードと能力を選んでください")
    problem = activate_problem(st, player, uid, index)
    if problem and problem[0].startswith(NEW):
        raise refuse_new(problem[0].removeprefix(NEW), problem[1], problem[2])
    if problem:
        raise refuse(*problem)
    ab = abilities(st, uid)[index]
    card = st.table.cards[uid]
    if ab.cost.get("discard") and discard not in st.table.zone(player, "hand"):
        raise refuse("7.5.3.2", "choose a card from your hand to discard for this cost", "コストとして捨てる手札のカードを選んでください")
    if ab.cost.get("pay") and named_pay_problem(st, player, uid, ab.cost, pay):
        raise refuse("7.5.3.2", "name the cards that pay this cost", "このコストを支払うカードを選んでください")
    if ab.once_per_turn:
        card.flags[f"_used_{index}"] = st.turn  # "once during your turn" (rules 2.2.0 8.4.1)
    if ab.cost.get("exert"):
        events.append(exert_event(st, uid, True, R("7.5.3.2"), "exerted"))
    pay_ink(st, player, ability_ink(st, player, uid, ab), events, "7.5.3.2")
    if ab.cost.get("damage_self"):  # "1 {I}, Deal 1 damage to this character —" (9.2: dealt, so Resist applies)
        deal_damage(st, uid, int(ab.cost["damage_self"]), R("7.5.3.2"), events, source=uid)
    if ab.cost.get("discard"):
        if discard not in st.table.zone(player, "hand"):
            raise refuse("7.5.3.2", "choose a card from your hand to discard for this cost", "コストとして捨てる手札のカードを選んでください")
        events.append(move_card(st, discard, "discard", R("7.5.3.2")))
    if ab.cost.get("pay"):
        pay_with(st, player, ab.cost, pay, events)
    events.append(Event("activate", f"P{player + 1} uses {name(st, uid)}{' ' + ab.name if ab.name else ''}", R("7.5.3.3"), player, data={"uid": uid}))
    card_id = card.card_id
    if ab.cost.get("banish_self"):
        banish(st, [uid], R("7.5.3.2"), events)
    origin = getattr(ab, "origin", None)
    if origin:  # an ability gained from another card (1.8.3): its body is that card's text (engine.lorcana.granted_abilities)
        push_ability(st, "ability", player, uid, origin[0], origin[1], paid_info(st, ab.cost, pay), events, root_path=list(origin[2]))
        return
    push_ability(st, "ability", player, uid, card_id, index, paid_info(st, ab.cost, pay), events)  # "the banished character" (7.1.9)


# --- 4.4 end of turn --------------------------------------------------------------------------

def reckless_blocker(st: LorcanaState, player: int) -> int | None:
    """10.5.3: a ready Reckless character that can challenge blocks the end of the turn."""
    if nobody_has(st, "Reckless"):
        return None
    # with no effect on any card and no static of the match giving or removing Reckless, has(st, uid,
    # "Reckless") is whether the card data prints it (10.1.1; engine.lorcana.characteristics ``has``)
    printed = not st.modifiers and "Reckless" not in static_keywords(st)
    cards = st.cards
    peek = st.table.peek
    for uid in in_play(st, player):
        card = peek(uid)
        if (("Reckless" in cards[card.card_id].get("keywords", _NO_KEYWORDS)) if printed else has(st, uid, "Reckless")) \
                and not card.tapped and challenge_targets(st, player, uid, in_play(st)):
            return uid
    return None


_NO_KEYWORDS: dict[str, Any] = {}


def must_quest_blocker(st: LorcanaState, player: int) -> int | None:
    """"… must quest during their next turn if able": a character of ``player`` that must quest
    and still can blocks the end of the turn (1.2.1: the card's text beats the rule that lets a
    player end a turn freely; 1.2.3: only if able)."""
    if nobody_has(st, "must_quest"):
        return None
    for uid in in_play(st, player):
        if has(st, uid, "must_quest") and quest_problem(st, player, uid) is None:
            return uid
    return None


def end_turn(st: LorcanaState, player: int, events: list[Event]) -> None:
    """4.4.1: declare the end of the turn; at-end-of-turn triggers and delayed triggers go to the
    bag (4.4.1.1), then "this turn" effects end (4.4.1.3)."""
    blocker = reckless_blocker(st, player)
    if blocker is not None:
        raise refuse("10.5.3", f"{name(st, blocker)} is Reckless and can still challenge", f"{name(st, blocker)}は暴勇を持ち、まだチャレンジできます")
    blocker = must_quest_blocker(st, player)
    if blocker is not None:
        raise refuse("1.2.1", f"{name(st, blocker)} must quest this turn and still can", f"{name(st, blocker)}はこのターンにクエストしなければならず、まだクエストできます")
    st.phase = "end"
    events.append(Event("end_turn", f"P{player + 1} ends their turn", R("4.4.1"), player))
    emit(st, "turn_end", None)
    for d in [d for d in st.delayed if d.get("when") == "end_of_turn"]:
        st.delayed.remove(d)
        st.waiting.append(d["trigger"])
    st.agenda = ["end_cleanup", "next_turn"]
