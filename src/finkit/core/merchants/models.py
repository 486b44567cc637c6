"""The account's merchant renames: ``from_name`` (what the normaliser says) -> ``to_name`` (what the
user calls it). ``from_key`` is ``from_name`` case-folded, so a rename matches however it was typed."""

from __future__ import annotations

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin


class MerchantAlias(IdMixin, TimestampMixin, Base):
    __tablename__ = "merchant_aliases"
    __table_args__ = (Index("uq_merchant_aliases_account_from_key", "account_id", "from_key", unique=True),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    from_key: Mapped[str] = mapped_column(String(200))
    from_name: Mapped[str] = mapped_column(String(200))
    to_name: Mapped[str] = mapped_column(String(200))
