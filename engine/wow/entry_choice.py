""""As Silvermoon City enters play, choose arcane, fire, frost, nature, or shadow." and "[Exhaust] ->
Target Blood Elf in your party has the chosen resistance this turn." (Silvermoon City).

- A static power ``entry_choice`` (``condition["options"]``: the words offered) is never carried out:
  as the card enters play — here a location placed face up in the resource row (412.1b) — its
  controller picks one (:func:`on_enter`, asked by ``procedure.resolve_top``; a choice made as it
  enters, no link). The pick is kept on the card (``flags["chosen"]``) while it stays in play; a card
  that re-enters play is a new card (415.9a) and chooses again.
- With ``condition["two"]``: "As this weapon enters play, name two damage types." (Chilly Slobberknocker; helper
  x32dmg) — two picks in turn, the second among the words not picked first (two different words); kept in order as
  ``flags[NAMED]`` (the first also as ``flags["chosen"]``).
- The op ``grant_chosen`` gives its targets the keyword ``"<Chosen>" + condition["suffix"]`` ("Fire" +
  " Resistance") for ``duration``; nothing if no choice was made."""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending
from engine.core.effects import resolves

from . import keywords as kw
from .answers import handles
from .known_cards import known_cards
from .ops import GAME, OpCall
from .powers import powers
from .rules import EN, R
from .state import WowState

KIND = "entry_choice"
CHOSEN = "chosen"
NAMED = "named_in_order"
"""Card flag: the words picked in order when two are named (``condition["two"]``)."""


def _spec(st: WowState, uid: int) -> dict:
    for pw in powers(st, uid):
        for e in pw.effects:
            if e.op == KIND:
                return dict(e.condition or {})
    return {}


def _options(st: WowState, uid: int) -> list[str]:
    opts = _spec(st, uid).get("options") or []
    if opts == "ally_types":
        return ally_types(st, st.table.peek(uid).controller)
    if opts == "cheap_names":
        return cheap_names(st, st.table.peek(uid).controller)
    return list(opts)


def cheap_names(st: WowState, player: int) -> list[str]:
    """ "name an ability or equipment with cost 3 or less" (Miniature Voodoo Mask): the names of such cards among the
    cards ``player`` knows of (200.1, 202.2: the printed cost; ``known_cards``: never an opposing hidden
    card's)."""
    found = (st.cards.get(st.table.peek(u).card_id, {}) for u in known_cards(st, player))
    return sorted({str(d.get("name")) for d in found
                   if d.get("name") and d.get("type") in ("ability", "weapon", "armor", "item") and (d.get("cost") or 0) <= 3})


def ally_types(st: WowState, player: int) -> list[str]:
    """ "Choose an ally type." (PX-238 Winter Wondervolt: "Examples of types are Chicken, Demon, Druid, Gnome, and
    Yeti."): the words of the type lines of the allies ``player`` knows of (``known_cards``) — races,
    classes and tags (202.1a), a tag limit's word without its number (414.3b), "Unique" not being a type (414.3a)."""
    from .cards.schema import tag_limit

    out: set[str] = set()
    for d in (st.cards.get(st.table.peek(u).card_id, {}) for u in known_cards(st, player)):
        if d.get("type") != "ally":
            continue
        for w in (*(d.get("tags") or []), *((d.get("race") or "").split()), d.get("class") or ""):
            w = (lim[0] if (lim := tag_limit(w)) else w) if w else ""
            if w and w != "Unique":
                out.add(w)
    return sorted(out)


def on_enter(st: WowState, player: int, uid: int) -> list[Event]:
    """Ask the controller of a card entering play for its "As … enters play, choose" pick."""
    from . import entry_reveal  # (helper wzone2: "… you may reveal any number of equipment …")

    words = _options(st, uid)
    if not words:
        return entry_reveal.on_enter(st, player, uid)
    st.table.cards[uid].flags.pop(CHOSEN, None)
    st.table.cards[uid].flags.pop(NAMED, None)
    two = bool(_spec(st, uid).get("two"))
    card = _spec(st, uid).get("options") == "cheap_names"  # "name an ability or equipment": a card named aloud (709.1)
    prompt = (f"As {kw.name(st, uid)} enters play, name the first of two" if two else f"As {kw.name(st, uid)} enters play, name a card"
              if card else f"As {kw.name(st, uid)} enters play, choose one")
    st.pending.append(Pending(player, KIND, prompt, [Option(w, w) for w in words], 1, 1, R("412.1b"),
                              context={"uid": uid, **({"two": 1} if two else {}), **({"card": 1} if card else {})}))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    uid = pending.context["uid"]  # the choice's own card: several cards may enter at once, each asks in turn
    slot = pending.context.get("two")
    if uid in st.table.cards:
        if slot is None or slot == 1:
            st.table.cards[uid].flags[CHOSEN] = picks[0]
        if slot is not None:
            st.table.cards[uid].flags[NAMED] = [*st.table.cards[uid].flags.get(NAMED, [])[: slot - 1], picks[0]]
    if slot == 1 and uid in st.table.cards:  # the second name, among the others (two different words)
        st.pending.insert(0, Pending(pending.player, KIND, f"As {kw.name(st, uid)} enters play, name the second of two",
                                     [o for o in pending.options if o.id != picks[0]], 1, 1, pending.rule, context={"uid": uid, "two": 2}))
    what = "first" if slot == 1 else "second" if slot == 2 else ""
    if pending.context.get("card"):  # a card's name said aloud, as every naming (709.1; engine.wow.hand_reveals)
        return [Event("name", f"{kw.name(st, uid)}: P{pending.player + 1} names {picks[0]}", EN("709.1"), pending.player, data={"uid": uid})]
    return [Event("choose", f"{kw.name(st, uid)}: {picks[0]} is {'named ' + what if what else 'chosen'}", R("412.1b"), pending.player, data={"uid": uid})]


@resolves(GAME, "grant_chosen")
def _grant_chosen(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    card = st.table.cards.get(link.uid)
    chosen = card.flags.get(CHOSEN) if card is not None else None
    if not chosen:
        return [Event("modify", f"{kw.name(st, link.uid)}: nothing was chosen", R("412.1b"), call.player)]
    key = f"{chosen.capitalize()}{(call.eff.condition or {}).get('suffix', '')}"
    events: list[Event] = []
    for uid in call.uids:
        st.modifiers.append(Modifier(uid, "keyword", 1, keyword=key, duration=call.eff.duration or "this_turn", player=call.player,
                                     turn=st.turn, source=link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {key} this turn", R("103.1"), call.player, data={"uid": uid}))
    return events
