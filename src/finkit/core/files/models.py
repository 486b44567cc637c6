from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, utcnow
from finkit.core.db.types import UTCDateTime


class StoredFile(IdMixin, Base):
    """One file an account uploaded. The bytes live at ``data_dir/files/<account_id>/<sha256>``;
    the same content uploaded twice by one account is one row (the first name is kept)."""

    __tablename__ = "stored_files"
    __table_args__ = (UniqueConstraint("account_id", "sha256", name="uq_stored_files_account_sha256"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    sha256: Mapped[str] = mapped_column(String(64))
    original_name: Mapped[str] = mapped_column(String(255))
    content_type: Mapped[str] = mapped_column(String(100))
    kind: Mapped[str] = mapped_column(String(10))  # jpeg | png | heic | pdf | text | csv | xlsx
    size: Mapped[int] = mapped_column(BigInteger)
    purpose: Mapped[str] = mapped_column(String(20), default="attachment")  # receipt | assistant | attachment
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
