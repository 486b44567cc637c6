"""Tool sets: a compact default covering the common jobs, and the rest grouped by area.

Clients that put every tool into the model's context (and some that cap the number of tools) get the
``default`` set; more are chosen per connection (``/mcp?toolsets=tax,rules``), by the credential (an
API key's or OAuth grant's ``toolsets``) or for every connection with ``FINKIT_MCP_TOOLSETS``, the
first of these that is given. ``all`` lists every tool. Sets only decide what ``tools/list`` shows: a
client that knows a tool's name can still call it (scopes still apply). docs/mcp-tools.md lists the sets.
"""

from __future__ import annotations

from collections.abc import Iterable

from finkit.core.errors import ValidationError
from finkit.tools.registry import ToolSpec, all_tools

DEFAULT_TOOLS = (
    "account_whoami",
    "subscription_get",
    "activity_list",
    "transactions_list",
    "transactions_get",
    "transactions_create",
    "transactions_update",
    "transactions_delete",
    "transactions_import",
    "transactions_find_duplicates",
    "categories_list",
    "categories_get",
    "categories_create",
    "categories_update",
    "categories_assign",
    "categories_unassign",
    "analytics_monthly_summary",
    "analytics_spending",
    "analytics_cash_flow",
    "analytics_top_merchants",
    "analytics_recurring",
    "analytics_trends",
    "search_query",
    "search_parse",
    "rules_list",
    "rules_create",
    "rules_preview",
    "rules_run",
    "bills_list",
    "bills_upcoming",
    "bills_overdue",
    "tax_summary",
    "tax_calculate",
    "tax_analyse_deductions",
    "receipts_list",
    "expenses_list",
)

#: Registry areas that share a set under a plainer name.
_SET_OF_AREA = {
    "category": "category_sets",
    "trips": "travel",
    "vehicles": "travel",
    "logbook": "travel",
    "activity": "account",
    "subscription": "account",
    "bank": "bank_accounts",
    "report": "bank_accounts",
}


def toolset_of(spec: ToolSpec) -> str:
    return _SET_OF_AREA.get(spec.area, spec.area)


def toolset_names() -> list[str]:
    return ["default", "all", *sorted({toolset_of(spec) for spec in all_tools()})]


def parse_toolsets(value: str | Iterable[str] | None) -> list[str]:
    """``"tax,rules"`` (or a list) → set names; unknown names are a ValidationError naming them."""
    if value is None:
        return []
    parts = value.split(",") if isinstance(value, str) else list(value)
    names = [part.strip().lower() for part in parts if part.strip()]
    known = set(toolset_names())
    unknown = [name for name in names if name not in known]
    if unknown:
        raise ValidationError.for_field(
            "toolsets", f"unknown tool set {', '.join(unknown)}; known: {', '.join(toolset_names())}"
        )
    return names


def select_tools(toolsets: Iterable[str]) -> list[ToolSpec]:
    """The tools of ``default`` plus the named sets (``all``: every tool), in registry order."""
    names = set(toolsets) | {"default"}
    if "all" in names:
        return all_tools()
    return [spec for spec in all_tools() if spec.name in DEFAULT_TOOLS or toolset_of(spec) in names]
