"""The API's rules, webhooks, categories and category sets, sign-in, keys, tokens, the profile and health operations against /openapi.json, with every schemathesis check
(``openapi_conformance``)."""

from __future__ import annotations

import pytest
from starlette.applications import Starlette

from tests.server.openapi_conformance import check_area, sch_app, token  # noqa: F401

pytestmark = pytest.mark.slow


def test_setup_operations_conform_to_the_openapi(sch_app: Starlette, token: str) -> None:  # noqa: F811
    assert check_area(sch_app, token, "setup") > 0
