"""What the bot does with a ONE PIECE card, in words (``python -m bot cards explain onepiece NAME``
and the Discord ``card`` command): for each printed ability, whether templates, a per-card script
or manual resolution handle it, and what it does."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.core.effects import Effect, Target, game_ops
from engine.core.explain import KEYWORD, MANUAL, SCRIPT, TEMPLATE, AbilityExplanation

from .cards.compiler import PrintedAbility, card_text
from .cards.conditions_bounded import BOUNDED_WORDS
from .cards.conditions_round import ROUND_WORDS
from .cards.model import Ability
from .cards.readers import CAN_ATTACK_ACTIVE, NO_ATTACK_CHEAP, NO_BATTLE_KO_BY, NO_BLOCKER, NO_REMOVAL
from .cards.templates_counting import COUNT, count_words
from .cards.templates_no_block import NO_BLOCKER_POWER
from .cards.templates_timings import TIMINGS
from .explain_ops import OP_WORDS, PHRASE_LABELS, rule_words
from .leader_attack_guard import NO_ATTACK_LEADER
from .ops import UP_TO
from .resolve import shares_check
from .rules import GAME

_TIMING_NAMES = {v: k for k, v in TIMINGS.items()} | PHRASE_LABELS | {
    "took_damage": "When you take damage", "dealt_damage": "When you deal damage to your opponent's Life", "own_character_ko": "When your Character is K.O.'d",
    "removed_by_effect": "When a Character is removed from the field by an effect",
    "removed_by_rule": "When a Character is trashed to make room for a sixth (3-7-6-1)",
    "rested_by_your_effect": "When a Character is rested by your effect",
    "life_removed": "When a card is removed from a Life area", "life_zero": "When your number of Life cards becomes 0",
    "drew_outside_draw_phase": "When you draw a card outside of your Draw Phase",
    "don_given": "When this Leader or any of your Characters is given a DON!! card", "battles": "When this Character battles",
    "played_from": "When you play a Character card from a zone",
    "hand_trashed_by": "When a card is trashed from your hand by your card's effect",
    "on_opponent_trigger": "When your opponent activates a [Trigger]",
    "you_play_character": "When you play a Character",
    "own_leader_attacks": "When your Leader attacks", "own_leader_attacked": "When your Leader is attacked",
    "opponent_plays_character": "When your opponent plays a Character"}
_COSTS = {
    "rest_don": "rest {n} DON!!", "don_minus": "DON!! −{n}", "rest_self": "rest this card", "trash_self": "trash this card",
    "return_active_don": "return {n} active DON!! to your DON!! deck",
    "trash_hand": "trash {n} card(s) from your hand", "life_to_hand": "add {n} card(s) from the top of your Life cards to your hand",
    "life_trash": "trash {n} card(s) from the top of your Life cards", "bottom_self": "place this card at the bottom of your deck",
    "mill": "trash {n} card(s) from the top of your deck", "trash_to_deck": "place {n} card(s) from your trash at the bottom of your deck",
    "reveal_hand": "reveal {n} card(s) from your hand", "bounce_own": "return {n} of your Characters to your hand",
    "bounce_self": "return this card to your hand", "life_face_up": "turn {n} card(s) from the top of your Life cards face-up",
    "life_face_down": "turn {n} card(s) from the top of your Life cards face-down (each must be face-up)",
    "don_minus_any": "return {n} or more DON!! cards from your field to your DON!! deck", "trash_own": "trash {n} of your Characters",
    "give_active_don": "give {n} active DON!! to 1 of your Leader or Character cards", "ko_own": "K.O. {n} of your Characters",
    "trash_own_or_hand": "trash {n} of your Characters or {n} card(s) from your hand", "rest_leader": "rest your Leader",
    "leader_minus_power": "give your active Leader −{n} power during this turn",
    "self_minus_power": "give this card −{n} power during this turn", "ko_self": "K.O. this Character",
    "protected_minus_power": "give that Character −{n} power during this turn",
    "protected_to_life": "add that Character to the top of your Life cards face-down",
    "rest_opp_char": "rest {n} of your opponent's Characters",
    "hand_to_deck_top": "place {n} card(s) from your hand at the top of your deck",  # costs_starters
    "hand_to_deck_bottom": "place {n} card(s) from your hand at the bottom of your deck",
    "return_given_don": "return {n} of your given DON!! cards to your cost area rested",
    "rest_leader_or_don": "rest your Leader or 1 of your DON!! cards", "char_to_life_face_up": "add {n} of your Characters to the top of your Life cards face-up",
    "trash_hand_or_rest_don": "trash {n} card(s) from your hand or rest {n} of your DON!! cards",
    "life_end_face_up": "turn {n} card(s) from the top or bottom of your Life cards face-up",
    "life_end_face_down": "turn {n} card(s) from the top or bottom of your Life cards face-down",
    "face_up_life_down": "turn {n} of your face-up Life cards face-down", "reveal_hand_keep": "reveal {n} card(s) from your hand",
    "bottom_own": "place {n} of your Characters at the bottom of the owner's deck",
    "opp_char_to_life_end_face_up": "place {n} of your opponent's Characters at the top or bottom of their Life cards face-up",
    "give_opp_don": "give {n} of your opponent's rested DON!! cards to 1 of your opponent's Characters",  # costs_more
    "leader_minus_any": "give your Leader −{n} power during this turn",
    "give_active_don_to": "give {n} active DON!! card(s) to 1 of your Leader or Character cards",
}


def timing_label(timing: str) -> str:
    if "|" in timing:  # "when A or B": one auto ability with two events
        first, *more = (timing_label(t) for t in timing.split("|"))
        return " or ".join([first] + [label[:1].lower() + label[1:] for label in more])  # "When A or when B"
    return _TIMING_NAMES.get(timing) or timing.replace("_", " ").capitalize()


def describe_cost(cost: dict[str, Any]) -> str:
    flt = {k: v for k, v in (cost.get("filter") or {}).items() if k not in ("side", "zone")}
    if cost["kind"] == "rest_own":
        return f"rest {cost.get('n', 1)} of your " + (_noun_phrase(flt, plural=True) if flt else "cards")
    phrase = _COSTS.get(cost["kind"], cost["kind"].replace("_", " ")).format(n=cost.get("n", 1))
    if cost["kind"] == "bottom_own" and (cost.get("filter") or {}).get("side") == "any":  # either player's (payable.own_matching)
        phrase = phrase.replace("of your Characters", "Character(s) of either player")
    if cost["kind"] in ("life_to_hand", "life_trash") and cost.get("either"):  # resolve.life_end: the player picks the end
        phrase = phrase.replace("from the top of", "from the top or bottom of")
    if cost["kind"] == "trash_own_or_hand":  # payable.own_matching: the field cards of its filter, hand_filter the hand's
        field = _noun_phrase(flt, plural=True) if flt.get("types") else "Characters" + (f" ({_filter_words(flt)})" if flt else "")
        hand = f" ({_filter_words(cost['hand_filter'])})" if cost.get("hand_filter") else ""
        return agree(f"trash {cost.get('n', 1)} of your {field} from your field, or {cost.get('n', 1)} card(s) from your hand{hand}")
    return agree(phrase + (f" ({_filter_words(flt)})" if flt else ""))


# --- targets, conditions and effects in ONE PIECE's words ----------------------------------------

_COUNTED = re.compile(r"\b(\d+) ((?:active |rested )?(?:DON!! |Life )?)(card|Character|Event|step)\(s\)")


def agree(text: str) -> str:
    """"1 card(s)" → "1 card", "2 card(s)" → "2 cards": the noun agrees with the number before it."""
    return _COUNTED.sub(lambda m: f"{m[1]} {m[2]}{m[3]}" + ("" if m[1] == "1" else "s"), text)


_NOUNS = {("Leader", "Character"): "Leader or Character cards", ("Character",): "Characters", ("Leader",): "Leader",
          ("Stage",): "Stages", ("Event",): "Events", (): "cards", ("DON!!",): "DON!! cards",
          ("Character", "Stage"): "Characters or Stages", ("Leader", "Character", "Stage", "DON!!"): "cards"}
_ONE = {"Leader or Character cards": "Leader or Character card", "Characters": "Character", "Stages": "Stage",
        "Events": "Event", "DON!! cards": "DON!! card", "Characters or Stages": "Character or Stage", "cards": "card"}
"""The noun of _NOUNS for a count of 1 ("up to 1 Character" from any zone, not "up to 1 of Characters")."""
_ZONES = {"hand": " from your hand", "trash": " from your trash", "looked": " among the looked-at cards",
          "hand_or_trash": " from your hand or trash", "life": " from your Life cards",
          "opp_trash": " from your opponent's trash"}


def _filter_words(flt: dict[str, Any]) -> str:
    words = []
    for low, high, what in (("cost_min", "cost_max", "cost"), ("power_min", "power_max", "power"),
                            ("base_cost_min", "base_cost_max", "base cost"), ("base_power_min", "base_power_max", "base power")):
        if low in flt and high in flt and flt[low] == flt[high]:
            words.append(f"with a {what} of {flt[low]}")
        elif low in flt and high in flt:  # "with a cost of 2 to 8": both limits are checked (board.matches)
            words.append(f"with a {what} of {flt[low]} to {flt[high]}")
        elif high in flt:
            words.append(f"with a {what} of {flt[high]} or less")
        elif low in flt:
            words.append(f"with a {what} of {flt[low]} or more")
    phrases = {"traits": lambda v: " or ".join(f"{{{x}}}" for x in v) + " type", "attribute": lambda v: f"<{v}> attribute",
               "name": lambda v: f"named [{v}]", "colors": lambda v: " or ".join(v).lower(), "rested": lambda v: "rested" if v else "active",
               "not_self": lambda v: "other than this card", "not_name": lambda v: f"other than [{v}]",
               "trait_has": lambda v: f'with a type including "{v}"', "not_trait_has": lambda v: f'without a type including "{v}"', "name_has": lambda v: f'with a name including "{v}"',
               "has_trigger": lambda v: "with a [Trigger]", "types": lambda v: " or ".join(v) + " card",
               "cost_max_own_don": lambda v: "with a cost equal to or less than the number of DON!! cards on your field",
               "cost_max_life": lambda v: "with a cost equal to or less than " + (
                   "the total of your and your opponent's Life cards" if v == "total" else
                   "your number of Life cards" if v == "own" else "the number of your opponent's Life cards"),
               "distinct_names": lambda v: "with different card names", "no_base_effect": lambda v: "with no base effect",
               "not_colors_of_chosen": lambda v: "of a different color than the returned Character",
               "no_on_play": lambda v: "without an [On Play] effect", "no_when_attacking": lambda v: "without a [When Attacking] effect",
               "given_don_min": lambda v: f"with {v} or more DON!! cards given",
               "total_power_max": lambda v: f"with a total power of {v} or less",
               "total_cost_max": lambda v: f"with a total cost of {v} or less",
               "cost_max_opp_don": lambda v: "with a cost equal to or less than the number of DON!! cards on your opponent's field",
               "cost_is_given_don": lambda v: "with a cost equal to the number of DON!! cards given to it",
               "keyword": lambda v: f"with [{v}]"}
    words += [phrases[k](v) for k, v in flt.items() if k in phrases and (v or k != "types")]
    if "any_of" in flt:
        words.append("either " + " or ".join(_noun_phrase(alt) for alt in flt["any_of"]))
    return ", ".join(words)


_BEFORE_NOUN = ("rested", "colors", "traits", "attribute")


def _noun_phrase(flt: dict[str, Any], plural: bool = False) -> str:
    """One alternative of an "or" filter as the card says it: "<Slash> attribute card", "green
    Event", "rested {Navy} type Character with a cost of 5 or less"."""
    flt = {k: v for k, v in flt.items() if k not in ("side", "zone")}
    before = {k: flt.pop(k) for k in _BEFORE_NOUN if k in flt}
    name = flt.pop("name", None)
    types = flt.pop("types", [])
    noun = " or ".join(types) if types else "card"
    if plural:
        noun = {"Character": "Characters", "card": "cards", "Event": "Events", "Stage": "Stages"}.get(noun, noun)
    adjectives = _filter_words(before).replace(", ", " ")
    head = " ".join(w for w in (adjectives, f"[{name}]" if name else "", noun) if w)
    rest = _filter_words(flt)
    return head + (f" {rest}" if rest else "")


