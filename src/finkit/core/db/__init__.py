"""Storage: the engine factory, column types, the declarative base and Alembic migrations."""

from finkit.core.db.base import Base, new_id
from finkit.core.db.engine import Database
from finkit.core.db.types import Money, Rate, UTCDateTime

__all__ = ["Base", "Database", "Money", "Rate", "UTCDateTime", "new_id"]
