"""The combat-wording families of helper wcombat (issue #18), imported by ``compiler`` so their
templates register in the ``registry`` tables."""

from __future__ import annotations

from . import (
    templates_wcombat_grants,
    templates_wcombat_orders,
    templates_wcombat_remove,
    templates_wcombat_while,
)

FAMILIES = (templates_wcombat_while, templates_wcombat_orders, templates_wcombat_remove, templates_wcombat_grants)