def _plural_target(target: Target | None) -> bool:
    """Is the subject ``target_words`` makes of ``target`` plural ("all of your Characters", "up to 2 of …")?"""
    if target is None or target.kind in ("self", "player") or target.filter.get("zone") in ("attacker", "chosen"):
        return False
    if target.kind == "each":
        return tuple(target.filter.get("types", [])) != ("Leader",)
    return target.count > 1


def _own_target(target: Target | None) -> bool:
    """Is ``target`` this card or your own side's cards?"""
    return target is None or target.kind == "self" or (target.kind in ("chosen", "each") and target.filter.get("side") == "own"
                                                        and target.filter.get("zone", "field") == "field")


def target_words(target: Target | None) -> str:
    """"up to 1 of your opponent's Characters with a cost of 5 or less"."""
    if target is None or target.kind == "self":
        return "this card"
    if target.kind == "player":
        return "you"
    flt = dict(target.filter)
    zone_name = flt.pop("zone", "field")
    if zone_name == "attacker":  # stack.candidates: the attacking card of the battle now
        return "the attacking Leader or Character"
    if zone_name == "chosen":
        rest = _filter_words({k: v for k, v in flt.items()})
        return "the selected card(s)" + (f" ({rest})" if rest else "")
    flt = dict(target.filter)
    side = {"own": "your ", "opp": "your opponent's "}.get(flt.pop("side", "any"), "")
    zone = _ZONES.get(flt.pop("zone", "field"), "")
    noun = _NOUNS.get(tuple(flt.pop("types", [])), "cards")
    rest = _filter_words(flt)
    if target.kind == "each":
        if noun == "Leader":
            return f"{side}Leader".strip() + (f" ({rest})" if rest else "")
        head = f"all of {side}{noun}" if side else f"all {noun}"
        zone = zone.replace(" from your ", " in your ", 1)  # "all of your Characters in your hand": they stay there
    else:
        count = f"up to {target.count}" if target.up_to else str(target.count)
        head = f"{count} of {side}{noun}" if side else f"{count} {_ONE.get(noun, noun) if target.count == 1 else noun}"
    return head + (f" ({rest})" if rest else "") + zone


