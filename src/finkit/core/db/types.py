"""Column types that keep money exact and date-times timezone-aware on every database.

SQLite has no exact decimal type (NUMERIC becomes REAL), so amounts and rates are stored as scaled
integers: sums and comparisons then happen in SQL on integers, exactly, on SQLite and PostgreSQL alike.
"""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import BigInteger, DateTime, Dialect
from sqlalchemy.types import TypeDecorator

from finkit.core.money import STORAGE_SCALE, exact_decimal, parse_amount


class ScaledDecimal(TypeDecorator[Decimal]):
    """A Decimal stored as ``BIGINT`` of ``10**scale`` units; SQL aggregates stay integer and exact."""

    impl = BigInteger
    cache_ok = True

    def __init__(self, scale: int) -> None:
        super().__init__()
        self.scale = scale

    def process_bind_param(self, value: Any, dialect: Dialect) -> int | None:
        if value is None:
            return None
        dec = value if isinstance(value, Decimal) else parse_amount(value)
        return int(dec.scaleb(self.scale).to_integral_value(rounding=ROUND_HALF_UP))

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        return _fewest_places(exact_decimal(int(value)).scaleb(-self.scale), self.minimum_places)

    #: Places a value read back keeps at least (2 for money, so 10 reads as 10.00; 0 for rates).
    minimum_places = 0


def _fewest_places(value: Decimal, minimum: int) -> Decimal:
    """The storage scale's trailing zeros dropped, down to ``minimum`` places: 1335.250 reads back as
    1335.25 and a 10 % rate as 10, not 10.000000 (what displays and CSV showed, issue 12)."""
    exponent = value.normalize().as_tuple().exponent
    places = max(minimum, -exponent if isinstance(exponent, int) and exponent < 0 else 0)
    return value.quantize(Decimal(1).scaleb(-places))


class Money(ScaledDecimal):
    """An amount in thousandths of the currency unit (exact for 0-, 2- and 3-decimal currencies)."""

    cache_ok = True
    minimum_places = 2

    def __init__(self) -> None:
        super().__init__(STORAGE_SCALE)


class Rate(ScaledDecimal):
    """A percentage or fraction with up to six decimal places (10 = 10 %, 0.125 = 0.125 %)."""

    cache_ok = True

    def __init__(self) -> None:
        super().__init__(6)


def sqlite_datetime_text(moment: datetime) -> str:
    """How ``UTCDateTime`` stores ``moment`` on SQLite (naive UTC text), for writers that bypass the ORM
    (the import's and the rule runs' raw statements)."""
    return moment.astimezone(UTC).replace(tzinfo=None).strftime("%Y-%m-%d %H:%M:%S.%f")


class UTCDateTime(TypeDecorator[datetime]):
    """Aware datetimes in, aware UTC datetimes out. Naive input is refused: it is always a bug."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if not isinstance(value, datetime) or value.tzinfo is None:
            raise ValueError(f"UTCDateTime needs an aware datetime, got {value!r}")
        utc: datetime = value.astimezone(UTC)
        # SQLite stores text; a fixed naive-UTC form keeps lexical order == time order.
        return utc.replace(tzinfo=None) if dialect.name == "sqlite" else utc

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        stored: datetime = value
        return stored.replace(tzinfo=UTC) if stored.tzinfo is None else stored.astimezone(UTC)
