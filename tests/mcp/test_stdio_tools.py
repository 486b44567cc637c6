"""End to end through the official client over stdio: the whole registry, five areas, the new templates."""

from __future__ import annotations

import os
import sys

import pytest

from mcp import Client, StdioServerParameters

pytestmark = [pytest.mark.anyio, pytest.mark.slow]  # spawns `finkit mcp` processes

CSV = "Date,Description,Amount\n2026-06-01,BP Parramatta,-45.50\n2026-06-02,Salary ACME,2500.00\n"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def server_params(migrated_sqlite_url: str, tmp_path) -> StdioServerParameters:  # type: ignore[no-untyped-def]
    env = {k: v for k, v in os.environ.items() if not k.startswith("FINKIT_")}
    env["FINKIT_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    env["FINKIT_MCP_TOOLSETS"] = '["all"]'
    return StdioServerParameters(
        command=sys.executable, args=["-m", "finkit", "--database", migrated_sqlite_url, "mcp"], env=env
    )


async def test_every_area_over_stdio(server_params: StdioServerParameters) -> None:
    async with Client(server_params, mode="legacy") as client:
        tools = (await client.list_tools()).tools
        names = {t.name for t in tools}
        assert len(tools) >= 65
        areas = {name.split("_", 1)[0] for name in names}
        assert {"transactions", "bills", "expenses", "analytics", "search", "webhooks", "vehicles"} <= areas
        assert all(t.output_schema is None for t in tools)  # left out of the listing to save bytes

        imported = await client.call_tool("transactions_import", {"content": CSV, "fileName": "june.csv"})
        assert not imported.is_error and imported.structured_content["added"] == 2

        bill = await client.call_tool(
            "bills_create",
            {"name": "Rent", "expectedAmount": 2000, "frequency": "monthly", "nextDueDate": "2026-12-01"},
        )
        assert not bill.is_error and bill.structured_content["frequency"] == "monthly"

        expense = await client.call_tool(
            "expenses_create", {"date": "2026-06-03", "amount": 30, "description": "Parking"}
        )
        assert not expense.is_error and expense.structured_content["status"] == "draft"

        summary = await client.call_tool("analytics_monthly_summary", {"month": "2026-06"})
        assert not summary.is_error
        assert (summary.structured_content["income"], summary.structured_content["spending"]) == (2500, 45.5)

        found = await client.call_tool("search_query", {"query": "parramatta"})
        assert not found.is_error and [h["kind"] for h in found.structured_content["hits"]] == ["transaction"]

        gated = await client.call_tool("webhooks_list", {})
        assert gated.is_error and gated.structured_content["code"] == "TIER_REQUIRED"

        unconfirmed = await client.call_tool("bills_delete", {"billId": bill.structured_content["id"]})
        assert unconfirmed.structured_content["confirmationRequired"] is True
        upcoming = await client.call_tool("bills_list", {})
        assert [b["name"] for b in upcoming.structured_content["bills"]] == ["Rent"]

        templates = {t.uri_template for t in (await client.list_resource_templates()).resource_templates}
        assert {"finkit://summary/{month}", "finkit://tax-summary/{fy}"} <= templates
        read = await client.read_resource("finkit://summary/2026-06")
        assert '"spending": 45.5' in read.contents[0].text
