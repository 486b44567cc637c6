"""Receipts, trips and conversations page by cursor beside page/limit, in core and through their MCP
tools (REST: tests/server/test_cursor_pagination.py; webhook deliveries: tests/core/webhooks)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from typer.testing import CliRunner

from finkit.cli.main import app
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation, list_conversations
from finkit.core.errors import ValidationError
from finkit.core.keyset import encode_cursor
from finkit.core.receipts.service import add_receipt, list_receipts
from finkit.core.travel.service import create_trip, create_vehicle
from finkit.core.travel.trips import list_trips_page
from tests.tools.tooling import error, field_names, ok

Lister = Callable[[dict[str, Any]], tuple[list[str], str | None, int]]


def _receipts(ctx: AccountContext, count: int) -> Lister:
    for n in range(count):
        text = f"WOOLWORTHS 1234 SYDNEY\n2026-06-{n + 1:02d}\nMILK 2L\nTOTAL ${4 + n}.50\nGST $0.00\n"
        add_receipt(ctx, data=text.encode(), file_name=f"receipt-{n}.txt")

    def page(params: dict[str, Any]) -> tuple[list[str], str | None, int]:
        found = list_receipts(ctx, params)
        return [r.id for r in found.receipts], found.next_cursor, found.pagination.total

    return page


def _trips(ctx: AccountContext, count: int) -> Lister:
    vehicle = create_vehicle(ctx, data={"name": "Ute"})
    for n in range(count):  # two trips a day, so the date alone does not order them
        create_trip(
            ctx,
            data={
                "vehicleId": vehicle.id,
                "date": f"2026-07-0{1 + n // 2}",
                "distanceKm": 10 + n,
                "purpose": f"Site visit {n}",
            },
        )

    def page(params: dict[str, Any]) -> tuple[list[str], str | None, int]:
        found = list_trips_page(ctx, params)
        return [t.id for t in found.trips], found.next_cursor, found.pagination.total

    return page


def _conversations(ctx: AccountContext, count: int) -> Lister:
    for n in range(count):
        create_conversation(ctx, data={"title": f"Question {n}"})

    def page(params: dict[str, Any]) -> tuple[list[str], str | None, int]:
        found = list_conversations(ctx, **params)
        return [c.id for c in found.conversations], found.next_cursor, found.pagination.total

    return page


LISTS = {"receipts": _receipts, "trips": _trips, "conversations": _conversations}


@pytest.mark.parametrize("kind", list(LISTS))
def test_walking_by_cursor_gives_the_pages_by_number(ctx: AccountContext, kind: str) -> None:
    page = LISTS[kind](ctx, 7)
    by_number: list[str] = []
    for number in (1, 2, 3):
        ids, _, total = page({"page": number, "limit": 3})
        by_number += ids
        assert total == 7
    by_cursor, cursor, _ = page({"limit": 3})
    pages = 1
    while cursor:
        ids, cursor, total = page({"limit": 3, "cursor": cursor})
        by_cursor += ids
        pages += 1
        assert total == 7
    assert pages == 3 and len(set(by_cursor)) == 7
    assert by_cursor == by_number
    assert page({"limit": 7})[1] is None  # the last page says so


@pytest.mark.parametrize("kind", list(LISTS))
def test_a_tampered_or_foreign_cursor_is_refused_naming_cursor(ctx: AccountContext, kind: str) -> None:
    page = LISTS[kind](ctx, 2)
    _, cursor, _ = page({"limit": 1})
    assert cursor
    payload, _, mac = cursor.partition(".")
    tampered = f"{payload[:-2]}{'AA' if payload[-2:] != 'AA' else 'BB'}.{mac}"
    foreign = encode_cursor(ctx, "expenses", ["2026-06-01T00:00:00+00:00", "x"])
    for bad in (tampered, foreign, "bogus"):
        with pytest.raises(ValidationError) as caught:
            page({"limit": 1, "cursor": bad})
        assert caught.value.fields[0].field == "cursor"
    with pytest.raises(ValidationError) as caught:
        page({"limit": 1, "cursor": cursor, "page": 2})
    assert caught.value.fields[0].field == "cursor"


@pytest.mark.parametrize(
    ("tool", "kind", "key"),
    [("receipts_list", "receipts", "receipts"), ("conversations_list", "conversations", "conversations")],
)
def test_the_tools_take_cursor(ctx: AccountContext, tool: str, kind: str, key: str) -> None:
    LISTS[kind](ctx, 3)
    first = ok(ctx, tool, {"limit": 2})
    rest = ok(ctx, tool, {"limit": 2, "cursor": first["nextCursor"]})
    assert len(rest[key]) == 1 and rest["nextCursor"] is None
    everything = [r["id"] for r in ok(ctx, tool, {"limit": 10})[key]]
    assert [r["id"] for r in first[key] + rest[key]] == everything
    assert "cursor" in field_names(error(ctx, tool, {"cursor": "forged"}))


def test_receipts_list_cli_prints_and_takes_the_cursor(ctx: AccountContext) -> None:
    page = _receipts(ctx, 3)
    runner = CliRunner()
    prefix = ["--database", ctx.db.url, "--user", ctx.email, "receipts", "list", "--limit", "2"]
    first = runner.invoke(app, prefix, terminal_width=400)
    assert first.exit_code == 0, first.output
    cursor = first.output.split("Next page: --cursor ")[1].split()[0]
    rest = runner.invoke(app, [*prefix, "--cursor", cursor, "--json"])
    assert rest.exit_code == 0, rest.output
    assert [r["id"] for r in json.loads(rest.stdout)["receipts"]] == page({"limit": 3})[0][2:]
    forged = runner.invoke(app, [*prefix, "--cursor", "forged"])
    assert forged.exit_code != 0 and "cursor" in forged.output
