"""The condition "If you have 10 DON!! cards on your field, …": exactly that many DON!! cards on
your field (board.condition_holds key ``own_don_any`` with one exact bound; 8-3-2)."""

from __future__ import annotations

from .readers import CONDITIONS

CONDITIONS.append((r"you have (\d+) DON!! cards on your field", lambda m: {"own_don_any": [[int(m[1]), "exact"]]}))
