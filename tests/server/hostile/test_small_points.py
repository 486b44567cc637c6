"""Issue 13, point 8: 405 lists all methods, OpenAPI states the limits, unlinking an expense that is not
on the trip is 404, the SSRF guard sees IPv4 inside IPv6, and the error table has no repeated rows."""

from __future__ import annotations

import ipaddress
from collections import Counter
from pathlib import Path

import httpx
import pytest

from finkit.core.outbound import address_problem
from finkit.server.registry import all_endpoints

from ..conftest import User

DOCS = Path(__file__).parents[3] / "docs"


async def test_405_allow_lists_every_method_of_the_path(client: httpx.AsyncClient, user: User) -> None:
    methods: dict[str, set[str]] = {}
    for endpoint in all_endpoints():
        methods.setdefault(endpoint.path, set()).add(endpoint.method)
    shared = {path: m for path, m in methods.items() if len(m) > 1}
    assert len(shared) >= 20
    for path, allowed in shared.items():
        unused = next(m for m in ("PUT", "PATCH", "POST", "DELETE") if m not in allowed)
        concrete = path.replace("{id}", "x").replace("{expenseId}", "y")
        response = await client.request(unused, concrete, headers=user.headers)
        assert response.status_code == 405, (path, response.text)
        listed = {m.strip() for m in response.headers["allow"].split(",")}
        assert allowed <= listed, (path, listed)


async def test_openapi_states_the_limits_the_server_enforces(client: httpx.AsyncClient) -> None:
    spec = (await client.get("/openapi.json")).json()

    def param(path: str, name: str) -> dict[str, object]:
        for p in spec["paths"][path]["get"]["parameters"]:
            if p["name"] == name:
                schema: dict[str, object] = p["schema"]
                return schema
        raise AssertionError(f"{path} has no {name}")

    page = param("/api/bank/transactions", "page")
    limit = param("/api/bank/transactions", "limit")
    assert page["minimum"] == 1 and limit["minimum"] == 1 and limit["maximum"] == 200
    assert param("/api/search", "q")["maxLength"] == 500
    assert param("/api/bank/transactions", "q")["anyOf"][0]["maxLength"] == 500  # type: ignore[index]
    month = param("/api/reports/bas", "month")["anyOf"][0]  # type: ignore[index]
    quarter = param("/api/reports/bas", "quarter")["anyOf"][0]  # type: ignore[index]
    assert month["pattern"] and quarter["pattern"]
    assert param("/api/analytics/cashflow", "toMonth")["anyOf"][0]["pattern"]  # type: ignore[index]


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("/api/bank/transactions", {"page": "0"}),
        ("/api/bank/transactions", {"limit": "201"}),
        ("/api/search", {"q": "x" * 501}),
        ("/api/reports/bas", {"month": "2026-13"}),
        ("/api/reports/bas", {"quarter": "2026Q5"}),
    ],
)
async def test_the_stated_limits_are_enforced(
    client: httpx.AsyncClient, user: User, path: str, params: dict[str, str]
) -> None:
    response = await client.get(path, params=params, headers=user.headers)
    assert response.status_code == 400
    assert {f["field"] for f in response.json()["fields"]} == set(params)


async def test_unlinking_an_expense_not_on_the_trip_is_404(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    trip = await client.post(
        "/api/travel",
        headers=user.headers,
        json={
            "startDate": "2026-03-02",
            "endDate": "2026-03-04",
            "destination": "Melbourne",
            "purpose": "Client",
        },
    )
    assert trip.status_code == 201, trip.text
    trip_id = trip.json()["travelRecord"]["id"]
    for expense_id in ("no-such-expense", "00000000-0000-0000-0000-000000000000"):
        response = await client.delete(f"/api/travel/{trip_id}/expenses/{expense_id}", headers=user.headers)
        assert response.status_code == 404, response.text
        assert response.json()["code"] == "NOT_FOUND"
    stranger = await client.delete(f"/api/travel/{trip_id}/expenses/any", headers=other_user.headers)
    assert stranger.status_code == 404


@pytest.mark.parametrize(
    "address",
    [
        "2002:a9fe:a9fe::",  # 6to4 of 169.254.169.254
        "2002:0a00:0001::",  # 6to4 of 10.0.0.1
        "2002:7f00:0001::",  # 6to4 of 127.0.0.1
        "2001:0:4136:e378:8000:63bf:f5ff:fffe",  # Teredo, client 10.0.0.1
        "64:ff9b::a00:1",  # NAT64 of 10.0.0.1
        "64:ff9b::a9fe:a9fe",  # NAT64 of the metadata address
        "::ffff:192.168.1.1",  # IPv4-mapped
        "::10.0.0.1",  # IPv4-compatible
    ],
)
def test_ssrf_guard_refuses_private_ipv4_inside_ipv6(address: str) -> None:
    assert address_problem(ipaddress.ip_address(address), allow_loopback=False) is not None


def test_ssrf_guard_still_allows_public_addresses() -> None:
    for address in ("2002:0808:0808::", "2606:4700::1111", "8.8.8.8"):
        assert address_problem(ipaddress.ip_address(address), allow_loopback=False) is None


def test_rest_error_table_has_no_repeated_rows() -> None:
    text = (DOCS / "rest-api.md").read_text(encoding="utf-8")
    table = text[text.index("| Status | code | When |") :].split("\n\n", 1)[0]
    keys = [tuple(cell.strip() for cell in line.split("|")[1:3]) for line in table.splitlines()[2:]]
    assert keys and not [k for k, n in Counter(keys).items() if n > 1]
