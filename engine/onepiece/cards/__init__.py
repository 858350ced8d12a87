"""Card data for ONE PIECE: the schema, the importers, the fixture set and the effect compiler."""
