"""Bank-file import by upload (CSV, OFX/QFX, QIF), atomically, and saved import profiles."""

from __future__ import annotations

from pydantic import Field

from finkit.core.imports.profiles import delete_profile, get_profile, list_profiles, save_profile
from finkit.core.imports.schemas import ImportFormat, ImportProfileCreate, ImportProfileRead, ImportReport
from finkit.core.schemas import InputSchema
from finkit.core.usecases.imports import import_file
from finkit.server.envelopes import Envelope
from finkit.server.middleware import UPLOAD_MEDIA_TYPES
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="imports")

#: A raw body's file name when none is given: the content decides the format, the name breaks ties.
DEFAULT_NAMES = {
    "text/csv": "upload.csv",
    "application/csv": "upload.csv",
    "application/x-ofx": "upload.ofx",
    "application/ofx": "upload.ofx",
    "application/vnd.intu.qfx": "upload.qfx",
    "application/x-qfx": "upload.qfx",
    "application/qif": "upload.qif",
    "application/x-qif": "upload.qif",
}


class ImportOptions(InputSchema):
    """Query parameters, or (multipart) form fields beside the ``file`` part."""

    format: ImportFormat = Field(
        default="auto", description="auto (detected from the content), csv, ofx, qif."
    )
    mapping: str | None = Field(
        default=None,
        alias="map",
        max_length=2000,
        description="CSV columns: date=1,amount=2,description=3 (1-based) or header names; also "
        "header=no, delimiter=;, decimal=comma, skip=N and debit/credit/type/merchant/balance.",
    )
    profile: str | None = Field(default=None, max_length=100, description="Use a saved import profile.")
    save_profile: str | None = Field(
        default=None, max_length=100, description="Save this file's layout as a profile of that name."
    )
    date_format: str | None = Field(default=None, max_length=40, description="e.g. %d/%m/%Y.")
    dry_run: bool = Field(
        default=False, description="Write nothing; report what would be added, with a sample."
    )
    skip_invalid: bool = Field(
        default=False, description="Import the valid rows and report the bad ones (default: refuse the file)."
    )
    file_name: str | None = Field(default=None, max_length=300, description="Name for a raw-body upload.")
    bank_account_id: str | None = Field(
        default=None,
        max_length=100,
        description="The bank account the file is from (id or name); required when there is more than "
        "one open bank account.",
    )


class ImportEnvelope(Envelope):
    data: ImportReport


class ProfileEnvelope(Envelope):
    profile: ImportProfileRead


class ProfileList(Envelope):
    profiles: list[ImportProfileRead]


class ProfileDeleted(Envelope):
    name: str
    deleted: bool = True


@routes.post(
    "/api/bank/import",
    query=ImportOptions,
    upload=UPLOAD_MEDIA_TYPES,
    response=ImportEnvelope,
    summary="Import a bank file (CSV, OFX/QFX, QIF)",
    errors=(404,),
)
def import_(call: Call) -> ImportEnvelope:
    """Send ``multipart/form-data`` with the file in part ``file`` (options as form fields or query
    parameters), or the file itself as the body with ``Content-Type: text/csv`` (or an OFX/QIF type, or
    ``application/octet-stream``) and the options in the query. All or nothing: any bad row refuses the
    whole file with 400 ``VALIDATION_ERROR`` whose ``fields`` name every bad row (``row`` = line in the
    file), unless ``skipInvalid``. Duplicates of transactions already stored are skipped and counted.
    Unknown ``profile``: 404. Over ``FINKIT_UPLOAD_MAX_BYTES``: 413."""
    options: ImportOptions = call.query
    upload = call.upload
    assert upload is not None  # an upload route always has one
    file_name = options.file_name or upload.file_name or DEFAULT_NAMES.get(upload.media_type, "upload")
    report = import_file(
        call.ctx,
        data=upload.data,
        file_name=file_name,
        format=options.format,
        mapping=options.mapping,
        profile=options.profile,
        save_profile=options.save_profile,
        date_format=options.date_format,
        dry_run=options.dry_run,
        skip_invalid=options.skip_invalid,
        bank_account=options.bank_account_id,
    )
    return ImportEnvelope(data=report)


@routes.get("/api/bank/import/profiles", response=ProfileList, summary="List saved import profiles")
def profiles(call: Call) -> ProfileList:
    return ProfileList(profiles=list_profiles(call.ctx))


@routes.post(
    "/api/bank/import/profiles",
    body=ImportProfileCreate,
    response=ProfileEnvelope,
    status=201,
    summary="Save (create or replace) an import profile",
)
def create_profile(call: Call) -> ProfileEnvelope:
    """``mapping`` is an object such as ``{"date": "1", "amount": "Amount", "header": "yes"}``."""
    return ProfileEnvelope(profile=save_profile(call.ctx, data=call.body))


@routes.get("/api/bank/import/profiles/{name}", response=ProfileEnvelope, summary="Get an import profile")
def get_profile_(call: Call) -> ProfileEnvelope:
    return ProfileEnvelope(profile=get_profile(call.ctx, call.path["name"]))


@routes.delete(
    "/api/bank/import/profiles/{name}", response=ProfileDeleted, summary="Delete an import profile"
)
def delete_profile_(call: Call) -> ProfileDeleted:
    delete_profile(call.ctx, call.path["name"])
    return ProfileDeleted(name=call.path["name"])
