"""The tax profile: a change re-derives every transaction's tax treatment in the same unit of work."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from finkit.core.categorise.stated import unmatched_names
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.pipeline import settle
from finkit.core.profile.schemas import StatedContacts, TaxProfile, TaxProfileUpdate, UnmatchedNames
from finkit.core.profile.service import (
    business_use_change,
    get_profile,
    load_profile,
    record_profile_update,
    store_profile,
)
from finkit.core.review.wages import gross_up_stated_pays
from finkit.core.schemas import parse

__all__ = [
    "add_client",
    "add_fill_range",
    "add_private_trip",
    "add_supplier",
    "get_profile",
    "remove_contact",
    "remove_fill_range",
    "remove_private_trip",
    "set_business_use",
    "stated_contacts",
    "update_profile",
]


def update_profile(ctx: AccountContext, *, data: TaxProfileUpdate | dict[str, Any]) -> TaxProfile:
    """``PATCH /api/profile``: change the fields given (``null`` clears an optional one) and store the
    profile; the first change stores the defaults plus the change. Refused as a whole, naming each field.
    Every transaction's deductibility, business share and GST is derived again."""
    change = parse(TaxProfileUpdate, data)
    with ctx.db.session() as session:
        profile, changes = store_profile(session, ctx, change)
        settled = settle(session, ctx, changes)
        if "employees" in change.model_fields_set:
            # the pays already in the books, at the gross the statement gives (as on import)
            for pay in gross_up_stated_pays(session, ctx, profile.employees):
                settle(session, ctx, pay)
        record_profile_update(session, ctx, change.model_fields_set, settled.tax_rederived)
        return profile


def set_business_use(
    ctx: AccountContext,
    *,
    category: str | None = None,
    merchant: str | None = None,
    percent: Decimal | str | None,
) -> TaxProfile:
    """Set (or, with ``percent`` None or ``"none"``, remove) the business share of one mixed-use category or one
    merchant, asked once and kept on the profile; that category's or merchant's rows are derived again
    (a share a row's own edit set stays the row's)."""
    with ctx.db.session() as session:
        change = business_use_change(session, ctx, category=category, merchant=merchant, percent=percent)
        profile, changes = store_profile(session, ctx, change)
        settled = settle(session, ctx, changes)
        record_profile_update(session, ctx, change.model_fields_set, settled.tax_rederived)
        return profile


def stated_contacts(ctx: AccountContext) -> StatedContacts:
    """``GET /api/profile/contacts``: the clients and business suppliers the person named once, and the
    names no transaction of the account names (``unmatched``: a typo shows)."""
    with ctx.db.session() as session:
        profile = load_profile(session, ctx)
        return StatedContacts(
            clients=profile.clients,
            suppliers=profile.suppliers,
            employees=profile.employees,
            unmatched=UnmatchedNames.model_validate(unmatched_names(session, ctx, profile)),
        )


def _others(entries: list[Any], name: str) -> list[dict[str, Any]]:
    return [
        e.model_dump(by_alias=True, mode="json", exclude_none=True)
        for e in entries
        if e.name.casefold() != name.strip().casefold()
    ]


def add_client(
    ctx: AccountContext,
    *,
    name: str,
    overseas: bool = False,
    processor_fee: Decimal | str | None = None,
    processor_fee_gst: str | None = None,
    gst_treatment: str | None = None,
) -> TaxProfile:
    """Name a client once (replacing one of the same name): their payments are business income. A payment
    processor paying out the person's sales, or an agent paying net of its commission, is named with the
    fee it keeps (``processor_fee``, % of the gross; 0: payouts booked as received) and whether the fee's
    invoice shows GST (``processor_fee_gst``: ``taxable`` or ``input_taxed``); what the client's payments
    hold (``gst_treatment``: ``taxable``, ``gst_free`` or ``mixed``)."""
    entry: dict[str, Any] = {"name": name, "overseas": overseas}
    if gst_treatment is not None:
        entry["gstTreatment"] = gst_treatment
    if processor_fee is not None:
        entry["processorFeePercentage"] = processor_fee
    if processor_fee_gst is not None:
        entry["processorFeeGst"] = processor_fee_gst
    clients = _others(get_profile(ctx).clients, name)
    return update_profile(ctx, data={"clients": [*clients, entry]})


def add_supplier(
    ctx: AccountContext,
    *,
    name: str,
    supplies: str | None = None,
    business_use: Decimal | str | None = None,
    gst: str | None = None,
    some_invoices_private: bool = False,
) -> TaxProfile:
    """Name a business supplier once with what it supplies (``stock``, ``tools``, ``service``, ``rent``,
    ``premises``, ``software``, ``other``: other business costs), an optional business share, what its tax invoices show (``gst``: ``taxable``,
    ``gst_free``, ``input_taxed``, ``out_of_scope`` or ``none``, ``mixed``) and whether some of its
    invoices also hold private things (each purchase then asked its share), replacing one of the same
    name. One of ``supplies``, ``gst`` and ``some_invoices_private`` is needed."""
    entry: dict[str, Any] = {"name": name}
    if some_invoices_private:
        entry["someInvoicesPrivate"] = True
    if supplies is not None:
        entry["supplies"] = supplies
    if business_use is not None:
        entry["businessUsePercentage"] = business_use
    if gst is not None:
        entry["gstTreatment"] = gst
    suppliers = _others(get_profile(ctx).suppliers, name)
    return update_profile(ctx, data={"suppliers": [*suppliers, entry]})


