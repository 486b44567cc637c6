"""Merchants: the account's merchants with counts and totals, and renaming one for all its rows.

Not in the interface spec ("not shown" there); shaped like the other areas: ``{success, merchants,
totalMerchants}`` and ``{success, rename{fromName, toName, updated}}``.
"""

from __future__ import annotations

from pydantic import Field

from finkit.core.merchants import (
    MerchantAliasRead,
    MerchantRead,
    MerchantRename,
    MerchantRenameResult,
    list_merchants,
    list_renames,
)
from finkit.core.schemas import InputSchema
from finkit.core.usecases.merchants import rename_merchant
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="merchants")


class MerchantListQuery(InputSchema):
    search: str | None = Field(
        default=None, max_length=200, description="Only merchants whose name contains this."
    )
    limit: int = Field(default=200, ge=1, le=1000, description="At most this many merchants.")


class MerchantListEnvelope(Envelope):
    merchants: list[MerchantRead]
    total_merchants: int


class RenameEnvelope(Envelope):
    rename: MerchantRenameResult


class RenameListEnvelope(Envelope):
    renames: list[MerchantAliasRead]


@routes.get(
    "/api/merchants", query=MerchantListQuery, response=MerchantListEnvelope, summary="List merchants"
)
def list_(call: Call) -> MerchantListEnvelope:
    """Each merchant once per currency with ``transactionCount`` and signed ``total`` (negative = money
    out), most used first; ``totalMerchants`` counts every match."""
    found = list_merchants(call.ctx, query=call.query.search, limit=call.query.limit)
    return MerchantListEnvelope(merchants=found.merchants, total_merchants=found.total_merchants)


@routes.post(
    "/api/merchants/rename",
    body=MerchantRename,
    response=RenameEnvelope,
    errors=(404,),
    summary="Rename a merchant on every transaction, now and later",
)
def rename(call: Call) -> RenameEnvelope:
    """``fromName`` matches case-insensitively (404 when no transaction or rename has it); existing rows
    change now (``updated``) and rows imported later get ``toName`` too."""
    body: MerchantRename = call.body
    return RenameEnvelope(rename=rename_merchant(call.ctx, from_name=body.from_name, to_name=body.to_name))


@routes.get("/api/merchants/renames", response=RenameListEnvelope, summary="The account's merchant renames")
def renames(call: Call) -> RenameListEnvelope:
    return RenameListEnvelope(renames=list_renames(call.ctx))
