from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from standardwebhooks.webhooks import Webhook

from finkit.core.accounts.service import set_tier
from finkit.core.db.engine import Database
from tests.core.feeds.bridge import Bridge, account, txn
from tests.receiver import Receiver


@pytest.fixture
def pro_cli(
    cli: Callable[..., Any], database: Database, monkeypatch: pytest.MonkeyPatch
) -> Callable[..., Any]:
    monkeypatch.setenv("FINKIT_WEBHOOKS_ALLOW_LOOPBACK", "true")
    monkeypatch.setenv("FINKIT_FEEDS_ALLOW_LOOPBACK", "true")
    set_tier(database, cli.email, "professional")  # type: ignore[attr-defined]
    return cli


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    server = Receiver().start()
    yield server
    server.stop()


def test_webhooks_cli_round_trip(pro_cli: Callable[..., Any], receiver: Receiver) -> None:
    added = pro_cli("webhooks", "add", receiver.url + "/h", "--event", "transaction.categorized", "--json")
    assert added.exit_code == 0, added.output
    endpoint_id, secret = added.json()["endpoint"]["id"], added.json()["secret"]
    listed = pro_cli("webhooks", "list", "--json").json()
    assert [e["id"] for e in listed["endpoints"]] == [endpoint_id] and secret not in str(listed)

    assert (
        pro_cli(
            "tx", "add", "-45.50", "BP Parramatta", "--category", "Fuel", "--date", "2026-06-01"
        ).exit_code
        == 0
    )
    worked = pro_cli("webhooks", "worker", "--once", "--json")
    assert worked.exit_code == 0, worked.output
    assert len(receiver.requests) == 1
    Webhook(secret).verify(receiver.requests[0].body.decode(), receiver.requests[0].headers)

    deliveries = pro_cli("webhooks", "deliveries", endpoint_id, "--json").json()["deliveries"]
    assert [d["status"] for d in deliveries] == ["succeeded"]
    again = pro_cli("webhooks", "redeliver", deliveries[0]["id"], "--json")
    assert again.json()["delivery"]["status"] == "pending"
    pro_cli("webhooks", "worker", "--once")
    assert len(receiver.requests) == 2

    rotated = pro_cli("webhooks", "rotate-secret", endpoint_id, "--json").json()
    assert rotated["secret"] != secret
    assert pro_cli("webhooks", "pause", endpoint_id, "--json").json()["endpoint"]["active"] is False
    assert pro_cli("webhooks", "resume", endpoint_id, "--json").json()["endpoint"]["active"] is True
    assert pro_cli("webhooks", "delete", endpoint_id, "--json").json()["deleted"] is True
    missing = pro_cli("webhooks", "delete", endpoint_id)
    assert missing.exit_code == 5 and "not found" in missing.stderr


def test_webhooks_need_professional(cli: Callable[..., Any]) -> None:
    result = cli("webhooks", "add", "https://example.com/h", "--event", "expense.created")
    assert result.exit_code == 4 and "professional" in result.stderr


def test_bad_event_kind_names_the_field(pro_cli: Callable[..., Any]) -> None:
    result = pro_cli("webhooks", "add", "https://example.com/h", "--event", "bill.due")
    assert result.exit_code == 2 and "events" in result.stderr


def test_feeds_cli(pro_cli: Callable[..., Any]) -> None:
    receiver = Receiver()
    bridge = Bridge(receiver)
    receiver.respond = bridge.respond
    receiver.start()
    try:
        bridge.accounts = [account([txn("a1", 1780300000, "-9.95", "Netflix")])]
        connected = pro_cli("feeds", "connect", bridge.setup_token, "--name", "Everyday", "--json")
        assert connected.exit_code == 0, connected.output
        connection_id = connected.json()["connection"]["id"]
        assert "s3cret" not in connected.stdout
        synced = pro_cli("feeds", "sync", "--json").json()["results"]
        assert synced[0]["inserted"] == 1
        listed = pro_cli("feeds", "list", "--json").json()["connections"]
        assert listed[0]["name"] == "Everyday" and listed[0]["lastSyncAt"]
        assert pro_cli("feeds", "sync", connection_id, "--json").json()["results"][0]["unchanged"] == 1
        assert pro_cli("feeds", "disconnect", connection_id, "--json").json()["deleted"] is True
        assert pro_cli("feeds", "list", "--json").json()["connections"] == []
    finally:
        receiver.stop()
