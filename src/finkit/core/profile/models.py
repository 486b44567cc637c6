"""One stored tax profile per account (absent until the user saves one; defaults apply until then)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, Boolean, Date, ForeignKey, Integer, String, false
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, TimestampMixin
from finkit.core.db.types import Rate


class TaxProfileRow(TimestampMixin, Base):
    __tablename__ = "tax_profiles"

    account_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    )
    country: Mapped[str] = mapped_column(String(2))
    entity_type: Mapped[str] = mapped_column(String(20))
    occupation: Mapped[str | None] = mapped_column(String(200), nullable=True)
    abn: Mapped[str | None] = mapped_column(String(11), nullable=True)
    gst_registered: Mapped[bool] = mapped_column(Boolean, default=False)
    gst_registered_from: Mapped[date | None] = mapped_column(Date, nullable=True)
    gst_basis: Mapped[str] = mapped_column(String(10), default="cash")
    bas_period: Mapped[str] = mapped_column(String(10), default="quarterly")
    # Null: the country's usual start (periods.FY_START).
    fy_start_month: Mapped[int | None] = mapped_column(Integer, nullable=True)
    fy_start_day: Mapped[int | None] = mapped_column(Integer, nullable=True)
    vehicle_method: Mapped[str | None] = mapped_column(String(20), nullable=True)
    vehicle_business_use_percentage: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    default_business_use_percentage: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    # Added by 0030_tax_records: the business share of mixed-use costs, per category name and per
    # merchant name ({"Phone & Internet": "60"}); percent as text (JSON has no decimal).
    business_use_shares: Mapped[dict[str, str] | None] = mapped_column(JSON, nullable=True)
    merchant_business_use_shares: Mapped[dict[str, str] | None] = mapped_column(JSON, nullable=True)
    # Added by 0035_profile_statements: what the person states once in place of a question per payer or
    # per fund (docs/review.md "Stated once at set-up").
    gst_free_health_services: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    personal_super_deduction: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # Added by 0037_stated_contacts: the clients and business suppliers the person names once
    # ([{"name", "overseas"}], [{"name", "supplies", "businessUsePercentage"}]; percent as text).
    clients: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, nullable=True)
    suppliers: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, nullable=True)
    # Added by 0039_employees: the employees the person states once ([{"name", "withholdingPerPay"?,
    # "grossPerPay"?}], amounts as text): their pay rows are wages, at the gross.
    employees: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, nullable=True)
    # Added by 0040_vehicle_fill_ranges: each vehicle's usual fuel fill, stated once ([{"vehicle", "from",
    # "to", "businessUsePercentage"}], amounts and percent as text): a fuel row whose amount falls in
    # exactly one range, at that range's share, is not asked which vehicle it is for.
    vehicle_fill_ranges: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, nullable=True)
    # Added by 0045_private_trips: holidays and trips away with no business done, stated once ([{"from",
    # "to", "note"?}], ISO dates as text): a car or travel cost finkit filed as the business's dated
    # during one is asked (``review.private_trips``).
    private_trips: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, nullable=True)
