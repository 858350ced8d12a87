"""Where the tests find ../shared (public card lists and rules beside the repository).

CI clones the repository with shared/ beside it, so paths are relative to the checkout, never
absolute. Tests that need a file skip cleanly when it is absent.
"""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
DATA = SHARED / "data"
RULES = SHARED / "rules"


def needs(path: Path) -> pytest.MarkDecorator:
    """Skip unless ``path`` exists (say which file is missing)."""
    return pytest.mark.skipif(not path.exists(), reason=f"needs {path} (public data beside the repository)")
