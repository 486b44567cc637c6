"""Read and change the account's tax profile.

Defaults for an account that never saved one (documented in docs/tax.md): the account's country, a
**sole trader** (the default categories are an Australian sole trader's), not registered for GST (claiming
credits one is not entitled to is the costlier mistake), cash basis, quarterly BAS, the country's usual
financial-year start, and no vehicle method (reports then use the better of cents per km and logbook).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.money import parse_amount
from finkit.core.profile.models import TaxProfileRow
from finkit.core.profile.schemas import (
    PrivateTrip,
    StatedClient,
    StatedEmployee,
    StatedSupplier,
    TaxProfile,
    TaxProfileUpdate,
    VehicleFillRange,
)
from finkit.core.receipts.parse import abn_is_valid
from finkit.core.tax.periods import fy_start_of

DEFAULT_ENTITY_TYPE = "sole_trader"


def _month_day(start: tuple[int, int]) -> str:
    return f"{start[0]:02d}-{start[1]:02d}"


def default_profile(ctx: AccountContext) -> TaxProfile:
    """The profile of an account that never saved one."""
    return TaxProfile(
        country=ctx.country,
        entity_type=DEFAULT_ENTITY_TYPE,
        financial_year_start=_month_day(fy_start_of(ctx.country)),
        financial_year_start_is_default=True,
        stored=False,
    )


def _read(row: TaxProfileRow) -> TaxProfile:
    custom = row.fy_start_month is not None and row.fy_start_day is not None
    start = (row.fy_start_month or 1, row.fy_start_day or 1) if custom else fy_start_of(row.country)
    return TaxProfile.model_validate(
        {
            "country": row.country,
            "entity_type": row.entity_type,
            "occupation": row.occupation,
            "abn": row.abn,
            "gst_registered": row.gst_registered,
            "gst_registered_from": row.gst_registered_from,
            "gst_basis": row.gst_basis,
            "bas_period": row.bas_period,
            "financial_year_start": _month_day(start),
            "financial_year_start_is_default": not custom,
            "vehicle_method": row.vehicle_method,
            "vehicle_business_use_percentage": row.vehicle_business_use_percentage,
            "default_business_use_percentage": row.default_business_use_percentage,
            "business_use_shares": _shares_read(row.business_use_shares),
            "merchant_business_use_shares": _shares_read(row.merchant_business_use_shares),
            "gst_free_health_services": bool(row.gst_free_health_services),
            "personal_super_deduction": bool(row.personal_super_deduction),
            "clients": row.clients or [],
            "suppliers": row.suppliers or [],
            "employees": row.employees or [],
            "vehicle_fill_ranges": row.vehicle_fill_ranges or [],
            "private_trips": row.private_trips or [],
            "stored": True,
            "updated_at": row.updated_at,
        }
    )


def _shares_read(stored: Mapping[str, str] | None) -> dict[str, Decimal]:
    return {name: parse_amount(share, field=name) for name, share in (stored or {}).items()}


def _shares_stored(shares: Mapping[str, Decimal] | None) -> dict[str, str] | None:
    """Percent as text (JSON has no decimal), names trimmed; empty is stored as null."""
    cleaned = {
        name.strip(): f"{share.normalize():f}" for name, share in (shares or {}).items() if name.strip()
    }
    return cleaned or None


def _contacts_stored(contacts: list[Any] | None, field: str) -> list[dict[str, Any]] | None:
    """Stated clients, suppliers or employees as JSON (percent and amounts as text), names trimmed; one entry per name (the
    last given wins, any case); empty is stored as null."""
    shape: type[StatedClient] | type[StatedSupplier] | type[StatedEmployee] = StatedEmployee
    if field == "clients":
        shape = StatedClient
    elif field == "suppliers":
        shape = StatedSupplier
    by_name: dict[str, dict[str, Any]] = {}
    for contact in contacts or []:
        given = shape.model_validate(contact)
        entry = given.model_dump(by_alias=True, mode="json", exclude_none=True)
        if isinstance(given, StatedEmployee):  # money as text (JSON has no decimal), to the cent as given
            for key, amount in (
                ("withholdingPerPay", given.withholding_per_pay),
                ("grossPerPay", given.gross_per_pay),
                ("hourlyRate", given.hourly_rate),
            ):
                if amount is not None:
                    entry[key] = f"{amount:f}"
        name = str(entry.get("name", "")).strip()
        if not name:
            raise ValidationError.for_field(field, "a name cannot be empty")
        by_name[name.casefold()] = {**entry, "name": name}
    return list(by_name.values()) or None


def _fill_ranges_stored(ranges: list[Any] | None) -> list[dict[str, Any]] | None:
    """Stated fuel-fill ranges as JSON (amounts and percent as text, as given), vehicle names trimmed; one
    range per vehicle (the last given wins, any case); empty is stored as null."""
    by_vehicle: dict[str, dict[str, Any]] = {}
    for given in ranges or []:
        fill = VehicleFillRange.model_validate(given)
        vehicle = fill.vehicle.strip()
        if not vehicle:
            raise ValidationError.for_field("vehicleFillRanges", "a vehicle's name cannot be empty")
        entry: dict[str, Any] = {"vehicle": vehicle}
        if fill.fill_from is not None and fill.fill_to is not None:
            entry |= {"from": f"{fill.fill_from:f}", "to": f"{fill.fill_to:f}"}
        if fill.servos:
            # each servo once, any case (the first spelling kept)
            servos: dict[str, str] = {}
            for servo in fill.servos:
                servos.setdefault(servo.strip().casefold(), servo.strip())
            entry["servos"] = list(servos.values())
        entry["businessUsePercentage"] = f"{fill.business_use_percentage.normalize():f}"
        by_vehicle[vehicle.casefold()] = entry
    return list(by_vehicle.values()) or None


def _private_trips_stored(trips: list[Any] | None) -> list[dict[str, Any]] | None:
    """Stated private trips as JSON (ISO dates as text), the earliest first; one trip per first and last
    day (the last given wins, with its note); empty is stored as null."""
    by_days: dict[tuple[str, str], dict[str, Any]] = {}
    for given in trips or []:
        trip = PrivateTrip.model_validate(given)
        entry: dict[str, Any] = {"from": trip.trip_from.isoformat(), "to": trip.trip_to.isoformat()}
        if trip.note:
            entry["note"] = trip.note
        by_days[(entry["from"], entry["to"])] = entry
    return [by_days[days] for days in sorted(by_days)] or None


#: ``Session.info`` key: the profile rows this transaction has read, by account id (see ``load_profile``).
_HELD_ROWS = "finkit.profile.rows"
#: ``Session.info`` key: the accounts this transaction found with no profile row (see ``load_profile``).
_NO_ROW = "finkit.profile.none"


@event.listens_for(Session, "after_commit")
@event.listens_for(Session, "after_rollback")
def _let_go(session: Session) -> None:
    session.info.pop(_HELD_ROWS, None)
    session.info.pop(_NO_ROW, None)


def load_profile(session: Session, ctx: AccountContext) -> TaxProfile:
    """The profile in force for ``ctx``'s account, inside a caller's unit of work (defaults if none).

    The row read is held by the session until its transaction ends: SQLAlchemy's identity map
    keeps only weak references to unchanged rows, so once the row read here was dropped (this returns
    a ``TaxProfile``, not the row) every later call SELECTed it again. One review pass calls this once
    per question source (a dozen and more per pass, several passes per answer): one query per
    transaction now, and on PostgreSQL one round trip. What a call sees is what ``Session.get`` returns
    for a row in the identity map (the session's own changes included); the rows are let go when the
    transaction commits or rolls back (``_let_go``), so a later transaction reads the row again.
    An account with no row (most: nobody filled the profile in) is remembered the same way, as
    ``Session.get`` SELECTs again for a row it did not find; saving a profile in the transaction
    (``update_profile``, the one writer of the table) forgets that."""
    if ctx.account_id in session.info.get(_NO_ROW, ()):
        return default_profile(ctx)
    row = session.get(TaxProfileRow, ctx.account_id)
    if row is None:
        session.info.setdefault(_NO_ROW, set()).add(ctx.account_id)
        return default_profile(ctx)
    session.info.setdefault(_HELD_ROWS, {})[ctx.account_id] = row
    return _read(row)


def get_profile(ctx: AccountContext) -> TaxProfile:
    """``GET /api/profile``: the stored profile, or the defaults with ``stored: false``."""
    with ctx.db.session() as session:
        return load_profile(session, ctx)


def normalise_abn(text: str) -> str:
    """An ABN as its 11 digits; refused (naming ``abn``) unless it passes the ATO check-digit test."""
    digits = re.sub(r"[\s-]", "", text)
    if not re.fullmatch(r"\d{11}", digits):
        raise ValidationError.for_field("abn", f"{text!r} is not an ABN: it must have 11 digits")
    if not abn_is_valid(digits):
        raise ValidationError.for_field("abn", f"{text!r} fails the ABN check-digit test (check for a typo)")
    return digits


def _check(merged: dict[str, Any]) -> None:
    problems: list[FieldProblem] = []
    if merged["gst_basis"] == "accruals":
        problems.append(
            FieldProblem(
                "gstBasis",
                "accruals needs invoices, which finkit does not record yet; use cash "
                "(a transaction counts on the day it is paid)",
            )
        )
    if merged["gst_registered_from"] is not None and not merged["gst_registered"]:
        problems.append(FieldProblem("gstRegisteredFrom", "is only meaningful when gstRegistered is true"))
    if merged["country"] is not None and not re.fullmatch(r"[A-Z]{2}", merged["country"]):
        problems.append(FieldProblem("country", "must be a two-letter country code such as AU"))
    if problems:
        raise ValidationError(fields=problems)


def store_profile(
    session: Session, ctx: AccountContext, change: TaxProfileUpdate
) -> tuple[TaxProfile, ChangeSet]:
    """Change the fields given (``null`` clears an optional one) and store the profile, inside the
    caller's unit of work; the first change stores the defaults plus the change. Refused as a whole,
    naming each field. A profile change reaches every transaction: the returned change says so, and
    ``finkit.core.usecases.profile.update_profile`` settles it (then records the activity)."""
    given = change.model_fields_set
    current = load_profile(session, ctx)
    merged: dict[str, Any] = current.model_dump(by_alias=False)
    for name in given:
        merged[name] = getattr(change, name)
    for required in ("country", "entity_type", "gst_registered", "gst_basis", "bas_period"):
        if merged[required] is None:
            raise ValidationError.for_field(_camel(required), "cannot be cleared")
    if "gst_registered" in given and not merged["gst_registered"] and "gst_registered_from" not in given:
        merged["gst_registered_from"] = None
    if merged.get("abn"):
        merged["abn"] = normalise_abn(merged["abn"])
    if "occupation" in given and merged["occupation"] is not None:
        merged["occupation"] = merged["occupation"].strip() or None
    _check(merged)
    custom_start = (
        change.financial_year_start
        if "financial_year_start" in given
        else (None if current.financial_year_start_is_default else current.financial_year_start)
    )
    row = session.get(TaxProfileRow, ctx.account_id)
    if row is None:
        row = TaxProfileRow(account_id=ctx.account_id)
        session.add(row)
        session.info.get(_NO_ROW, set()).discard(ctx.account_id)
    row.country = merged["country"]
    row.entity_type = merged["entity_type"]
    row.occupation = merged["occupation"]
    row.abn = merged["abn"]
    row.gst_registered = merged["gst_registered"]
    row.gst_registered_from = merged["gst_registered_from"]
    row.gst_basis = merged["gst_basis"]
    row.bas_period = merged["bas_period"]
    row.fy_start_month, row.fy_start_day = (
        (int(custom_start[:2]), int(custom_start[3:])) if custom_start else (None, None)
    )
    row.vehicle_method = merged["vehicle_method"]
    row.vehicle_business_use_percentage = merged["vehicle_business_use_percentage"]
    row.default_business_use_percentage = merged["default_business_use_percentage"]
    row.business_use_shares = _shares_stored(merged["business_use_shares"])
    row.merchant_business_use_shares = _shares_stored(merged["merchant_business_use_shares"])
    row.gst_free_health_services = bool(merged["gst_free_health_services"])
    row.personal_super_deduction = bool(merged["personal_super_deduction"])
    row.clients = _contacts_stored(merged["clients"], "clients")
    row.suppliers = _contacts_stored(merged["suppliers"], "suppliers")
    row.employees = _contacts_stored(merged["employees"], "employees")
    row.vehicle_fill_ranges = _fill_ranges_stored(merged["vehicle_fill_ranges"])
    row.private_trips = _private_trips_stored(merged["private_trips"])
    session.flush()
    return _read(row), ChangeSet(origin="profile", all_rows=True)


def business_use_change(
    session: Session,
    ctx: AccountContext,
    *,
    category: str | None,
    merchant: str | None,
    percent: Decimal | str | None,
) -> TaxProfileUpdate:
    """The profile change that sets (or, with ``percent`` None or ``"none"``, removes) one business-use
    share: of a category (named as the account names it: an unknown name is refused) or of a merchant."""
    if (category is None) == (merchant is None):
        raise ValidationError.for_field("category", "give a category or a merchant (not both)")
    percent = _percent(percent)
    current = load_profile(session, ctx)
    if category is not None:
        found = session.scalar(
            select(Category.name).where(
                Category.account_id == ctx.account_id, Category.name_key == category.strip().casefold()
            )
        )
        if found is None:
            raise ValidationError.for_field("category", f"no category named {category!r}")
        shares = _without(current.business_use_shares, found)
        if percent is not None:
            shares[found] = percent
        return TaxProfileUpdate(business_use_shares=shares)
    name = (merchant or "").strip()
    if not name:
        raise ValidationError.for_field("merchant", "may not be empty")
    shares = _without(current.merchant_business_use_shares, name)
    if percent is not None:
        shares[name] = percent
    return TaxProfileUpdate(merchant_business_use_shares=shares)


def _percent(value: Decimal | str | None) -> Decimal | None:
    if isinstance(value, str):
        text = value.strip().rstrip("%").strip()
        if text.casefold() in {"none", "clear", ""}:
            return None
        value = parse_amount(text, field="percent")
    if value is not None and not (value.is_finite() and Decimal(0) <= value <= Decimal(100)):
        raise ValidationError.for_field("percent", "must be between 0 and 100")
    return value


def _without(shares: Mapping[str, Decimal], name: str) -> dict[str, Decimal]:
    """``shares`` less any entry with ``name`` (names compare casefolded)."""
    return {k: v for k, v in shares.items() if k.casefold() != name.casefold()}


def record_profile_update(session: Session, ctx: AccountContext, fields: set[str], rederived: int) -> None:
    """The activity row of a profile change, with how many transactions derived differently."""
    record_activity(
        session,
        ctx,
        "profile.update",
        target_type="profile",
        details={"fields": sorted(fields), "transactionsRederived": rederived},
    )


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)
