"""The API's transactions, bank accounts, the review, merchants, categorising and search operations against /openapi.json, with every schemathesis check
(``openapi_conformance``)."""

from __future__ import annotations

import pytest
import schemathesis
from starlette.applications import Starlette

from tests.server.openapi_conformance import (  # noqa: F401
    DOCUMENTED_REFUSALS,
    MEDIA_TYPE_RULES,
    area_of,
    check_area,
    operation_paths,
    sch_app,
    token,
)

pytestmark = pytest.mark.slow


def test_bank_operations_conform_to_the_openapi(sch_app: Starlette, token: str) -> None:  # noqa: F811
    assert check_area(sch_app, token, "bank") > 0


def test_every_operation_has_an_area(sch_app: Starlette) -> None:  # noqa: F811
    """A new path prefix is given an area, so no operation goes unchecked."""
    paths = operation_paths(sch_app)
    assert len(paths) >= 150
    assert [p for p in paths if area_of(p) is None] == []


def test_every_documented_refusal_names_an_operation(sch_app: Starlette) -> None:  # noqa: F811
    """A listed refusal whose operation was renamed (or misspelt) would allow nothing: each names one."""
    api_schema = schemathesis.openapi.from_asgi("/openapi.json", sch_app)
    labels = {f"{r.ok().method.upper()} {r.ok().path}" for r in api_schema.get_all_operations()}
    assert sorted((DOCUMENTED_REFUSALS.keys() | MEDIA_TYPE_RULES) - labels) == []
