"""Issue 13, "done means": hypothesis throws arbitrary text, numbers and nested JSON at the REST and CLI
parsers of amounts, dates, search queries and rule conditions. Every answer is a success or a clean
refusal (REST 2xx/4xx in the error shape; CLI exit code 0-2, one line, no traceback), never a 500."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient
from typer.testing import CliRunner

from finkit.cli.main import app as cli_app
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit

pytestmark = pytest.mark.slow

FUZZ = settings(
    max_examples=30, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck), database=None
)
#: Anything JSON can hold, nested a few levels (the depth limit itself is tested separately).
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)
#: Text biased towards what these parsers care about: digits, separators, operators, control characters.
TEXT = st.text(
    alphabet=st.sampled_from(list("0123456789-./:,$€ ()[]\"'~><=!*+?^|\\aAqQzZ\x00\x01\t\n\u200b\ud800é")),
    max_size=40,
) | st.text(max_size=60)
NUMBERS = (
    st.integers() | st.floats(allow_nan=True, allow_infinity=True) | st.decimals(allow_nan=True).map(str)
)


@pytest.fixture
def http(database: Database, settings: Settings) -> Iterator[tuple[TestClient, dict[str, str]]]:
    application = create_app(Finkit(settings, database=database))
    with TestClient(application, raise_server_exceptions=False) as client:
        registered = client.post(
            "/api/auth/register",
            json={"email": f"fuzz-{uuid.uuid4().hex[:8]}@example.com", "password": "Sup3r-secret!"},
        )
        assert registered.status_code == 201, registered.text
        from finkit.core.accounts.service import set_tier

        set_tier(database, registered.json()["user"]["email"], "enterprise")  # no rate limit in the way
        yield client, {"Authorization": f"Bearer {registered.json()['token']}"}


def _in_url(value: Any) -> str:
    """``value`` as a client can put it in a URL: an unpaired surrogate (in TEXT for JSON bodies, where it
    is escaped) cannot be encoded, so it becomes U+FFFD, as a browser sends it. Left in, the test's own
    client failed before any request was made (seen once in CI, on a rare generated example)."""
    return "".join("\ufffd" if 0xD800 <= ord(ch) <= 0xDFFF else ch for ch in str(value))


def _clean(response: Any) -> None:
    assert response.status_code < 500, response.text
    if response.status_code >= 400:
        body = response.json()
        assert body["success"] is False and body["code"] and body["error"]
        assert "Traceback" not in response.text


def test_rest_amounts_and_dates(http: tuple[TestClient, dict[str, str]]) -> None:
    client, headers = http

    @FUZZ
    @given(amount=NUMBERS | TEXT | JSON, day=TEXT | NUMBERS | JSON)
    def run(amount: Any, day: Any) -> None:
        body = {"date": day, "description": "WOOLWORTHS 1234 PARRAMATTA", "amount": amount}
        _clean(client.post("/api/bank/transactions", headers=headers, content=json.dumps(body, default=str)))
        params = {"fromDate": _in_url(day), "minAmount": _in_url(amount)}
        _clean(client.get("/api/bank/transactions", headers=headers, params=params))

    run()


def test_rest_search_queries(http: tuple[TestClient, dict[str, str]]) -> None:
    client, headers = http

    @FUZZ
    @given(query=TEXT, field=st.sampled_from(["", "date:", "amount:", "merchant:", "kind:", "category:"]))
    def run(query: str, field: str) -> None:
        _clean(client.get("/api/search", headers=headers, params={"q": _in_url(field + query)}))

    run()


def test_rest_rule_conditions(http: tuple[TestClient, dict[str, str]]) -> None:
    client, headers = http
    leaf = st.fixed_dictionaries(
        {
            "field": st.sampled_from(["description", "amount", "date", "weekday", "tags", "category"]) | TEXT,
            "operator": st.sampled_from(["matches", "contains", "between", "gt", "oneOf", "approximately"]),
            "value": TEXT | NUMBERS | JSON,
        }
    )
    trees = st.recursive(
        leaf | JSON,
        lambda inner: st.dictionaries(
            st.sampled_from(["all", "any", "not"]), st.lists(inner, max_size=3) | inner
        ),
        max_leaves=6,
    )

    @FUZZ
    @given(conditions=trees)
    def run(conditions: Any) -> None:
        body = {
            "name": f"fuzz {uuid.uuid4().hex[:6]}",
            "conditions": conditions,
            "actions": [{"type": "addTag", "tag": "f"}],
        }
        _clean(client.post("/api/rules", headers=headers, content=json.dumps(body, default=str)))

    run()


@pytest.fixture
def cli(database_url: str) -> Any:
    runner = CliRunner()
    email = f"fuzz-cli-{uuid.uuid4().hex[:8]}@example.com"
    created = runner.invoke(
        cli_app,
        ["--database", database_url, "users", "create", "--email", email, "--password", "Sup3r-secret!"],
    )
    assert created.exit_code == 0, created.output

    def run(*args: str) -> Any:
        return runner.invoke(cli_app, ["--database", database_url, "--user", email, *args])

    return run


def _cli_clean(result: Any) -> None:
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output


def test_cli_amounts_dates_queries_and_conditions(cli: Any) -> None:
    @settings(FUZZ, max_examples=12)  # four CLI runs per example
    @given(amount=TEXT, day=TEXT, query=TEXT, when=TEXT)
    def run(amount: str, day: str, query: str, when: str) -> None:
        amount, day, query, when = (
            s.replace("\x00", "") for s in (amount, day, query, when)
        )  # argv has no NUL
        _cli_clean(cli("tx", "add", "--date", day or "2026-03-02", "--", amount or "0", "CAFE 22 SYDNEY"))
        _cli_clean(cli("tx", "list", "--from", day or "2026-03-02", "--min-amount", amount or "1"))
        _cli_clean(cli("search", query or "x"))
        _cli_clean(
            cli(
                "rules",
                "add",
                "--name",
                f"fuzz {uuid.uuid4().hex[:6]}",
                "--when",
                when or "x",
                "--add-tag",
                "f",
            )
        )

    run()
