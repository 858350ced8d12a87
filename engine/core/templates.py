"""Templates as a table: a game's compiler is a small driver over registries of templates
(pattern → builder). Each template lives in the module of its family and registers itself there;
the registry is tried in order of priority (then registration) and the first builder that returns
something other than ``None`` wins.

A registry is created once per game and kind of text (``TemplateRegistry("wow", "sentence")``) in
a module that imports no template; templates that need to compile a part of their text call the
registry again (``SENTENCES.first(part, ...)``) instead of importing the compiler, so no import
circle can form.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

Builder = Callable[..., Any]


@dataclass(frozen=True)
class Template:
    """One registered template: ``pattern`` (None: the builder reads the text itself) is
    searched (or, with ``full``, matched whole) and the builder gets the match (or the text)
    followed by the driver's own arguments."""

    name: str
    build: Builder
    pattern: re.Pattern[str] | None = None
    full: bool = False
    priority: int = 100
    family: str = ""

    def apply(self, text: str, *args: Any, **kwargs: Any) -> Any:
        if self.pattern is None:
            return self.build(text, *args, **kwargs)
        m = self.pattern.fullmatch(text) if self.full else self.pattern.search(text)
        return None if m is None else self.build(m, *args, **kwargs)


class TemplateRegistry:
    """The templates of one game for one kind of text, tried in order."""

    def __init__(self, game: str, kind: str) -> None:
        self.game, self.kind = game, kind
        self._templates: list[Template] = []
        self._sorted: list[Template] | None = None

    def add(self, name: str, build: Builder, pattern: str | re.Pattern[str] | None = None, *, full: bool = False,
            priority: int = 100, flags: int = 0) -> Template:
        if any(t.name == name for t in self._templates):
            raise ValueError(f"{self.game} {self.kind} template {name!r} is registered twice")
        pat = re.compile(pattern, flags) if isinstance(pattern, str) else pattern
        tpl = Template(name, build, pat, full, priority, getattr(build, "__module__", "").rpartition(".")[2])
        self._templates.append(tpl)
        self._sorted = None
        return tpl

    def register(self, name: str | None = None, pattern: str | re.Pattern[str] | None = None, *, full: bool = False,
                 priority: int = 100, flags: int = 0) -> Callable[[Builder], Builder]:
        """Decorator: ``@SENTENCES.register("draw", r"^draw (\\d+) cards?$", full=True)``."""
        def deco(fn: Builder) -> Builder:
            self.add(name or fn.__name__.lstrip("_"), fn, pattern, full=full, priority=priority, flags=flags)
            return fn
        return deco

    def __iter__(self) -> Iterator[Template]:
        if self._sorted is None:
            order = {id(t): i for i, t in enumerate(self._templates)}
            self._sorted = sorted(self._templates, key=lambda t: (t.priority, order[id(t)]))
        return iter(self._sorted)

    def __len__(self) -> int:
        return len(self._templates)

    def names(self) -> list[str]:
        return [t.name for t in self]

    def match(self, text: str, *args: Any, **kwargs: Any) -> tuple[Template, Any] | None:
        """The first template that builds something from ``text``, and what it built."""
        for tpl in self:
            pattern = tpl.pattern
            if pattern is None:
                out = tpl.build(text, *args, **kwargs)
            else:
                m = pattern.fullmatch(text) if tpl.full else pattern.search(text)
                if m is None:
                    continue
                out = tpl.build(m, *args, **kwargs)
            if out is not None:
                return tpl, out
        return None

    def first(self, text: str, *args: Any, **kwargs: Any) -> Any:
        """What the first matching template builds, or None."""
        hit = self.match(text, *args, **kwargs)
        return None if hit is None else hit[1]
