"""Sentences that move cards between zones, in wordings the other families don't read (EN 709.1):

- graveyards shuffled into decks: "Target player shuffles his graveyard into his deck", "You may
  shuffle target player's graveyard into his deck", "All players shuffle their graveyards into their
  decks", "Shuffle all allies from your graveyard into your deck" (the ``shuffle`` op of
  ``engine.wow.quests`` for one player's whole graveyard, else ``shuffle_graveyards``,
  ``engine.wow.graveyard_shuffle``);
- whole hands discarded: "Target player discards his hand", "Discard your hand" (``discard_hand``,
  ``engine.wow.hand_discard``, 415.9d);
- hands looked at: "Look at target player's hand" (415.4a), and with a pick the next sentence
  discards: "Look at target opponent's hand and choose an ally card." + "He discards that card."
  (``look_at_hand`` with a filter, ``engine.wow.hand_look``);
- cards put into their owners' hands in other words: "Put target ally from your party into its
  owner's hand", "… into his owner's hand", "Put each of up to two target opposing allies into its
  owner's hand" (EN 706: separate targets, templates_damage);
- "non-X" chosen targets: "Remove target non-Demon ally from the game" (``not_tag``,
  ``targets.extra_match``).

Registered late (priority 436: after the other families' sentences, before the last fallback
``grant_keyword``), so they read only what nothing else reads."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .readers import search_filter
from .registry import PAIRS, REFS, SENTENCES, TEXTS, compile_sentence
from .templates_damage import _count, _first_optional, _targets
from .templates_quests import reveal_filter

_WHO = {"target player": Target("chosen", {"player": True}), "each player": Target("each_player"), "all players": Target("each_player"),
        "each opponent": Target("opponent"), "target opponent": Target("opponent"), "you": Target("player"), "": Target("player")}


def _who(word: str) -> Target:
    t = _WHO[word.lower().strip()]
    return Target(t.kind, dict(t.filter))


def kind_filter(phrase: str) -> dict[str, Any] | None:
    """ "allies", "ally cards", "[Horde] card", "Pet or Demon ally", "ability or equipment card"
    → ``search.card_matches`` keys (``any_tag``, ``faction``, ``icon`` included)."""
    p = phrase.strip()
    p = rx.sub(r"\b(allies|abilities|cards)\b", lambda w: {"allies": "ally", "abilities": "ability", "cards": "card"}[w.group(1).lower()], p, flags=re.I)
    flt = search_filter(p)
    if flt is not None and not rx.search(r"\[", p):
        return flt
    m = rx.fullmatch(r"([A-Z][\w'-]+(?: Knight)?) or ([A-Z][\w'-]+) (ally|card)", p)
    if m and m.group(1).lower() not in ("ability", "ally", "equipment") and m.group(2).lower() not in ("ability", "ally", "equipment"):
        out: dict[str, Any] = {"any_tag": [m.group(1), m.group(2)]}
        if m.group(3) == "ally":
            out["types"] = ["ally"]
        return out
    return reveal_filter(p)  # "[Horde] card" (faction), "[Nature] card" (icon), "ability or equipment card"


# --- graveyards into decks -------------------------------------------------------------------

_SHUFFLE = re.compile(r"(?:(target player|each player|all players|you) )?(?:have (target player) )?shuffles? "
                      r"(?:(all (?P<what>.+?)) from )?(?:(?:his|their|your|target player's) graveyards?) into (?:his|their|your) decks?", re.I)


@SENTENCES.register("wzones_shuffle_graveyard", priority=436)
def _shuffle_graveyard(s: str, name: str, sentence: str) -> list[Effect] | None:
    m = _SHUFFLE.fullmatch(s)
    if not m:
        return None
    who_word = m.group(2) or m.group(1) or ""
    if rx.search(r"target player's graveyard", s, re.I):
        if who_word:
            return None
        who_word = "target player"
    whose = rx.search(r"(his|their|your|target player's) graveyard", s, re.I).group(1).lower()
    if (whose == "your") != (who_word.lower() in ("", "you")):
        return None  # "you shuffle his graveyard": not this wording
    who = _who(who_word)
    if m.group("what"):
        flt = kind_filter(m.group("what"))
        if flt is None:
            return None
        return [Effect("shuffle_graveyards", 0, who, condition={"filter": flt}, text=sentence)]
    if who.kind == "each_player":
        return [Effect("shuffle_graveyards", 0, who, text=sentence)]
    if who.kind == "player":
        return None  # "(You may) shuffle your graveyard into your deck": templates_quests reads it in rewards
    return [Effect("shuffle", 0, who, zone="graveyard", text=sentence)]  # engine.wow.quests.shuffle_graveyard (as rewards read it)


# --- whole hands -----------------------------------------------------------------------------

@SENTENCES.register("wzones_discard_hand", r"(target player|target opponent|each player|each opponent|you)? ?discards? (?:his|their|your) hands?",
                    full=True, priority=436, flags=re.I)
def _discard_hand(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect("discard_hand", 0, _who(m.group(1) or ""), text=sentence)]


_LOOK = r"look at (target player|target opponent)'s hand"


@SENTENCES.register("wzones_look_at_hand", _LOOK, full=True, priority=436, flags=re.I)
def _look_at_hand(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """415.4a: only the looker learns the cards."""
    return [Effect("look_at_hand", 0, _who(m.group(1)), text=sentence)]


_PICK = re.compile(_LOOK + r" and choose (?:an?|one) (.+?)(?: with cost (\d+) or less)?", re.I)
_HE_DISCARDS = re.compile(r"(?:he|she|that opponent|that player|the player) discards (?:that card|it)", re.I)


@PAIRS.register("wzones_look_pick_discard", priority=30)
def look_pick_discard(first: str, second: str) -> list[Effect] | None:
    """ "Look at target opponent's hand and choose an ability or equipment card." + "That opponent
    discards that card." (415.4a, 415.9d): the looker chooses a matching card (none if none match)."""
    m = _PICK.fullmatch(rx.spaces(first.strip().rstrip(".")))
    if not m or not _HE_DISCARDS.fullmatch(second.strip().rstrip(".")):
        return None
    flt = kind_filter(rx.sub(r"\bcards?$", "card", m.group(2)))
    if flt is None or "name" in flt:
        return None
    if m.group(3):
        flt = {**flt, "max_cost": int(m.group(3))}
    return [Effect("look_at_hand", 1, _who(m.group(1)), condition={"filter": flt}, text=f"{first} {second}")]


