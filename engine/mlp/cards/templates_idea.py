"""Clause templates about characters on the adventure area: Idea changes (第六節 7.1.0, shown as
"Inspiration"), protection from leaving by interaction, retiring (退場, 第六節 14.0.0) and moving
to an empty slot (第六節 12.1.0).

Priorities keep the order in which the clause templates of every family are tried (one list)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import UNTIL, all_target, chosen, modify, number, parse_noun, parse_target, per_self
from .registry import clause


@clause("choose_idea_per", rf"choose (\d+) (.+?), (?:it|they) gets? ([+-]\d+) Inspiration for each (.+?) {UNTIL}", priority=50)
def _choose_idea_per(m: re.Match[str]) -> list[Effect]:
    return [Effect("modify_stat", amount=int(m[3]), stat="idea", target=chosen(m[2], number(m[1])), duration="this_turn",
                   condition={"per": parse_target(m[4])})]


@clause("choose_idea", rf"choose (\d+) (.+?), (?:it|they) gets? ([+-]\d+) Inspiration {UNTIL}", priority=60)
def _choose_idea(m: re.Match[str]) -> list[Effect]:
    return [modify(m[3], chosen(m[2], number(m[1])), m[4])]


@clause("choose_two_idea", rf"choose (\d+) (.+?) and (\d+) (.+?) in your Adventure Area, they get ([+-]\d+) Inspiration {UNTIL}", priority=70)
def _choose_two_idea(m: re.Match[str]) -> list[Effect]:
    return [modify(m[5], chosen(m[2], 1), m[6]), modify(m[5], chosen(m[4], 1), m[6])]


# "choose 1 X to get …" names no area: any character in play may be chosen (the printed text does not
# restrict it, 第一節 1.1.0; the Thai print reads the same; "in your/Rival's Adventure Area" still restricts)
@clause("choose_to_get_idea", rf"choose (\d+) (.+?) to get ([+-]\d+) Inspiration {UNTIL}", priority=80)
def _choose_to_get_idea(m: re.Match[str]) -> list[Effect]:
    return [modify(m[3], chosen(m[2], number(m[1]), side="any"), m[4])]


# "choose/move 1 X to an empty Adventure Area" names no area either: any such character in play, moved
# within its own adventure area (第六節 12.1.0; as "choose 1 X to get" above; the Thai print reads the same)
@clause("choose_move_and_idea", rf"choose (\d+) (.+?) to move to an (?:open|empty) Adventure Area and to get ([+-]\d+) Inspiration {UNTIL}", priority=90)
def _choose_move_and_idea(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="move_in_adventure", target=chosen(m[2], 1, side="any")), modify(m[3], Target("previous"), m[4])]


@clause("contact_proof", rf"choose (\d+) (.+?), (?:it|they) (?:cannot leave the Adventure Area due to Contact|won't Retire in Contact) {UNTIL}", priority=100)
def _contact_proof(m: re.Match[str]) -> list[Effect]:
    return [Effect("grant_keyword", keyword="contact_proof", target=chosen(m[2], number(m[1])), duration="this_turn")]


@clause("retire_chosen", r"choose (\d+) (.+?) to Retire", priority=110)
def _retire_chosen(m: re.Match[str]) -> list[Effect]:
    return [Effect("destroy", target=chosen(m[2], number(m[1]), side="rival"))]


@clause("retire_all", r"Retire all (.+?)", priority=120)
def _retire_all(m: re.Match[str]) -> list[Effect]:
    return [Effect("destroy", target=Target("each", parse_target(m[1], default_side="rival")))]


@clause("move_chosen_in_adventure", r"move (\d+) (.+?) to an (?:open|empty) Adventure Area", priority=170)
def _move_chosen_in_adventure(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="move_in_adventure", target=chosen(m[2], number(m[1]), side="any"))]


@clause("move_self_in_adventure", r"move this Character to an (?:open|empty) Adventure Area", priority=180)
def _move_self_in_adventure(m: re.Match[str]) -> list[Effect]:
    return [Effect("move", stat="move_in_adventure", target=Target("self"))]


@clause("it_gets_idea", rf"it gets ([+-]\d+) Inspiration {UNTIL}", priority=190)
def _it_gets_idea(m: re.Match[str]) -> list[Effect]:
    return [modify(m[1], Target("self"), m[2])]


@clause("all_get_idea", rf"(?:all|all of your) (.+?) (?:also )?gets? ([+-]\d+) Inspiration {UNTIL}", priority=410)
def _all_get_idea(m: re.Match[str]) -> list[Effect]:
    return [modify(m[2], Target("each", all_target(m[1])), m[3])]


@clause("self_idea_then_per", rf"this Character gets ([+-]\d+) Inspiration {UNTIL} for each (.+?)", priority=420)
def _self_idea_then_per(m: re.Match[str]) -> list[Effect]:
    return [per_self(m[1], m[3])]


@clause("self_idea_per", rf"this Character gets ([+-]\d+) Inspiration for each (.+?) {UNTIL}", priority=430)
def _self_idea_per(m: re.Match[str]) -> list[Effect]:
    return [per_self(m[1], m[2])]


@clause("self_idea", rf"this Character gets ([+-]\d+) Inspiration {UNTIL}", priority=440)
def _self_idea(m: re.Match[str]) -> list[Effect]:
    return [modify(m[1], Target("self"), m[2])]


@clause("contact_idea", rf"your (「[^」]+」) gets? ([+-]\d+) Inspiration {UNTIL}", priority=450)
def _contact_idea(m: re.Match[str]) -> list[Effect]:
    return [modify(m[2], Target("contact", parse_noun(m[1])), m[3])]
