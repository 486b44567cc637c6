"""The review over MCP through the official client (issue 26): ``review_list`` is read-only,
``review_decide`` answers an item with the ids listed.

The first test talks to a spawned ``finkit mcp``; the others to the same server as ``finkit mcp``
builds it (``build_stdio_server``, acting for a new account of their own), in this process through
the client's in-memory transport. A spawned server costs ~1.5-2 s of CPU to start and serves one
account, and these tests are about the review tools' answers, not the transport (the stdio transport
is this file's first test, ``test_stdio.py`` and ``test_stdio_tools.py``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from mcp.server.lowlevel import Server

from finkit.core.context import AccountContext, RequestInfo
from finkit.mcp.stdio import build_stdio_server
from mcp import Client, StdioServerParameters

pytestmark = [pytest.mark.anyio]

CSV = (
    "Date,Description,Amount\n"
    "2025-07-12,KAI NGATA EDITING INV,-89.00\n"
    "2025-08-12,KAI NGATA EDITING INV,-89.00\n"
)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def server_params(migrated_sqlite_url: str, tmp_path) -> StdioServerParameters:  # type: ignore[no-untyped-def]
    env = {k: v for k, v in os.environ.items() if not k.startswith("FINKIT_")}
    env["FINKIT_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    env["FINKIT_MCP_TOOLSETS"] = '["review", "transactions"]'
    return StdioServerParameters(
        command=sys.executable, args=["-m", "finkit", "--database", migrated_sqlite_url, "mcp"], env=env
    )


@pytest.fixture
def mcp_server(make_ctx: Callable[..., AccountContext]) -> Callable[..., Server[Any]]:
    """``finkit mcp``'s server for a new account, with ``FINKIT_MCP_TOOLSETS`` set to ``toolsets``."""

    def build(*toolsets: str) -> Server[Any]:
        account = make_ctx()
        settings = account.settings.model_copy(update={"mcp_toolsets": list(toolsets)})
        account = replace(account, settings=settings)
        return build_stdio_server(account.with_request(RequestInfo(actor="mcp", credential_id="stdio")))

    return build


@pytest.mark.slow  # spawns a `finkit mcp` process
async def test_list_then_decide(server_params: StdioServerParameters) -> None:
    async with Client(server_params, mode="legacy") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert tools["review_list"].annotations.read_only_hint is True
        assert not tools["review_decide"].annotations.read_only_hint
        imported = await client.call_tool("transactions_import", {"content": CSV, "fileName": "july.csv"})
        assert not imported.is_error, imported.content
        listed = await client.call_tool("review_list", {"period": "FY2026"})
        item = listed.structured_content["items"][0]
        assert item["count"] == 2 and item["suggestion"]["category"] is None
        decided = await client.call_tool(
            "review_decide",
            {"itemId": item["id"], "category": "Office Supplies", "transactionIds": item["transactionIds"]},
        )
        assert not decided.is_error, decided.content
        assert decided.structured_content["count"] == 2
        assert (await client.call_tool("review_list", {})).structured_content["items"] == []


async def test_a_payout_report_settles_its_payouts(mcp_server: Callable[..., Server[Any]]) -> None:
    """``review_import_payouts``: a processor's payout report in finkit's layout answers the payout it
    lists; a payout the bank does not hold is refused naming its line."""
    bank = "Date,Description,Amount\n2025-07-22,Direct Credit 436473 SQUARE AUSTRALIA SQ58331706,835.51\n"
    report = "payout_date,gross,fee,net,export\n2025-07-22,849.10,13.59,835.51,0\n"
    async with Client(mcp_server("review", "transactions"), mode="legacy") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert not tools["review_import_payouts"].annotations.read_only_hint
        imported = await client.call_tool("transactions_import", {"content": bank, "fileName": "b.csv"})
        assert not imported.is_error, imported.content
        stray = report + "2025-09-01,10.00,1.00,9.00,0\n"
        refused = await client.call_tool("review_import_payouts", {"content": stray, "processor": "Square"})
        assert refused.is_error and "report line 3" in str(refused.content)
        done = await client.call_tool("review_import_payouts", {"content": report, "processor": "Square"})
        assert not done.is_error, done.content
        assert done.structured_content["settled"] == 1


