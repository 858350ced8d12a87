"""Resolvers of Lorcana ops for wordings of the newest sets. One of several outcomes is picked: by
the player among the alternatives the text prints ("Choose one: • A • B", ``choose_one`` / ``mode``; "Put it on either
the top or the bottom of your deck", ``top_or_bottom``) or by chance ("discards a card at random",
``discard_random``); a look at another player's hand (``look_hand``); banishing the cards that share
the name of a chosen card (``banish_same_name``); placing the cards looked at
(``look_distribute``). Registered on import
(engine.lorcana.flow imports this module); the helpers they share live in ``resolve``."""

from __future__ import annotations

from engine.core import Event, Option, choices
from engine.core.effects import Effect, Target, resolves

from .characteristics import condition_holds, in_play, matches, name, names_match
from .discard_prevention import keeps_hand
from .ops import GAME
from .resolve import _ask, _at, _wait, ask_top_or_bottom, look_once, one_target, players_of
from .rules import R
from .state import LorcanaState
from .zones import banish, move_card, put_in_inkwell


@resolves(GAME, "choose_one")
def choose_one(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Choose one:": the player picks one printed mode as the effect resolves (1.2.4: choices
    are made on resolution); only that mode's effects happen (its ``mode`` step succeeds, the
    others do nothing). With ``condition`` {"all_if": …} holding now, every mode happens."""
    me = frame["player"]
    both = (eff.condition or {}).get("all_if")
    if both is not None and condition_holds(st, both, me, frame["source"]):  # "… choose both instead" (7.7.2)
        frame["mode"] = "all"
        events.append(Event("mode", f"P{me + 1} carries out every mode: {eff.text}", R("7.7.2"), me))
        return "ok"
    chooser = me
    if (eff.condition or {}).get("chooser") == "chosen_opponent":  # "chosen opponent chooses one": later "they" is that player
        them = players_of(st, frame, Target("chosen_opponent"))
        if them is None:
            return "wait"
        if not them:
            return "fail"
        frame["chosen_player"] = chooser = them[0]
    picks = frame["tmp"].get("answer")
    if picks is None:
        frame["tmp"]["asking"] = "answer"
        modes = [m.text or f"mode {m.amount}" for m in eff.then]
        return _wait(st, choices.choose_mode(chooser, "mode", f"{eff.text}: choose one", modes, rule=R("1.2.4"), context=_at(st)))
    frame["mode"] = int(picks[0])
    chosen = next((m for m in eff.then if m.amount == frame["mode"]), None)
    events.append(Event("mode", f"P{chooser + 1} chooses: {chosen.text if chosen else frame['mode']}", R("1.2.4"), me))
    return "ok"


@resolves(GAME, "mode")
def mode(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """One printed mode of a "choose one": its effects happen only when it is the chosen one."""
    return "ok" if frame.get("mode") in (eff.amount, "all") else "fail"


@resolves(GAME, "top_or_bottom")
def top_or_bottom(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Look at the top card of your deck. Put it on either the top or the bottom of your deck":
    only the player who looks sees the card (7.1.10); they choose where it goes."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    me = frame["player"]
    p = players[0]
    top = st.table.top(p, "deck", 1)
    if not top:
        events.append(Event("nothing", f"{eff.text}: P{p + 1}'s deck is empty", R("1.2.3"), me))
        return "fail"
    uid = top[0]
    if "where" not in frame["tmp"]:
        events.append(Event("look_private", f"You look at {name(st, uid)}", R("7.1.10"), me, [me]))
    where = ask_top_or_bottom(st, frame, me, uid, f"P{p + 1}'s deck")
    if where is None:
        return "wait"
    if where == [1]:
        st.table.move(uid, "deck", player=p, position=None)
    events.append(Event("top_or_bottom", f"P{me + 1} puts a card on the {'bottom' if where == [1] else 'top'} of P{p + 1}'s deck", R("7.1.10"), me))
    return "ok"


@resolves(GAME, "discard_random")
def discard_random(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"[Player] discards a card at random": the game's seeded RNG picks the card(s) from the hand
    (no player chooses; the engine stays deterministic for a seed). Fewer cards: all of them (1.2.3)."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    done = False
    for p in players:
        if keeps_hand(st, p, eff, events):  # 7.7.5: replaced, no card is picked
            continue
        hand = list(st.table.zone(p, "hand"))
        for u in st.rng.sample(hand, min(max(1, eff.amount), len(hand))):
            events.append(move_card(st, u, "discard", R("8.3.4")))
            frame.setdefault("milled", []).append(u)  # "for each action card discarded this way" (amounts: "milled")
            done = True
    return "ok" if done else "fail"


@resolves(GAME, "look_hand")
def look_hand(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Look at chosen opponent's hand": only the player who looks sees the cards (7.1.10; the
    hand stays a private zone for everyone else, 8.3.2)."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    me = frame["player"]
    for p in players:
        hand = st.table.zone(p, "hand")
        shown = ", ".join(name(st, u) for u in hand) or "no cards"
        events.append(Event("look_private", f"P{p + 1}'s hand: {shown}", R("7.1.10"), me, [me]))
        events.append(Event("look_hand", f"P{me + 1} looks at P{p + 1}'s hand", R("7.1.10"), me))
    return "ok"


@resolves(GAME, "banish_same_name")
def banish_same_name(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Banish chosen item or location and all other items or locations with the same name" /
    "Choose a character. Banish all other characters with the same name as that character": the
    chosen card fixes the name (7.1.9); the matching cards in play are banished together (1.9.5),
    the chosen one too when ``condition`` {"with_chosen": true}."""
    chosen = one_target(st, frame, eff)
    if isinstance(chosen, str):
        return chosen
    me = frame["player"]
    cond = eff.condition or {}
    named = str(st.cards[st.table.cards[chosen].card_id].get("name", ""))
    others = [u for u in in_play(st) if u != chosen and matches(st, u, cond.get("others", {}), me, frame["source"])
              and names_match(str(st.cards[st.table.cards[u].card_id].get("name", "")), named)]
    doomed = ([chosen] if cond.get("with_chosen") else []) + others
    frame["it"] = [chosen]
    if not doomed:
        events.append(Event("nothing", f"{eff.text}: no other card named {named}", R("1.2.3"), me))
        return "fail"
    banish(st, doomed, R("7.1"), events)
    return "ok"


