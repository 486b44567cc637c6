"""Storage: the engine factory (``engine``), column types (``types``), the declarative base (``base``)
and Alembic migrations. Import from those modules: this package imports nothing, because every model
imports ``finkit.core.db.base`` (and so this file), and the engine maps every model on first write,
so a re-export here closed an import cycle through all the models."""