# --- into owners' hands, other wordings ------------------------------------------------------

@SENTENCES.register("wzones_owner_hand_words", r"(.+?) (?:from your party )?into (?:his|her) owner'?s'? hands?|put (target .+?) from your party into its owner's hand",
                    full=True, priority=436, flags=re.I)
def _owner_hand_words(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "… into his owner's hand" / "Put target ally from your party into its owner's hand": the
    same sentence as "… into its owner's hand" / "Put target ally in your party …"."""
    s = m.group(0)
    s = rx.sub(r"\binto (?:his|her) owner'?s'? hands?", "into its owner's hand", s, flags=re.I)
    s = rx.sub(r"\bfrom your party into its owner's hand", "in your party into its owner's hand", s, flags=re.I)
    s = rx.sub(r"^youmay\b", "you may", s, flags=re.I)
    return None if s == m.group(0) else compile_sentence(s, name)


@SENTENCES.register("wzones_up_to_n_to_hand", r"put each of up to (\w+) target (.+?) into (?:its|their) owners?'?s? hands?",
                    full=True, priority=436, flags=re.I)
def _up_to_n_to_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    k = _count(m.group(1))
    tgts = _targets(m.group(2), k or 0, name) if k else None
    return None if tgts is None else _first_optional([Effect("return_to_hand", 0, t, text=sentence) for t in tgts])


# --- "non-X" targets -------------------------------------------------------------------------

_NON = re.compile(r"\btarget (opposing |friendly )?non-([A-Z][\w'-]*|token) (ally|hero or ally)\b")


@SENTENCES.register("wzones_non_tag_target", priority=436)
def _non_tag_target(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Remove target non-Demon ally from the game": the sentence with "target ally", its one chosen
    target lacking the tag (202.1a; "non-token": not a token, 404.2)."""
    m = _NON.search(s)
    if not m or len(_NON.findall(s)) != 1:
        return None
    effs = compile_sentence(s[: m.start()] + f"target {m.group(1) or ''}{m.group(3)}" + s[m.end():], name)
    chosen = [e for e in effs or [] if e.target is not None and e.target.kind == "chosen"]
    if not effs or len(chosen) != 1 or "not_tag" in chosen[0].target.filter or any(e.op == "manual" for e in effs):
        return None
    chosen[0].target.filter["not_tag"] = m.group(2)
    return effs


# --- graveyard targets of more kinds ---------------------------------------------------------

_GRAVE_TO_HAND = re.compile(r"(?:put|return) target (.+?) from your graveyard (?:into|to) your hand", re.I)


@SENTENCES.register("wzones_graveyard_kind_to_hand", priority=436)
def _graveyard_kind_to_hand(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Put target [Nature] card / [Horde] card / Death Knight or Undead ally from your graveyard
    into your hand" (EN 706; read on the printed sentence: its icons name a faction or a damage
    type/tag, ``search.card_matches``)."""
    m = _GRAVE_TO_HAND.fullmatch(rx.spaces(sentence.strip().rstrip(".")))
    if not m or (flt := kind_filter(m.group(1))) is None or "name" in flt:
        return None
    return [Effect("graveyard_move", 0, Target("chosen", {**flt, "zone": "graveyard", "side": "friendly"}), zone="hand", text=sentence)]


# --- the card itself from its graveyard --------------------------------------------------------

@SENTENCES.register("wzones_self_graveyard_to_hand", priority=436)
def _self_graveyard_to_hand(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "(When NAME is destroyed,) you may put him from your graveyard into your hand": the source
    card, from its owner's graveyard (``self_from_graveyard``, ``engine.wow.graveyard_powers``).
    "it" is not read here: after "When attached ally is destroyed" it names another card."""
    names = {n.lower() for n in (name, name.split(",")[0], name.split(" ")[0]) if n}
    m = rx.fullmatch(r"put (.+?) from (?:your|his|her|its owner's) graveyard into (?:your|his|her|its owner's|their owner's) hand", s, re.I)
    if not m or (m.group(1).lower() not in names | {"him", "her"}):
        return None
    return [Effect("self_from_graveyard", 0, zone="hand", text=sentence)]


@TEXTS.register("wzones_no_static_after_graveyard_move")
def _no_static_after(text: str, name: str) -> list[Effect] | None:
    """Texts left to the hand (manual) rather than misread: "When this ally enters play, you may put
    target [Horde] card from your graveyard into your hand. Other [Horde] allies you control have
    +2/+2." (Thrall: the second sentence is the card's continuous power, EN 714, not a stat change
    for the turn); "Each player shuffles his graveyard into his deck, and then draw a card." (who
    draws is not said)."""
    if rx.search(r"\beach player shuffles his graveyard into his deck, and then draw\b", text, re.I):
        return [Effect("manual", text=text)]  # "…, and then draw a card" (The Restless Dead): who draws is not said
    parts = [p.strip() for p in rx.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]
    if len(parts) > 1 and _GRAVE_TO_HAND.search(parts[0]) and any(
            rx.search(r"\bhave [+-]\d+ ?/ ?[+-]\d+\.?$", p) and "this turn" not in p for p in parts[1:]):
        return [Effect("manual", text=text)]
    return None


# --- "If X, Y" with a condition only the quest catalogue reads ------------------------------------

@TEXTS.register("wzones_if_quest_condition")
def _if_quest_condition(text: str, name: str) -> list[Effect] | None:
    """ "If an opponent has more resources than you, you may put …" (one sentence; EN 709: checked
    as the power resolves): a condition of ``templates_quests.quest_condition`` (``q_*`` keys,
    ``engine.wow.quests``) that the general catalogue (``conditions.parse_condition``) lacks."""
    from .conditions import parse_condition
    from .registry import compile_effects
    from .templates_quests import quest_condition

    s = text.strip().rstrip(".")
    if not rx.match(r"if ", s, re.I) or "." in s:
        return None
    cuts = [i for i, ch in enumerate(s) if ch == ","]
    found = next(((s[3:i].strip(), s[i + 1:].strip()) for i in cuts
                  if parse_condition(s[3:i].strip(), name) is None and quest_condition(s[3:i].strip(), name) is not None), None)
    if found is None or not found[1] or parse_condition(found[0], name) is not None:
        return None  # "If an ability, ally, or equipment was destroyed this turn, …": the condition holds commas
    cond = quest_condition(found[0], name)
    effs, ok = compile_effects(found[1][0].upper() + found[1][1:] + ".", name)
    if not ok or not effs:
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "if": cond}
        e.text = text.strip()  # the printed sentence, condition included (as templates_quests keeps it)
    return effs


