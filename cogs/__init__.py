"""One thin GroupCog per game (``/lorcana …``, ``/onepiece …``, ``/mlp …``, ``/wow …``) over ``bot.host``."""
