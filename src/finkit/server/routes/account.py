"""Leaving: ``GET /api/auth/account/export`` (everything, as a ZIP) and ``DELETE /api/auth/account``."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from typing import IO

from pydantic import Field
from starlette.responses import Response, StreamingResponse

from finkit.core.accounts.deletion import AccountDeletion, delete_account
from finkit.core.accounts.export import export_account
from finkit.core.auth.tokens import SESSION_COOKIE
from finkit.core.schemas import InputSchema
from finkit.server.auth import CSRF_COOKIE
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="auth")
ZIP = "application/zip"
CHUNK = 1 << 20


class AccountDeleteBody(InputSchema):
    password: str = Field(min_length=1, max_length=1024, description="Your password, to confirm.")


class AccountDeletedEnvelope(Envelope):
    deleted: AccountDeletion


def _chunks(spool: IO[bytes]) -> Iterator[bytes]:
    try:
        spool.seek(0)
        while block := spool.read(CHUNK):
            yield block
    finally:
        spool.close()


@routes.get(
    "/api/auth/account/export",
    content_types=(ZIP,),
    summary="Download everything your account holds (a ZIP), e.g. before deleting it",
)
def export(call: Call) -> Response:
    """``account.json`` (what is inside), ``tables/<table>.jsonl`` (every row of yours, one JSON object
    a line) and ``files/`` (every stored file). Password, key and token hashes and sealed secrets are
    left out."""
    spool = tempfile.TemporaryFile()  # noqa: SIM115 - closed by _chunks once the response is sent
    try:
        summary = export_account(call.ctx, spool)
    except BaseException:
        spool.close()
        raise
    name = f"finkit-export-{summary.exported_at:%Y%m%d}.zip"
    return StreamingResponse(
        _chunks(spool),
        media_type=ZIP,
        headers={
            "Content-Disposition": f'attachment; filename="{name}"',
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": "private, no-store",
        },
    )


@routes.delete(
    "/api/auth/account",
    body=AccountDeleteBody,
    response=AccountDeletedEnvelope,
    errors=(401,),
    summary="Delete your account and everything in it (needs your password)",
)
def delete(call: Call) -> AccountDeletedEnvelope:
    """Irreversible: every transaction, file, key, token, session, webhook and connected app goes, and
    this token stops working. Download ``/api/auth/account/export`` first. A wrong password is 401 and
    changes nothing."""
    deleted = delete_account(call.ctx, password=call.body.password)
    if call.session_kind == "cookie":
        call.delete_cookie(SESSION_COOKIE)
        call.delete_cookie(CSRF_COOKIE)
    return AccountDeletedEnvelope(deleted=deleted)
