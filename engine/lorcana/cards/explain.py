"""What the bot does with each printed ability of a Lorcana card (engine.core.explain): a
template, a per-card script, a keyword the engine applies, or manual resolution, and the
compiled ability in readable English."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.core.effects import Effect, Target
from engine.core.explain import (
    KEYWORD,
    MANUAL,
    SCRIPT,
    TEMPLATE,
    AbilityExplanation,
    describe,
    describe_target,
    tidy,
)
from engine.core.explain_raw import value_text
from engine.core.scripts import ScriptBook

from ..ops import GAME
from .compiler import compile_card
from .explain_words import (
    count_words,
    extra_card_words,
    filter_words,
    matching_words,
    raw,
    scale_words,
    take_words,
)
from .model import Ability, Trigger
from .scripted import default_book, script_status, where

EVENTS = {
    "paid_play_yours": "whenever you pay ink to play another card",  # engine.lorcana.ink_paid (filter paid_max)
    "played_self": "when you play this card", "quest_self": "whenever this character quests",
    "challenge_self": "whenever this character challenges", "challenged_self": "whenever this character is challenged",
    "banished_self": "when this card is banished", "banished_in_challenge_self": "when this character is banished in a challenge",
    "banished_challenged_self": "when this character is challenged and banished", "sing_self": "whenever this character sings a song",
    "sing_yours": "whenever one of your characters sings a song",
    "damaged_self": "whenever this character is dealt damage", "banishes_in_challenge_self": "whenever this character banishes another character in a challenge",
    "played_other": "whenever you play a card", "quest_yours": "whenever one of your characters quests",
    "quest_here": "whenever a character quests here", "challenge_yours": "whenever one of your characters challenges",
    "inked_yours": "whenever you put a card into your inkwell", "banished_yours_other": "whenever one of your other characters is banished",
    "turn_start": "at the start of your turn", "turn_end": "at the end of your turn",
    "healed_yours": "whenever you remove damage from one of your characters",
    "chosen_for_action_or_item_self": "whenever this character is chosen for an action or an item's ability",
    "put_under_yours": "whenever you put a card under one of your characters or locations",
    "put_under_self": "whenever you put a card under this card",
    "banishes_in_challenge_yours": "whenever one of your characters banishes another character in a challenge",
    "banished_opponent": "whenever an opposing card is banished",
    "deals_challenge_damage_self": "whenever this character deals damage in a challenge",
    "readied_self": "whenever this character is readied", "leaves_play_self": "when this card leaves play",
    "moves_self": "whenever this character moves to a location", "moved_here": "whenever a character moves here",
    "banished_here": "whenever a character is banished here", "challenge_here": "whenever a character here challenges",
    "challenged_here": "whenever a character here is challenged",
    # engine.lorcana.triggers: the events that had no words (said as the cards that use them print them)
    "shifted_onto_self": "when you shift a character on top of this character", "played_opponent": "whenever an opponent plays a card",
    "challenged_yours": "whenever one of your characters is challenged", "exerted_self": "whenever this character exerts",
    "damaged_opponent": "whenever an opposing character is dealt damage", "drew_yours": "whenever you draw a card",
    "discarded_yours": "whenever you discard a card", "drew_opponent": "whenever an opponent draws a card",
    "support_chosen_yours": "whenever one of your characters is chosen for Support",
    "banishes_in_challenge_here": "whenever a character here banishes another character in a challenge",
    "turn_end_each": "at the end of each player's turn", "song_sung_yours": "whenever one or more of your characters sing a song",
    "exerted_opponent": "whenever an opposing character exerts", "chosen_by_opponent_self": "whenever an opponent chooses this character",
    "challenge_opponent": "whenever an opposing character challenges",
    "banished_challenged_yours": "whenever one of your characters is challenged and banished",
    "discarded_self": "when this card is discarded", "returned_yours": "whenever one of your cards is returned to your hand",
    "discarded_opponent": "whenever an opponent discards a card",
    "banished_challenged_here": "whenever a character here is challenged and banished",
    "returned_opponent": "whenever an opposing card is returned to its owner's hand",
    "healed_any": "whenever you remove damage from a character",
    "returned_from_discard_yours": "whenever a card returns from your discard to your hand",
    "damaged_yours": "whenever one of your characters is dealt damage", "left_discard_yours": "whenever a card leaves your discard",
    "boost_yours": "whenever you use the Boost ability of one of your characters",
    "banished_challenged_opponent": "whenever an opposing character is challenged and banished",
    "entered_exerted_yours": "whenever one of your characters enters play exerted",
    "quest_opponent": "whenever an opposing character quests", "milled_yours": "whenever cards are put into your discard from your deck",
    "drop_removed_yours": "whenever you remove an ink drop", "milled_self": "when this card is put into your discard from your deck",
}


def event_words(event: str) -> str:
    """A trigger event in words (one without its own words: the engine's name, readable)."""
    return EVENTS.get(event) or "whenever " + event.replace("_", " ")
SELF_STATES = {"undamaged": "this card has no damage", "damaged": "this card is damaged", "exerted": "this card is exerted",
               "at_location": "this character is at a location", "shifted": "it was shifted",
               "card_under": "there is a card under it"}


def describe_condition(cond: dict[str, Any] | None) -> str:
    """An intervening-if or "while" condition in words."""
    if not cond:
        return ""
    parts = []
    if cond.get("your_turn"):
        parts.append("it is your turn")
    if cond.get("opp_turn"):
        parts.append("it is an opponent's turn")
    if cond.get("times_per_turn"):
        parts.append(f"it has triggered fewer than {cond['times_per_turn']} times this turn")
    if "you_have" in cond:
        flt = filter_words(cond["you_have"])
        if cond.get("min", 1) == 1 and flt:  # "if you have a character named Chip in play"
            parts.append(f"you have {_a(filter_words(cond['you_have'], '' if cond['you_have'].get('types') else 'card'))} in play")
        else:
            parts.append(f"you have {cond.get('min', 1)} or more cards in play ({flt})")
    if "self" in cond:
        parts.append(SELF_STATES.get(cond["self"], value_text(cond["self"])))
    if "hand_min" in cond:
        parts.append(f"you have {cond['hand_min']} or more cards in hand")
    if "hand_max" in cond:
        parts.append(f"you have at most {cond['hand_max']} cards in hand")
    if cond.get("opp_more_hand"):
        parts.append("an opponent has more cards in hand than you")
    if cond.get("opp_more_ink"):
        parts.append("an opponent has more cards in their inkwell than you")
    if "played_min" in cond:
        parts.append(f"you played {cond['played_min']} or more {'/'.join(cond.get('played_types') or ['card'])}s this turn")
    if "played_other" in cond:
        parts.append(f"you played another {'/'.join(cond['played_other'])} this turn")
    if cond.get("first_turn"):
        parts.append("this is your first turn")
    if cond.get("not_first_player"):
        parts.append("you are not the first player")
    if "opp_has" in cond:
        what = filter_words(cond["opp_has"], "" if cond["opp_has"].get("types") else "card")
        n = cond.get("opp_has_min", 1)
        parts.append(f"an opponent has {'an' if what[:1] in 'aeiou' else 'a'} {what} in play" if n == 1 else
                     f"an opponent has {n} or more {what}s in play")
    if "ink_drops_min" in cond:
        parts.append(f"you have {cond['ink_drops_min']} or more ink drops")
    if cond.get("drop_paid_play"):
        parts.append("you removed an ink drop to play it")
    if "not" in cond:
        parts.append(f"not ({describe_condition(cond['not'])})")
    if "inked_count" in cond:  # engine.lorcana.turn_records: exactly N cards into your inkwell this turn
        n = cond["inked_count"]
        parts.append("you didn't put any cards into your inkwell this turn" if n == 0 else
                     f"exactly {n} card{'s' if n != 1 else ''} {'have' if n != 1 else 'has'} been put into your inkwell this turn")
    if "challenged_count" in cond:
        parts.append(f"it is challenge number {cond['challenged_count']} by your characters this turn")
    parts += _more_conditions(cond)
    for key, words in (("ink_all_exerted", "all cards in your inkwell are exerted"), ("discarded_turn", "you discarded a card this turn"),
                       ("left_discard_turn", "a card left a discard this turn"), ("got_ink_drop_turn", "you got an ink drop this turn"),
                       ("sung_self", "a character sang this song this turn"), ("other_quested_turn", "another character quested this turn")):
        if cond.get(key):
            parts.append(words)
    if isinstance(cond.get("played_class"), dict):
        parts.append(f"you played {_a(filter_words(cond['played_class']) or 'card')} this turn")
    if isinstance(cond.get("zone_min"), dict):
        z = cond["zone_min"]
        parts.append(f"you have {z.get('n')} or more {filter_words(z.get('filter') or {}, 'card')}s in your {z.get('zone')}")
    if "discard_has" in cond:
        parts.append(f"you have a {filter_words(cond['discard_has'], 'card')} in your discard")
    if "any_has" in cond:
        parts.append(f"there are {cond.get('any_min', 1)} or more {filter_words(cond['any_has'], 'card')}s in play")
    if "self_filter" in cond:
        parts.append(f"this card is {filter_words(cond['self_filter'], 'card')}")
    if cond.get("played_song"):
        parts.append("you played a song this turn")
    if "to_discard_min" in cond:
        parts.append(f"{cond['to_discard_min']} or more cards were put into your discard this turn")
    for key, verb in (("quested_turn", "quested"), ("challenged_turn", "challenged")):
        if key in cond:
            parts.append(f"{'a' if cond[key] else 'no'} character of yours {verb} this turn")
    parts += [raw(k, v) for k, v in cond.items() if k not in _CONDITION_KEYS]  # shown, never left out
    return " and ".join(parts)


def _plural(what: str) -> str:
    """ "item you have in play" → "items you have in play" (the first card noun)."""
    return re.sub(r"\b(card|item|character|location|action|song)\b", r"\1s", what, count=1)


def _more_conditions(cond: dict[str, Any]) -> list[str]:
    """The checks of engine.lorcana.characteristics.condition_holds and turn_records that had no words."""
    parts = []
    if cond.get("being_challenged"):
        parts.append("this character is being challenged")
    if isinstance(cond.get("challenging"), dict):
        parts.append(f"this character is challenging {_a(filter_words(cond['challenging']) or 'character')}")
    if "played_exact" in cond:
        what = "/".join(cond.get("played_types") or ["card"])
        parts.append(f"it is {what} number {cond['played_exact']} you played this turn")
    if cond.get("names_all"):
        parts.append("you have characters named " + " and ".join(map(str, cond["names_all"])) + " in play")
    if "took_damage" in cond:
        parts.append(("one of your characters" if cond["took_damage"] == "yours" else "an opposing character") + " was dealt damage this turn")
    if cond.get("no_character_played_since_self"):
        parts.append("you haven't played a character since this card")
    if "opponents_min" in cond:
        parts.append(f"you have {cond['opponents_min']} or more opponents")
    if cond.get("highest_cost"):
        parts.append("you have a character in play with the highest cost, or tied for it")
    if cond.get("strongest"):
        parts.append("you have a character in play with more strength than each opposing character")
    if isinstance(cond.get("more_than_each"), dict):
        parts.append(f"you have more {_plural(count_words(cond['more_than_each']))} than each opponent".replace(" you have in play than", " in play than"))
    if isinstance(cond.get("opp_more_than_you"), dict):
        parts.append(f"an opponent has more {_plural(count_words(cond['opp_more_than_you']))} than you".replace(" you have in play than", " in play than"))
    if cond.get("opp_hand_empty"):
        parts.append("an opponent has no cards in their hand")
    if "opp_lore_min" in cond:
        parts.append(f"an opponent has {cond['opp_lore_min']} or more lore")
    if "opp_lore_is" in cond:
        parts.append(f"an opponent has exactly {cond['opp_lore_is']} lore")
    if cond.get("opp_lore_more"):
        parts.append("an opponent has more lore than you")
    if isinstance(cond.get("opp_discard_has"), dict):
        parts.append(f"an opponent has {_a(filter_words(cond['opp_discard_has'], 'card'))} in their discard")
    if "put_under_turn" in cond:
        parts.append("you put a card under " + ("this card" if cond["put_under_turn"] == "self" else "one of your cards") + " this turn")
    if "healed_turn" in cond:
        parts.append("you removed damage from " + ("one of your characters" if cond["healed_turn"] == "yours" else "a character") + " this turn")
    if isinstance(cond.get("banished_turn"), dict):
        b = cond["banished_turn"]
        whose = {"opponent": "an opposing", "you": "one of your"}.get(str(b.get("owner")), "a")
        what = filter_words({k: v for k, v in b.items() if k not in ("owner", "in_challenge")}) or "card"
        parts.append(f"{whose} {what}{'s' if whose == 'one of your' else ''} was banished{' in a challenge' if b.get('in_challenge') else ''} this turn")
    return parts


_CONDITION_KEYS = frozenset(("your_turn", "opp_turn", "times_per_turn", "you_have", "min", "self", "hand_min", "hand_max",
                             "opp_more_hand", "opp_more_ink", "played_min", "played_types", "played_other", "first_turn",
                             "not_first_player", "opp_has", "ink_drops_min", "drop_paid_play", "not", "zone_min", "discard_has",
                             "any_has", "any_min", "self_filter", "played_song", "to_discard_min", "quested_turn", "challenged_turn",
                             "inked_count", "played_class", "challenged_count", "ink_all_exerted", "discarded_turn",
                             "left_discard_turn", "got_ink_drop_turn", "sung_self", "other_quested_turn", "being_challenged",
                             "challenging", "played_exact", "names_all", "took_damage", "no_character_played_since_self",
                             "opponents_min", "highest_cost", "strongest", "more_than_each", "opp_more_than_you", "opp_hand_empty",
                             "opp_lore_min", "opp_lore_is", "opp_lore_more", "opp_discard_has", "opp_has_min", "put_under_turn",
                             "healed_turn", "banished_turn"))


PLAYERS = {"player": "you", "opponent": "each opponent", "each_player": "each player", "chosen_player": "a chosen player",
           "chosen_opponent": "a chosen opponent", "you_and_another": "you and another chosen player"}
_ADJECTIVES = ("other", "damaged", "undamaged", "exerted", "ready")


def describe_cards(target: Target) -> str:
    """"chosen opposing character with cost 3 or less", "each of your characters" …"""
    kind, flt = target.kind, target.filter
    fixed = {"self": "this card", "self_card": "this card", "it": "them", "it_or_self": "them",
             "trigger": "the " + str(flt.get("role", "triggering")) + " card"}
    if kind in fixed:
        return fixed[kind]
    if kind in PLAYERS:
        return PLAYERS[kind]
    words = [a for a in _ADJECTIVES if flt.get(a)]
    if flt.get("owner") == "opponent":
        words.append("opposing")
    if flt.get("classification"):
        words.append(str(flt["classification"]))
    types = flt.get("types") or ["card"]
    words.append(" or ".join(types) + ("s" if kind == "chosen" and target.count > 1 else ""))
    tail = []
    if flt.get("owner") == "you":
        tail.append("of yours")
    if flt.get("zone") and flt["zone"] != "play":
        tail.append(f"in {'any player' + chr(39) + 's' if flt.get('any_player') else 'your'} {flt['zone']}")
    for key, word in (("cost_max", "with cost {} or less"), ("cost_min", "with cost {} or more"), ("name", "named {}"),
                      ("keyword", "with {}"), ("strength_max", "with {} strength or less"), ("strength_min", "with {} strength or more"),
                      ("willpower_max", "with {} willpower or less"), ("lore_min", "with {} lore or more")):
        if key in flt:
            tail.append(word.format(flt[key]))
    if flt.get("song"):
        tail.append("(a song)")
    what = " ".join(words + tail + extra_card_words(flt))
    if kind == "chosen":
        count = f"up to {target.count} " if target.up_to else ("" if target.count == 1 else f"{target.count} ")
        return f"{count}chosen {what}"
    if kind == "each":
        return f"each {what}"
    if kind == "each_chooses":
        players = PLAYERS.get(str(flt.get("players")), "each player")
        return f"one {what} {players} chooses of their own"
    return what


def describe_effect(e: Effect) -> str:
    """One effect: the shared wording (engine.core.explain.describe) with Lorcana's targets, its
    floating and delayed triggers and its engine-only conditions spelled out."""
    cond = e.condition or {}
    if e.op == "floating_trigger":
        events = " or ".join(event_words(x) for x in cond.get("events", []))
        return f"this turn, {'the next time (once) ' if cond.get('once') else ''}{events}: " + describe_effects(e.then)
    if e.op == "delayed_trigger":
        return "at the end of this turn: " + describe_effects(e.then)
    if e.op == "grant_ability":  # engine.lorcana.granted_abilities: a quoted ability the cards gain, not done now
        who = describe_cards(e.target) if e.target is not None else "they"
        return f"{who} gain “{e.text}”" + (f" ({e.duration.replace('_', ' ')})" if e.duration else "") + ": " + describe_granted(e)
    if e.op == "conditional":  # engine.lorcana.resolve_ops: checked as it resolves (7.4.4.2, 7.1.2)
        check = describe_condition(cond.get("if")) if "if" in cond else ""
        if isinstance(cond.get("trigger_is"), dict):  # engine.lorcana.resolve_ops: the card the trigger names
            ti = cond["trigger_is"]
            what = filter_words(ti.get("filter") or {}, "" if (ti.get("filter") or {}).get("types") else "card") or "card"
            check = (check + " and " if check else "") + f"the {_ROLES.get(str(ti.get('role')), value_text(ti.get('role')))} card is {_a(what)}"
        if "it_is" in cond:
            check = (check + " and " if check else "") + f"it is {filter_words(cond['it_is']) or 'a card'}"
        rest = {k: v for k, v in cond.items() if k not in ("if", "it_is", "trigger_is")}
        check += (" and " if check and rest else "") + " and ".join(raw(k, v) for k, v in rest.items())
        return ("you may " if e.optional else "") + (f"if {check}: " if check else "") + describe_effects(e.then)
    if e.op == "choose_one":  # engine.lorcana.resolve_modes: only the chosen mode is carried out
        modes = [x for x in e.then if x.op == "mode"]
        return ("you may " if e.optional else "") + "choose one: " + "; or ".join(
            f"({m.amount}) " + describe_effects(m.then) for m in modes)
    if e.op == "reveal_play_free":  # engine.lorcana.reveal_play
        who = PLAYERS.get(e.target.kind, "their player") if e.target is not None else "you"
        what = filter_words(cond.get("take") or {}, "card") if cond.get("take") else "matching card"
        miss = "stays on the top of the deck" if cond.get("miss") == "top" else "goes on the bottom of the deck"
        whose, they = ("your", "you") if who == "you" else ("their", "they")
        return (f"{who} may reveal the top card of {whose} deck; if it is a {what}, {they} may play it for free"
                + (" and it enters play exerted" if cond.get("exerted") else "") + f"; otherwise it {miss}") + _then(e)
    if e.op in ("gain_score", "lose_score"):
        who = PLAYERS.get(e.target.kind if e.target else "player", "you")
        verb = ("gain" if e.op == "gain_score" else "lose") + ("" if who == "you" else "s")
        phrase = f"{who} {verb} {e.amount} lore" + (f" ({e.amount} {scale_words(cond['scale'])})" if "scale" in cond else "")
        return ("you may " if e.optional else "") + phrase + _then(e)
    plain = replace(e, condition=None, then=[])
    phrase = describe(plain, GAME)
    if e.target is not None:
        phrase = phrase.replace(describe_target(e.target), describe_cards(e.target), 1)
    if e.op == "discard" and e.target is not None and e.target.kind != "player":
        phrase = f"{describe_cards(e.target)} chooses and discards {e.amount} card(s)"
    if e.op == "cost_reduction":
        phrase = f"you pay {e.amount} ink less for the next {e.keyword} you play this turn"
    if e.op == "grant_keyword" and e.keyword.startswith("lose_") and e.target is not None:  # engine.lorcana.keywords: the keyword is lost
        phrase = f"{describe_cards(e.target)} loses {e.keyword[5:]}" + _DURATION_WORDS.get(e.duration, "")
    elif e.op == "grant_keyword" and e.keyword.startswith("class:") and e.target is not None:  # gains a classification
        phrase = f"{describe_cards(e.target)} gains the {e.keyword[6:]} classification" + _DURATION_WORDS.get(e.duration, "")
    if e.op == "grant_keyword" and e.keyword.startswith("cant_") and e.target is not None:
        who = describe_cards(e.target).replace("them", "they")
        phrase = f"{who} can't {e.keyword[5:].replace('_', ' ')}" + phrase[phrase.index(value_text(e.keyword)) + len(value_text(e.keyword)):]
    if e.op == "move" and e.zone in ("inkwell", "discard"):
        where = "inkwell facedown and exerted" if e.zone == "inkwell" else "discard"
        phrase = ("you may " if e.optional else "") + f"put the top {e.amount} card(s) of your deck into your {where}"
    if e.op == "move" and e.zone == "inkwell_card" and e.target is not None:  # engine.lorcana.resolve: ``ready`` keeps it ready
        phrase = ("you may " if e.optional else "") + f"put {describe_cards(e.target)} into its player's inkwell facedown" + (
            "" if cond.get("ready") else " and exerted")
        cond = {k: v for k, v in cond.items() if k != "ready"}
    if e.op == "put_on_deck" and e.zone in ("bottom", "top") and e.target is not None:
        phrase = ("you may " if e.optional else "") + f"put {describe_cards(e.target)} on the {e.zone} of its owner's deck"
    if e.op == "draw" and e.target is not None and e.target.kind != "player":
        phrase = f"{describe_cards(e.target)} " + ("may draw" if cond.get("each_may") else "draws") + f" {e.amount} card(s)"
    if e.op == "reveal_hand_discard":  # engine.lorcana.resolve_ops: "reveal_only" reveals and nothing more (7.1.10)
        who = describe_cards(e.target) if e.target is not None else "the chosen player"
        what = filter_words(cond.get("filter") or {}, "card") if cond.get("filter") else "card"
        chooser = "your" if cond.get("chooser") == "you" else "their"
        phrase = f"{who} reveals their hand" + ("" if cond.get("reveal_only") else f" and discards {_a(what)} of {chooser} choice")
        cond = {k: v for k, v in cond.items() if k not in ("filter", "chooser", "reveal_only")}
    if e.op == "draw_until" and e.target is not None and cond.get("match"):  # resolve_ops.draw_until: you draw up to their count
        phrase = f"draw until you have as many cards in your hand as {describe_cards(e.target)}"
    elif e.op == "draw_until" and e.target is not None and e.target.kind != "player":
        phrase = f"{describe_cards(e.target)} draws until they have {e.amount} cards in their hand"
    if "scale" in cond:  # engine.lorcana.amounts: the printed amount times what is counted as it resolves
        phrase += f" ({e.amount} {scale_words(cond['scale'])})"
    if isinstance(cond.get("filter"), dict) and "matching card" in phrase:
        phrase = phrase.replace("matching card", filter_words(cond["filter"], "card") if cond["filter"] else "matching card", 1)
    if cond.get("take") and e.op == "look_top":
        phrase += take_words(cond)
    elif isinstance(cond.get("take"), dict):  # the op's own words say what is done with "a matching card"
        phrase = matching_words(phrase, cond["take"], cond.get("rest"))
    if "to" in cond and isinstance(cond["to"], Target):
        phrase += f" to {describe_cards(cond['to'])}"
    if isinstance(cond.get("amount_if"), dict):  # engine.lorcana.amounts: the other amount when its check holds
        alt = cond["amount_if"]
        check = describe_condition(alt["cond"]) if isinstance(alt.get("cond"), dict) else (
            f"the {_ROLES.get(str(alt.get('role')), value_text(alt.get('role')))} card is {_a(filter_words(alt.get('filter') or {}) or 'card')}")
        phrase += f" ({alt.get('amount')} instead if {check})"
    if cond.get("instead_if"):
        phrase += " (if the chosen card is " + filter_words(cond["instead_if"]) + \
            ": " + describe_effects(cond.get("alt", [])) + " instead)"
    return tidy(phrase) + _then(e)


_ROLES = {"subject": "triggering", "shifted": "shifted"}
_DURATION_WORDS = {"this_turn": " this turn", "until_your_next_turn": " until the start of your next turn"}


def _then(e: Effect) -> str:
    """The steps nested under ``e``: engine.lorcana.resolve runs them only when ``e`` did something,
    so after a "may" they are "if you do" (after a heal: "if damage was removed"); after a yes to
    "you may [A] and/then [B]" (``and_rest``) [B] goes on regardless."""
    if not e.then:
        return ""
    steps = ", then ".join(describe_effect(x) for x in e.then)
    if (e.condition or {}).get("and_rest") or e.op in ("pay_ink", "discard_cost", "reveal_from_hand", "unless_pay", "unless_bottom", "choose"):
        link = ", then "  # these ops' own words already say "the following happens only if …"
    elif e.op in ("heal", "heal_spread"):
        link = "; if damage was removed this way, "
    elif e.optional:
        link = "; if you do, "
    else:
        link = ", then "
    return link + steps


def describe_granted(e: Effect) -> str:
    """A ``grant_ability`` effect's quoted ability: its trigger or cost, then its effects."""
    meta = e.condition or {}
    if meta.get("trigger"):
        return describe_trigger(Trigger(list(meta["trigger"]["events"]), dict(meta["trigger"].get("filter", {})))) + ", " + describe_effects(e.then)
    return describe_ability(Ability("activated", "", e.text, 0, cost=dict(meta.get("cost", {})), effects=list(e.then)))


def describe_effects(effects: list[Effect]) -> str:
    return ", then ".join(describe_effect(e) for e in effects)


def _a(what: str) -> str:
    if what.startswith("other "):
        return "an" + what
    return ("an " if what[:1].lower() in "aeiou" else "a ") + what


def describe_trigger(t: Trigger) -> str:
    head = " or ".join(event_words(x) for x in t.events)
    if t.filter:
        roles = [f"the {value_text(k)} is {_a(filter_words(v) or 'card')}" for k, v in t.filter.items() if isinstance(v, dict)]
        rest = filter_words({k: v for k, v in t.filter.items() if not isinstance(v, dict)})
        head += " (" + ", ".join(roles + ([rest] if rest else [])) + ")"  # {"defender": {…}}: "the defender is a character …"
    cond = describe_condition(t.condition)
    return head + (f", if {cond}" if cond else "")


def describe_static(s: dict[str, Any]) -> str:
    who = {"self": "this card", "yours": "your cards", "yours_other": "your other cards", "here": "characters here",
           "in_hand": "this card (in your hand)"}.get(s.get("who", ""), str(s.get("who")))
    if s.get("filter"):
        who += " (" + filter_words(s["filter"]) + ")"
    per = f" for each {count_words(s['per'])}" if isinstance(s.get("per"), dict) else ""  # engine.lorcana.characteristics.count_per
    if s.get("move_less"):  # engine.lorcana.move_costs
        where = "here" if s.get("to") == "here" else "to a location"
        what = (f"{filter_words(s.get('filter') or {}) or 'characters'} may move {where} "
                + ("for free" if s["move_less"] >= 99 else f"for {s['move_less']} ink less"))
    elif s.get("extra_ink"):  # engine.lorcana.extra_ink
        what = f"you may put {s['extra_ink']} additional card(s) into your inkwell each turn"
    elif s.get("cost_more"):  # engine.lorcana.cost_increases
        what = (("each player pays" if s.get("who") == "each_player" else f"{who} pay") + f" {s['cost_more']} more to play "
                + (filter_words(s.get("filter") or {}, "cards") if s.get("filter") else "cards"))
    elif s.get("win_lore"):  # engine.lorcana.flow: the lore a player needs to win (1.9.1.1)
        what = f"opponents need {s['win_lore']} lore to win the game"
    elif s.get("cost_less"):
        what = f"{who}: pay {s['cost_less']} less to play" + (per or (" for each counted card" if s.get("per") else ""))
    elif s.get("stat"):
        what = f"{who} get{'s' if s.get('who') == 'self' else ''} {s.get('delta', 0):+d} {s['stat']}" + per
    elif s.get("keyword"):
        kw = value_text(s["keyword"]) + (f" +{s['delta']}" if s.get("delta") else "")
        if kw.startswith("cant "):  # an engine flag "cant_X": the card can't X
            what = f"{who} can't {kw[5:]}" + per
        else:
            what = f"{who} {'has' if s.get('who') == 'self' else 'have'} {kw}" + per
    elif s.get("prohibit"):
        players = {"opponents": "Opponents", "all": "Players", None: "Players"}.get(s.get("players"), str(s.get("players")))
        what = f"{players} can't {value_text(s['prohibit'])} {'/'.join(s.get('types', []))}".rstrip()
    elif s.get("play_free"):  # engine.lorcana.self_free, static_free (4.3.4.10)
        what = f"{who}: may be played for free"
        pay = s.get("free_pay")
        if isinstance(pay, dict) and pay.get("op") == "bottom_from_discard":  # the alternative cost the engine takes
            n = pay.get("n", 1)
            what += (f" by putting {_a(filter_words(pay.get('filter') or {}, 'card')) if n == 1 else str(n) + ' ' + filter_words(pay.get('filter') or {}, 'cards')}"
                     " from your discard on the bottom of your deck")
        elif isinstance(pay, dict):
            what += f" by paying ({raw('free_pay', pay)})"
    elif s.get("shift_bottom"):  # engine.lorcana.bottom_shift (10.8.1, 4.3.4.10)
        spec = s["shift_bottom"]
        what = (f"{who}: may be shifted for free by putting {spec['n']} cards from your discard"
                + (" (" + filter_words(spec["filter"]) + ")" if spec.get("filter") else "")
                + " on the bottom of your deck, one at a time in the order chosen")
    elif s.get("free_ability"):
        what = f"use {s['free_ability']} for free"
    elif s.get("replace"):
        what = f"replacement: {s['replace'].replace('_', ' ')}"
    elif s.get("top_face_up"):  # engine.lorcana.top_face_up
        return ("Each player" if s["top_face_up"] == "each" else "Each opponent") + " plays with the top card of their deck face up"
    elif s.get("play_unless"):
        return f"This card (in your hand) can't be played unless {describe_condition(s.get('cond'))}"
    elif "grant" in s:  # engine.lorcana.granted_abilities
        what = f"{who} {'has' if s.get('who') == 'self' else 'have'} the quoted ability below"
    else:  # no words yet: every key shown, readable
        what = ", ".join(raw(k, v) for k, v in s.items() if k != "cond" and v is not None)
    if isinstance(s.get("cond"), dict) and set(s["cond"]) == {"not"}:  # "… unless you have a character named Chip in play"
        return what + f" unless {describe_condition(s['cond']['not'])}"
    cond = describe_condition(s.get("cond"))
    return what + (f" while {cond}" if cond else "")


def describe_ability(ab: Ability) -> str:
    """The compiled ability in words: trigger or cost, then what it does."""
    if ab.kind == "static":
        text = "; ".join(describe_static(s) for s in ab.static)
        grants = [ab.effects[s["grant"]] for s in ab.static if "grant" in s and 0 <= s["grant"] < len(ab.effects)]
        text += "".join(f"; the quoted ability: {describe_granted(g)}" for g in grants)
    else:
        text = describe_effects(ab.effects)
        if ab.kind == "triggered" and ab.trigger:
            text = describe_trigger(ab.trigger) + (" (once per turn)" if ab.once_per_turn else "") + ", " + text
        elif ab.kind == "activated" and ab.cost:
            cost = [k.replace("_", " ") for k in ("exert", "banish_self") if ab.cost.get(k)]
            if ab.cost.get("ink"):
                cost.append(f"{ab.cost['ink']} ink")
            if ab.cost.get("discard"):
                cost.append("discard a card")
            if ab.cost.get("damage_self"):
                cost.append(f"deal {ab.cost['damage_self']} damage to this card")
            if ab.cost.get("pay"):  # engine.lorcana.chosen_costs
                pay = ab.cost["pay"]
                cost.append(f"{pay['op']} {pay.get('n', 1)} of your {'/'.join(pay['filter'].get('types', ['card']))}(s)")
            text = (", ".join(cost) or "no cost") + " — " + text
            if ab.cost.get("while"):  # usable only while its condition holds (engine.lorcana.turn_actions.activate_problem)
                text = "(only while its condition holds) " + text
    return text[:1].upper() + text[1:]


def explain_card(data: dict[str, Any], book: ScriptBook | None = None) -> list[AbilityExplanation]:
    """Per printed ability: who handles it and what it does (``detail``: the templates' names,
    the script's file:line, or why the ability is resolved by hand)."""
    book = book if book is not None else default_book()
    script, status = script_status(data, book)
    out = []
    for ab in compile_card(data, book):
        label = f"{ab.name} {ab.text}".strip() if ab.name and ab.kind != "keyword" else ab.text or ab.name
        if ab.kind == "keyword":
            words = ab.text if ab.text.startswith(ab.name) else ab.name  # the printed keyword with its value (Shift 5)
            out.append(AbilityExplanation(label, KEYWORD if ab.ok else MANUAL, [], words,
                                          "" if ab.ok else f"the engine does not apply {ab.name} yet"))
            continue
        if not ab.ok:
            detail = "no template reads this text"
            covered = script.ability(ab.index + 1) if script is not None else None
            if status == "stale" and covered is not None:
                detail = f"script {where(script, covered)} is stale: the printed text changed since it was written, so it is not applied"
            out.append(AbilityExplanation(label, MANUAL, [], "", detail))
            continue
        source = SCRIPT if ab.source == "script" else TEMPLATE
        detail = ab.detail
        summary = summary_of(ab, script)
        out.append(AbilityExplanation(label, source, list(ab.effects), summary, detail))
    return out


def summary_of(ab: Ability, script: Any) -> str:
    """A script's own ``describe`` line wins; else the compiled ability in words."""
    if ab.source == "script" and script is not None:
        covered = script.ability(ab.index + 1)
        if covered is not None and covered.describe:
            return covered.describe
    return describe_ability(ab)

