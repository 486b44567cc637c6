"""A grant's lifecycle after consent: revoking it (with every token under it) and recording its use.

Kept apart from ``service`` so that ``core.auth.tokens`` (which records use when it verifies an OAuth
access token) depends on this small module only, and nothing in ``core.oauth`` needs ``tokens``.
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import update
from sqlalchemy.orm import Session

from finkit.core.auth.models import AuthSession
from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.oauth.models import OAuthGrant, OAuthRefreshToken


def revoke_grant(session: Session, grant_id: str) -> None:
    now = utcnow()
    session.execute(
        update(OAuthGrant)
        .where(OAuthGrant.id == grant_id, OAuthGrant.revoked_at.is_(None))
        .values(revoked_at=now)
    )
    session.execute(
        update(AuthSession)
        .where(AuthSession.oauth_grant_id == grant_id, AuthSession.revoked_at.is_(None))
        .values(revoked_at=now)
    )
    session.execute(
        update(OAuthRefreshToken)
        .where(OAuthRefreshToken.grant_id == grant_id, OAuthRefreshToken.used_at.is_(None))
        .values(used_at=now)
    )


def touch_grant(db: Database, *, grant_id: str) -> None:
    """Record use of a connected app (at most once a minute, to keep requests write-free)."""
    now = utcnow()
    with db.session() as session:
        session.execute(
            update(OAuthGrant)
            .where(
                OAuthGrant.id == grant_id,
                (OAuthGrant.last_used_at.is_(None)) | (OAuthGrant.last_used_at < now - timedelta(minutes=1)),
            )
            .values(last_used_at=now)
        )
