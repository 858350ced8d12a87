"""MLP card data: schema, importers, the fixture set and the effect compiler."""
