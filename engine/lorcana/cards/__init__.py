"""Lorcana card data: schema, importers, fixture set and the effect compiler."""