_CONDITION_WORDS = {
    "own_life": "you have {n} or {how} Life cards", "opp_life": "your opponent has {n} or {how} Life cards",
    "own_hand": "you have {n} or {how} cards in your hand", "opp_hand": "your opponent has {n} or {how} cards in their hand",
    "own_don": "you have {n} or {how} DON!! cards on your field", "opp_don": "your opponent has {n} or {how} DON!! cards on their field",
    "own_trash": "you have {n} or {how} cards in your trash", "own_chars": "you have {n} or {how} Characters",
    "opp_chars": "your opponent has {n} or {how} Characters", "total_life": "you and your opponent have {n} or {how} Life cards in total",
    "leader_trait": "your Leader has the {{{v}}} type", "leader_traits": "your Leader has the {v} type",
    "leader_trait_has": 'your Leader\'s type includes "{v}"', "leader_name": "your Leader is [{v}]",
    "leader_name_has": 'your Leader\'s name includes "{v}"', "leader_color": "your Leader is {v}",
    "leader_multicolor": "your Leader is multicolored", "leader_power": "your Leader has {n} power or {how}",
    "opp_rested": "your opponent has {n} or {how} rested cards", "own_named": "you have [{v}]", "no_own_named": "you don't have [{v}]",
    "either_life": "you or your opponent has {v} Life cards", "life_lt_opp": "you have fewer Life cards than your opponent",
    "life_gt_opp": "you have more Life cards than your opponent", "don_le_opp": "you have no more DON!! than your opponent",
    "don_lt_opp": "you have fewer DON!! than your opponent", "own_rested": "you have {n} or {how} rested cards",
    "leader_names": "your Leader is {v}", "leader_attribute": "your Leader has the <{v}> attribute",
    "either_don": "you or your opponent has {v} DON!! cards on the field", "if_you_do": "you do", "if_you_dont": "you do not",
    "opp_leader_attribute": "your opponent's Leader has the <{v}> attribute",
    "opp_rested_chars": "your opponent has {n} or {how} rested Characters", "no_other_named": "you have no other [{v}] Characters",
    "self_rested": "this card is rested", "own_given_don": "you have any DON!! cards given",
    "own_active_don": "you have {n} or {how} active DON!! cards",
    "self_battled_character": "this card battled your opponent's Character during this turn",
    "self_played_this_turn": "this card was played on this turn",
    "only_chars_trait": "the only Characters on your field are {{{v}}} type Characters",
    "don_behind": "you have at least {v} DON!! fewer than your opponent on the field",
    "own_char_power_min": "you have a Character with {v} power or more",
    "own_rested_don": "you have {n} or {how} rested DON!! cards",
    "own_turns_min": "it is your turn number {v} or later",
    "opp_turn": "it is your opponent's turn",
    "own_event_cost_this_turn": "you have activated an Event with a base cost of {v} or more during this turn",
    "own_rested_chars": "you have {n} or {how} rested Characters", "own_deck": "you have {n} or {how} cards in your deck",
    "opp_char_power_min": "your opponent has a Character with {v} power or more",
    "life_le_opp": "you have no more Life cards than your opponent",
    "own_trash_events": "you have {n} or {how} Events in your trash",
    "own_life_hand": "you have a total of {n} or {how} cards in your Life area and hand",
    "own_given_don_total": "you have a total of {n} or {how} given DON!! cards", "own_named_field": "you have [{v}] on your field",
    "own_chars_base_cost": "you have {n} or more Characters with a base cost of {how} or more",
    "own_chars_traits": "you have {n} or more Characters with the {how} type",
}
_CONDITION_WORDS.update(ROUND_WORDS)  # conditions_round
_CONDITION_WORDS.update(BOUNDED_WORDS)  # conditions_bounded
_COST_LISTS = {"any_char_cost": "there is a Character with a cost of ", "opp_char_cost": "your opponent has a Character with a cost of ",
               "own_don_any": "the number of DON!! cards on your field is ", "own_char_cost": "you have a Character with a cost of "}


