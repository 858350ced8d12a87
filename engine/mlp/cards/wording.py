"""The rule document's own wordings, rendered in plain English (or left in Japanese), rewritten into
the DreamTCG dialect the templates read. The core rules name things differently from the fan data:
アイデア "Idea" (data: "Inspiration"), 交流 "interaction" ("Contact"), 退場 "exit" ("Retire"),
休憩エリア "rest area" ("Retirement Area"), 出会い "Encounter" / "When this character meets …"
("[Appear]"), お別れ "Farewell", 事前対策 "Precaution" ("[Pre-plan]"), ひらめき ("[Inspo Boost]"),
冒険エリア "Adventure Area:" ("[Adventure]"), 横置き "Tap:" ("[Tap]"), 裏向き ("[Face Down]"),
キャンディ "candy", プレゼント "present", 交流中のキャラクター "interacting character" ("Character in
Contact"), 相手 "opponent" ("Rival").

``to_dialect`` is applied to every card text before the templates read it; a text already in the
data's dialect comes out unchanged (the real pool compiles exactly as before).
"""

from __future__ import annotations

import re
from typing import Any

_I = re.I
_START = r"(?:^|(?<=[.。」\]\"]) ?)"
"""Where a label may stand: at the start of the text or after a sentence or another label."""

# (pattern, replacement, flags): applied in order
_RULES: list[tuple[str, Any, int]] = [
    (r"\\langle\s*ひらめき\s*\\rangle", "ひらめき", 0),  # the document's lost icon (checklist §12 #12)
    (r"『([^』]+)』", r"「\1」", 0),
    (r"“([^”]+)”", r"「\1」", 0),
    # timing labels (第二節 1.6.1–1.6.4, 4.5.2; 第五節 1.3.2)
    (_START + r"(?:出会い|Encounter|Meeting|Meet|Appear)\s*(?:[:：—–]|\s-)\s*", "[Appear] ", _I),
    (_START + r"When this character (?:meets[^,:]*|enters (?:the |your )?adventure area|is played|appears)[,:]\s*", "[Appear] ", _I),
    (_START + r"(?:お別れ|Farewell)\s*(?:[:：—–]|\s-)\s*", "[Farewell] ", _I),
    (_START + r"When this character (?:says farewell|exits|leaves (?:the |your )?adventure area)[^,:]*[,:]\s*", "[Farewell] ", _I),
    (_START + r"(?:事前対策|Precaution|Pre-plan)\s*(?:[:：—–]|\s-)\s*", "[Pre-plan] ", _I),
    (_START + r"(?:ひらめき|Hirameki|Flash of Insight)\s*[:：]?\s*", "[Inspo Boost] ", _I),
    (_START + r"(?:裏向き|Face[- ]down)\s*[:：]\s*", "[Face Down] ", _I),
    (_START + r"(?:冒険エリア|Adventure Area|Adventure)\s*[:：]\s*", "[Adventure] ", _I),
    (_START + r"(?:横置き|Tap this character|Tap)\s*[:：]\s*", "[Tap] ", _I),
    (r"When the story (?:advances|is advanced|reaches) (?:to )?this stage,\s*", "When promoted to this stage, ", _I),
    # areas and players
    (r"\b(?:the |your )?opponent's\b|\bthe rival's\b|\brival's\b", "Rival's", _I),
    (r"\byour opponent\b|\bthe opponent\b|\bopponent\b", "Rival", _I),
    (r"\b(?:rest|retirement) area\b", "Retirement Area", _I),
    (r"\badventure area\b", "Adventure Area", _I),
    (r"\bscene area\b", "Scene Area", _I),
    (r"\bscene deck\b", "Scene Deck", _I),
    (r"\bmain deck\b", "Deck", _I),
    (r"(?<![-\w])(character|event|item|scene|plan|hand|deck)(s?)\b", lambda m: m[1].title() + m[2], 0),
    # the interacting character (交流中のキャラクター) and interactions (交流)
    (r"\b(?:(your)|(Rival's)|the) interacting character\b", lambda m: f"{m[2] or 'your'} Character in Contact", _I),
    (r"\bthe Character in Contact\b", "your Character in Contact", _I),
    (r"; ", ", ", 0),
    (r"\bend of (?:this|the) interaction\b", "end of this Contact", _I),
    (r"\b(?:exits?|leaves? the Adventure Area) (?:by|in|through|due to|because of) (?:an )?interaction\b", "Retires in Contact", _I),
    (r"\b(?:by|in|through|due to) (?:an )?interaction\b", "in Contact", _I),
    # Idea (アイデア) = Inspiration
    (r"\b(?:Idea|アイデア)\s*([+-]\d+)", r"\1 Inspiration", _I),
    (r"\b(?:Idea|アイデア)(?: of)?\s*(\d+)", r"Inspiration \1", _I),
    (r"\bIdea\b", "Inspiration", _I),
    (r"\bend of the turn\b", "end of turn", _I),
    (r"\bcost\b(?! of Force)", "Cost", 0),
    # exits (退場) = Retire
    (r",? and make (?:it|them) exit\b", " to Retire", _I),
    (r"\bmake (all .+?) exit\b", r"Retire \1", _I),
    (r"\b(choose \d+ .+?),? (?:it|they) exits?\b", r"\1 to Retire", _I),
    (r"\bto exit\b", "to Retire", _I),
    # tokens (第二節 7.2.1, 7.2.2)
    (r"キャンディー?", "Candy", 0),
    (r"(トワイライト|フラッターシャイ|ピンキー|レインボー|アップルジャック|ラリティ)のプレゼント",
     lambda m: _JA_PRESENTS[m[1]] + "'s Present", 0),
    (r"プレゼント", "Present", 0),
    (r"\bcand(?:y|ies) tokens?\b", "Candy", _I),
    (r"\bcandies\b", "Candies", _I),
    (r"\bcandy\b", "Candy", _I),
    (r"\bpresent tokens?\b", "Present", _I),
    (r"\bpresents\b", "Presents", _I),
    (r"\bpresent\b", "Present", _I),
    # numbers: "a card" → "1 card"
    (r"\b(choose|draw|discard|return|gains?|gets?|spend|give|open) (?:a|an|one) (?=\w)", r"\1 1 ", _I),
]
_JA_PRESENTS = {"トワイライト": "Twilight", "フラッターシャイ": "Fluttershy", "ピンキー": "Pinkie", "レインボー": "Rainbow",
                "アップルジャック": "Applejack", "ラリティ": "Rarity"}
_COMPILED = [(re.compile(p, f), r) for p, r, f in _RULES]


def to_dialect(text: str) -> str:
    """The document's wording (plain English or Japanese terms) → the DreamTCG dialect."""
    for rx, repl in _COMPILED:
        text = rx.sub(repl, text)
    return text
