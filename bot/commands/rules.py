"""``python -m bot rules GAME QUERY``: look up the comprehensive rules."""

from __future__ import annotations

import argparse

HELP = "answer a rules question or look up a section (ja/zh/en)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from engine.rulebook.cli import add_arguments as rulebook_arguments

    rulebook_arguments(parser)


def main(args: argparse.Namespace) -> int:
    from engine.rulebook.cli import main as rulebook_main

    return rulebook_main(args)
