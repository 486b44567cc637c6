"""Property-based check of the whole API against its own /openapi.json (schemathesis, in-process ASGI).

Every operation gets generated requests with a signed-in user's token: no response may be a 5xx, and
every response must match the documented status codes, content type, headers and schema; invalid data must
be refused, unsupported methods answered 405 with ``Allow``, required headers enforced, and a deleted
resource must stay gone. Not included: ``positive_data_acceptance`` (business rules such as "category not
found" refuse schema-valid requests by design) and ``ignored_auth`` (the unauthenticated probes share one
client address and meet its rate limit first). Fixed seed (``derandomize``); marked slow.
"""

from __future__ import annotations

import uuid

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import (
    ensure_resource_availability,
    missing_required_header,
    negative_data_rejection,
    not_a_server_error,
    unsupported_method,
    use_after_free,
)
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from starlette.applications import Starlette

from finkit.core.accounts.service import create_user
from finkit.core.auth.tokens import issue
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app

pytestmark = pytest.mark.slow  # fuzzing: about a minute on an idle machine

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
    negative_data_rejection,
    unsupported_method,
    missing_required_header,
    use_after_free,
    ensure_resource_availability,
]


@pytest.fixture
def sch_app(database: Database, settings: Settings) -> Starlette:
    return create_app(settings, database=database)


@pytest.fixture
def token(database: Database, settings: Settings) -> str:
    user = create_user(
        database,
        {
            "email": f"st-{uuid.uuid4().hex[:8]}@example.com",
            "password": "Sup3r-secret!",
            "tier": "enterprise",
        },
    )
    return issue(database, settings, user_id=user.id, account_id=user.account_id).token


def test_api_conforms_to_its_openapi(sch_app: Starlette, token: str) -> None:
    # schemathesis.pytest.from_fixture does not work with pytest 9 (it reads Function._nodeid), so the
    # operations are driven directly: one hypothesis run per operation.
    api_schema = schemathesis.openapi.from_asgi("/openapi.json", sch_app)
    headers = {"Authorization": f"Bearer {token}"}
    tested = []
    for result in api_schema.get_all_operations():
        operation = result.ok()
        if operation.path == "/api/auth/logout":  # would revoke the token the run depends on
            continue

        sch_app.state.finkit.limiter.storage.reset()  # each operation starts with a fresh allowance

        @given(case=operation.as_strategy())
        @settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
        def run(case: schemathesis.Case) -> None:
            case.call_and_validate(headers=headers, checks=CHECKS)

        run()
        tested.append(f"{operation.method.upper()} {operation.path}")
    assert len(tested) >= 18
