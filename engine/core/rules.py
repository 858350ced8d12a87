"""Citations of the comprehensive rules and the error every refused action raises."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleRef:
    """A section of a game's comprehensive rules, e.g. ``RuleRef("lorcana", "4.3.6.6")``.

    ``outside`` marks a citation of a rule that is not in the provided document (WoW combat,
    for example, follows the published English rules), so it is never mistaken for one of it.
    """

    game: str
    section: str
    outside: str = ""

    def __str__(self) -> str:
        if self.outside:
            return f"{self.outside} {self.section} (outside the provided document)"
        return f"§{self.section}"

    def to_json(self) -> dict:
        data = {"game": self.game, "section": self.section}
        if self.outside:
            data["outside"] = self.outside
        return data

    @classmethod
    def from_json(cls, data: dict) -> RuleRef:
        return cls(data["game"], data["section"], data.get("outside", ""))


class RulesError(Exception):
    """An action the rules forbid. Says why (English, optionally Japanese) and which rule."""

    def __init__(self, message: str, rule: RuleRef | None = None, message_ja: str = "") -> None:
        Exception.__init__(self, message)  # (not ``super()``: one is made for every refusal listed)
        self.message = message
        self.rule = rule
        self.message_ja = message_ja

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message

    def localized(self, lang: str = "en") -> str:
        text = self.message_ja if lang == "ja" and self.message_ja else self.message
        return f"{text} ({self.rule})" if self.rule else text