_WATCH_WORDS = {
    "removed_card": lambda v: "the removed card is " + ("your " if v.get("side") == "own" else "your opponent's " if v.get("side") == "opp"
                                                        else "a ") + _noun_phrase({k: x for k, x in v.items() if k != "side"}),
    "removed_by": lambda v: "it was removed by " + ("your" if v == "you" else "your opponent's") + " effect",
    "removed_to": lambda v: f"it went to the {v}",
    "life_of": lambda v: "the Life card was " + ("yours" if v == "own" else "your opponent's"),
    "life_to": lambda v: f"it went to the {v}",
    "played_from": lambda v: f"it was played from your {v}",
    "trashed_by": lambda v: "it was trashed by the effect of your " + _noun_phrase(v),
    "attacker_with": lambda v: "the attacking card is a " + _noun_phrase(v),
    "battles_with": lambda v: "this card battles a " + _noun_phrase(v),
    "played_card_or_by": lambda v: "the played Character is a " + _noun_phrase(v.get("card") or {}) + f" or is played using a {v.get('by')}'s effect",
    "played_card": lambda v: "the played card is a " + _noun_phrase({k: x for k, x in v.items() if k != "side"}),
}
"""Words for the condition keys that removal_watch and life_watch read."""


def condition_words(cond: dict[str, Any]) -> str:
    parts = []
    for key, value in cond.items():
        n, how = (value if isinstance(value, list) and len(value) == 2 else (value, ""))
        v = " or ".join(f"{{{x}}}" for x in value) if key == "leader_traits" else value
        v = " or ".join(f"[{x}]" for x in value) if key == "leader_names" else v
        how = " or ".join(f"{{{x}}}" for x in how) if isinstance(how, list) else how  # own_chars_traits: any of the types
        if key == "revealed":  # the card the ability revealed (resolve._condition_holds)
            # an empty filter: the card revealed for a chosen cost had it (ops_reveal_cost)
            parts.append("the revealed card is a " + _noun_phrase(value) if value else "the revealed card has the chosen cost")
            continue
        if key == "own_char_with":  # templates_has_character
            parts.append("you have a " + _noun_phrase(value))
            continue
        if key == "no_other_own_char_with":  # board._about_source
            parts.append("you have no other " + _noun_phrase(value))
            continue
        if key == "own_card_power_with":  # board._own_card_power_with
            rest = {k: v for k, v in value.items() if k != "power_min"}
            parts.append(f"you have a {_noun_phrase(rest)} with {value['power_min']} power or more on your field")
            continue
        if key == "own_chars_with":  # templates_has_character
            parts.append(f"you have {value[0]} or more " + _noun_phrase(value[1], plural=True))
            continue
        if key == "hand_trashed_this_turn":  # conditions_field
            parts.append("a card in your hand was trashed by an effect during this turn")
            continue
        if key == "opp_char_ko_this_turn":  # conditions_field (ko_history)
            parts.append("your opponent's Character has been K.O.'d during this turn")
            continue
        if key == "rested_by_kind":  # conditions_field
            parts.append(f"it was rested by a {value} card's effect")
            continue
        if key in ("own_field_with", "opp_char_with"):  # conditions_field
            parts.append(("you have a " if key == "own_field_with" else "your opponent has a ") + _noun_phrase(value))
            continue
        if key == "own_chars_with_most":  # conditions_bounded
            parts.append(f"you have {value[0]} or fewer " + _noun_phrase(value[1], plural=True))
            continue
        if key == "any_of":  # "your Leader is [X] or multicolored": one of them
            parts.append("(" + " or ".join(condition_words(alt) for alt in value) + ")")
            continue
        if key == "none_of":  # "… unless X": X does not hold (board.condition_holds)
            parts.append("not (" + " or ".join(condition_words(alt) for alt in value) + ")")
            continue
        if key == "opp_chars_with":  # "your opponent has 2 or more Characters with …" (board.condition_holds)
            parts.append(f"your opponent has {value[0]} or more " + _noun_phrase(value[1], plural=True))
            continue
        if key in _WATCH_WORDS:  # what a removal_watch / life_watch timing watches
            parts.append(_WATCH_WORDS[key](value))
            continue
        if key == "ko_card":  # the K.O.'d card of a "when your Character … is K.O.'d" (timing own_character_ko)
            parts.append("the K.O.'d card is one of your " + _noun_phrase(value, plural=True))
            continue
        if key in ("own_named_all", "own_trash_named_all"):  # "you have [X] and [Y]" (conditions_named)
            parts.append("you have " + " and ".join(f"[{x}]" for x in value) + (" in your trash" if "trash" in key else " on your field"))
            continue
        if key in _COST_LISTS:
            parts.append(_COST_LISTS[key] + " or ".join(
                f"{n}" + ("" if how == "exact" else f" or {how}") for n, how in value))
            continue
        parts.append(_CONDITION_WORDS.get(key, f"{key} {value}").format(n=n, how=how, v=v))
    return " and ".join(parts)


