"""The bot process: configuration, storage, the match service and the command line."""
