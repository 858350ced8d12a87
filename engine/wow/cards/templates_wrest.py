"""The families of helper "wrest" (issue #18: triggers and plain effect verbs), imported together so
their templates register in the ``registry`` tables."""

from __future__ import annotations

from . import templates_wrest_more, templates_wrest_picks, templates_wrest_verbs

FAMILIES = (templates_wrest_picks, templates_wrest_verbs, templates_wrest_more)
