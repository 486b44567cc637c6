"""The bank-account tools through the official ``mcp`` client on ``/mcp`` (a real uvicorn): listed with
their annotations in the ``bank_accounts`` set, and a walk from adding accounts to reconciling and the
month-end balances."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from finkit.core.accounts.service import create_user
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from mcp import Client
from tests.loopback import serve

PASSWORD = "Sup3r-secret!"
STATEMENT = "Date,Description,Amount,Balance\n2025-07-13,MONTHLY FEE,-10.00,990.00\n2025-07-14,OFFICEWORKS,-50.00,940.00\n"
ANNOTATIONS = {
    "bank_accounts_list": (True, False),
    "report_balances": (True, False),
    "bank_account_create": (False, False),
    "bank_account_update": (False, False),
    "bank_account_reconcile": (False, False),
    "bank_account_close": (False, True),
}


@pytest.fixture
def base_url(database: Database, settings: Settings) -> Iterator[str]:
    with serve(create_app(Finkit(settings, database=database))) as url:
        yield url


@pytest.mark.anyio
async def test_bank_account_tools_over_mcp(base_url: str, database: Database) -> None:
    email = "banks-mcp@example.com"
    create_user(database, {"email": email, "password": PASSWORD})
    token = httpx.post(f"{base_url}/api/auth/login", json={"email": email, "password": PASSWORD}).json()[
        "token"
    ]
    http_client = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    url = f"{base_url}/mcp?toolsets=bank_accounts,transactions"
    async with Client(streamable_http_client(url, http_client=http_client), mode="legacy") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        for name, (read_only, destructive) in ANNOTATIONS.items():
            hints = tools[name].annotations
            assert hints is not None
            assert (bool(hints.read_only_hint), bool(hints.destructive_hint)) == (read_only, destructive), (
                name
            )

        made = await client.call_tool("bank_account_create", {"name": "business", "last4": "3317"})
        assert not made.is_error, made.content
        card = await client.call_tool(
            "bank_account_create",
            {"name": "card", "type": "credit_card", "openingBalance": -100, "openingDate": "2025-06-30"},
        )
        assert card.structured_content["balance"] == -100
        imported = await client.call_tool(
            "transactions_import", {"content": STATEMENT, "fileName": "jul.csv", "bankAccountId": "business"}
        )
        assert not imported.is_error, imported.content

        short = await client.call_tool(
            "bank_account_reconcile",
            {"bankAccountId": "business", "statementBalance": 930, "date": "2025-07-14"},
        )
        assert (short.structured_content["difference"], short.structured_content["reconciled"]) == (
            -10,
            False,
        )
        assert short.structured_content["candidates"][0]["kind"] == "amount_matches"
        done = await client.call_tool(
            "bank_account_reconcile",
            {"bankAccountId": "business", "statementBalance": 940, "date": "2025-07-14"},
        )
        assert done.structured_content["reconciledTo"] == "2025-07-14"
        listed = await client.call_tool("bank_accounts_list", {})
        assert [(a["name"], a["reconciledTo"]) for a in listed.structured_content["accounts"]] == [
            ("business", "2025-07-14"),
            ("card", None),
        ]
        renamed = await client.call_tool(
            "bank_account_update", {"bankAccountId": "card", "institution": "CBA"}
        )
        assert renamed.structured_content["institution"] == "CBA"

        balances = await client.call_tool("report_balances", {"period": "Jul 2025"})
        month = balances.structured_content["months"][0]
        assert (month["date"], month["total"]) == ("2025-07-31", 840)

        asked = await client.call_tool("bank_account_close", {"bankAccountId": "card"})
        assert asked.structured_content["confirmationRequired"] is True
        closed = await client.call_tool("bank_account_close", {"bankAccountId": "card", "confirm": True})
        assert closed.structured_content["closed"] is True
        missing = await client.call_tool(
            "bank_account_reconcile", {"bankAccountId": "nope", "statementBalance": 0, "date": "2025-07-14"}
        )
        assert missing.is_error


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"
