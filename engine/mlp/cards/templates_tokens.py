"""Clause templates for what the core rules define and the fan data rarely prints: candies
(キャンディ, 第二節 7.2.1: gain, spend), presents (プレゼント, 第二節 7.2.2: gain one of the six kinds,
open it) and the interacting character (交流中のキャラクター, 第四節 4.3.0, 第五節 1.3.1a). The data's
dialect ("this Character gains 1 Candy", "your Character in Contact") and the plain English of the
document's terms (rewritten by ``wording.to_dialect``) are read by the same templates.

Ops (``engine.mlp.ops``): ``gain_token`` (keyword ``candy`` or ``present_<kind>``), ``spend_token``,
``open_present``.

Priorities keep the order in which the clause templates of every family are tried (one list)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import UNTIL, Fail, chosen, modify, number
from .registry import clause

PRESENT_KINDS = {"twilight": "twilight", "twilight sparkle": "twilight", "fluttershy": "fluttershy", "pinkie": "pinkie",
                 "pinkie pie": "pinkie", "rainbow": "rainbow", "rainbow dash": "rainbow", "applejack": "applejack", "rarity": "rarity"}
"""第二節 7.2.2b: the six presents, by the names a text may give them."""

_KIND = r"「?(Twilight(?: Sparkle)?|Fluttershy|Pinkie(?: Pie)?|Rainbow(?: Dash)?|Applejack|Rarity)」?(?:'s)?"
_SUBJ = r"(this Character|it|they|adorned Character|(?:your|Rival's) (?:「[^」]+」|Character) in Contact)"


def subject_target(s: str) -> Target:
    """"this Character" (the source), "it" (the card chosen before), "your / Rival's Character in
    Contact" (the interacting character, 交流中のキャラクター)."""
    low = s.lower()
    if low in ("this character", "adorned character"):
        return Target("self")
    if low in ("it", "they"):
        return Target("previous")
    m = re.fullmatch(r"(your|Rival's) (?:「([^」]+)」|Character) in Contact", s, re.I)
    if not m:
        raise Fail(s)
    f: dict = {"side": "rival" if m[1].lower() == "rival's" else "you"}
    if m[2]:
        f["keywords"] = [m[2]]
    return Target("contact", f)


def present_kind(name: str) -> str:
    return "present_" + PRESENT_KINDS[name.lower()]


# --- the interacting character ------------------------------------------------------------------

@clause("contact_subject_idea", rf"(?:your|Rival's) (?:「[^」]+」|Character) in Contact gets? ([+-]\d+) Inspiration {UNTIL}", priority=444)
def _contact_subject_idea(m: re.Match[str]) -> list[Effect]:
    subj = re.match(r"(.+?) gets?", m[0], re.I)
    assert subj is not None
    return [modify(m[1], subject_target(subj[1]), m[2])]


@clause("retire_contact", r"Retire (Rival's (?:「[^」]+」|Character) in Contact)", priority=445)
def _retire_contact(m: re.Match[str]) -> list[Effect]:
    return [Effect("destroy", target=subject_target(m[1]))]


# --- candies (第二節 7.2.1) ---------------------------------------------------------------------

@clause("choose_gain_candy", r"choose (\d+) (.+?),? (?:and )?(?:it|they) gains? (\d+) Candy", priority=446)
def _choose_gain_candy(m: re.Match[str]) -> list[Effect]:
    return [Effect("gain_token", keyword="candy", amount=number(m[3]), target=chosen(m[2], number(m[1])))]


@clause("gain_candy", rf"(?:{_SUBJ} )?gains? (\d+) Candy", priority=447)
def _gain_candy(m: re.Match[str]) -> list[Effect]:
    """"gain a candy": without a subject, the card itself (or, for an event or a scene, one of your
    characters: the resolver asks)."""
    return [Effect("gain_token", keyword="candy", amount=number(m[2]), target=subject_target(m[1]) if m[1] else Target("self"))]


@clause("spend_candy", rf"spend (\d+) Candy(?: (?:from|of) {_SUBJ})?", priority=448)
def _spend_candy(m: re.Match[str]) -> list[Effect]:
    """"spend a candy": remove a candy from one of your characters (this one first)."""
    return [Effect("spend_token", keyword="candy", amount=number(m[1]), target=subject_target(m[2]) if m[2] else Target("player"))]


# --- presents (第二節 7.2.2) ---------------------------------------------------------------------

@clause("choose_gain_present", rf"choose (\d+) (.+?),? (?:and )?(?:it|they) gains? (?:(\d+) )?{_KIND} Present", priority=449)
def _choose_gain_present(m: re.Match[str]) -> list[Effect]:
    return [Effect("gain_token", keyword=present_kind(m[4]), amount=number(m[3] or "1"), target=chosen(m[2], number(m[1])))]


@clause("gain_present", rf"(?:{_SUBJ} )?gains? (?:(\d+) )?{_KIND} Present", priority=450)
def _gain_present(m: re.Match[str]) -> list[Effect]:
    return [Effect("gain_token", keyword=present_kind(m[3]), amount=number(m[2] or "1"), target=subject_target(m[1]) if m[1] else Target("self"))]


@clause("open_present", rf"open (?:all (?:of )?)?(?:the |1 )?Presents? (?:of|on) {_SUBJ}|open {_SUBJ}'s Presents?", priority=451)
def _open_present(m: re.Match[str]) -> list[Effect]:
    """第二節 7.2.2c ①: a card effect may open presents (each is used, then removed)."""
    return [Effect("open_present", target=subject_target(m[1] or m[2]))]
