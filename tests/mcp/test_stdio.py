"""The MCP server over stdio, driven by the official ``mcp`` client against a spawned ``finkit mcp``."""

from __future__ import annotations

import os
import sys
from decimal import Decimal

import pytest

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.usecases.transactions import create_transaction, get_transaction, list_transactions
from mcp import Client, StdioServerParameters

pytestmark = [pytest.mark.anyio, pytest.mark.slow]  # spawns `finkit mcp` processes


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def params_for(database_url: str, tmp_path) -> StdioServerParameters:  # type: ignore[no-untyped-def]
    env = {k: v for k, v in os.environ.items() if not k.startswith("FINKIT_")}
    env["FINKIT_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    return StdioServerParameters(
        command=sys.executable, args=["-m", "finkit", "--database", database_url, "mcp"], env=env
    )


@pytest.fixture
def server_params(fresh_sqlite_url: str, tmp_path) -> StdioServerParameters:
    """``finkit mcp`` on a database file that does not exist yet: the command makes and migrates it."""
    return params_for(fresh_sqlite_url, tmp_path)


async def test_initialize_list_call_resources_prompts(
    server_params: StdioServerParameters, fresh_sqlite_url: str, settings
) -> None:
    async with Client(server_params, mode="legacy") as client:
        tools = (await client.list_tools()).tools
        names = {t.name for t in tools}
        assert {"transactions_list", "transactions_create", "transactions_delete", "categories_list"} <= names
        delete = next(t for t in tools if t.name == "transactions_delete")
        # readOnlyHint is left out for write tools: false is the spec's default (it saves bytes per tool)
        assert delete.annotations.destructive_hint is True and not delete.annotations.read_only_hint
        assert next(t for t in tools if t.name == "transactions_list").annotations.read_only_hint is True

        created = await client.call_tool(
            "transactions_create", {"date": "2026-06-01", "description": "BP Parramatta", "amount": -45.5}
        )
        assert not created.is_error
        tx_id = created.structured_content["id"]
        assert created.structured_content["type"] == "debit"

        listed = await client.call_tool("transactions_list", {"limit": 10})
        assert listed.structured_content["pagination"]["total"] == 1

        bad = await client.call_tool(
            "transactions_create", {"date": "2026-06-01", "description": "x", "amount": 0}
        )
        assert bad.is_error and "amount" in bad.content[0].text

        unconfirmed = await client.call_tool("transactions_delete", {"transactionId": tx_id})
        assert not unconfirmed.is_error and unconfirmed.structured_content["confirmationRequired"] is True
        assert "BP Parramatta" in unconfirmed.structured_content["wouldDo"]

        resources = await client.list_resources()
        assert "finkit://categories" in {str(r.uri) for r in resources.resources}
        templates = await client.list_resource_templates()
        assert "finkit://transactions/{transactionId}" in {
            t.uri_template for t in templates.resource_templates
        }
        read = await client.read_resource(f"finkit://transactions/{tx_id}")
        assert "BP Parramatta" in read.contents[0].text

        prompts = await client.list_prompts()
        assert {"monthly-review", "tax-time-checklist", "categorise-uncategorised"} <= {
            p.name for p in prompts.prompts
        }
        prompt = await client.get_prompt("monthly-review", {"month": "2026-06"})
        assert "2026-06" in prompt.messages[0].content.text

        # Unconfirmed delete changed nothing (read from this process, the server still running); the
        # confirmed one deletes.
        db = Database(fresh_sqlite_url)
        ctx = context_for_email(db, settings, "me@finkit.local")
        assert get_transaction(ctx, tx_id).description == "BP Parramatta"
        done = await client.call_tool("transactions_delete", {"transactionId": tx_id, "confirm": True})
        assert not done.is_error
    assert list_transactions(ctx).pagination.total == 0
    db.dispose()


async def test_elicitation_confirms_destructive_calls(migrated_sqlite_url: str, tmp_path, settings) -> None:  # type: ignore[no-untyped-def]
    # a migrated copy: migrating a new file here would cost ~1 s of CPU, and migrating is not this test's subject
    server_params = params_for(migrated_sqlite_url, tmp_path)
    db = Database(migrated_sqlite_url)
    from finkit.core.accounts.service import ensure_local_user

    ensure_local_user(db)
    ctx = context_for_email(db, settings, "me@finkit.local")
    tx = create_transaction(
        ctx, data={"date": "2026-06-01", "description": "Keep me?", "amount": Decimal("-1")}
    )
    asked: list[str] = []
    answers = ["decline", "decline", "accept"]  # the person's answers, in order: one session asks all three

    async def answer(context, params):
        import mcp_types as types

        asked.append(params.message)
        action = answers.pop(0)
        return types.ElicitResult(action=action, content={"confirm": True} if action == "accept" else None)

    async with Client(server_params, mode="legacy", elicitation_callback=answer) as client:
        result = await client.call_tool("transactions_delete", {"transactionId": tx.id})
        assert result.structured_content["confirmationRequired"] is True
        assert "confirm: true" not in result.content[0].text  # nothing tells the model how to go round it
        again = await client.call_tool("transactions_delete", {"transactionId": tx.id, "confirm": True})
        assert again.structured_content["confirmationRequired"] is True
        assert len(asked) == 2 and "Keep me?" in asked[0]  # asked again despite confirm: true
        assert get_transaction(ctx, tx.id).id == tx.id

        result = await client.call_tool("transactions_delete", {"transactionId": tx.id})
        assert not result.is_error and result.structured_content["deleted"] is True
        assert answers == []
    assert list_transactions(ctx).pagination.total == 0
    db.dispose()