_VERBS = {  # the shared ops as ONE PIECE words them
    "draw": "draw {n} card(s)", "discard": "trash {n} card(s) from your hand", "destroy": "K.O. {target}",
    "return_to_hand": "return {target} to the owner's hand", "put_on_deck": "place {target} at the bottom of the owner's deck",
    "tap": "rest {target}", "untap": "set {target} as active", "search": "reveal {target} and add it to your hand",
    "play_free": "play {target}", "move": "add {target} to your {zone}", "manual": "resolve by hand: {text}",
}
_DURATIONS = {"this_turn": " during this turn", "this_battle": " during this battle",
              "until_your_next_turn": " until the start of your next turn",
              "until_end_of_your_next_turn": " until the end of your next turn", "permanent": ""}


_EVENTS = {"ko:any": "be K.O.'d", "ko:effect": "be K.O.'d by an effect", "ko:opp": "be K.O.'d by your opponent's effect",
           "ko:battle": "be K.O.'d in battle", "removed:any": "be removed from the field",
           "removed:opp": "be removed from the field by your opponent's effect",
           "rested:opp_character": "be rested by your opponent's Character's effect"}  # engine.onepiece.rest_replacement


def _protected_words(target: Target | None) -> str:
    if target is None or target.kind == "self":
        return "this card"
    return "your " + _noun_phrase(target.filter)


_KINDS = {"Leader,Character": "Leaders or Characters", "Character": "Characters", "Leader": "Leaders"}


_PROHIBITION_WORDS = {
    "Cannot Attack": "cannot attack", "Cannot Be K.O.'d": "cannot be K.O.'d", "Cannot Be Rested": "cannot be rested",
    "Cannot Be K.O.'d In Battle": "cannot be K.O.'d in battle", "Cannot Be K.O.'d By Effects": "cannot be K.O.'d by effects",
    "Cannot Activate [Blocker]": "cannot activate [Blocker]", NO_ATTACK_LEADER: "cannot attack a Leader",
    CAN_ATTACK_ACTIVE: "can also attack active Characters"}