async def test_a_payout_reports_gst_free_sales_and_fee_gst(mcp_server: Callable[..., Server[Any]]) -> None:
    """``review_import_payouts`` with finkit's ``gst_free`` and ``gst`` columns and ``feeGst`` (issue 26, a
    café's card takings): the payout keeps its GST-free sales; GST that is not 1/11 of the rest is
    refused naming the line."""
    bank = "Date,Description,Amount\n2025-07-22,Direct Credit 436473 SQUARE AUSTRALIA SQ58331706,835.51\n"
    report = "payout_date,gross,fee,net,export,gst_free,gst\n2025-07-22,849.10,13.59,835.51,0,153.10,63.27\n"
    async with Client(mcp_server("review", "transactions"), mode="legacy") as client:
        await client.call_tool("profile_update", {"entityType": "sole_trader", "gstRegistered": True})
        imported = await client.call_tool("transactions_import", {"content": bank, "fileName": "b.csv"})
        assert not imported.is_error, imported.content
        args = {"processor": "Square", "feeGst": "input_taxed"}
        refused = await client.call_tool(
            "review_import_payouts", {"content": report.replace("63.27", "63.28")} | args
        )
        assert refused.is_error and "report line 2: its gst 63.28 is not 1/11" in str(refused.content)
        done = await client.call_tool("review_import_payouts", {"content": report} | args)
        assert not done.is_error, done.content
        assert done.structured_content["payouts"][0]["gstFree"] == 153.10


async def test_each_invoices_gst_in_one_decide(mcp_server: Callable[..., Server[Any]]) -> None:
    """``gstAmounts`` by row id in one ``review_decide`` (issue 26): two premiums, each with its GST."""
    csv = "Date,Description,Amount\n2025-08-01,QBE INSURANCE BPAY,-1342.88\n2025-09-01,QBE INSURANCE BPAY,-671.44\n"
    async with Client(mcp_server("review", "transactions"), mode="legacy") as client:
        await client.call_tool("profile_update", {"entityType": "sole_trader", "gstRegistered": True})
        imported = await client.call_tool("transactions_import", {"content": csv, "fileName": "qbe.csv"})
        assert not imported.is_error, imported.content
        (item,) = (await client.call_tool("review_list", {})).structured_content["items"]
        rows = (await client.call_tool("transactions_list", {})).structured_content["transactions"]
        gst = {r["id"]: "112.00" if r["amount"] == -1342.88 else "56.00" for r in rows}
        decided = await client.call_tool(
            "review_decide",
            {"itemId": item["id"], "category": "Business Insurance", "gstAmounts": gst,
             "gstFreeParts": {i: "110.88" if g == "112.00" else "55.44" for i, g in gst.items()}},
        )  # fmt: skip
        assert not decided.is_error, decided.content
        assert decided.structured_content["count"] == 2
        assert (await client.call_tool("review_list", {})).structured_content["items"] == []


async def test_an_employees_pays_at_the_gross(mcp_server: Callable[..., Server[Any]]) -> None:
    """Issue 26: ``profile_update`` states the employee once (``employees``); ``review_decide`` gives each
    pay's gross by row id (``wageGrosses``), all in one answer."""
    pays = (
        "Date,Description,Amount\n"
        "2025-08-04,INTERNET TRANSFER TO ORLA BRENNAN PAY,-812.40\n"
        "2025-08-18,INTERNET TRANSFER TO ORLA BRENNAN PAY,-764.10\n"
    )
    async with Client(mcp_server("review", "transactions", "profile"), mode="legacy") as client:
        stated = await client.call_tool(
            "profile_update",
            {"entityType": "sole_trader", "gstRegistered": True, "employees": [{"name": "Orla Brennan"}]},
        )
        assert not stated.is_error, stated.content
        imported = await client.call_tool("transactions_import", {"content": pays, "fileName": "aug.csv"})
        assert not imported.is_error, imported.content
        items = (await client.call_tool("review_list", {})).structured_content["items"]
        [item] = [i for i in items if "wageGrosses" in i["answerNeeds"]]
        first, second = item["transactionIds"]
        decided = await client.call_tool(
            "review_decide",
            {"itemId": item["id"], "category": "Wages", "wageGrosses": {first: 900, second: 846}},
        )
        assert not decided.is_error, decided.content
        assert decided.structured_content["count"] == 2


