"""The API's tax, analytics, reports and the chat operations against /openapi.json, with every schemathesis check
(``openapi_conformance``)."""

from __future__ import annotations

import pytest
from starlette.applications import Starlette

from tests.server.openapi_conformance import check_area, sch_app, token  # noqa: F401

pytestmark = pytest.mark.slow


def test_figures_operations_conform_to_the_openapi(sch_app: Starlette, token: str) -> None:  # noqa: F811
    assert check_area(sch_app, token, "figures") > 0
