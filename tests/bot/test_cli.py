"""The command line and the configuration."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import Config, ConfigError

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args, env=None):
    full_env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=ROOT, capture_output=True, text=True,
                          env=full_env, timeout=120)


def test_help_lists_every_subcommand():
    out = run_cli("--help")
    assert out.returncode == 0
    for name in ("run", "rules", "cards", "deck", "simulate", "bench"):
        assert name in out.stdout


def test_run_without_token_explains_and_exits_nonzero(tmp_path):
    out = run_cli("run", env={"DATABASE_PATH": str(tmp_path / "x.sqlite3")})
    assert out.returncode != 0
    assert "DISCORD_TOKEN" in out.stderr and "discord.com/developers" in out.stderr
    assert "Traceback" not in out.stderr


def test_config_validates_with_clear_errors(tmp_path):
    with pytest.raises(ConfigError, match="DEV_GUILD_ID"):
        Config.from_env({"DEV_GUILD_ID": "my server"})
    with pytest.raises(ConfigError, match="LOG_LEVEL"):
        Config.from_env({"LOG_LEVEL": "loud"})
    with pytest.raises(ConfigError, match="folder"):
        Config.from_env({"DATABASE_PATH": str(tmp_path)})
    cfg = Config.from_env({"DEV_GUILD_ID": "123", "LOG_LEVEL": "debug"})
    assert cfg.dev_guild_id == 123 and cfg.log_level == "DEBUG" and cfg.database_path.endswith("bot.sqlite3")
    with pytest.raises(ConfigError, match="DISCORD_TOKEN"):
        cfg.require_token()


def test_unknown_game_is_a_clear_error():
    out = run_cli("simulate", "chess")
    assert out.returncode == 2 and "invalid choice" in out.stderr and "lorcana" in out.stderr