"""readers.PROHIBITIONS and the other keyword-like markers (1-3-3) whose words are the same whoever controls the card."""
_OWN_SIDE_WORDS = {NO_REMOVAL: "cannot be removed from the field by your opponent's effects",
                   "Cannot Be K.O.'d By Opponent's Effects": "cannot be K.O.'d by your opponent's effects",
                   "Cannot Be Rested By Opponent's Effects": "cannot be rested by your opponent's effects"}
"""Markers about the card's controller's opponent: "your opponent's" only when the card is yours."""


def _marker_words(kw: str, t: str, gains: str, own: bool = False) -> str | None:
    """Engine markers that grant_keyword gives, in words (None: a printed keyword, said as "[kw]").
    ``own``: the target is your card (this card, or your side's)."""
    if kw in _PROHIBITION_WORDS or (own and kw in _OWN_SIDE_WORDS):
        return f"{t} " + (_PROHIBITION_WORDS.get(kw) or _OWN_SIDE_WORDS[kw])
    if kw == NO_BLOCKER:  # battle: no block step choice in the battles it attacks in
        return f"your opponent cannot activate [Blocker] when {t} attacks"
    if kw.startswith(NO_ATTACK_CHEAP):  # battle.can_be_attacked: base cost N or less
        return f"{t} cannot attack your opponent's Characters with a base cost of {kw[len(NO_ATTACK_CHEAP):]} or less"
    if kw.startswith("attribute:"):  # board.attributes: a gained attribute (2-5-4)
        return f"{t} {gains} the <{kw[len('attribute:'):]}> attribute"
    if kw.startswith(NO_BLOCKER_POWER):  # blocker_power_bound.forbidden_blocker: the blocker's power, N included
        how, n = kw[len(NO_BLOCKER_POWER):].split(":")
        return f"your opponent cannot activate [Blocker] of a Character with {n} power or {how} against {t}"
    if kw.startswith(NO_BATTLE_KO_BY):  # battle._spared_by_attribute: "*" any attribute, "!X" without <X>
        attr, kinds = kw[len(NO_BATTLE_KO_BY):].rsplit(":", 1)
        who = _KINDS.get(kinds, kinds)
        by = (who if attr == "*" else f"{who} without the <{attr[1:]}> attribute" if attr.startswith("!")
              else f"<{attr}> attribute {who}")
        return f"{t} cannot be K.O.'d in battle by {by}"
    return None


