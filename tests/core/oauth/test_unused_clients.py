"""Unused registrations expire (issue 23 point 2): a client no one authorised within a day is deleted;
one holding a grant stays however old."""

from __future__ import annotations

import uuid

from finkit.core.context import AccountContext
from finkit.core.db.base import utcnow
from finkit.core.oauth import service


def test_unused_clients_are_purged_and_authorised_ones_kept(ctx: AccountContext) -> None:
    unused, used = f"unused-{uuid.uuid4().hex[:8]}", f"used-{uuid.uuid4().hex[:8]}"
    for client_id in (unused, used):
        service.register_client(ctx.db, client_id=client_id, info={"client_name": client_id})
    service.create_code(
        ctx,
        client_id=used,
        scopes=["mcp:read"],
        resource="http://127.0.0.1:8000/mcp",
        redirect_uri="http://127.0.0.1:7999/callback",
        redirect_uri_explicit=True,
        code_challenge="c" * 43,
    )
    service.purge_unused_clients(ctx.db)  # now: both are too young to go
    assert service.get_client(ctx.db, client_id=unused) is not None
    later = utcnow() + 2 * service.UNUSED_CLIENT_LIFETIME
    service.purge_unused_clients(ctx.db, now=later)
    assert service.get_client(ctx.db, client_id=unused) is None
    assert service.get_client(ctx.db, client_id=used) is not None
