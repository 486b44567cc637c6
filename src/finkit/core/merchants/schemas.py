"""Merchant shapes on the wire: a merchant with its row count and total, a rename request and result."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field

from finkit.core.schemas import InputSchema, Num, Schema


def _name(value: str) -> str:
    value = " ".join(value.split())
    if not value:
        raise ValueError("must not be empty")
    return value


MerchantName = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_name)]


class MerchantRead(Schema):
    """One merchant of the account in one currency: how many rows name it and their signed total
    (negative = money out)."""

    name: str
    transaction_count: int
    total: Num
    currency: str


class MerchantList(Schema):
    merchants: list[MerchantRead]
    total_merchants: int


class MerchantRename(InputSchema):
    """Rename ``fromName`` to ``toName`` for every row now and every row written later."""

    from_name: MerchantName
    to_name: MerchantName


class MerchantRenameResult(Schema):
    from_name: str  # as the rows spelled it
    to_name: str
    updated: int  # rows changed now


class MerchantAliasRead(Schema):
    from_name: str
    to_name: str