def effect_words(e: Effect) -> str:
    """One effect as a ONE PIECE player would say it."""
    t = target_words(e.target)
    if e.op == "replacement":
        events = " or ".join(_EVENTS.get(k, k) for k in e.keyword.split(","))
        return f"{_protected_words(e.target)} would {events}"
    if e.op == "move" and e.zone == "deck":
        text = f"place {t} at the bottom of your deck"
    elif e.op == "modify_stat":
        text = (f"{t}'s base power becomes " + ("your Leader's base power" if e.keyword == "leader_base" else str(e.amount))
                if e.stat == "base_power"
                else f"the cost of playing {t}{'' if t.endswith(' in your hand') else ' from your hand'} changes by {e.amount:+d}"
                if e.stat == "hand_cost" else f"give {t} {e.amount:+d} {e.stat}")
        if e.keyword == "for_each":
            text += " for every card counted this way"
        elif e.keyword.startswith("for_each:"):
            text += f" for every {e.keyword.split(':', 1)[1]} cards counted this way"
        elif e.keyword.startswith(COUNT):  # templates_counting
            text += count_words(e.keyword)
    elif e.op == "grant_keyword":
        kw = e.keyword
        many = _plural_target(e.target)  # "all of your Characters gain", "up to 1 of your Characters gains"
        gains, its = ("gain", "their") if many else ("gains", "its")
        text = (f"the [On Play] effects of the cards of {'the player of ' if t == 'this card' else ''}{t} are negated"
                if kw == "rule:no_on_play" else f"{t} {'are' if many else 'is'} also named [{kw[5:]}]" if kw.startswith("name:")
                else f"{t} {gains} the {{{kw[6:]}}} type" if kw.startswith("trait:")
                else "a deck may contain any number of copies of this card" if kw == "any_number"
                else f"{t} will not become active in {its} player's next Refresh Phase" if kw == "Won't Refresh"  # turn.refresh (6-2-4)
                else rule_words(kw, t) or f"{t}: {kw}" if kw.startswith("rule:") else _marker_words(kw, t, gains, _own_target(e.target)) or f"{t} {gains} [{kw}]")
    elif e.op == "draw" and e.keyword == "counted":
        text = "draw as many cards as the number counted (\"the number you returned\")"
    elif e.op == "mill" and e.keyword == "counted":
        text = "trash as many cards from the top of your deck as the number counted (\"the same number\")"
    elif e.op == "life_to_hand" and e.zone == "opp" and e.keyword == "trash":
        text = f"trash {'up to ' if e.stat == UP_TO else ''}{e.amount} card(s) from the top of your opponent's Life cards"
    elif e.op == "draw" and e.keyword == "up_to":
        text = f"draw up to {e.amount} card(s)"
    elif e.op == "activate_main":
        text = "activate this card's " + {"on_play": "[On Play]", "on_ko": "[On K.O.]"}.get(e.keyword, "[Main] / [Counter]") + " effect"
    elif e.op == "rest_don_count" and e.amount <= 0:
        text = "rest any number of your active DON!! cards (counted for \"for every … rested this way\")"
    elif e.op == "rest_to_bottom" and e.zone == "trash":
        text = "trash the rest of the looked-at cards"
    elif e.op == "rest_to_bottom" and e.zone == "either":
        text = "place the rest of the looked-at cards at the top or bottom of your deck in any order"
    elif e.op == "life_to_hand" and e.zone == "opp":
        text = f"add {'up to ' if e.stat == UP_TO else ''}{e.amount} card(s) from the top of your opponent's Life cards to the owner's hand"
    elif e.op == "opponent_discards" and e.zone == "trash_deck":
        text = f"your opponent places {e.amount} {'Event' if e.keyword else 'card'}(s) from their trash at the bottom of their deck in any order"
    elif e.op == "opponent_discards" and e.zone == "deck":
        text = f"your opponent places {e.amount} card(s) from their hand at the bottom of their deck in any order"
    elif e.op == "each_trash_to" and e.zone == "own":
        text = f"trash cards from your hand until you have {e.amount} cards in your hand"
    elif e.op == "hand_to_deck":
        text = (f"{'your opponent returns all cards in their hand to their deck' if e.zone == 'opp' else 'return all cards in your hand to your deck'}"
                " and shuffle it (counted for \"the number you returned\")")
    elif e.op == "look_top" and e.keyword == "reveal":
        text = f"reveal {e.amount} card(s) from the top of your deck"
    elif e.op == "forbid_play":
        text = "you cannot play " + ("cards from your hand" if e.keyword == "hand" else "Character cards" + (
            f" with a base cost of {e.amount} or more" if e.amount else "")) + " during this turn"
    elif e.op == "look_top":
        upto = "up to " if e.stat == "up_to" else ""
        text = f"look at {upto}{e.amount} card(s) from the top of {'your opponent' if e.zone == 'opp' else 'your'} deck"
    elif e.op in OP_WORDS and (words := OP_WORDS[e.op](e, t)) is not None:
        text = words
    elif e.op in _VERBS:
        text = _VERBS[e.op].format(n=e.amount, target=t, zone=e.zone or "hand", text=e.text)
        text += {("play_free", "rested"): " rested", ("put_on_deck", "any_order"): " in any order",
                 ("put_on_deck", "owner_order"): " in any order of the owner's choosing"}.get((e.op, e.keyword), "")
    elif (spec := game_ops(GAME).get(e.op)) is not None:
        text = spec.describe.format(amount=e.amount, target=t, keyword=e.keyword or "-", zone=e.zone or "-", stat=e.stat,
                                    upto="up to " if e.stat == UP_TO else "")
    else:
        text = e.op.replace("_", " ")
    text += _DURATIONS.get(e.duration, "")
    if e.optional:
        text = "you may " + text
    if e.condition:
        text = f"if {condition_words(e.condition)}, {text}"
    return agree(text)


def effects_words(effects: list[Effect]) -> str:
    return ", then ".join(effect_words(e) for e in effects)


_LEADER_FIXED = frozenset({"leader_trait", "leader_traits", "leader_trait_has", "leader_name", "leader_names",
                           "leader_name_has", "leader_color", "leader_multicolor", "leader_attribute"})
"""Conditions on the Leader's name, type, color or attribute: no step of an ability changes them
unless the ability itself grants a name, a type or an attribute, or negates (:func:`_changes_leader_words`)."""


def _changes_leader_words(e: Effect) -> bool:
    """Could ``e`` (or a part of it) change what a _LEADER_FIXED condition reads: a granted name, type or attribute
    (board.traits / board.attributes read the grants), or a negation (board.every_name: a negated "all card names")?"""
    return (e.op == "negate" or e.keyword == "negated" or e.keyword.startswith(("name:", "trait:", "attribute:"))
            or any(_changes_leader_words(x) for x in e.then))


def steps_words(ab: Ability, indices: list[int]) -> str:
    """The effects ``indices`` of ``ab`` in order. A run of them under one condition check
    (resolve.shares_check: one instruction, the condition checked once before its first effect, 8-3-2, 1-3-9)
    says that condition once: "if X: a, then b"; a step after the run follows a semicolon ("…; then c").
    A condition checked again in a later instruction is said again, as the engine checks it again, unless it
    reads only what the Leader is (_LEADER_FIXED) and no effect of the ability renames or retypes a card,
    or the ability is continuous (board._continuous checks all its effects' conditions at one moment, 8-1-3-4):
    then every check gives the same answer, so once is exact."""
    runs: list[list[int]] = []
    fixed = not any(_changes_leader_words(e) for e in ab.effects)
    for i in indices:
        cond = ab.effects[i].condition
        same = bool(cond) and cond == ab.effects[i - 1].condition and (
            ab.timing == "continuous" or (fixed and set(cond) <= _LEADER_FIXED))
        if runs and runs[-1][-1] == i - 1 and (shares_check(ab, i) or same):
            runs[-1].append(i)
        else:
            runs.append([i])
    text = ""
    for k, run in enumerate(runs):
        cond = ab.effects[run[0]].condition
        if len(run) == 1 or not cond:
            text += ", then ".join(effect_words(ab.effects[i]) for i in run)
        else:
            text += f"if {condition_words(cond)}: " + ", then ".join(effect_words(replace(ab.effects[i], condition={})) for i in run)
        if k < len(runs) - 1:  # "; then": what follows is outside the condition said once before it
            text += "; then " if len(run) > 1 and cond else ", then "
    return text


