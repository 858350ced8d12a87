"""Pure, deterministic rules engines for the four games, plus the shared core and the rulebook."""
