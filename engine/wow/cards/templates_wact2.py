"""Helper wact2 (issue #18): effect sentences of payment powers (cost -> effect, EN 701) and the
continuous powers of two-faced heroes' backs (301.2a) the other templates don't read.

- "Take an extra turn after this one." → ``extra_turn`` for the power's controller (500.3).
- "Player's can't draw cards this turn." (a misprint of "Players") → read as "Players can't draw …".
- "Destroy target ally with Protector." → ``destroy`` of a chosen card having that keyword (filter key
  ``keyword``, ``engine.wow.targets.matches``).
- "Protectors in your party have +2 ATK this turn." → ``modify_stat`` of each friendly hero and ally
  with that keyword, this turn (the group is read as the effect resolves, EN 709).
- the condition "NAME has Stealth" (the source itself has that keyword, ``engine.wow.wact2``: ``wa2_self_kw``).
- continuous (EN 714): "NAME and allies you control have Assault 1." → the keyword for the card itself
  and for each ally its controller controls; "Allies you control with Protector have +1 ATK while
  defending." → a stat change for each such ally having that keyword (``keyword_suffix``, read only
  for stat changes, so no keyword reads itself: ``engine.wow.group_filters``).
- a back face's own stat ("BACK: 40 Health", "BACK: 1 [Melee] ATK", 301.2b: melee is a character's default damage
  type, 205.1a) → +the gap to the printed value while the back shows (count ``wa2_printed_to``).
- a back face's "Dual Wield" (406.1) is read by ``engine.wow.wield`` only while the back shows
  (``templates_faces`` counts that line as read).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .. import ops
from . import rx
from .conditions import CONDITION_READERS, card_filter, parse_condition
from .keys import CANT_ATTACK, CANT_EXHAUST, CANT_PROTECT
from .readers import GRANTABLE, search_filter, short_names
from .registry import PAIRS, SENTENCES, read_sentence
from .templates_wzones_moves import _who

_KW = "Protector|Stealth|Elusive|Ferocity|Untargetable|Long-Range|Assault|Berserk"


def _names(name: str) -> str:
    return "|".join(re.escape(x) for x in sorted({name, name.split(",")[0], *short_names(name)}, key=len, reverse=True) if x)


@SENTENCES.register("wact2_extra_turn", r"take an extra turn after this one", full=True, priority=150, flags=re.I)
def _extra_turn(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Take an extra turn after this one." (500.3: the power's controller takes it)."""
    return [Effect("extra_turn", 0, None, text=sentence)]