async def test_a_chattel_mortgage_repayment_kept_as_its_interest(
    mcp_server: Callable[..., Server[Any]],
) -> None:
    """Round 17 (an asset bought on finance): ``review_decide`` gives each repayment's interest by row id
    (``loanInterest``); the principal leaves the BAS (G11 is the interest alone)."""
    repayments = "Date,Description,Amount\n2025-08-11,DIRECT DEBIT MACQUARIE LEASING CM6749882,-1177.84\n"
    async with Client(mcp_server("review", "transactions", "profile", "tax"), mode="legacy") as client:
        stated = await client.call_tool(
            "profile_update", {"entityType": "sole_trader", "gstRegistered": True}
        )
        assert not stated.is_error, stated.content
        imported = await client.call_tool(
            "transactions_import", {"content": repayments, "fileName": "cm.csv"}
        )
        assert not imported.is_error, imported.content
        items = (await client.call_tool("review_list", {})).structured_content["items"]
        [item] = [i for i in items if "loanInterest" in i["answerNeeds"]]
        [row] = item["transactionIds"]
        decided = await client.call_tool(
            "review_decide",
            {"itemId": item["id"], "category": "Vehicle Expenses", "businessUsePercentage": 100,
             "loanInterest": {row: "366.89"}},
        )  # fmt: skip
        assert not decided.is_error, decided.content
        bas = (await client.call_tool("tax_bas", {"fy": 2026, "q": 1})).structured_content
        assert (bas["fields"]["G11"], bas["fields"]["1B"]) == (366.89, 0)


async def test_each_vehicles_fuel_fill_through_profile_update(migrated_sqlite_url: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Round 19: ``profile_update`` states each vehicle's usual fuel fill (``vehicleFillRanges``) on a
    database migrated to 0040; a van's fill in its range is then not asked which vehicle it is for, the
    family car's is private unasked, a top-up in no range still asked."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("FINKIT_")}
    env["FINKIT_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    env["FINKIT_MCP_TOOLSETS"] = '["review", "transactions", "profile", "travel"]'
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "finkit", "--database", migrated_sqlite_url, "mcp"], env=env
    )
    ranges = [
        {"vehicle": "Van", "from": 104, "to": 168, "servos": [], "businessUsePercentage": 95},
        {"vehicle": "Family car", "from": 52, "to": 92, "servos": [], "businessUsePercentage": 0},
    ]
    fills = (
        "Date,Description,Amount\n"
        "2025-08-04,VISA PURCHASE AMPOL WENDOUREE 3355,-131.40\n"
        "2025-08-18,VISA PURCHASE AMPOL WENDOUREE 3355,-69.39\n"
        "2025-08-25,VISA PURCHASE AMPOL WENDOUREE 3355,-45.00\n"
    )
    async with Client(params, mode="legacy") as client:
        setup = {"entityType": "sole_trader", "gstRegistered": True, "vehicleBusinessUsePercentage": 95}
        assert not (await client.call_tool("profile_update", setup)).is_error
        for name in ("Van", "Family car"):
            assert not (await client.call_tool("vehicles_create", {"name": name})).is_error
        stated = await client.call_tool("profile_update", {"vehicleFillRanges": ranges})
        assert not stated.is_error, stated.content
        assert stated.structured_content["vehicleFillRanges"] == ranges
        backwards = [{**ranges[0], "from": 170}]
        refused = await client.call_tool("profile_update", {"vehicleFillRanges": backwards})
        assert refused.is_error and "vehicleFillRanges" in str(refused.content)
        imported = await client.call_tool("transactions_import", {"content": fills, "fileName": "f.csv"})
        assert not imported.is_error, imported.content
        rows = (await client.call_tool("transactions_list", {})).structured_content["transactions"]
        by_amount = {r["amount"]: r for r in rows}
        items = (await client.call_tool("review_list", {})).structured_content["items"]
        asked = {i for item in items for i in item["transactionIds"]}
        assert by_amount[-45.00]["id"] in asked
        assert by_amount[-131.40]["id"] not in asked and by_amount[-69.39]["id"] not in asked
        assert by_amount[-69.39]["isTaxDeductible"] is False and by_amount[-131.40]["isTaxDeductible"] is True


