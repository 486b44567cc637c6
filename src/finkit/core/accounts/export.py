"""Everything an account holds, as one ZIP a person can take with them (offered before deletion).

The archive has ``account.json`` (when, whose, and each table's row count), ``tables/<table>.jsonl``
(one JSON object a row, every table ``ownership`` gives the account, in foreign-key order) and
``files/<fileId>-<name>`` (every stored file's bytes). Secrets are left out: password, key and token
hashes and sealed webhook and bank-feed secrets are no use outside this server and would only be a risk
in a file on someone's laptop. Rows are streamed table by table, so the archive's size, not the
account's, bounds nothing in memory but one row.
"""

from __future__ import annotations

import base64
import json
import re
import zipfile
from datetime import date, datetime
from decimal import Decimal
from typing import IO, Any

from sqlalchemy import select

from finkit.core.accounts.ownership import ownership, tables
from finkit.core.context import AccountContext
from finkit.core.files.models import StoredFile
from finkit.core.files.service import read_content, sanitise_name
from finkit.core.schemas import Schema

#: Columns never exported (see the module docstring).
_SECRET = re.compile(r"(_hash|_sealed)$|^(csrf_token|code_challenge)$")
FORMAT_VERSION = 1


class AccountExport(Schema):
    account_id: str
    email: str
    exported_at: datetime
    tables: dict[str, int]
    files: int


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, bytes):
        return base64.b64encode(value).decode()
    return value


def export_account(ctx: AccountContext, target: IO[bytes]) -> AccountExport:
    """Write the account's ZIP to ``target`` (a file opened for writing in binary); returns what it
    holds. Reads in one transaction, so the archive is one consistent moment of the account."""
    owned = ownership(ctx.account_id, ctx.user_id)
    counts: dict[str, int] = {}
    files = 0
    with ctx.db.session() as session, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for table in tables():
            condition = owned.get(table.name)
            if condition is None:
                continue
            columns = [c for c in table.columns if not _SECRET.search(c.name)]
            rows = session.execute(select(*columns).where(condition).order_by(*table.primary_key.columns))
            count = 0
            with archive.open(f"tables/{table.name}.jsonl", "w") as out:
                for row in rows:
                    record = {key: _plain(value) for key, value in row._mapping.items()}
                    out.write(json.dumps(record, ensure_ascii=False, default=str).encode() + b"\n")
                    count += 1
            counts[table.name] = count
        stored = session.scalars(select(StoredFile).where(StoredFile.account_id == ctx.account_id)).all()
        for file in stored:
            archive.writestr(f"files/{file.id}-{sanitise_name(file.original_name)}", read_content(ctx, file))
            files += 1
        summary = AccountExport(
            account_id=ctx.account_id,
            email=ctx.email,
            exported_at=ctx.now(),
            tables=counts,
            files=files,
        )
        manifest = {"formatVersion": FORMAT_VERSION, **summary.to_json_dict()}
        archive.writestr("account.json", json.dumps(manifest, indent=2, ensure_ascii=False))
    return summary
