"""The fake Discord lives in ``bot.testing.fake_discord`` (the shard benchmark drives it too); the
e2e and reliability tests import it from here as before."""

from bot.testing.fake_discord import (  # noqa: F401
    EPHEMERAL,
    LOADING,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    Delivery,
    FakeAttachment,
    FakeDiscord,
    FakeUser,
    InteractionRecord,
    NotConnected,
)