def add_employee(
    ctx: AccountContext,
    *,
    name: str,
    withholding_per_pay: Decimal | str | None = None,
    gross_per_pay: Decimal | str | None = None,
    tax_table: str | None = None,
    hourly_rate: Decimal | str | None = None,
) -> TaxProfile:
    """Name an employee once (replacing one of the same name): their pays (the net the bank shows) are
    wages at the gross, from the withholding or the gross of every pay when given (each pay's gross asked
    in the review otherwise), or from the tax table the PAYG is withheld from (``tax_table`` weekly or
    fortnightly, Scale 2) and the ``hourly_rate``: each pay's gross worked back from its net. Pays already
    imported are grossed up now, as on import."""
    entry: dict[str, Any] = {"name": name}
    if withholding_per_pay is not None:
        entry["withholdingPerPay"] = withholding_per_pay
    if gross_per_pay is not None:
        entry["grossPerPay"] = gross_per_pay
    if tax_table is not None:
        entry["taxTable"] = tax_table
    if hourly_rate is not None:
        entry["hourlyRate"] = hourly_rate
    employees = _others(get_profile(ctx).employees, name)
    return update_profile(ctx, data={"employees": [*employees, entry]})


def remove_contact(ctx: AccountContext, *, kind: str, name: str) -> TaxProfile:
    """Remove a stated client (``kind`` ``clients``), supplier (``suppliers``) or employee (``employees``)
    by name (any case)."""
    profile = get_profile(ctx)
    entries: list[Any] = list(
        profile.clients
        if kind == "clients"
        else profile.suppliers
        if kind == "suppliers"
        else profile.employees
    )
    kept = _others(entries, name)
    if len(kept) == len(entries):
        raise NotFoundError(kind[:-1], name)
    return update_profile(ctx, data={kind: kept})


def _other_fills(profile: TaxProfile, vehicle: str) -> list[dict[str, Any]]:
    return [
        fill.model_dump(by_alias=True, mode="json")
        for fill in profile.vehicle_fill_ranges
        if fill.vehicle.casefold() != vehicle.strip().casefold()
    ]


def add_fill_range(
    ctx: AccountContext,
    *,
    vehicle: str,
    business_use: Decimal | str,
    fill_from: Decimal | str | None = None,
    fill_to: Decimal | str | None = None,
    servos: list[str] | None = None,
) -> TaxProfile:
    """State once a vehicle's usual fuel fill (``fill_from`` to ``fill_to`` dollars, the ``servos`` only it
    is filled at, or both) and its business share (0 for a private car), replacing the fill of a vehicle
    of the same name (any case). While several vehicles are kept, a fuel row that exactly one vehicle's
    fill places, filed at that vehicle's share, is not asked which vehicle it is for."""
    entry: dict[str, Any] = {"vehicle": vehicle, "businessUsePercentage": business_use}
    if fill_from not in (None, "") or fill_to not in (None, ""):
        entry |= {"from": fill_from or None, "to": fill_to or None}
    if servos:
        entry["servos"] = servos
    others = _other_fills(get_profile(ctx), vehicle)
    return update_profile(ctx, data={"vehicleFillRanges": [*others, entry]})


def remove_fill_range(ctx: AccountContext, *, vehicle: str) -> TaxProfile:
    """Forget a vehicle's stated fuel fill (by the vehicle's name, any case): its fills are asked again."""
    profile = get_profile(ctx)
    kept = _other_fills(profile, vehicle)
    if len(kept) == len(profile.vehicle_fill_ranges):
        raise NotFoundError("vehicle fill range", vehicle)
    return update_profile(ctx, data={"vehicleFillRanges": kept})


def _trips(profile: TaxProfile) -> list[dict[str, Any]]:
    return [trip.model_dump(by_alias=True, mode="json", exclude_none=True) for trip in profile.private_trips]


def add_private_trip(
    ctx: AccountContext, *, trip_from: date | str, trip_to: date | str, note: str | None = None
) -> TaxProfile:
    """State once a holiday or trip away on which no business was done (``trip_from`` to ``trip_to``, both
    days included; ``note`` says which: "Gold Coast holiday"), replacing a trip of the same days. A car or
    travel cost finkit filed as the business's that is dated during it is asked, suggested private; the
    person's own answers stand."""
    entry: dict[str, Any] = {"from": trip_from, "to": trip_to}
    if note is not None and note.strip():
        entry["note"] = note
    return update_profile(ctx, data={"privateTrips": [*_trips(get_profile(ctx)), entry]})


def _day(value: date | str) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value.strip())
    except ValueError:
        raise ValidationError.for_field("from", f"{value!r} is not a date like 2025-09-20") from None


def remove_private_trip(ctx: AccountContext, *, trip_from: date | str) -> TaxProfile:
    """Forget the stated private trip (or trips) starting on ``trip_from``: its rows are filed as before."""
    start = _day(trip_from)
    profile = get_profile(ctx)
    kept = [t for t in _trips(profile) if t["from"] != start.isoformat()]
    if len(kept) == len(profile.private_trips):
        raise NotFoundError("private trip", start.isoformat())
    return update_profile(ctx, data={"privateTrips": kept})
