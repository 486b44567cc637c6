"""Named, saved import settings (``--profile NAME`` / ``--save-profile NAME``), one set per account holder:
the file's layout and, when saved from an import or given, the bank account its files go into."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.bank_accounts import service as bank_accounts
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.imports.mapping import parse_mapping
from finkit.core.imports.schemas import ImportProfileCreate, ImportProfileRead
from finkit.core.schemas import parse
from finkit.core.transactions.models import ImportProfile


def _read(profile: ImportProfile) -> ImportProfileRead:
    options = dict(profile.options or {})
    return ImportProfileRead(
        id=profile.id,
        name=profile.name,
        mapping=parse_mapping(options.get("map") or ""),
        date_format=options.get("date_format") or None,
        format=options.get("format") or "csv",
        bank_account_id=options.get("bank_account_id") or None,
        created_at=profile.created_at,
        updated_at=profile.updated_at,
    )


def _find(session: Session, ctx: AccountContext, name: str) -> ImportProfile | None:
    return session.scalar(
        select(ImportProfile).where(
            ImportProfile.account_id == ctx.account_id, ImportProfile.name == name.strip()
        )
    )


def save_profile_in(session: Session, ctx: AccountContext, data: ImportProfileCreate) -> ImportProfileRead:
    """Create or replace the profile ``data.name`` inside ``session`` (used by import --save-profile).
    A bank account it names (id or name) is kept by id, so renaming the account keeps the profile's."""
    from finkit.core.imports.mapping import format_mapping

    mapping = parse_mapping(data.mapping)
    options = {"map": format_mapping(mapping), "format": data.format}
    if data.date_format:
        options["date_format"] = data.date_format
    if data.bank_account_id:
        options["bank_account_id"] = bank_accounts.resolve_in(session, ctx, data.bank_account_id).id
    profile = _find(session, ctx, data.name)
    action = "import_profile.update"
    if profile is None:
        profile = ImportProfile(account_id=ctx.account_id, name=data.name.strip(), options=options)
        session.add(profile)
        action = "import_profile.create"
    else:
        profile.options = options
        profile.updated_at = ctx.now()
    session.flush()
    record_activity(session, ctx, action, target_type="import_profile", target_id=profile.id)
    return _read(profile)


def save_profile(ctx: AccountContext, *, data: ImportProfileCreate | dict[str, Any]) -> ImportProfileRead:
    data = parse(ImportProfileCreate, data)
    with ctx.db.session() as session:
        return save_profile_in(session, ctx, data)


def get_profile(ctx: AccountContext, name: str) -> ImportProfileRead:
    with ctx.db.session() as session:
        profile = _find(session, ctx, name)
        if profile is None:
            raise NotFoundError("import profile", name)
        return _read(profile)


def list_profiles(ctx: AccountContext) -> list[ImportProfileRead]:
    with ctx.db.session() as session:
        rows = session.scalars(
            select(ImportProfile)
            .where(ImportProfile.account_id == ctx.account_id)
            .order_by(ImportProfile.name)
        ).all()
        return [_read(p) for p in rows]


def delete_profile(ctx: AccountContext, name: str) -> None:
    with ctx.db.session() as session:
        profile = _find(session, ctx, name)
        if profile is None:
            raise NotFoundError("import profile", name)
        session.delete(profile)
        record_activity(
            session, ctx, "import_profile.delete", target_type="import_profile", target_id=profile.id
        )
