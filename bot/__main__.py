"""``python -m bot SUBCOMMAND`` — see ``bot/commands``."""

from bot.commands import main

raise SystemExit(main())
