"""``import_file``: read → validate → dedupe → the write pipeline → insert, atomically and in chunks.

Flow (one database transaction for the whole file):

1. Detect the format and (CSV) the layout, or take them from ``mapping`` / ``profile`` / ``date_format``.
2. Stream the rows. Each chunk of ``CHUNK_ROWS`` valid rows is deduped against the account's
   fingerprints, passed through the write pipeline's row steps (``steps.prepare``: merchant, rules,
   knowledge base and model, fallback, tax derivation), inserted with set-based SQL, then its
   ``ChangeSet`` is settled (``steps.settle``: the ``transaction.categorized`` events).
   The use case (``finkit.core.usecases.imports``) lends the pipeline's two entries as ``steps``: a
   streamed import settles chunk by chunk, so a million rows never sit in memory, and this module
   still imports no pipeline.
3. A bad row stops all further inserts (unless ``skip_invalid``) but reading continues, so the
   refusal names every bad row; the transaction is then rolled back: nothing is written.
4. One ``import_batches`` row and one activity-log row record the import.

The order of those steps is written down once, in ``finkit.core.pipeline.steps``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any, ParamSpec, Protocol

from sqlalchemy import Table, insert, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import insert_activity
from finkit.core.bank_accounts import service as bank_accounts
from finkit.core.bank_accounts.chain import StatementChain
from finkit.core.bank_accounts.reconcile import record_import_breaks_in
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.base import new_id
from finkit.core.errors import DatabaseBusyError, FieldProblem, PayloadTooLargeError, ValidationError
from finkit.core.imports import csv as csv_import
from finkit.core.imports.balance_proof import balance_proof, chain_rows
from finkit.core.imports.categorise import import_categoriser
from finkit.core.imports.detect import FORMATS, CsvLayout, detect_format
from finkit.core.imports.fingerprint import namespaced
from finkit.core.imports.mapping import parse_mapping
from finkit.core.imports.ofx import read_ofx
from finkit.core.imports.profiles import get_profile, save_profile_in
from finkit.core.imports.qif import read_qif
from finkit.core.imports.row_cap import RowCap, row_cap
from finkit.core.imports.rows import ImportRow, StatedBalance
from finkit.core.imports.schemas import (
    ImportProblem,
    ImportProfileCreate,
    ImportReport,
    ImportSampleRow,
)
from finkit.core.imports.source import Source
from finkit.core.imports.staging import ImportRaced, StagedWriter
from finkit.core.imports.writer import ChunkWriter, import_session
from finkit.core.transactions.models import ImportBatch


class RowSteps(Protocol):
    """The write pipeline's entries an import writer is lent: ``prepare`` runs the row steps on a chunk
    before its insert, ``settle`` settles the inserted chunk's change, and ``finish`` runs the use case's
    steps over the whole import (transfer pairing) before it commits."""

    def prepare(self, session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None: ...

    def settle(self, session: Session, ctx: AccountContext, changes: ChangeSet) -> Any: ...

    def finish(self, session: Session, ctx: AccountContext, batch_id: str) -> Any: ...


CHUNK_ROWS = 20_000
MAX_REPORTED_ERRORS = 1000
SAMPLE_SIZE = 10
_BATCHES: Table = ImportBatch.__table__  # type: ignore[assignment]


def _chunks(
    rows: Iterator[ImportRow | list[FieldProblem] | None],
    problems: list[FieldProblem],
    counter: list[int],
    *,
    cap: RowCap,
    file_name: str,
) -> Iterator[list[ImportRow]]:
    """Valid rows in chunks; ``counter`` = [invalid, ignored] (zero-amount rows are ignored).

    A file with more than ``cap.rows`` rows (valid, invalid and ignored alike) is refused as soon as
    the next row is read: ``PayloadTooLargeError`` naming the limit, before anything is published."""
    chunk: list[ImportRow] = []
    for read, item in enumerate(rows, 1):
        if read > cap.rows:
            raise PayloadTooLargeError(
                f"{file_name or 'the file'} has more than {cap.rows:,} rows, the most one import takes "
                f"{cap.why}; nothing was imported: split the file (by date) and import each part"
            )
        if isinstance(item, ImportRow):
            chunk.append(item)
            if len(chunk) >= CHUNK_ROWS:
                yield chunk
                chunk = []
        elif item is None:
            counter[1] += 1
        else:
            counter[0] += 1
            if len(problems) < MAX_REPORTED_ERRORS:
                problems.extend(item)
    if chunk:
        yield chunk


def layout_mapping(layout: CsvLayout) -> dict[str, str]:
    """A detected layout written as an explicit mapping (header names when the file has a header)."""

    def ref(index: int) -> str:
        if layout.has_header and index < len(layout.header) and layout.header[index]:
            name = layout.header[index]
            if "," not in name and "+" not in name and "=" not in name and not name.isdigit():
                return name
        return str(index + 1)

    mapping = {
        "header": "yes" if layout.has_header else "no",
        "delimiter": layout.delimiter,
        "decimal": "," if layout.decimal_comma else ".",
    }
    if layout.skip_lines:
        mapping["skip"] = str(layout.skip_lines)
    for role in ("date", "amount", "debit", "credit", "type", "merchant", "balance", "channel"):
        index = getattr(layout, role)
        if index is not None:
            mapping[role] = ref(index)
    mapping["description"] = "+".join(ref(i) for i in layout.description)
    return mapping


def _insert_batch(
    session: Session, ctx: AccountContext, batch_id: str, now: datetime, file_name: str, fmt: str
) -> None:
    # Core on the session's connection: an ORM statement would map every model first (~0.1 s).
    session.connection().execute(
        insert(_BATCHES).values(
            id=batch_id, account_id=ctx.account_id, created_at=now, file_name=file_name[:300], format=fmt
        )
    )


#: Attempts of a SQLite import that another import of the same account overtook (``ImportRaced``).
RACE_ATTEMPTS = 3
_P = ParamSpec("_P")


def _retried_when_overtaken(attempt: Callable[_P, ImportReport]) -> Callable[_P, ImportReport]:
    """An import run again (at most ``RACE_ATTEMPTS`` times) when another import of the same bank
    account committed some of the same rows while it read (``ImportRaced``, SQLite's staged path)."""

    @functools.wraps(attempt)
    def retried(*args: _P.args, **kwargs: _P.kwargs) -> ImportReport:
        for number in range(1, RACE_ATTEMPTS + 1):
            try:
                return attempt(*args, **kwargs)
            except ImportRaced:
                if number == RACE_ATTEMPTS:
                    raise DatabaseBusyError(
                        "other imports into this bank account kept finishing first; nothing was imported, "
                        "try again"
                    ) from None
        raise AssertionError("unreachable")

    return retried


@_retried_when_overtaken
def import_file(
    ctx: AccountContext,
    *,
    path: str | Path | None = None,
    data: bytes | None = None,
    file_name: str = "",
    format: str = "auto",
    mapping: str | dict[str, str] | None = None,
    profile: str | None = None,
    save_profile: str | None = None,
    date_format: str | None = None,
    dry_run: bool = False,
    skip_invalid: bool = False,
    progress: Callable[[int], None] | None = None,
    bank_account: str | None = None,
    steps: RowSteps,
) -> ImportReport:
    """Import a bank file (CSV, OFX/QFX or QIF) into one of the holder's bank accounts, atomically.

    ``bank_account`` (id or name) may be left out while the holder has one open bank account, or when
    ``profile`` remembers one (``save_profile`` remembers the account this import went into). Dedupe is
    per bank account (``bank_accounts.service.dedupe_namespace``). When the file has a balance column,
    the report's ``balanceCheck`` proves the chain of the rows it adds (``balance_proof``).

    ``progress(n)`` is called with the number of bytes read since the last call (total: the file size).
    Raises ``ValidationError`` listing every bad row (``row`` = line in the file) when any row is bad
    and ``skip_invalid`` is false; nothing is written then. ``dry_run`` writes nothing either and
    reports what would be added, with a sample.

    On SQLite the file is read without the write lock and published at the end (``imports.staging``);
    when another import of the same account committed some of the same rows in between, that attempt is
    rolled back and the file read again (``progress`` then counts the file once more).
    """
    source = Source(path=path, data=data, file_name=file_name)
    explicit = parse_mapping(mapping)
    fmt = format.lower()
    if profile:
        saved = get_profile(ctx, profile)
        explicit = {**saved.mapping, **explicit}
        date_format = date_format or saved.date_format
        bank_account = bank_account or saved.bank_account_id
        if fmt == "auto" and saved.format in FORMATS:
            fmt = saved.format
    if fmt not in ("auto", *FORMATS):
        raise ValidationError.for_field("format", f"must be one of auto, {', '.join(FORMATS)}")
    if fmt == "auto":
        fmt = detect_format(source.sample_text(8192), source.file_name)
    layout_info: dict[str, Any]
    layout: CsvLayout | None = None
    if fmt == "csv":
        layout = csv_import.csv_layout(source, mapping=explicit, date_format=date_format)
        layout_info = layout.describe()
        rows = csv_import.read_csv(source, layout, currency=ctx.currency, progress=progress)
    elif fmt == "ofx":
        layout_info, rows = read_ofx(source, currency=ctx.currency)
    else:
        layout_info, rows = read_qif(source, currency=ctx.currency, date_format=date_format)
    stated = layout_info.pop("statedBalance", None)
    if not isinstance(stated, StatedBalance):
        stated = None
    layout_info = {"format": fmt, **layout_info}
    if stated is not None:
        layout_info["statementBalance"] = stated.describe()

    problems: list[FieldProblem] = []
    invalid = [0, 0]
    added = duplicates = 0
    sample: list[ImportRow] = []
    batch_id = None if dry_run else new_id()
    chain = StatementChain()
    with_balances = (layout is not None and layout.balance is not None) or stated is not None
    if stated is not None and stated.position == "closing":
        chain.state_closing(stated.line, stated.day, stated.amount)
    # SQLite: read and prepare without the write lock, publish in one short write (``imports.staging``)
    staged = batch_id is not None and ctx.db.dialect == "sqlite"
    with import_session(ctx) as session:
        now = ctx.now()
        bank = bank_accounts.resolve_in(session, ctx, bank_account)
        namespace = bank_accounts.dedupe_namespace(bank)
        # The account's balance and row count before the import, for the balance proof: a sum over every
        # row of the account (~1 s at a million rows), so read only when the file has balances and adds
        # a row (a re-import adds none): before the first insert, or (staged) once the write lock is taken.
        books: tuple[Decimal, int] | None = None
        if staged:
            session.commit()  # a default bank account made on first use is kept: the lock is let go
        elif batch_id is not None:
            _insert_batch(session, ctx, batch_id, now, source.file_name, fmt)
        writer = (
            StagedWriter(session, ctx, batch_id=batch_id, now=now, bank_account_id=bank.id)
            if staged and batch_id is not None
            else ChunkWriter(session, ctx, batch_id=batch_id, now=now, bank_account_id=bank.id)
        )
        categoriser = import_categoriser(session, ctx)
        try:
            for chunk in _chunks(
                rows, problems, invalid, cap=row_cap(session, ctx), file_name=source.file_name
            ):
                if invalid[0] and not skip_invalid:
                    continue  # the file will be refused: keep reading only to name every bad row
                if namespace:
                    for r in chunk:
                        if r.fingerprint:
                            r.fingerprint = namespaced(r.fingerprint, namespace)
                existing = writer.existing([r.fingerprint or "" for r in chunk])
                fresh = [r for r in chunk if r.fingerprint not in existing] if existing else chunk
                duplicates += len(chunk) - len(fresh)
                if with_balances:
                    chain_rows(
                        chain,
                        chunk,
                        existing,
                        decimal_comma=bool(layout and layout.decimal_comma),
                        fresh=len(fresh),
                    )
                if not fresh:
                    continue
                if books is None and with_balances and not staged:
                    books = bank_accounts.balance_of(session, ctx, bank.id)
                steps.prepare(session, ctx, fresh)
                if dry_run:
                    added += len(fresh)
                    sample.extend(fresh[: SAMPLE_SIZE - len(sample)])
                    continue
                inserted = writer.insert(fresh)
                added += inserted
                duplicates += len(fresh) - inserted
                if not staged:
                    steps.settle(session, ctx, ChangeSet(origin="import", imported=fresh, batch_id=batch_id))
        finally:
            writer.close()
        if progress is not None and fmt != "csv":
            progress(source.size)
        if invalid[0] and not skip_invalid:
            shown = len(problems)
            raise ValidationError(
                f"{source.file_name}: {invalid[0]} invalid row(s), nothing was imported "
                f"(fix them or pass --skip-invalid); first: {problems[0] if problems else ''}"
                + (f" (only the first {shown} problems are listed)" if invalid[0] > shown else ""),
                fields=problems,
            )
        if isinstance(writer, StagedWriter) and batch_id is not None:
            writer.take_write_lock()
            session.expire_all()  # what the reading phase loaded may have changed since
            bank = bank_accounts.resolve_in(session, ctx, bank.id)
            if with_balances and writer.staged:
                books = bank_accounts.balance_of(session, ctx, bank.id)
            _insert_batch(session, ctx, batch_id, now, source.file_name, fmt)
            writer.publish()
            for published in writer.staged_chunks(CHUNK_ROWS):
                settled = steps.settle(
                    session, ctx, ChangeSet(origin="import", imported=published, batch_id=batch_id)
                )
                if not getattr(settled, "events", 0):
                    break  # categorised rows and no event: the account subscribes to none (fewer rows read)
        balance_check = balance_proof(
            session,
            ctx,
            bank,
            chain,
            books=books,
            dry_run=dry_run,
            opening_stated=stated if stated is not None and stated.position == "opening" else None,
        )
        if batch_id is not None:  # kept on the account for reconciliation (bank_accounts.reconcile)
            record_import_breaks_in(
                session, ctx, bank, balance_check, file_name=source.file_name, batch_id=batch_id
            )
        if batch_id is not None and added:
            steps.finish(session, ctx, batch_id)
        if save_profile and not dry_run:
            save_profile_in(
                session,
                ctx,
                ImportProfileCreate(
                    name=save_profile,
                    mapping=layout_mapping(layout) if layout is not None else {},
                    date_format=(layout.date_format if layout is not None else None) or date_format,
                    format=fmt,
                    bank_account_id=bank.id,
                ),
            )
        if batch_id is not None:
            session.connection().execute(
                update(_BATCHES)
                .where(_BATCHES.c.id == batch_id, _BATCHES.c.account_id == ctx.account_id)
                .values(added=added, duplicates=duplicates, invalid=invalid[0])
            )
            insert_activity(
                session,
                ctx,
                "import.create",
                target_type="import_batch",
                target_id=batch_id,
                details={
                    "fileName": source.file_name,
                    "format": fmt,
                    "added": added,
                    "duplicates": duplicates,
                    "invalid": invalid[0],
                    "bankAccountId": bank.id,
                    "balanceOk": balance_check.ok,
                },
            )
        names = {r.category_id: categoriser.category_name(r.category_id) for r in sample}
        return ImportReport(
            batch_id=batch_id,
            file_name=source.file_name,
            format=fmt,
            dry_run=dry_run,
            layout=layout_info,
            bank_account_id=bank.id,
            bank_account_name=bank.name,
            balance_check=balance_check,
            added=added,
            duplicates=duplicates,
            invalid=invalid[0],
            ignored=invalid[1],
            errors=[ImportProblem(row=p.row, field=p.field, message=p.message) for p in problems],
            sample=[
                ImportSampleRow(
                    line=r.line,
                    date=r.date,
                    description=r.description,
                    amount=r.amount,
                    currency=r.currency,
                    merchant=r.merchant,
                    category_id=r.category_id,
                    category_name=names.get(r.category_id),
                )
                for r in sample
            ],
        )