def describe_ability(ab: Ability) -> str:
    """"[On Play, once per turn] you may pay (trash 1 card from your hand): draw 2 cards"."""
    return ability_head(ab) + ability_body(ab)


def abilities_words(abilities: list[Ability]) -> str:
    """The abilities of one printed text, " / " between them. Consecutive abilities that do the same
    (one text under two timings, "[On Play]/[When Attacking] …") say it once after their heads:
    "[On Play]/[When Attacking] draw 1 card", as the card prints it; each keeps its own head, so nothing is lost."""
    parts: list[tuple[list[str], str]] = []
    for ab in abilities:
        head, body = ability_head(ab), ability_body(ab)
        if parts and parts[-1][1] == body:
            parts[-1][0].append(head.strip())
        else:
            parts.append(([head.strip()], body))
    return " / ".join("/".join(heads) + " " + body for heads, body in parts)


def ability_head(ab: Ability) -> str:
    """"[On Play, once per turn] ": the timing and the flags of ``ab``."""
    flags = [timing_label(ab.timing)]
    if ab.once_per_turn:
        flags.append("once per turn")
    if ab.don:
        flags.append(f"with {ab.don} DON!! given")
    if ab.turn:
        flags.append("on your turn" if ab.turn == "your" else "on your opponent's turn")
    return f"[{', '.join(flags)}] "


def ability_body(ab: Ability) -> str:
    """What ``ab`` does after its head: its condition, cost and effects."""
    head = ""
    if ab.timing == "replacement" and ab.effects:
        cond = f"if {condition_words(ab.condition)} and " if ab.condition else "if "
        if not ab.costs:  # no cost to offer: its other effects are done instead, no question (OP08-045)
            return head + cond + effect_words(ab.effects[0]) + ", instead: " + steps_words(ab, list(range(1, len(ab.effects))))
        return head + cond + effect_words(ab.effects[0]) + ", you may " + ", ".join(describe_cost(c) for c in ab.costs) + " instead"
    if ab.condition:  # board.ability_live: checked before the ability is activated or triggers, so before its cost
        head += f"if {condition_words(ab.condition)}: "
    if ab.costs:
        head += ("you may pay" if ab.optional_cost else "pay") + " (" + ", ".join(describe_cost(c) for c in ab.costs) + "): "
    if ab.modes:
        plain = [j for j, (e, m) in enumerate(zip(ab.effects, ab.modes, strict=True)) if not m and e.op != "choose_one"]
        options = [steps_words(ab, [j for j, m in enumerate(ab.modes) if m == i]) for i in range(1, len(ab.mode_texts) + 1)]
        # resolve.step: a "choose one" with its own condition is skipped, options and all, when the check fails
        checks = [condition_words(e.condition) for e in ab.effects if e.op == "choose_one" and e.condition]
        choose = (f"if {checks[0]}, " if checks else "") + "choose one: "
        return head + steps_words(ab, plain) + ("; " if plain else "") + choose + " / ".join(
            f"({i}) {text}" for i, text in enumerate(options, 1))
    return head + (steps_words(ab, list(range(len(ab.effects)))) or "nothing more")


def _explain(p: PrintedAbility, stale: str) -> AbilityExplanation:
    if not p.abilities:
        return AbilityExplanation(p.text, KEYWORD, [], ", ".join(f"[{k}]" for k in p.keywords) or p.text)
    effects = [e for ab in p.abilities for e in ab.effects]
    summary = abilities_words(p.abilities)
    scripted = next((ab.script for ab in p.abilities if ab.script), "")
    if scripted:
        return AbilityExplanation(p.text, SCRIPT, effects, summary, scripted)
    if any(ab.manual for ab in p.abilities):
        return AbilityExplanation(p.text, MANUAL, [], "", stale or "no template reads this text")
    names = list(dict.fromkeys(t for ab in p.abilities for t in ab.templates))
    detail = ", ".join(names) if names else "timing only"
    return AbilityExplanation(p.text, TEMPLATE, effects, summary, detail + (f"; {stale}" if stale else ""))


def explain(data: dict[str, Any]) -> list[AbilityExplanation]:
    """Per printed ability (the compiler's split; the [Trigger] text last): who handles it and what it does."""
    text = card_text(data)
    out = []
    for p in text.printed:
        stale = ""
        if text.status == "stale" and p.index in text.scripted:
            stale = f"card script {text.script} is stale: the printed text changed since it was written, so it is not applied"
        out.append(_explain(p, stale))
    return out
