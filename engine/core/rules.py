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
        """How a citation reads in log lines, results and refusals: ``§4.3.6.6``; a rule outside the
        provided document in its short form if its document has one (``WoW 601.2, EN``: the game's
        help says once what ``EN`` is), else in full."""
        if self.outside:
            short = SHORT_FORMS.get(self.outside)
            return short[1].format(section=self.section) if short else self.full()
        return f"§{self.section}"

    def full(self) -> str:
        """The citation with the document it comes from spelled out."""
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


SHORT_FORMS: dict[str, tuple[str, str]] = {}
"""Documents outside the provided one that are cited in a short form: ``outside`` name → (game,
format with ``{section}``). Filled by ``short_form``; read by ``RuleRef.__str__`` and by the
host's help, which says once what the short form stands for."""


def short_form(outside: str, game: str, form: str) -> None:
    """Cite the rules of document ``outside`` (of ``game``) as ``form`` (e.g. ``"WoW {section}, EN"``)."""
    SHORT_FORMS[outside] = (game, form)


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
