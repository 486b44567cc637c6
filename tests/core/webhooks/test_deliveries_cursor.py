"""An endpoint's deliveries page by cursor beside page/limit: in core, the webhooks_deliveries tool and
``finkit webhooks deliveries --cursor`` (REST: tests/server/test_cursor_pagination.py)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from typer.testing import CliRunner

from finkit.cli.main import app
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.webhooks.service import create_webhook_endpoint, list_webhook_deliveries
from finkit.core.webhooks.worker import DeliveryWorker
from tests.core.webhooks.helpers import categorised_transaction
from tests.receiver import Receiver
from tests.tools.tooling import error, field_names, ok


def _deliveries(
    ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker], count: int
) -> str:
    endpoint = create_webhook_endpoint(
        ctx, data={"url": receiver.url + "/hook", "events": ["transaction.categorized"]}
    ).endpoint
    for n in range(count):
        categorised_transaction(ctx, description=f"Officeworks order {n}")
    make_worker().run_once()
    return endpoint.id


def test_walking_deliveries_by_cursor_gives_the_pages_by_number(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    endpoint_id = _deliveries(pro_ctx, receiver, make_worker, 5)
    by_number = [
        d.id
        for number in (1, 2, 3)
        for d in list_webhook_deliveries(pro_ctx, endpoint_id, page=number, limit=2).deliveries
    ]
    page = list_webhook_deliveries(pro_ctx, endpoint_id, limit=2)
    by_cursor = [d.id for d in page.deliveries]
    while page.next_cursor:
        page = list_webhook_deliveries(pro_ctx, endpoint_id, limit=2, cursor=page.next_cursor)
        by_cursor += [d.id for d in page.deliveries]
        assert page.pagination.total == 5
    assert len(set(by_cursor)) == 5 and by_cursor == by_number
    succeeded = list_webhook_deliveries(pro_ctx, endpoint_id, limit=4, status="succeeded")
    rest = list_webhook_deliveries(
        pro_ctx, endpoint_id, limit=4, status="succeeded", cursor=succeeded.next_cursor
    )
    assert len(rest.deliveries) == 1 and rest.next_cursor is None

    first = ok(pro_ctx, "webhooks_deliveries", {"endpointId": endpoint_id, "limit": 3})
    second = ok(
        pro_ctx, "webhooks_deliveries", {"endpointId": endpoint_id, "limit": 3, "cursor": first["nextCursor"]}
    )
    assert [d["id"] for d in first["deliveries"] + second["deliveries"]] == by_number
    forged = error(pro_ctx, "webhooks_deliveries", {"endpointId": endpoint_id, "cursor": "forged"})
    assert "cursor" in field_names(forged)


def test_a_tampered_cursor_is_refused_naming_cursor(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    endpoint_id = _deliveries(pro_ctx, receiver, make_worker, 2)
    cursor = list_webhook_deliveries(pro_ctx, endpoint_id, limit=1).next_cursor
    assert cursor
    for bad in (cursor[:-3] + ("AAA" if not cursor.endswith("AAA") else "BBB"), "bogus"):
        with pytest.raises(ValidationError) as caught:
            list_webhook_deliveries(pro_ctx, endpoint_id, limit=1, cursor=bad)
        assert caught.value.fields[0].field == "cursor"


def test_the_cli_prints_and_takes_the_cursor(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    endpoint_id = _deliveries(pro_ctx, receiver, make_worker, 3)
    runner = CliRunner()
    prefix = ["--database", pro_ctx.db.url, "--user", pro_ctx.email, "webhooks", "deliveries", endpoint_id]
    first = runner.invoke(app, [*prefix, "--limit", "2"], terminal_width=400)
    assert first.exit_code == 0, first.output
    cursor = first.output.split("Next page: --cursor ")[1].split()[0]
    rest = runner.invoke(app, [*prefix, "--limit", "2", "--cursor", cursor, "--json"])
    assert rest.exit_code == 0, rest.output
    everything = list_webhook_deliveries(pro_ctx, endpoint_id, limit=3).deliveries
    assert [d["id"] for d in json.loads(rest.stdout)["deliveries"]] == [everything[2].id]
