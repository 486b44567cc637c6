"""Connected apps: every client a person has authorised (an OAuth grant), with its scopes and last use,
and revoking one (its access and refresh tokens stop working at once)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.oauth.grants import revoke_grant
from finkit.core.oauth.models import OAuthClient, OAuthGrant
from finkit.core.schemas import Schema


class ConnectedApp(Schema):
    id: str
    client_id: str
    client_name: str | None
    scopes: list[str]
    resource: str
    created_at: datetime
    last_used_at: datetime | None
    revoked: bool


def _read(grant: OAuthGrant, client: OAuthClient | None) -> ConnectedApp:
    return ConnectedApp(
        id=grant.id,
        # the id the client uses (a metadata document's URL is stored under a shorter key)
        client_id=str((client.info or {}).get("client_id") or grant.client_id) if client else grant.client_id,
        client_name=client.client_name if client else None,
        scopes=list(grant.scopes),
        resource=grant.resource,
        created_at=grant.created_at,
        last_used_at=grant.last_used_at,
        revoked=grant.revoked_at is not None,
    )


def list_connected_apps(ctx: AccountContext, *, include_revoked: bool = False) -> list[ConnectedApp]:
    """The account's authorised clients, newest first."""
    query = (
        select(OAuthGrant, OAuthClient)
        .join(OAuthClient, OAuthClient.id == OAuthGrant.client_id)
        .where(OAuthGrant.account_id == ctx.account_id)
        .order_by(OAuthGrant.created_at.desc())
    )
    if not include_revoked:
        query = query.where(OAuthGrant.revoked_at.is_(None))
    with ctx.db.session() as session:
        return [_read(grant, client) for grant, client in session.execute(query).all()]


def revoke_connected_app(ctx: AccountContext, *, app_id: str) -> ConnectedApp:
    """End one authorisation; another account's id is "not found" like an unknown one."""
    with ctx.db.session() as session:
        grant = session.get(OAuthGrant, app_id[:32])
        if grant is None or grant.account_id != ctx.account_id:
            raise NotFoundError(f"No connected app {app_id}")
        revoke_grant(session, grant.id)
        session.flush()
        session.refresh(grant)
        client = session.get(OAuthClient, grant.client_id)
        return _read(grant, client)
