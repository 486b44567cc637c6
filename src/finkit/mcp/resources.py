"""MCP resources: read-only views a client can attach as context. Templates take parameters."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from finkit.core.analytics.summary import monthly_summary
from finkit.core.categories import service as categories
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.tax.reports import tax_summary
from finkit.core.transactions import reads as transactions


@dataclass(frozen=True)
class ResourceSpec:
    uri: str  # a fixed URI, or an RFC 6570 template such as finkit://transactions/{transactionId}
    name: str
    description: str
    read: Callable[..., Any]

    @property
    def is_template(self) -> bool:
        return "{" in self.uri

    def match(self, uri: str) -> dict[str, str] | None:
        pattern = "^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(self.uri)) + "$"
        found = re.match(pattern, uri)
        return found.groupdict() if found else None


_RESOURCES: list[ResourceSpec] = []


def resource(uri: str, *, name: str, description: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(read: Callable[..., Any]) -> Callable[..., Any]:
        _RESOURCES.append(ResourceSpec(uri, name, description, read))
        return read

    return register


def all_resources() -> list[ResourceSpec]:
    return list(_RESOURCES)


def read_resource(ctx: AccountContext, uri: str) -> str:
    """The JSON text of resource ``uri``; an unknown URI is NotFoundError. Fixed URIs are tried before
    templates, so ``finkit://transactions/recent`` is not read as the transaction with id ``recent``."""
    for spec in sorted(_RESOURCES, key=lambda spec: spec.is_template):
        params = spec.match(uri)
        if params is not None:
            value = spec.read(ctx, **params)
            data = value.model_dump(mode="json", by_alias=True) if hasattr(value, "model_dump") else value
            return json.dumps(data, indent=1, default=str)
    raise NotFoundError("resource", uri)


@resource("finkit://categories", name="categories", description="Every category of the account.")
def _categories(ctx: AccountContext) -> Any:
    return {"categories": [c.to_json_dict() for c in categories.list_categories(ctx)]}


@resource("finkit://transactions/{transactionId}", name="transaction", description="One transaction by id.")
def _transaction(ctx: AccountContext, transactionId: str) -> Any:
    return transactions.get_transaction(ctx, transactionId)


@resource(
    "finkit://transactions/recent", name="recent-transactions", description="The 50 newest transactions."
)
def _recent(ctx: AccountContext) -> Any:
    return transactions.list_transactions(ctx, {"limit": 50})


@resource(
    "finkit://summary/{month}",
    name="monthly-summary",
    description="A month's analytics summary (month as YYYY-MM): income, spending, savings rate, top "
    "categories and merchants, largest payments.",
)
def _summary(ctx: AccountContext, month: str) -> Any:
    return monthly_summary(ctx, month=month)


@resource(
    "finkit://tax-summary/{fy}",
    name="tax-summary",
    description="The tax summary of a financial year named by the year it ends in (2025 = July 2024 – "
    "June 2025): income, deductions per label, GST.",
)
def _tax_summary(ctx: AccountContext, fy: str) -> Any:
    if not (fy.isdigit() and len(fy) == 4):
        raise ValidationError.for_field("fy", f"{fy!r} is not a year such as 2025")
    return tax_summary(ctx, fy=int(fy))