# --- more wordings of a player's own pick, and of "that player" ----------------------------------

@SENTENCES.register("wzones_pick_words", r"(target opponent|each opponent|each player) chooses (?:an? )?(.+?) (?:he|they) controls? and puts (?:it|them) "
                    r"into (?:its|their) owners?'?s?'? hands?|(target opponent|each opponent|target player) chooses and discards (a|one|two) cards?",
                    full=True, priority=436, flags=re.I)
def _pick_words(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target opponent chooses an ally he controls and puts it into its owner's hand." = "Target
    opponent puts an ally he controls into its owner's hand."; "… chooses and discards a card" = "…
    discards a card" (415.9d: the discarding player always chooses)."""
    if m.group(1):
        return compile_sentence(f"{m.group(1)} puts an {m.group(2)} he controls into its owner's hand", name)
    return compile_sentence(f"{m.group(3)} discards {m.group(4)} card" + ("s" if m.group(4).lower() == "two" else ""), name)


@SENTENCES.register("wzones_own_pick_to_hand", r"put (?:an?|one) (ally|ability|equipment|weapon|armor|item) you control into its owner's hand",
                    full=True, priority=436, flags=re.I)
def _own_pick_to_hand(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Put an ally you control into its owner's hand." — no target (EN 706): the controller picks one
    of his cards on resolution (``player_picks``, ``engine.wow.forced``)."""
    kinds = {"equipment": ["weapon", "armor", "item"]}.get(m.group(1).lower(), [m.group(1).lower()])
    return [Effect("player_picks", 1, Target("player"), stat="hand", condition={"filter": {"types": kinds}}, text=sentence)]


@SENTENCES.register("wzones_that_player_discards", r"(?:then, )?that (?:player|opponent) discards? (a|one|two) cards?", full=True, priority=436, flags=re.I)
def _that_player_discards(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Put target opposing ally into its owner's hand. Then, that player discard a card." (Dread
    Touch): the controller of the card the sentence before acted on (``Target("ref")``, engine.wow.refs)."""
    return [Effect("discard", 2 if m.group(1).lower() == "two" else 1, Target("ref", {"of": "controller"}), text=sentence)]


@SENTENCES.register("wzones_all_to_hands", r"put all (non-(?:[A-Z][\w'-]*|token) )?allies into their owners'? hands", full=True, priority=436, flags=re.I)
def _all_to_hands(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Put all non-[Frost] allies into their owners' hands." (Kolorath): every ally (this one too),
    but those with the tag (202.1a: a race/class/tag word or the damage type)."""
    flt: dict[str, Any] = {"types": ["ally"]}
    if m.group(1):
        flt["not_tag"] = m.group(1)[len("non-"):].strip()
    return [Effect("return_to_hand", 0, Target("each", flt), text=sentence)]


@SENTENCES.register("wzones_each_discard", r"you and target opponent each discard (a|one|two) cards?", full=True, priority=436, flags=re.I)
def _each_discard(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "You and target opponent each discard a card." (two players: both of them, 415.9d)."""
    return [Effect("discard", 2 if m.group(1).lower() == "two" else 1, Target("each_player"), text=sentence)]


@SENTENCES.register("wzones_self_from_play_to_hand", r"put (.+?) (?:from play )?into (?:its|his|her) owner's hand(?P<later> at the end of (?:this|the) turn)?",
                    full=True, priority=436, flags=re.I)
def _self_from_play_to_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put him from play into his owner's hand." (Retainer Khorbus) = "Put him into its owner's
    hand."; "put him into his owner's hand at the end of this turn." (Loate Grimtusk) = "At the end
    of this turn, put him into its owner's hand." (templates_later)."""
    if "from play" not in m.group(0).lower() and not m.group("later"):
        return None
    if m.group("later"):
        return compile_sentence(f"At the end of this turn, put {m.group(1)} into its owner's hand", name)
    return compile_sentence(f"Put {m.group(1)} into its owner's hand", name)


@SENTENCES.register("wzones_graveyard_into_hand_words", r"(put (?:an?|one) .+? from your graveyard) into hand", full=True, priority=436, flags=re.I)
def _graveyard_into_hand_words(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put a Totem card from your graveyard into hand." = "… into your hand" (templates_zones)."""
    raw = rx.fullmatch(r"(put (?:an?|one) .+? from your graveyard) into hand", sentence.strip().rstrip("."), re.I)
    return compile_sentence((raw or m).group(1) + " into your hand", name)


@REFS.register("wzones_that_opponent_discards")
def _that_opponent_discards(sentence: str, earlier: list[Effect], read) -> list[Effect] | None:
    """ "Target opponent puts an ally from his party into its owner's hand. If he does, that opponent
    discards a card." (Soul Rend): "that opponent" is the one the sentence before named."""
    m = rx.fullmatch(r"that opponent discards (a|one|two) cards?\.?", sentence.strip(), re.I)
    if not m or not earlier or earlier[-1].target is None or earlier[-1].target.kind != "opponent":
        return None
    return [Effect("discard", 2 if m.group(1).lower() == "two" else 1, Target("opponent"), text=sentence)]


@SENTENCES.register("wzones_graveyard_to_deck_more", r"(put|shuffle) (target .+?) (?:in|from) (your|a) graveyard (on the bottom of its owner's deck|into your deck)",
                    full=True, priority=436, flags=re.I)
def _graveyard_to_deck_more(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put target card in a graveyard on the bottom of its owner's deck." (Gardos Gravefang), "Shuffle
    target ally in your graveyard into your deck." (Demonic Reclamation) — EN 706 graveyard targets."""
    from .templates_graveyard import graveyard_target

    verb, where = m.group(1).lower(), m.group(4).lower()
    if (verb == "put") != where.startswith("on the bottom") or (where == "into your deck" and m.group(3).lower() != "your"):
        return None
    tgt = graveyard_target(m.group(2), m.group(3))
    return None if tgt is None else [Effect("graveyard_move", 0, tgt, zone="deck_bottom" if verb == "put" else "deck_shuffle", text=sentence)]


@SENTENCES.register("wzones_deck_edges", r"remove the top (card|two cards|three cards|five cards) of (that (?:ally|hero|character)'s controller's|target player's|target opponent's|your) "
                    r"deck from the game|put the bottom card of your deck into your hand", full=True, priority=436, flags=re.I)
def _deck_edges(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Remove the top two cards of that ally's controller's deck from the game." (``Target("ref")``: the
    controller of the card acted on before); "put the bottom card of your deck into your hand"
    (``engine.wow.deck_edges``)."""
    if not m.group(1):
        return [Effect("bottom_to_hand", 0, Target("player"), text=sentence)]
    n = {"card": 1, "two cards": 2, "three cards": 3, "five cards": 5}[m.group(1).lower()]  # five: Shroud of the High Priest (helper watt)
    whose = m.group(2).lower()
    who = Target("ref", {"of": "controller"}) if whose.startswith("that") else _who({"target player's": "target player", "target opponent's": "target opponent"}.get(whose, "you"))
    return [Effect("remove_top", n, who, text=sentence)]


@SENTENCES.register("wzones_random_from_graveyard", r"put a random card from your graveyard into your hand", full=True, priority=436, flags=re.I)
def _random_from_graveyard(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Put a random card from your graveyard into your hand." (``engine.wow.graveyard_random``)."""
    return [Effect("random_from_graveyard", 0, Target("player"), text=sentence)]
