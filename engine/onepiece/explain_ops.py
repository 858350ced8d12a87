"""What one effect does, in a ONE PIECE player's words, for the ops whose registered description documents
their parameters ("(zone either: …; trash: …)"): the words of the case the card's effect is, as the op's
resolver does it (read by explain.effect_words before the generic description)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.effects import Effect

from .ops import UP_TO


def _rest_to_bottom(e: Effect, t: str) -> str:
    """op_resolvers.rest_to_bottom: the looked-at cards left go to the bottom in the player's order (1-3-8)."""
    return "place the rest of the looked-at cards at the bottom of your deck in any order"


def _face_up_life(e: Effect, t: str) -> str:
    """special.face_up_life: to the top (no zone, "top") or, "either", the top or bottom the player chooses."""
    end = "the top or bottom" if e.zone == "either" else "the bottom" if e.zone == "bottom" else "the top"
    return f"add {t} to {end} of its owner's Life cards face-up"


def _mill(e: Effect, t: str) -> str:
    return f"trash {e.amount} card(s) from the top of your deck"


def _any_own(e: Effect, t: str) -> str:
    """ops_any_own: 0 or more of the player's Characters that fit (1-3-5-1), counted."""
    what = t.replace("1 of your Characters", "your Characters", 1) if t.startswith("1 of your") else t
    verb = "K.O. any number of them" if e.keyword == "ko" else "return any number of them to the owner's hand"
    return f"choose among {what}: {verb} (counted for \"for every Character\")"


def _no_blocker(e: Effect, t: str) -> str:
    """ops_no_blocker_turn: the whole turn, or (keyword "leader") only when your Leader attacks."""
    return "your opponent cannot activate [Blocker]" + (" when your Leader attacks" if e.keyword == "leader" else "") + " during this turn"


def _trash_any(e: Effect, t: str) -> str:
    """ops_extra2.trash_any_from_hand: 0 to ``amount`` (0: any number) of the cards the text names."""
    many = f"up to {e.amount} card(s)" if e.amount else "any number of cards"
    rest = t.split("(", 1)[1].rsplit(")", 1)[0] if "(" in t else ""
    return f"trash {many} from your hand" + (f" ({rest})" if rest else "") + " (counted for \"for every card\")"


def _play_split(e: Effect, t: str) -> str:
    """ops_play_split: one played active, the other rested (with ``amount``: only with that cost or less)."""
    other = f"the other rested if it has a cost of {e.amount} or less" if e.amount else "the other rested"
    return f"play 1 of the selected cards from your {e.zone or 'trash'} and {other}"


def _each_trash_to(e: Effect, t: str) -> str:
    who = "you trash cards from your hand" if e.zone == "own" else "you and your opponent trash cards from your hands"
    return f"{who} until {'you have' if e.zone == 'own' else 'you each have'} {e.amount} cards in your hand"


def _next_play(e: Effect, t: str) -> str:
    """next_play: keyword "name:minimum cost" ("{X}": a {X} type Character card)."""
    name, _, low = e.keyword.rpartition(":")
    card = f"a {name} type Character card" if name.startswith("{") else f"[{name}]"
    return f"the next time you play {card} with a cost of {low} or more from your hand during this turn, its cost is reduced by {e.amount}"


def _opp_returns(e: Effect, t: str) -> str:
    rest = t.split("(", 1)[1].rsplit(")", 1)[0] if "(" in t else ""
    n = max(e.amount, 1)
    them = "it" if n == 1 else "them"  # the pronoun agrees with the number chosen
    where = f"places {them} at the bottom of the owner's deck" if e.zone == "deck" else f"returns {them} to the owner's hand"
    return f"your opponent chooses {n} of their Characters" + (f" ({rest})" if rest else "") + f" and {where}"


def _pick_from_hand(e: Effect, t: str) -> str:
    """ops_extra.pick_from_hand: ``zone`` "opp": your opponent's hand, chosen by you; "own": yours, chosen by your opponent."""
    whose = "your hand, chosen by your opponent" if e.zone == "own" else "your opponent's hand, chosen by you"
    verb = {"trash": "trash", "reveal": "reveal"}.get(e.keyword, e.keyword)
    return f"{verb} {e.amount} card(s) of {whose}"


def _opponent_discards(e: Effect, t: str) -> str | None:
    if e.zone:
        return None  # explain.effect_words has the words of "deck" and "trash_deck"
    return f"your opponent trashes {e.amount} card(s) from their hand"


def _life_to_hand(e: Effect, t: str) -> str | None:
    """op_resolvers.life_to_hand (your own Life): from the top, or (keyword "either") the top or bottom; "trash": to the trash."""
    if e.zone:
        return None  # explain.effect_words has the words of the opponent's Life
    end = "the top or bottom" if e.keyword == "either" else "the top"
    n = f"{'up to ' if e.stat == UP_TO else ''}{e.amount}"
    return f"trash {n} card(s) from {end} of your Life cards" if e.keyword == "trash" else f"add {n} card(s) from {end} of your Life cards to your hand"