@SENTENCES.register("wact2_players_misprint", r"player's can't draw cards this turn", full=True, priority=150, flags=re.I)
def _players_misprint(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Player's can't draw cards this turn." (Fianna Spellbinder's misprint of "Players")."""
    return read_sentence("Players can't draw cards this turn.", name)


@SENTENCES.register("wact2_destroy_with_kw", r"destroy target ((?:opposing |friendly )?(?:ally|hero or ally|hero)) with (" + _KW + "|Mend)(?: or (" + _KW + "|Mend))?",
                    full=True, priority=150, flags=re.I)
def _destroy_with_kw(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Destroy target ally with Protector." (a chosen card having that keyword, 103.2); "… with Mend or
    Protector" (either keyword: ``any_keyword``, engine.wow.targets; helper gear)."""
    base = read_sentence(f"Destroy target {m.group(1)}.", name)
    if not base or len(base) != 1 or base[0].op != "destroy" or base[0].target is None or base[0].target.kind != "chosen":
        return None
    e = base[0]
    keys = [k.title() if k != "Long-Range" else k for k in (m.group(2), m.group(3)) if k]
    e.target = Target("chosen", {**e.target.filter, **({"keyword": keys[0]} if len(keys) == 1 else {"any_keyword": keys})})
    e.text = sentence
    return [e]


@SENTENCES.register("wact2_kw_group_atk", r"(Protectors|Elusive allies|Stealthed allies) in your party have \+(\d+) ATK this turn",
                    full=True, priority=150)
def _kw_group_atk(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Protectors in your party have +2 ATK this turn." (each friendly hero and ally with Protector
    as it resolves, EN 709; a hero in your party is a Protector too)."""
    key = {"Protectors": "Protector", "Elusive allies": "Elusive", "Stealthed allies": "Stealth"}[m.group(1)]
    types = ["hero", "ally"] if m.group(1) == "Protectors" else ["ally"]
    flt = {"types": types, "side": "friendly", "keyword": key}
    return [Effect("modify_stat", int(m.group(2)), Target("each", flt), stat="atk", duration="this_turn", text=sentence)]


def _self_keyword(s: str, name: str) -> dict[str, Any] | None:
    """ "Savitir Skullsmasher has Stealth" (the source card has the keyword now, 103.2)."""
    m = rx.fullmatch(r"(?:" + _names(name) + r"|this ally|this hero) has (" + _KW + ")", s.strip(), re.I) if rx.search(r" has ", s, re.I) else None
    return {"k": "wa2_self_kw", "kw": m.group(1).title()} if m else None


CONDITION_READERS.append(_self_keyword)


def wact2_static(text: str, name: str) -> list[Effect] | None:
    """The continuous powers of the module docstring, or None."""
    if (mine := wact2_can_protect_me(text, name)) is not None:
        return mine
    m = rx.fullmatch(r"(\d+) (?:\[Melee\] ATK|Melee ATK|(Health))", text.strip().rstrip("."))
    if m:  # a back face's own ATK or health ("BACK: 40 Health", "BACK: 1 [Melee] ATK"; 301.2b): + the gap to the printed one
        stat = "health" if m.group(2) else "atk"
        return [Effect("modify_stat", 1, Target("self", {}), stat=stat, duration="permanent",
                       condition={"per": {"k": "wa2_printed_to", "stat": stat, "value": int(m.group(1))}}, text=text)]
    s = rx.sub(r"\s*\([^)]*\)\s*$", "", text.strip()).rstrip(".").strip()
    s = rx.sub(r"^[A-Z][\w'’-]*(?: (?:of|the|[A-Z][\w'’-]*)){0,7}: ", "", s)  # a power's name ("Song of Sylvanas: …")
    m = rx.fullmatch(r"(?:" + _names(name) + r") and allies you control have (Assault|Ferocity|Elusive|Protector|Stealth) ?(\d+)?", s) \
        if " and allies you control have " in s else None
    if m and m.group(1) in GRANTABLE:
        n = int(m.group(2) or 1) if m.group(1) == "Assault" else 1
        if (m.group(1) == "Assault") != bool(m.group(2)):
            return None
        return [Effect("grant_keyword", n, Target("self", {}), keyword=m.group(1), duration="permanent", text=text),
                Effect("grant_keyword", n, Target("each", {"types": ["ally"], "side": "friendly"}), keyword=m.group(1), duration="permanent", text=text)]
    m = rx.fullmatch(r"Allies you control with (" + _KW + r") have \+(\d+) ATK while (defending|attacking)", s)
    if m:
        cond = parse_condition(m.group(3), name)
        if cond is None:
            return None
        return [Effect("modify_stat", int(m.group(2)), Target("each", {"types": ["ally"], "side": "friendly", "keyword_suffix": m.group(1)}),
                       stat="atk", duration="permanent", condition={"if": cond}, text=text)]
    return None


@SENTENCES.register("wact2_player_readies_resources", r"target player readies all of his resources", full=True, priority=150, flags=re.I)
def _player_readies(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target player readies all of his resources." (411.1: each resource of the chosen player; ``wshot2_all``)."""
    return [Effect("wshot2_all", 0, Target("chosen", {"player": True}), stat="untap", condition={"filter": {"types": ["resource"]}}, text=sentence)]


@SENTENCES.register("wact2_heal_party", r"(.+?) heals (\d+) damage from each hero and ally in target player's party", full=True, priority=150)
def _heal_party(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Nalkas heals 2 damage from each hero and ally in target player's party." (the source heals, 408.2c;
    ``engine.wow.wact2``)."""
    if not rx.fullmatch(_names(name) + r"|this ally", m.group(1)):
        return None
    return [Effect(ops.HEAL_PARTY, int(m.group(2)), Target("chosen", {"player": True}), text=sentence)]


@SENTENCES.register("wact2_double_self_atk", r"double (.+?)'s ATK this turn", full=True, priority=150, flags=re.I)
def _double_self_atk(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Double Ripper's ATK this turn." (+X ATK this turn, X its ATK as the power resolves, EN 709)."""
    if not rx.fullmatch(_names(name), m.group(1), re.I):
        return None
    return [Effect("modify_stat", 1, Target("self", {}), stat="atk", duration="this_turn", condition={"per": {"k": "wa2_self_atk"}}, text=sentence)]


@SENTENCES.register("wact2_gain_if_no_hand", r"gain control of target (opposing )?ally if its controller has no cards in his hand", full=True, priority=150,
                    flags=re.I)
def _gain_if_no_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Gain control of target opposing ally if its controller has no cards in his hand." (401.3, EN 709)."""
    flt: dict[str, Any] = {"types": ["ally"], **({"side": "opposing"} if m.group(1) else {})}
    return [Effect(ops.GAIN_IF_NO_HAND, 0, Target("chosen", flt), text=sentence)]


@SENTENCES.register("wact2_player_gains_control", r"target player gains control of target (.+?) you control", full=True, priority=150, flags=re.I)
def _player_gains_control(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target player gains control of target ability, ally, or equipment you control." (401.3)."""
    flt = card_filter(m.group(1))
    if flt is None or "hero" in flt.get("types", []):
        return None
    return [Effect(ops.NOTE_PLAYER, 0, Target("chosen", {"player": True}), text=sentence),
            Effect(ops.GIVE_TO_NOTED, 0, Target("chosen", {**flt, "side": "friendly"}), text=sentence)]


@SENTENCES.register("wact2_hand_bottom_redraw", r"put your hand on the bottom of your deck, then draw that many cards", full=True, priority=150, flags=re.I)
def _hand_bottom_redraw(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put your hand on the bottom of your deck, then draw that many cards." (EN 709.1; ``engine.wow.wact2``)."""
    return [Effect(ops.HAND_BOTTOM_REDRAW, 0, None, text=sentence)]


@SENTENCES.register("wact2_player_quest_face_down", r"target player turns one of his quests face down", full=True, priority=150, flags=re.I)
def _player_quest_face_down(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target player turns one of his quests face down." (412.1b: he picks one of his face-up quests on
    resolution, EN 709.1; ``engine.wow.forced``)."""
    return [Effect("player_picks", 1, Target("chosen", {"player": True}), stat="face_down",
                   condition={"filter": {"types": ["resource"], "face_up": "quest", "side": "friendly"}}, text=sentence)]


@SENTENCES.register("wact2_attached_ability_to_hand", r"put an attached ability you control into its owner's hand", full=True, priority=150, flags=re.I)
def _attached_ability_to_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put an attached ability you control into its owner's hand." (picked on resolution, not a target,
    EN 709.1; 415.2: its owner's hand; ``engine.wow.forced``)."""
    return [Effect("player_picks", 1, Target("player", {}), stat="hand",
                   condition={"filter": {"types": ["ability"], "is_attachment": True, "side": "friendly"}}, text=sentence)]


@SENTENCES.register("wact2_sheep", r"This turn, target ally can't attack or protect, loses and can't have powers, and is also an? ([A-Z][\w'-]*)",
                    full=True, priority=150)
def _sheep(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "This turn, target ally can't attack or protect, loses and can't have powers, and is also a Sheep."
    (103.2: restrictions stay with the powers lost; 202.3: the tag is added, ``add_tag``)."""
    first = Effect("grant_keyword", 0, Target("chosen", {"types": ["ally"]}), keyword=CANT_ATTACK, duration="this_turn", text=sentence)
    return [first, *(Effect(op, 0, Target("previous", {}), keyword=k, duration="this_turn", text=sentence)
                     for op, k in (("grant_keyword", CANT_PROTECT), ("lose_powers", ""), ("add_tag", m.group(1))))]


@SENTENCES.register("wact2_opposing_lose_powers", r"opposing heroes and allies lose and can't have powers this turn", full=True, priority=150, flags=re.I)
def _opposing_lose_powers(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Opposing heroes and allies lose and can't have powers this turn." (103.2; those in play as it resolves, EN 709)."""
    return [Effect("lose_powers", 0, Target("each", {"types": ["hero", "ally"], "side": "opposing"}), duration="this_turn", text=sentence)]


@SENTENCES.register("wact2_opposing_cards_cant_exhaust", r"opposing cards can't exhaust this turn", full=True, priority=150, flags=re.I)
def _opposing_cards_cant_exhaust(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Opposing cards can't exhaust this turn." (103.2: every opposing card in play, resources too, as it
    resolves, EN 709; ``restrictions.can_exhaust``: no attack, protect, strike, [Exhaust] or payment with them)."""
    kinds = ["hero", "ally", "ability", "weapon", "armor", "item", "location", "resource"]
    return [Effect("grant_keyword", 0, Target("each", {"types": kinds, "side": "opposing"}), keyword=CANT_EXHAUST, duration="this_turn", text=sentence)]


@PAIRS.register("wact2_counts_as_combat", priority=150)
def _counts_as_combat(first: str, second: str) -> list[Effect] | None:
    """ "Rotun deals 1 melee damage to target hero or ally." + "That damage counts as combat damage." (408.3b;
    the card itself deals it, ``engine.wow.wact2``). The name is checked by the damage sentence's own reading."""
    if not rx.fullmatch(r"that damage counts as combat damage\.?", second.strip(), re.I):
        return None
    m = rx.fullmatch(r"(.+?) deals (\d+) (arcane|fire|frost|holy|nature|shadow|melee|ranged) damage to target hero or ally\.?", first.strip())
    if not m or m.group(1).lower() in ("your hero", "it") or rx.match(r"(?:target|each|that|an?|another|attached)\b", m.group(1), re.I):
        return None
    return [Effect(ops.COMBAT_DAMAGE, int(m.group(2)), Target("chosen", {"types": ["hero", "ally"]}), stat=m.group(3), text=f"{first} {second}")]


@SENTENCES.register("wact2_remove_if_defending", r"If target (ally|hero or ally) in your party is defending, remove it from combat", full=True, priority=150)
def _remove_if_defending(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "If target ally in your party is defending, remove it from combat." (EN 603; checked as it resolves, EN 709)."""
    types = ["ally"] if m.group(1) == "ally" else ["hero", "ally"]
    return [Effect(ops.REMOVE_IF_DEFENDING, 0, Target("chosen", {"types": types, "side": "friendly"}), text=sentence)]


@PAIRS.register("wact2_discard_hand_per", priority=150)
def _discard_hand_per(first: str, second: str) -> list[Effect] | None:
    """ "Discard your hand." + "Each opponent discards a card for each card you discarded this way." (415.9d;
    the count is the cards discarded as it resolved, ``engine.wow.wact2``)."""
    if not (rx.fullmatch(r"discard your hand\.?", first.strip(), re.I)
            and rx.fullmatch(r"each opponent discards a card for each card you discarded this way\.?", second.strip(), re.I)):
        return None
    return [Effect(ops.DISCARD_HAND_COUNT, 0, None, text=first),
            Effect("discard", 1, Target("opponent", {}), condition={"per": {"k": "wa2_discarded"}}, text=second)]


@SENTENCES.register("wact2_destroy_dealt_self", r"Destroy all allies that dealt combat damage to (.+?) this turn", full=True, priority=150)
def _destroy_dealt_self(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Destroy all allies that dealt combat damage to Savin this turn." (415.9c; this turn's history)."""
    return [Effect(ops.DESTROY_DEALT_SELF, 0, None, text=sentence)] if rx.fullmatch(_names(name), m.group(1)) else None


@SENTENCES.register("wact2_damage_dealt_back", r"(\S+) deals X (\w+) damage to target ally, where X is the amount of damage that ally dealt to (.+?) this turn",
                    full=True, priority=150)
def _damage_dealt_back(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Nimaasus deals X holy damage to target ally, where X is the amount of damage that ally dealt to Nimaasus this
    turn." (the card itself deals it, 405.4; the printed "Numaasus" is a misprint of its own name)."""
    if not rx.fullmatch(_names(name), m.group(3)) or m.group(1)[:1].lower() != m.group(3)[:1].lower():
        return None
    return [Effect(ops.DAMAGE_DEALT_BACK, 0, Target("chosen", {"types": ["ally"]}), stat=m.group(2).lower(), text=sentence)]


@SENTENCES.register("wact2_seven_minus_hand", r"(.+?) deals (\w+) damage to target hero equal to (\d+) minus the number of cards in its controller's hand",
                    full=True, priority=150)
def _seven_minus_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Omedus deals shadow damage to target hero equal to 7 minus the number of cards in its controller's hand."
    (405.4, as it resolves)."""
    if not rx.fullmatch(_names(name), m.group(1)):
        return None
    return [Effect(ops.SEVEN_MINUS_HAND, int(m.group(3)), Target("chosen", {"types": ["hero"]}), stat=m.group(2).lower(), text=sentence)]


@SENTENCES.register("wact2_look_remove", r"Look at target (player|opponent)'s hand and remove a card in it from the game", full=True, priority=150)
def _look_remove(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Look at target player's hand and remove a card in it from the game." (415.4a: the hand is shown to the
    link's controller, who chooses the card; ``engine.wow.hand_look`` with ``zone`` "removed")."""
    who = _who(f"target {m.group(1)}")
    return [Effect("look_at_hand", 1, who, zone="removed", text=sentence)]


_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5}


@PAIRS.register("wact2_remove_top_heal", priority=150)
def _remove_top_heal(first: str, second: str) -> list[Effect] | None:
    """ "Remove the top three cards of target opponent's deck from the game." + "Neeri heals 2 damage from herself
    for each ally removed this way." (415.7, 407.1; the source heals itself, ``engine.wow.wact2``)."""
    a = rx.fullmatch(r"Remove the top (two|three|four|five) cards of target opponent's deck from the game\.?", first.strip())
    b = rx.fullmatch(r"(.+?) heals (\d+) damage from (?:herself|himself|itself) for each ally removed this way\.?", second.strip())
    if not (a and b) or rx.match(r"(?:your|target|each|an?)\b", b.group(1), re.I):
        return None
    return [Effect(ops.REMOVE_TOP_HEAL, _COUNT[a.group(1)], Target("opponent", {}), condition={"heal": int(b.group(2))}, text=f"{first} {second}")]


@SENTENCES.register("wact2_search_into_play", r"Search your deck for an? (.+?) and put it into play", full=True, priority=150)
def _search_into_play(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Search your deck for a Human ally card and put it into play." (413.1; the card enters play as a resolving
    card would, 710.1: ``search`` with ``to`` "play"; revealed as it is put into play)."""
    flt = search_filter(m.group(1))
    if flt is None or flt.get("types") != ["ally"]:
        return None
    return [Effect("search", 1, zone="deck", condition={"filter": flt, "to": "play", "reveal": True}, text=sentence)]


def _misprinted_self(word: str, name: str) -> bool:
    """ "Andiun" for Anduin Wrynn: the card's own short name with its letters shuffled (a printing error)."""
    first = name.split(",")[0].split(" ")[0]
    return word == first or (len(word) == len(first) and sorted(word.lower()) == sorted(first.lower()) and word[0] == first[0])


def wact2_can_protect_me(text: str, name: str) -> list[Effect] | None:
    """ "Other friendly Humans can protect Anduin." (EN glossary Protector; ``combat.protectors``): each other
    friendly hero or ally of that tag may protect this card (and only it) as a Protector would."""
    s = text.strip().rstrip(".")
    m = rx.fullmatch(r"Other friendly ([A-Z][\w'-]*?)s can protect (\S+)", s)
    if not m or not (rx.fullmatch(_names(name), m.group(2)) or _misprinted_self(m.group(2), name)):
        return None
    return [Effect("can_protect", 0, Target("each", {"types": ["hero", "ally"], "side": "friendly", "tag": m.group(1), "exclude_self": True}),
                   duration="permanent", condition={"defender": {"types": ["ally"], "name_has": name}}, text=text)]


def wact2_cost_mod(text: str) -> dict[str, Any] | None:
    """ "You pay 1 less to play your first ally each turn." (403.2): the change holds while the player has played
    no ally this turn (this turn's history, ``engine.wow.wact2``: ``wa2_none_played``)."""
    m = rx.fullmatch(r"You pay (\d+) less to play your first (ally|ability|equipment) each turn\.?", text.strip())
    if not m:
        return None
    flt = card_filter(m.group(2))
    if flt is None:
        return None
    return {"what": "play", "amount": int(m.group(1)), "who": "you", "filter": flt, "if": {"k": "wa2_none_played", "types": flt["types"]}}


@SENTENCES.register("wact2_all_graveyard_allies", r"Players put all ally cards from their graveyards into play", full=True, priority=150)
def _all_graveyard_allies(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Players put all ally cards from their graveyards into play." (710.1; ``engine.wow.wact2``)."""
    return [Effect(ops.ALL_GRAVEYARD_ALLIES, 0, None, text=sentence)]


@SENTENCES.register("wact2_damage_per_grave", r"(.+?) deals (\d+) (\w+) damage to target ally for each ally in its controller's graveyard",
                    full=True, priority=150)
def _damage_per_grave(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Vorath deals 1 shadow damage to target ally for each ally in its controller's graveyard." (405.4, as it resolves)."""
    if not rx.fullmatch(_names(name), m.group(1), re.I):
        return None
    return [Effect(ops.DAMAGE_PER_GRAVE, int(m.group(2)), Target("chosen", {"types": ["ally"]}), stat=m.group(3).lower(), text=sentence)]


@SENTENCES.register("wact2_heal_then_deal", r"(.+?) heals all damage from target friendly ally, then deals that much (\w+) damage to target opposing ally",
                    full=True, priority=150)
def _heal_then_deal(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Enfea Contha heals all damage from target friendly ally, then deals that much nature damage to target opposing
    ally." (407.1 then 405.4; the card itself heals and deals, ``engine.wow.wact2``)."""
    if not rx.fullmatch(_names(name), m.group(1)):
        return None
    return [Effect(ops.HEAL_ALL_NOTE, 0, Target("chosen", {"types": ["ally"], "side": "friendly"}), text=sentence),
            Effect(ops.DEAL_NOTED, 0, Target("chosen", {"types": ["ally"], "side": "opposing"}), stat=m.group(2).lower(), text=sentence)]


@SENTENCES.register("wact2_destroy_if_highest", r"Destroy target opposing ally if it has or shares the highest cost among opposing allies", full=True, priority=150)
def _destroy_if_highest(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Destroy target opposing ally if it has or shares the highest cost among opposing allies." (EN 709: as it resolves)."""
    return [Effect(ops.DESTROY_IF_HIGHEST, 0, Target("chosen", {"types": ["ally"], "side": "opposing"}), text=sentence)]


@SENTENCES.register("wact2_hand_gift", r"Put a card from your hand into target player's hand", full=True, priority=150)
def _hand_gift(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put a card from your hand into target player's hand." (picked on resolution, EN 709.1; ``engine.wow.wact2``)."""
    return [Effect(ops.HAND_GIFT, 0, Target("chosen", {"player": True}), text=sentence)]


@SENTENCES.register("wact2_damage_each_attached", r"(.+?) deals (\d+) (\w+) damage to each opposing hero and ally that has an attachment you control",
                    full=True, priority=150)
def _damage_each_attached(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Uzak'zim deals 1 shadow damage to each opposing hero and ally that has an attachment you control." (405.4, 400.1:
    those in play as it resolves with a card you control attached; filter key ``own_attachment``)."""
    if not rx.fullmatch(_names(name), m.group(1)):
        return None
    flt = {"types": ["hero", "ally"], "side": "opposing", "own_attachment": True}
    return [Effect("damage", int(m.group(2)), Target("each", flt), stat=m.group(3).lower(), condition={"source": "self"}, text=sentence)]


@SENTENCES.register("wact2_hero_face_down", r"Turn target (opposing )?hero face down", full=True, priority=150)
def _hero_face_down(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Turn target opposing hero face down." (301.2: a hero face down shows its back; ``engine.wow.wact2``)."""
    return [Effect(ops.HERO_FACE_DOWN, 0, Target("chosen", {"types": ["hero"], **({"side": "opposing"} if m.group(1) else {})}), text=sentence)]


@SENTENCES.register("wact2_ready_other_tagged", r"Ready all of your other ([A-Z][\w'-]*) cards", full=True, priority=150)
def _ready_other_tagged(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Ready all of your other Arena cards." (411.1: each other card in play you control with that tag, 202.1a; the
    resource row's cards show no tag, 412)."""
    flt = {"types": ["hero", "ally", "ability", "weapon", "armor", "item"], "side": "friendly", "tag": m.group(1), "exclude_self": True}
    return [Effect("untap", 0, Target("each", flt), text=sentence)]


@SENTENCES.register("wact2_hand_to_resources", r"(you may )?put a card from your hand into your resource row face down and exhausted", full=True, priority=150,
                    flags=re.I)
def _hand_to_resources(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "You may put a card from your hand into your resource row face down and exhausted." (412.2; picked on resolution,
    none for the "may", EN 709.3)."""
    return [Effect(ops.HAND_TO_RESOURCES, 0, None, condition={"may": bool(m.group(1))}, text=sentence)]


_N = {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4}


@SENTENCES.register("wact2_opponent_tokens", r"target opponent puts (a|an|two|three|four) ([A-Z][\w'-]*) ally tokens? with (\d+) ATK / (\d+) health into play",
                    full=True, priority=150, flags=re.I)
def _opponent_tokens(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target opponent puts three Pirate ally tokens with 1 ATK / 1 health into play." (404.2: tokens under that
    opponent's control; ``play_free`` as the real lists' Boar tokens)."""
    token = {"name": m.group(2), "atk": int(m.group(3)), "damage_type": "", "health": int(m.group(4)), "keywords": [], "exhausted": False}
    return [Effect("play_free", _N[m.group(1).lower()], Target("opponent", {}), zone="allies", condition={"token": token}, text=sentence)]


def _none_in_play(s: str, name: str) -> dict[str, Any] | None:
    """ "no Pirates are in play" (no card in play, on any side, with that tag, 202.1a)."""
    m = rx.fullmatch(r"no ([A-Z][\w'-]*?)s are in play", s.strip())
    return {"k": "wa2_none_in_play", "tag": m.group(1)} if m else None


CONDITION_READERS.append(_none_in_play)
