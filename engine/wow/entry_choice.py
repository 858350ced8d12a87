""""As Silvermoon City enters play, choose arcane, fire, frost, nature, or shadow." and "[Exhaust] ->
Target Blood Elf in your party has the chosen resistance this turn." (Silvermoon City).

- A static power ``entry_choice`` (``condition["options"]``: the words offered) is never carried out:
  as the card enters play — here a location placed face up in the resource row (412.1b) — its
  controller picks one (:func:`on_enter`, asked by ``procedure.resolve_top``; a choice made as it
  enters, no link). The pick is kept on the card (``flags["chosen"]``) while it stays in play; a card
  that re-enters play is a new card (415.9a) and chooses again.
- The op ``grant_chosen`` gives its targets the keyword ``"<Chosen>" + condition["suffix"]`` ("Fire" +
  " Resistance") for ``duration``; nothing if no choice was made."""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending
from engine.core.effects import resolves

from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .powers import powers
from .rules import R
from .state import WowState

KIND = "entry_choice"
CHOSEN = "chosen"


def _options(st: WowState, uid: int) -> list[str]:
    for pw in powers(st, uid):
        for e in pw.effects:
            if e.op == KIND:
                opts = (e.condition or {}).get("options") or []
                if opts == "ally_types":
                    return ally_types(st)
                if opts == "cheap_names":
                    return cheap_names(st)
                return list(opts)
    return []


def cheap_names(st: WowState) -> list[str]:
    """ "name an ability or equipment with cost 3 or less" (Miniature Voodoo Mask): the names of such cards among the
    match's cards (200.1, 202.2: the printed cost)."""
    return sorted({str(d.get("name")) for d in list(st.cards.values())
                   if d.get("name") and d.get("type") in ("ability", "weapon", "armor", "item") and (d.get("cost") or 0) <= 3})


def ally_types(st: WowState) -> list[str]:
    """ "Choose an ally type." (PX-238 Winter Wondervolt: "Examples of types are Chicken, Demon, Druid, Gnome, and
    Yeti."): the words of the allies' type lines among the match's cards — races, classes and tags (202.1a), a tag
    limit's word without its number (414.3b), "Unique" not being a type (414.3a)."""
    from .cards.schema import tag_limit

    out: set[str] = set()
    for d in list(st.cards.values()):
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
    st.pending.append(Pending(player, KIND, f"As {kw.name(st, uid)} enters play, choose one",
                              [Option(w, w) for w in words], 1, 1, R("412.1b"), context={"uid": uid}))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    uid = pending.context["uid"]  # the choice's own card: several cards may enter at once, each asks in turn
    if uid in st.table.cards:
        st.table.cards[uid].flags[CHOSEN] = picks[0]
    return [Event("choose", f"{kw.name(st, uid)}: {picks[0]} is chosen", R("412.1b"), pending.player, data={"uid": uid})]


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