def _reveal_hand(e: Effect, t: str) -> str:
    return ("your opponent reveals their hand" if e.zone == "opp" else "reveal your hand") + " to both players"


def _select(e: Effect, t: str) -> str:
    """ops "select": the chosen cards a later instruction acts on ("it" for one, "them" for more)."""
    tg = e.target
    many = tg is not None and ((tg.kind == "each" and tuple(tg.filter.get("types", [])) != ("Leader",))
                               or (tg.kind == "chosen" and tg.count > 1))
    return f"select {t} (a later instruction says what happens to {'them' if many else 'it'})"


OP_WORDS: dict[str, Callable[[Effect, str], str | None]] = {
    "rest_to_bottom": _rest_to_bottom, "face_up_life": _face_up_life, "mill": _mill, "any_own_characters": _any_own,
    "forbid_blocker_turn": _no_blocker, "trash_any_from_hand": _trash_any, "play_split": _play_split,
    "each_trash_to": _each_trash_to, "next_play_discount": _next_play, "opponent_returns_character": _opp_returns,
    "pick_from_hand": _pick_from_hand, "opponent_discards": _opponent_discards, "life_to_hand": _life_to_hand,
    "reveal_hand": _reveal_hand, "select": _select,
}
"""op → the words of the card's case (None: explain's own words or the generic description)."""


RULE_WORDS: dict[str, str] = {
    # rule_changes, turn, decks, deck_out_rule, don_deck_rule …: what each ``rule:`` marker makes the engine do
    "characters_played_rested": "your Character cards are played rested",
    "only_attackable": "your opponent cannot attack any card other than the Character [{arg}]",
    "deck_out_wins": "when your deck is reduced to 0, you win the game instead of losing",
    "deck_out_at_turn_end": "you do not lose when your deck has 0 cards; you lose at the end of the turn in which it became 0",
    "no_cards_from": "your deck cannot include cards with a cost of {arg} or more",
    "no_events_from": "your deck cannot include Events with a cost of {arg} or more",
    "deck_only": "your deck can only include {{{arg}}} type cards",
    "start_stage": "at the start of the game, play up to 1 {{{arg}}} type Stage card from your deck",
    "don_deck_size": "your DON!! deck consists of {arg} cards",
    "don_phase_to_leader": "if you have any DON!! cards on your field, 1 DON!! card placed during your DON!! Phase is given to your Leader",
    "no_play_by_effects_from_hand": "this card in your hand cannot be played by effects",
    "no_removing_opp": "your opponent's Characters cannot be removed from the field by your effects",
    "face_up_life_to_deck": "your face-up Life cards are placed at the bottom of your deck instead of being added to your hand",
    "rest_don_at_main": "{who} rests 1 of their active DON!! cards at the start of their next Main Phase",
    "attack_tax": "{who} cannot attack unless their player trashes {arg} card(s) from their hand when attacking",
}
"""A ``rule:`` marker of grant_keyword (``rule:name[:arg]``) in words; ``who`` is the effect's target."""


def rule_words(keyword: str, target: str) -> str | None:
    """The words of a ``rule:`` marker (None: not in RULE_WORDS)."""
    name, _, arg = keyword[len("rule:"):].partition(":")
    words = RULE_WORDS.get(name)
    if words is None:
        return None
    who = "your opponent" if target.endswith("Leader") else target
    return words.format(arg=arg, who=who)


PHRASE_LABELS = {
    "start_of_turn": "At the start of the turn", "start_of_main": "At the start of the Main Phase",
    "when_attacked": "When this card is attacked", "on_event": "When you activate an Event",
    "on_opponent_event": "When your opponent activates an Event", "end_of_battle": "At the end of a battle in which this card battles",
    "on_opponent_blocker": "When your opponent activates [Blocker]",
    "don_returned": "When DON!! cards on your field are returned to your DON!! deck",
    "don_returned_2": "When 2 or more DON!! cards on your field are returned to your DON!! deck",
    "ko_by_opponent_effect": "When this Character is K.O.'d by your opponent's effect", "ko_by_effect": "When this Character is K.O.'d by an effect",
    "when_ko": "When this Character is K.O.'d", "on_attack_damage": "When this card's attack deals damage to your opponent's Life",
    "opponent_character_ko": "When your opponent's Character is K.O.'d", "character_ko": "When a Character is K.O.'d",
    "battle_ko": "When this Character battles and K.O.'s your opponent's Character", "becomes_rested": "When this Character becomes rested",
    "trigger_activates": "When a [Trigger] activates", "trashed_from_hand": "When a card is trashed from your hand by an effect",
    "end_of_battle_vs_character": "At the end of a battle in which this card battles your opponent's Character",
    "rested_by_opponent_effect": "When this Character is rested by your opponent's effect",
}
"""Labels of the timings templates_timings.PHRASES (and the scripts) give."""