async def test_merchants_nothing_filed_are_one_item_split_by_decide(
    mcp_server: Callable[..., Server[Any]],
) -> None:
    """Round 20: ``review_list`` gives merchants nothing filed as one item naming them (``merchants``);
    ``review_decide`` answers one apart (``onlyTransactionIds``, remembered for it), then the rest."""
    csv = (
        "Date,Description,Amount\n2025-08-01,INWARD TT JENNIFER A,310.00\n2025-08-02,NIAMH BRENNAN,120.00\n"
        "2025-08-03,L NGUYEN,220.00\n"
    )
    async with Client(mcp_server("review", "transactions"), mode="legacy") as client:
        imported = await client.call_tool("transactions_import", {"content": csv, "fileName": "out.csv"})
        assert not imported.is_error, imported.content
        (item,) = (await client.call_tool("review_list", {})).structured_content["items"]
        assert item["count"] >= 2 and len(item["merchants"]) == item["count"]  # one row each
        refund = item["transactionIds"][-1]
        apart = await client.call_tool(
            "review_decide",
            {"itemId": item["id"], "category": "Transfers", "onlyTransactionIds": [refund],
             "transactionIds": item["transactionIds"]},
        )  # fmt: skip
        assert not apart.is_error, apart.content
        assert apart.structured_content["rule"]["name"].endswith("(money in)")
        (rest,) = (await client.call_tool("review_list", {})).structured_content["items"]
        done = await client.call_tool(
            "review_decide",
            {
                "itemId": rest["id"],
                "category": "Sales Income",
                "transactionIds": rest["transactionIds"],
            },
        )
        assert not done.is_error, done.content
        assert done.structured_content["count"] == item["count"] - 1


async def test_a_private_trip_through_profile_update(mcp_server: Callable[..., Server[Any]]) -> None:
    """Round 28: ``profile_update`` states a private trip (``privateTrips``); a fuel fill dated during it is
    then asked in ``review_list``, suggested private, and accepting files it private; a fill after the trip
    is not asked. A trip ending before it starts is refused naming ``privateTrips``."""
    fills = (
        "Date,Description,Amount\n"
        "2025-09-21,VISA DEBIT PURCHASE AMPOL TWEED HEAD,-75.91\n"
        "2025-10-03,VISA DEBIT PURCHASE AMPOL KIALLA,-98.10\n"
    )
    trip = {"from": "2025-09-20", "to": "2025-09-27", "note": "Gold Coast holiday"}
    async with Client(mcp_server("review", "transactions", "profile"), mode="legacy") as client:
        setup = {"entityType": "sole_trader", "gstRegistered": True, "vehicleBusinessUsePercentage": 85}
        assert not (await client.call_tool("profile_update", setup)).is_error
        imported = await client.call_tool("transactions_import", {"content": fills, "fileName": "f.csv"})
        assert not imported.is_error, imported.content
        stated = await client.call_tool("profile_update", {"privateTrips": [trip]})
        assert not stated.is_error, stated.content
        assert stated.structured_content["privateTrips"] == [trip]
        backwards = [{**trip, "to": "2025-09-01"}]
        refused = await client.call_tool("profile_update", {"privateTrips": backwards})
        assert refused.is_error and "privateTrips" in str(refused.content)
        rows = (await client.call_tool("transactions_list", {})).structured_content["transactions"]
        by_amount = {r["amount"]: r["id"] for r in rows}
        items = (await client.call_tool("review_list", {})).structured_content["items"]
        [item] = [i for i in items if by_amount[-75.91] in i["transactionIds"]]
        assert "dated during your private trip (20–27 Sep 2025, Gold Coast holiday)" in item["question"]
        assert by_amount[-98.10] not in {i for it in items for i in it["transactionIds"]}
        suggested = item["suggestion"]
        assert suggested["businessUsePercentage"] == 0
        accepted = await client.call_tool(
            "review_decide",
            {"itemId": item["id"], "category": suggested["category"], "businessUsePercentage": 0},
        )
        assert not accepted.is_error, accepted.content
        assert accepted.structured_content.get("rule") is None  # the trip's answer, no merchant's
        rows = (await client.call_tool("transactions_list", {})).structured_content["transactions"]
        deductible = {r["amount"]: r["isTaxDeductible"] for r in rows}
        assert deductible == {-75.91: False, -98.10: True}
