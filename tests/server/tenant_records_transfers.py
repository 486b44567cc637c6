"""The id walks' body for pairing a transaction (its path id is B's transaction, from tenant_records)."""

from __future__ import annotations

from tests.server.tenant_records import WALK_BODIES

WALK_BODIES.update({"POST /api/bank/transactions/{id}/pair": {"counterpartId": "any"}})
