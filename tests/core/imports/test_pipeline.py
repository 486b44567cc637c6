"""import_file end to end through the library, on SQLite and PostgreSQL."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from sqlalchemy import func, select

from finkit.core.audit.models import ActivityRecord
from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.imports.profiles import get_profile, list_profiles, save_profile
from finkit.core.imports.rows import ImportRow
from finkit.core.pipeline import steps
from finkit.core.transactions.models import ImportBatch, Transaction
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions

FIXTURES = Path(__file__).parent / "fixtures"


def amounts(ctx: AccountContext) -> list[Decimal]:
    page = list_transactions(ctx, {"limit": 200})
    return sorted(t.amount for t in page.transactions)


def count(ctx: AccountContext) -> int:
    return list_transactions(ctx, {"limit": 1}).pagination.total


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("commbank.csv", ["-60", "-45.5", "-4.5", "-4.5", "2000"]),
        ("westpac.csv", ["-89.95", "-30", "-5", "1250"]),
        ("anz.csv", ["-35", "-12.4", "1500"]),
        ("nab.csv", ["-54.2", "-15.99", "850"]),
        ("ing.csv", ["-500", "-67.45", "2500"]),
        ("up.csv", ["-24", "-6", "100"]),
        ("monzo.csv", ["-23.1", "-4.35", "2100"]),
        ("starling.csv", ["-12.5", "2000"]),
        ("us_bank.csv", ["-1024.99", "-6.45", "500"]),
        ("european.csv", ["-1234.56", "-4.5", "3100"]),
        ("commbank_utf16le.csv", ["-60", "-45.5", "-4.5", "-4.5", "2000"]),
        ("commbank_cp1252.csv", ["-60", "-45.5", "-4.5", "-4.5", "2000"]),
        ("statement_v1.ofx", ["-45.5", "-4.5", "-4.5", "2000"]),
        ("statement_v2.qfx", ["-6.45", "500"]),
        ("register.qif", ["-45.5", "-4.5", "2000"]),
    ],
)
def test_each_export_imports_its_amounts(ctx: AccountContext, name: str, expected: list[str]) -> None:
    report = import_file(ctx, path=FIXTURES / name)
    assert report.added == len(expected) and report.invalid == 0
    assert amounts(ctx) == sorted(Decimal(x) for x in expected)


def test_dates_descriptions_and_encodings_survive(ctx: AccountContext) -> None:
    import_file(ctx, path=FIXTURES / "commbank_cp1252.csv")
    rows = list_transactions(ctx, {"q": "NÉRO"}).transactions
    assert len(rows) == 2
    assert rows[0].date.isoformat() == "2026-06-02T00:00:00+00:00"
    assert rows[0].source == "csv"


def test_starling_opening_balance_row_is_ignored_not_invalid(ctx: AccountContext) -> None:
    report = import_file(ctx, path=FIXTURES / "starling.csv")
    assert (report.added, report.invalid, report.ignored) == (2, 0, 1)


def test_same_file_twice_adds_nothing(ctx: AccountContext) -> None:
    first = import_file(ctx, path=FIXTURES / "commbank.csv")
    second = import_file(ctx, path=FIXTURES / "commbank.csv")
    assert (first.added, first.duplicates) == (5, 0)
    assert (second.added, second.duplicates) == (0, 5)
    assert count(ctx) == 5


def test_identical_same_day_rows_in_one_file_are_both_kept(ctx: AccountContext) -> None:
    import_file(ctx, path=FIXTURES / "commbank.csv")
    assert len(list_transactions(ctx, {"q": "CAFE NERO"}).transactions) == 2


def test_overlapping_statement_adds_only_new_rows(ctx: AccountContext) -> None:
    june = b"01/06/2026,-10.00,A\n02/06/2026,-4.50,COFFEE\n02/06/2026,-4.50,COFFEE\n"
    overlap = (
        b"02/06/2026,-4.50,COFFEE\n02/06/2026,-4.50,COFFEE\n02/06/2026,-4.50,COFFEE\n03/06/2026,-9.00,B\n"
    )
    import_file(ctx, data=june, file_name="june.csv", date_format="DD/MM/YYYY")
    report = import_file(ctx, data=overlap, file_name="overlap.csv", date_format="DD/MM/YYYY")
    # The two coffees already imported are duplicates; the third coffee that day and B are new.
    assert (report.added, report.duplicates) == (2, 2)
    assert count(ctx) == 5


def test_bad_rows_refuse_the_whole_file_naming_each_row(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as caught:
        import_file(ctx, path=FIXTURES / "bad_rows.csv")
    problems = {(p.row, p.field) for p in caught.value.fields}
    assert problems == {(3, "date"), (4, "amount")}
    assert count(ctx) == 0
    with ctx.db.session() as session:
        assert (
            session.scalar(
                select(func.count()).select_from(ImportBatch).where(ImportBatch.account_id == ctx.account_id)
            )
            == 0
        )


def test_skip_invalid_imports_the_good_rows_and_reports_the_rest(ctx: AccountContext) -> None:
    report = import_file(ctx, path=FIXTURES / "bad_rows.csv", skip_invalid=True)
    assert (report.added, report.invalid) == (2, 2)
    assert [(e.row, e.field) for e in report.errors] == [(3, "date"), (4, "amount")]
    assert amounts(ctx) == [Decimal("-45.5"), Decimal("-8")]


def test_dry_run_writes_nothing(ctx: AccountContext) -> None:
    report = import_file(ctx, path=FIXTURES / "commbank.csv", dry_run=True, save_profile="ignored")
    assert report.dry_run and report.batch_id is None
    assert report.added == 5 and len(report.sample) == 5
    assert report.sample[0].category_name == "Groceries"
    assert count(ctx) == 0
    assert list_profiles(ctx) == []


def test_fallback_categorisation_sets_gst_and_deductibility(ctx: AccountContext) -> None:
    import_file(ctx, path=FIXTURES / "commbank.csv")
    bp = list_transactions(ctx, {"q": "BP PARRAMATTA"}).transactions[0]
    assert bp.category is not None and bp.category.name == "Fuel"
    assert bp.gst_amount == Decimal("-5.45")  # 60 x 10/110, rounded half-up
    assert bp.is_tax_deductible is True
    with ctx.db.session() as session:
        assigned = session.scalar(select(Transaction.category_assigned_by).where(Transaction.id == bp.id))
    # The categoriser (merchant knowledge base, order 50) runs before the keyword fallback (order 90).
    assert assigned in {"ai", "import"}


def test_pipeline_steps_run_before_the_fallback(ctx: AccountContext, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    def tag_everything(_session: object, _ctx: AccountContext, rows: list[ImportRow]) -> None:
        seen.append(len(rows))
        for row in rows:
            row.tags = ["imported"]

    monkeypatch.setattr(steps, "IMPORT_STEPS", (tag_everything, *steps.IMPORT_STEPS))  # a first pipeline step
    import_file(ctx, path=FIXTURES / "anz.csv")
    assert seen == [3]
    assert all(t.tags == ["imported"] for t in list_transactions(ctx).transactions)


def test_one_batch_and_one_activity_row_per_import(ctx: AccountContext) -> None:
    report = import_file(ctx, path=FIXTURES / "commbank.csv")
    with ctx.db.session() as session:
        batch = session.get(ImportBatch, report.batch_id)
        assert batch is not None and (batch.added, batch.duplicates) == (5, 0)
        actions = session.scalars(
            select(ActivityRecord.action).where(
                ActivityRecord.account_id == ctx.account_id, ActivityRecord.action.like("import%")
            )
        ).all()
    assert actions == ["import.create"]


def test_the_import_log_row_is_the_row_record_activity_writes(ctx: AccountContext) -> None:
    """The import writes its log row with Core (``insert_activity``) so that it maps no other model;
    the row must be the one ``record_activity`` (the ORM path every other write uses) would write."""
    report = import_file(ctx, path=FIXTURES / "commbank.csv")
    details = {
        "fileName": "commbank.csv",
        "format": "csv",
        "added": 5,
        "duplicates": 0,
        "invalid": 0,
        "bankAccountId": report.bank_account_id,
        "balanceOk": report.balance_check.ok,
    }
    with ctx.db.session() as session:
        record_activity(
            session,
            ctx,
            "import.create",
            target_type="import_batch",
            target_id=report.batch_id,
            details=details,
        )
    with ctx.db.session() as session:
        rows = session.scalars(
            select(ActivityRecord)
            .where(ActivityRecord.account_id == ctx.account_id, ActivityRecord.action == "import.create")
            .order_by(ActivityRecord.occurred_at)
        ).all()
        batch = session.get(ImportBatch, report.batch_id)
        assert batch is not None
        batch_created = batch.created_at
    columns = [c.key for c in ActivityRecord.__table__.columns if c.key not in ("id", "occurred_at")]
    core, orm = ({c: getattr(r, c) for c in columns} for r in rows)
    assert core == orm
    assert core["details"] == details and core["user_id"] == ctx.user_id and core["outcome"] == "success"
    assert len(rows[0].id) == 36 and rows[0].id != rows[1].id
    assert batch_created <= rows[0].occurred_at <= rows[1].occurred_at


def test_ofx_keeps_fitid_and_dedupes_by_it(ctx: AccountContext) -> None:
    import_file(ctx, path=FIXTURES / "statement_v1.ofx")
    again = import_file(ctx, path=FIXTURES / "statement_v1.ofx")
    assert (again.added, again.duplicates) == (0, 4)
    with ctx.db.session() as session:
        rows = session.execute(
            select(Transaction.external_id, Transaction.fingerprint, Transaction.description)
            .where(Transaction.account_id == ctx.account_id)
            .order_by(Transaction.external_id)
        ).all()
    assert rows[0] == ("202606010001", "ofx:12345678:202606010001", "WOOLWORTHS 1234 SYDNEY AU")
    assert rows[-1][2] == "SALARY ACME & CO"


def test_ofx_v2_currency_and_dates(ctx: AccountContext) -> None:
    report = import_file(ctx, path=FIXTURES / "statement_v2.qfx")
    assert report.layout["ofxVersion"] == "2 (XML)"
    txs = list_transactions(ctx).transactions
    assert {t.currency for t in txs} == {"USD"}
    assert txs[0].date.date().isoformat() == "2026-06-28"


def test_mapping_and_date_format(ctx: AccountContext) -> None:
    report = import_file(
        ctx,
        path=FIXTURES / "ambiguous.csv",
        mapping="date=1,amount=2,description=3",
        date_format="MM/DD/YYYY",
    )
    assert report.added == 3
    assert (
        list_transactions(ctx).transactions[0].date.date().isoformat() == "2026-03-06"
    )  # 03/06 month-first, newest first


def test_saved_profile_reproduces_the_layout(ctx: AccountContext) -> None:
    import_file(ctx, path=FIXTURES / "ambiguous.csv", date_format="DD/MM/YYYY", save_profile="kiosk")
    profile = get_profile(ctx, "kiosk")
    assert profile.date_format == "%d/%m/%Y" and profile.mapping["date"] == "1"
    report = import_file(ctx, path=FIXTURES / "ambiguous.csv", profile="kiosk")
    assert (report.added, report.duplicates) == (0, 3)
    save_profile(ctx, data={"name": "manual", "mapping": {"date": "1", "amount": "2", "description": "3"}})
    assert [p.name for p in list_profiles(ctx)] == ["kiosk", "manual"]


def test_profiles_and_dedupe_are_per_account(ctx: AccountContext, other_ctx: AccountContext) -> None:
    import_file(ctx, path=FIXTURES / "ambiguous.csv", date_format="DD/MM/YYYY", save_profile="mine")
    with pytest.raises(NotFoundError):
        get_profile(other_ctx, "mine")
    with pytest.raises(NotFoundError):
        import_file(other_ctx, path=FIXTURES / "ambiguous.csv", profile="mine")
    # The same file in another account is new there: fingerprints are unique per account only.
    theirs = import_file(other_ctx, path=FIXTURES / "ambiguous.csv", date_format="DD/MM/YYYY")
    assert theirs.added == 3
    assert count(ctx) == 3 and count(other_ctx) == 3
    assert list_profiles(other_ctx) == []


def test_a_step_cannot_link_another_accounts_category(
    ctx: AccountContext, other_ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    from finkit.core.categories.service import list_categories

    foreign = list_categories(other_ctx)[0].id

    def bad(_session: object, _ctx: AccountContext, rows: list[ImportRow]) -> None:
        for row in rows:
            row.category_id = foreign

    monkeypatch.setattr(steps, "IMPORT_STEPS", (bad, *steps.IMPORT_STEPS))  # a first pipeline step
    import_file(ctx, path=FIXTURES / "anz.csv")
    assert all(t.category_id != foreign for t in list_transactions(ctx).transactions)


def test_crash_mid_import_leaves_nothing(ctx: AccountContext, monkeypatch: pytest.MonkeyPatch) -> None:
    from finkit.core.imports import pipeline

    monkeypatch.setattr(pipeline, "CHUNK_ROWS", 2)
    calls = {"n": 0}

    def explode(_session: object, _ctx: AccountContext, _rows: list[ImportRow]) -> None:
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("power cut")

    monkeypatch.setattr(steps, "IMPORT_STEPS", (explode, *steps.IMPORT_STEPS))  # a first pipeline step
    with pytest.raises(RuntimeError):
        import_file(ctx, path=FIXTURES / "commbank.csv")
    assert count(ctx) == 0


def test_unknown_format_and_missing_file(ctx: AccountContext, tmp_path: Path) -> None:
    with pytest.raises(ValidationError):
        import_file(ctx, path=FIXTURES / "commbank.csv", format="xlsx")
    with pytest.raises(ValidationError):
        import_file(ctx, path=tmp_path / "missing.csv")
