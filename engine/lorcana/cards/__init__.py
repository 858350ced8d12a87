"""Lorcana card data and card text.

``schema`` (the card dict, printed text), ``importers``, ``fixtures`` (a small made-up set),
``compiler`` (the driver: printed ability → :class:`model.Ability`), ``registries`` (the template
registries and the grammar walking them), ``readers`` (targets, numbers, stats, durations,
conditions), ``templates_*`` (one module per family: triggers, costs, effects, keywords, later,
statics), ``scripted`` + ``scripts/*.toml`` (per-card scripts), ``explain`` (what the bot does with
a card, in words) and ``coverage``.
"""