@resolves(GAME, "look_distribute")
def look_distribute(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Look at the top 3 cards of your deck. Put one into your inkwell facedown and exerted, one on
    the top of your deck, and one on the bottom": only you see them (7.1.10); you choose the card for
    each place in the printed order (the last place takes the last card); "either the top or the
    bottom" is chosen for its card. Then the cards move: hand (unrevealed), inkwell (8.5.6), top,
    bottom."""
    me = frame["player"]
    slots = list((eff.condition or {}).get("slots", []))
    owner = me
    if eff.target is not None and eff.target.kind != "player":  # "the top 4 cards of chosen player's deck"
        got = players_of(st, frame, eff.target)
        if got is None:
            return "wait"
        owner = got[0] if got else me
    look_once(st, frame, me, eff.amount, events, owner)
    looked = frame["tmp"]["looked"]
    placed = frame["tmp"].setdefault("placed", [])
    while len(placed) < min(len(slots), len(looked)):
        i = len(placed)
        left = [u for u in looked if u not in [p[0] for p in placed]]
        slot = slots[i]
        if len(left) == 1:
            pick = left[0]
        else:
            got = frame["tmp"].pop(f"slot{i}", None)
            if got is None:
                frame["tmp"]["asking"] = f"slot{i}"
                return _ask(st, frame, me, "look", f"Choose the card to put {SLOT_WORDS[slot]}", [Option(str(u), name(st, u)) for u in left], 1, 1, "7.1.10")
            pick = got[0]
        if slot == "top_or_bottom":
            where = ask_top_or_bottom(st, frame, me, pick, key=f"where{i}")
            if where is None:
                frame["tmp"][f"slot{i}"] = [pick]
                return "wait"
            slot = "bottom" if where == [1] else "top"
        placed.append([pick, slot])
    for pick, slot in placed:
        if slot == "hand":
            events.append(move_card(st, pick, "hand", R("7.1.10"), public=False))
        elif slot == "inkwell":
            put_in_inkwell(st, pick, exerted=True, rule=R("8.5.6"), events=events)
        elif slot == "bottom":
            st.table.move(pick, "deck", player=st.table.cards[pick].owner, position=None)
    for pick, slot in placed:
        if slot == "top":
            st.table.move(pick, "deck", player=st.table.cards[pick].owner, position=0)
    events.append(Event("placed", f"P{me + 1} puts the cards looked at in place", R("7.1.10"), me))
    return "ok" if placed else "fail"


SLOT_WORDS = {"hand": "into your hand", "inkwell": "into your inkwell facedown and exerted", "top": "on the top of your deck",
              "bottom": "on the bottom of your deck", "top_or_bottom": "on either the top or the bottom of your deck"}
"""How each place of ``look_distribute`` reads in a question."""
