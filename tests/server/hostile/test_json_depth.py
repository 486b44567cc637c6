"""Issue 13, point 6: deeply nested JSON is a 400 with the spec's error body, never a RecursionError 500."""

from __future__ import annotations

import httpx
import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.jsonlimits import nesting_depth
from finkit.core.rules.service import create_rule
from finkit.core.rules.syntax import parse_when

from ..conftest import User


def _deep_condition(levels: int) -> dict[str, object]:
    tree: dict[str, object] = {"field": "description", "operator": "contains", "value": "x"}
    for _ in range(levels):
        tree = {"not": tree}
    return tree


def _assert_400(response: httpx.Response) -> None:
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["success"] is False and body["code"] == "VALIDATION_ERROR" and body["error"]


async def test_a_200000_deep_array_is_400(client: httpx.AsyncClient, user: User) -> None:
    raw = b'{"description":' + b"[" * 200_000 + b"]" * 200_000 + b"}"
    response = await client.post(
        "/api/bank/transactions", content=raw, headers={**user.headers, "Content-Type": "application/json"}
    )
    _assert_400(response)
    assert "nests deeper" in response.text


async def test_a_3000_deep_rule_condition_is_400(client: httpx.AsyncClient, user: User) -> None:
    raw = (
        '{"name":"deep","conditions":'
        + '{"not":' * 3000
        + '{"field":"description","operator":"contains","value":"x"}'
        + "}" * 3000
        + ',"actions":[{"type":"addTag","tag":"t"}]}'
    )
    response = await client.post(
        "/api/rules", content=raw.encode(), headers={**user.headers, "Content-Type": "application/json"}
    )
    _assert_400(response)


def test_library_refuses_a_3000_deep_condition_naming_the_field(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as caught:
        create_rule(
            ctx,
            data={
                "name": "deep",
                "conditions": _deep_condition(3000),
                "actions": [{"type": "addTag", "tag": "t"}],
            },
        )
    assert caught.value.fields and caught.value.fields[0].field.startswith("conditions")


def test_rule_syntax_refuses_deep_nesting() -> None:
    with pytest.raises(ValidationError):
        parse_when("(" * 3000 + 'description contains "x"' + ")" * 3000)
    with pytest.raises(ValidationError):
        parse_when("not " * 3000 + 'description contains "x"')
    assert parse_when('not (description contains "x")') == {
        "all": [{"not": {"field": "description", "operator": "contains", "value": "x"}}]
    }


def test_nesting_depth_ignores_brackets_inside_strings() -> None:
    assert nesting_depth(b'{"a": "[[[[\\"[[", "b": [1, {"c": []}]}') == 4
