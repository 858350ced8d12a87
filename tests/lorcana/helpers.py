"""Building Lorcana positions for tests: a started game plus cards placed where a test wants."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Deck
from engine.core.cards import CardPool
from engine.lorcana import game
from engine.lorcana.cards.schema import make_card

ENGINE = game.ENGINE
POOL = CardPool("lorcana", game.fixture_cards())
FILLER = "FX-30"  # a vanilla character (Steel Sentinel - Colossus)


def deck(ids: list[str] | None = None) -> Deck:
    main = ids or [FILLER] * 60
    return Deck(main=main, cards=POOL.data(main))


def started(players: int = 2, options: dict | None = None, decks: list[Deck] | None = None, seed: int = 1):
    """A game after setup (P1 starts, nobody alters their hand): P1's first main phase."""
    opts = {"starting_player": 0, **(options or {})}
    st, _ = ENGINE.new_game([f"P{i + 1}" for i in range(players)], decks or [deck() for _ in range(players)], seed, opts)
    while st.pending and st.pending[0].kind == "mulligan":
        st = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": []})).state
    assert st.phase == "main" and st.active == 0
    return st


def custom(card_id: str, name: str, text: str = "", *, version: str = "Test", card_type: str = "Character",
           cost: int = 2, s: int | None = 2, w: int | None = 2, lore: int | None = 1, inkable: bool = True,
           subtypes: list[str] | None = None, classifications: list[str] | None = None, move_cost: int | None = None,
           ink: str = "Amber") -> dict[str, Any]:
    return make_card(card_id=card_id, name=name, version=version if card_type in ("Character", "Location") else "",
                     card_type=card_type, subtypes=subtypes, cost=cost, inkable=inkable, colors=[ink], text=text,
                     strength=s if card_type == "Character" else None, willpower=w if card_type in ("Character", "Location") else None,
                     lore=lore if card_type in ("Character", "Location") else None, move_cost=move_cost,
                     classifications=classifications or (["Storyborn"] if card_type == "Character" else []), set_code="T", number=card_id)


def put(st, card: str | dict, player: int, zone: str = "play", *, dry: bool = True, tapped: bool = False, damage: int = 0) -> int:
    """Add a card (fixture id or custom data) to a zone; characters in play are dry by default."""
    if isinstance(card, dict):
        st.cards[card["id"]] = card
        cid = card["id"]
    else:
        cid = card
        st.cards.setdefault(cid, POOL.get(cid).data)
    st.table.learn_names({cid: st.cards[cid]})  # the log names it as printed (Table.card_name)
    c = st.table.add(cid, player, zone, position=0 if zone == "deck" else None)
    c.tapped = tapped
    c.damage = damage
    if zone == "play" and st.cards[cid]["type"] == "Character" and not dry:
        c.flags["drying"] = True
    return c.uid


def ink_up(st, player: int, n: int) -> None:
    for _ in range(n):
        put(st, FILLER, player, "inkwell")


def act(st, type_: str, player: int = 0, **args):
    return ENGINE.apply(st, Action(type_, player, args)).state


def choose(st, picks: list[Any]):
    p = st.pending[0]
    return ENGINE.apply(st, Action("choose", p.player, {"picks": [str(x) for x in picks]})).state


def end_turn(st):
    st = act(st, "end_turn", st.active)
    return settle_mandatory(st)


def settle_mandatory(st):
    """Answer bag-order prompts with the first option (tests that care answer themselves)."""
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    return st


def in_zone(st, player: int, zone: str) -> list[str]:
    return [st.table.cards[u].card_id for u in st.table.zone(player, zone)]


settle = settle_mandatory


def ids(st) -> set[str]:
    """The option ids of the first pending question."""
    return {o.id for o in st.pending[0].options}


def play(st, data: dict, player: int = 0, ink: int | None = None):
    """Ink up (the card's cost, or ``ink``) and play a card from the hand; returns (state, uid)."""
    ink_up(st, player, int(data["cost"]) if ink is None else ink)
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink"), uid


def challenge(st, attacker: int, defender: int):
    """``attacker`` challenges ``defender``; bag-order prompts answered with the first option."""
    return settle(act(st, "challenge", st.table.cards[attacker].controller, uid=attacker, target=defender))


def spent(st, p: int = 0) -> int:
    """``p``'s exerted ink."""
    return sum(st.table.cards[u].tapped for u in st.table.zone(p, "inkwell"))


def ready_ink(st, p: int) -> int:
    """``p``'s ready ink."""
    return sum(1 for u in st.table.zone(p, "inkwell") if not st.table.cards[u].tapped)


def hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def activated(st, uid: int) -> int:
    """The index of the card's first activated ability."""
    from engine.lorcana.characteristics import abilities

    return next(i for i, a in enumerate(abilities(st, uid)) if a.kind == "activated")
