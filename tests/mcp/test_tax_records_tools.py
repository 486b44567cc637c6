"""``tax_home_office_set`` through the official MCP client over HTTP (the guard's test app)."""

from __future__ import annotations

from decimal import Decimal

from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from finkit.core.context import AccountContext
from finkit.core.tax.accruals.service import get_accruals
from finkit.core.tax.home_office.service import get_home_office
from finkit.core.tax.pool.service import get_pool
from finkit.core.tax.stock.service import get_stock
from mcp import Client
from tests.mcp.test_http_guard import app_url  # noqa: F401  (the fixture)


async def test_tax_home_office_set_records_the_year(app_url: str, ctx: AccountContext) -> None:  # noqa: F811
    http_client = create_mcp_http_client(headers={"Authorization": "Bearer good"})
    async with Client(
        streamable_http_client(f"{app_url}/mcp", http_client=http_client), mode="legacy"
    ) as client:
        done = await client.call_tool("tax_home_office_set", {"fy": 2026, "hours": 1560})
        assert not done.is_error and done.structured_content["claim"] == 1092
        refused = await client.call_tool("tax_home_office_set", {"fy": 2026, "hours": -1})
        assert refused.is_error
    record = get_home_office(ctx, 2026)
    assert record is not None and record.hours == 1560


async def test_tax_pool_set_records_the_years_opening_balance(app_url: str, ctx: AccountContext) -> None:  # noqa: F811
    http_client = create_mcp_http_client(headers={"Authorization": "Bearer good"})
    async with Client(
        streamable_http_client(f"{app_url}/mcp?toolsets=tax", http_client=http_client), mode="legacy"
    ) as client:
        done = await client.call_tool("tax_pool_set", {"fy": 2026, "openingBalance": 24880})
        assert not done.is_error and done.structured_content["openingDeduction"] == 7464
        refused = await client.call_tool("tax_pool_set", {"fy": 2026, "openingBalance": -1})
        assert refused.is_error
    record = get_pool(ctx, 2026)
    assert record is not None and record.opening_balance == 24880


async def test_tax_stock_set_records_the_years_stock(app_url: str, ctx: AccountContext) -> None:  # noqa: F811
    http_client = create_mcp_http_client(headers={"Authorization": "Bearer good"})
    async with Client(
        streamable_http_client(f"{app_url}/mcp?toolsets=tax", http_client=http_client), mode="legacy"
    ) as client:
        done = await client.call_tool(
            "tax_stock_set",
            {"fy": 2026, "openingStock": 41380, "closingStock": 53934.99, "valuationMethod": "cost"},
        )
        assert not done.is_error and done.structured_content["change"] == 12554.99
        refused = await client.call_tool(
            "tax_stock_set", {"fy": 2026, "openingStock": 41380, "closingStock": 53934.99, "simplified": True}
        )
        assert refused.is_error
    record = get_stock(ctx, 2026)
    assert record is not None and record.closing_stock == Decimal("53934.99") and not record.simplified


async def test_tax_accruals_set_records_the_years_receivables_and_payables(
    app_url: str,  # noqa: F811
    ctx: AccountContext,
) -> None:
    http_client = create_mcp_http_client(headers={"Authorization": "Bearer good"})
    async with Client(
        streamable_http_client(f"{app_url}/mcp?toolsets=tax", http_client=http_client), mode="legacy"
    ) as client:
        done = await client.call_tool(
            "tax_accruals_set",
            {
                "fy": 2026,
                "receivableOpening": 4102.09,
                "receivableClosing": 3357.09,
                "payableOpening": 121.37,
                "payableClosing": 98.62,
            },
        )
        assert not done.is_error and done.structured_content["incomeAdjustment"] == -745
        refused = await client.call_tool(
            "tax_accruals_set", {"fy": 2026, "receivableOpening": -1, "receivableClosing": 0}
        )
        assert refused.is_error
    record = get_accruals(ctx, 2026)
    assert record is not None and record.expense_adjustment == Decimal("-22.75")
    assert record.payable_label == "P8-other"
