from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import Boolean, Date, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import Rate

# Distances and odometer readings are kilometres kept exactly as scaled integers (Rate: 6 places).


class Vehicle(IdMixin, TimestampMixin, Base):
    __tablename__ = "vehicles"

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    make: Mapped[str | None] = mapped_column(String(60), nullable=True)
    model: Mapped[str | None] = mapped_column(String(60), nullable=True)
    year: Mapped[int | None] = mapped_column(Integer, nullable=True)
    registration: Mapped[str | None] = mapped_column(String(20), nullable=True)
    fuel_type: Mapped[str | None] = mapped_column(String(20), nullable=True)
    engine_size: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)  # litres
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)


class OdometerReading(IdMixin, TimestampMixin, Base):
    __tablename__ = "odometer_readings"
    __table_args__ = (Index("ix_odometer_vehicle_date", "account_id", "vehicle_id", "date"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    vehicle_id: Mapped[str] = mapped_column(ForeignKey("vehicles.id", ondelete="CASCADE"))
    date: Mapped[date] = mapped_column(Date)
    reading: Mapped[Decimal] = mapped_column(Rate())
    note: Mapped[str | None] = mapped_column(String(200), nullable=True)


class Trip(IdMixin, TimestampMixin, Base):
    """One logbook entry."""

    __tablename__ = "trips"
    __table_args__ = (Index("ix_trips_account_vehicle_date", "account_id", "vehicle_id", "date"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    vehicle_id: Mapped[str] = mapped_column(ForeignKey("vehicles.id", ondelete="CASCADE"))
    date: Mapped[date] = mapped_column(Date)
    start_odometer: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    end_odometer: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    distance_km: Mapped[Decimal] = mapped_column(Rate())
    start_place: Mapped[str | None] = mapped_column(String(200), nullable=True)
    end_place: Mapped[str | None] = mapped_column(String(200), nullable=True)
    purpose: Mapped[str | None] = mapped_column(String(500), nullable=True)
    kind: Mapped[str] = mapped_column(String(10))  # business | private
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)


class LogbookPeriod(IdMixin, TimestampMixin, Base):
    """A continuous logbook period (≥ 12 weeks); its business-use share holds for 5 income years."""

    __tablename__ = "logbook_periods"

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    vehicle_id: Mapped[str] = mapped_column(ForeignKey("vehicles.id", ondelete="CASCADE"))
    start_date: Mapped[date] = mapped_column(Date)
    end_date: Mapped[date] = mapped_column(Date)
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)


class TravelRecord(IdMixin, TimestampMixin, Base):
    """A work trip away from home."""

    __tablename__ = "travel_records"
    __table_args__ = (Index("ix_travel_records_account_start", "account_id", "start_date"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    start_date: Mapped[date] = mapped_column(Date)
    end_date: Mapped[date] = mapped_column(Date)
    destination: Mapped[str] = mapped_column(String(200))
    purpose: Mapped[str] = mapped_column(String(500))
    overnight: Mapped[bool] = mapped_column(Boolean, default=True)
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)


class TravelRecordExpense(Base):
    __tablename__ = "travel_record_expenses"

    travel_record_id: Mapped[str] = mapped_column(
        ForeignKey("travel_records.id", ondelete="CASCADE"), primary_key=True
    )
    expense_id: Mapped[str] = mapped_column(ForeignKey("expenses.id", ondelete="CASCADE"), primary_key=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
