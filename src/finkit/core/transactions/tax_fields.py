"""The write pipeline's "derive tax treatment" step (the transactions area's own tax fields), for the three shapes a batch comes in: import rows before their
insert, ORM transactions after a single write, and stored rows by id (set-based, after rules runs,
categorise, category edits and profile changes). All three call ``finkit.core.tax.treatment.derive_tax``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, cast

from sqlalchemy import (
    BigInteger,
    Select,
    String,
    Table,
    bindparam,
    func,
    literal_column,
    select,
    type_coerce,
    update,
)
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.db.types import ScaledDecimal
from finkit.core.digitshape import digit_shape
from finkit.core.imports.rows import ImportRow
from finkit.core.money import exact_decimal
from finkit.core.profile.service import load_profile
from finkit.core.tax.gst import taxed_amount
from finkit.core.tax.treatment import (
    CategoryTax,
    DerivedTax,
    ProfileTax,
    RowTax,
    TaxPlan,
    derive_tax,
    gst_of,
    plan_tax,
)
from finkit.core.transactions.bulk_write import update_transactions_postgres
from finkit.core.transactions.models import Transaction, TransactionSplit

_GROUP = 2000
#: Re-derive by one filtered scan of the account when the ids are at least 1/_SCAN_FRACTION of it.
_SCAN_FRACTION = 4
_READ_PAGE = 20_000
_T: Table = Transaction.__table__  # type: ignore[assignment]
_PLAN_LIMIT = 50_000


def account_profile(session: Session, ctx: AccountContext) -> ProfileTax:
    """The parts of the stored tax profile (or its documented defaults) the derivation reads."""
    profile = load_profile(session, ctx)
    return ProfileTax(
        country=profile.country,
        stored=profile.stored,
        gst_registered=profile.gst_registered,
        gst_registered_from=profile.gst_registered_from,
        vehicle_business_use_percentage=profile.vehicle_business_use_percentage,
        default_business_use_percentage=profile.default_business_use_percentage,
        category_shares={k.casefold(): v for k, v in profile.business_use_shares.items()},
        merchant_shares={k.casefold(): v for k, v in profile.merchant_business_use_shares.items()},
        vehicle_method=profile.vehicle_method,
        # A stated supplier's share; premises rented from a stated landlord, their running costs, and the
        # other business costs of a supplier stated so (round 28), are the business's (100).
        supplier_shares={
            s.name: s.business_use_percentage if s.business_use_percentage is not None else Decimal(100)
            for s in profile.suppliers
            if s.business_use_percentage is not None or s.supplies in ("rent", "premises", "other")
        },
        rent_suppliers=tuple(s.name for s in profile.suppliers if s.supplies == "rent"),
        supplier_gst=tuple((s.name, s.gst_treatment) for s in profile.suppliers if s.gst_treatment),
        fill_ranges=tuple(profile.vehicle_fill_ranges),
    )


def account_categories(
    session: Session, ctx: AccountContext, ids: Iterable[str] | None = None
) -> dict[str, CategoryTax]:
    """The account's categories as derivation reads them; only ``ids`` when given (a single write
    reads the one or two its row names, not the account's 40-odd)."""
    query = select(
        Category.id,
        Category.kind,
        Category.gst_treatment,
        Category.is_tax_deductible,
        Category.tax_category,
        Category.default_gst_rate,
        Category.name,
    ).where(Category.account_id == ctx.account_id)
    if ids is not None:
        wanted = sorted(set(ids))
        if not wanted:
            return {}
        query = query.where(Category.id.in_(wanted))
    rows = session.execute(query).all()
    return {
        r.id: CategoryTax(
            kind=r.kind,
            gst_treatment=r.gst_treatment,
            is_tax_deductible=bool(r.is_tax_deductible),
            tax_category=r.tax_category,
            default_gst_rate=r.default_gst_rate,
            name=r.name,
        )
        for r in rows
    }


def _row_tax(row: Any, user_set: Iterable[str]) -> RowTax:
    return RowTax(
        amount=row.amount,
        currency=row.currency,
        day=row.date.astimezone(UTC).date() if row.date.tzinfo else row.date.date(),
        text=f"{row.merchant or ''} {row.description}",
        gst_rate=row.gst_rate,
        gst_included=bool(row.gst_included),
        user_set=frozenset(user_set),
        is_tax_deductible=row.is_tax_deductible,
        business_use_percentage=row.business_use_percentage,
        gst_treatment=row.gst_treatment,
        gst_amount=row.gst_amount,
        merchant=row.merchant,
        gst_free_part=getattr(row, "gst_free_part", None),
    )


def _assign(target: Any, derived: DerivedTax) -> None:
    target.is_tax_deductible = derived.is_tax_deductible
    target.business_use_percentage = derived.business_use_percentage
    target.gst_treatment = derived.gst_treatment
    target.gst_amount = derived.gst_amount


class TaxDeriver:
    """Derivation with the account's categories and profile loaded once (one per import or batch)."""

    def __init__(
        self, session: Session, ctx: AccountContext, *, category_ids: Iterable[str] | None = None
    ) -> None:
        """``category_ids``: the only categories the rows to derive name (all of the account's without)."""
        self.categories = account_categories(session, ctx, category_ids)
        self.profile = account_profile(session, ctx)
        self._plans: dict[tuple[object, ...], TaxPlan] = {}

    def derive(self, row: Any, user_set: Iterable[str]) -> DerivedTax:
        category = self.categories.get(row.category_id) if row.category_id else None
        return derive_tax(_row_tax(row, user_set), category, self.profile)

    def rows(self, rows: Sequence[ImportRow]) -> None:
        """Import rows before insert: values the file (or a user's rule) gave are kept as the user's.

        Set-based in effect: rows alike in category and text (digits aside) share one plan, so a
        million-row import derives a few thousand plans and computes only each row's GST amount."""
        for row in rows:
            if row.tax_user_set:
                _assign(row, self.derive(row, row.tax_user_set))
                continue
            plan = self.plan(row)
            row.is_tax_deductible = plan.is_tax_deductible
            row.business_use_percentage = plan.business_use_percentage
            row.gst_treatment = plan.gst_treatment
            row.gst_amount = gst_of(
                plan, amount=row.amount, included=row.gst_included, currency=row.currency, user_value=None
            )

    def plan(self, row: Any) -> TaxPlan:
        """The plan of a row the user set no tax field of: what ``derive`` decides apart from the amount.

        Without user-set fields a plan reads only the category, the row's GST rate, its text (through
        the GST knowledge rules, which name no digit), for income whether the business was registered
        that day, and for a car cost while fuel fills are stated its amount; rows alike in those share
        one plan."""
        category = self.categories.get(row.category_id) if row.category_id else None
        registered = True
        if category is not None and category.kind == "income" and self.profile.stored:
            day = row.date.astimezone(UTC).date() if row.date.tzinfo else row.date.date()
            registered = self.profile.registered_on(day)
        text = f"{row.merchant or ''} {row.description}"
        # No knowledge rule mentions a digit: store numbers and references do not change a plan.
        key: tuple[object, ...] = (row.category_id, digit_shape(text), row.gst_rate, registered)
        if self.profile.merchant_shares:  # a share held per merchant: merchants differing in digits differ
            key += (row.merchant,)
        if self.profile.fill_ranges and category is not None and category.tax_category == "car":
            # a stated fuel fill: the amount says whose car it is (``treatment._private_cars_fill``)
            key += (row.amount,)
        plan = self._plans.get(key)
        if plan is None:
            if len(self._plans) >= _PLAN_LIMIT:
                self._plans.clear()
            plan = self._plans[key] = plan_tax(_row_tax(row, ()), category, self.profile)
        return plan

    def transactions(self, transactions: Sequence[Transaction]) -> None:
        for tx in transactions:
            _assign(tx, self.derive(tx, tx.tax_user_set or ()))
            for part in tx.splits:
                self.part(part, tx)

    def part(self, part: TransactionSplit, whole: Transaction) -> bool:
        """Derive one part of a split ``whole`` in place; whether any of its values changed.

        A part is the whole's date and text with its own amount, category and user-set fields; the
        whole's GST rate is not the part's (each part's category decides), its inclusion is."""
        row = _PartRow(
            amount=part.amount,
            currency=whole.currency,
            date=whole.date,
            merchant=whole.merchant,
            description=whole.description,
            category_id=part.category_id,
            gst_rate=None,
            gst_included=whole.gst_included,
            is_tax_deductible=part.is_tax_deductible,
            business_use_percentage=part.business_use_percentage,
            gst_treatment=part.gst_treatment,
            gst_amount=part.gst_amount,
        )
        derived = self.derive(row, part.tax_user_set or ())
        before = (part.is_tax_deductible, part.business_use_percentage, part.gst_treatment, part.gst_amount)
        _assign(part, derived)
        return before != (
            part.is_tax_deductible,
            part.business_use_percentage,
            part.gst_treatment,
            part.gst_amount,
        )


@dataclass(frozen=True)
class _PartRow:
    """What ``TaxDeriver.derive`` reads of a row, for one part of a split."""

    amount: Decimal
    currency: str
    date: datetime
    merchant: str | None
    description: str
    category_id: str | None
    gst_rate: Decimal | None
    gst_included: bool
    is_tax_deductible: bool | None
    business_use_percentage: Decimal | None
    gst_treatment: str | None
    gst_amount: Decimal | None


def rederive_parts(
    session: Session,
    ctx: AccountContext,
    deriver: TaxDeriver,
    *,
    transaction_ids: Sequence[str] | Select[Any] | None = None,
    category_ids: Sequence[str] | None = None,
) -> int:
    """Derive again the parts of split rows whose inputs may have changed: the parts of these
    transactions, the parts in these categories, or every part of the account. Parts are few (a person
    splits rows by hand), so they are loaded whole. Returns how many parts changed."""
    query = (
        select(TransactionSplit, Transaction)
        .join(Transaction, Transaction.id == TransactionSplit.transaction_id)
        .where(TransactionSplit.account_id == ctx.account_id)
    )
    if transaction_ids is not None:
        ids = transaction_ids if isinstance(transaction_ids, Select) else list(transaction_ids)
        query = query.where(TransactionSplit.transaction_id.in_(ids))
    elif category_ids is not None:
        query = query.where(TransactionSplit.category_id.in_(list(category_ids)))
    return sum(deriver.part(part, whole) for part, whole in session.execute(query).all())


def derive_rows(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Import/feed chunk step (one ``TaxDeriver`` per session, reused across chunks)."""
    cache: dict[str, TaxDeriver] = session.info.setdefault("finkit_tax_deriver", {})
    deriver = cache.get(ctx.account_id)
    if deriver is None:
        deriver = cache[ctx.account_id] = TaxDeriver(session, ctx)
    deriver.rows(rows)


def derive_transactions(session: Session, ctx: AccountContext, transactions: Sequence[Transaction]) -> None:
    """Single-write step: the written rows' tax fields from their current inputs. Only the categories
    the rows and their parts name are read."""
    names = {tx.category_id for tx in transactions} | {
        part.category_id for tx in transactions for part in tx.splits
    }
    ids = {name for name in names if name}
    TaxDeriver(session, ctx, category_ids=ids).transactions(transactions)


#: What re-derivation reads, in this order after the row's key.
_STORED = (
    "amount",
    "currency",
    "date",
    "merchant",
    "description",
    "category_id",
    "gst_rate",
    "gst_included",
    "tax_user_set",
    "is_tax_deductible",
    "business_use_percentage",
    "gst_treatment",
    "gst_amount",
    "gst_free_part",
)
_EMPTY_JSON = frozenset({"", "[]", "null"})
_SCALES = {name: c.type.scale for name in _STORED if isinstance((c := _T.c[name]).type, ScaledDecimal)}


def _stored(name: str, sqlite: bool) -> Any:
    """A column as stored: scaled integers and (on SQLite) date and JSON text skip the types'
    per-value processing; ``_StoredRow`` converts them (the date only when it is read)."""
    column = _T.c[name]
    if name in _SCALES:
        return type_coerce(column, BigInteger).label(name)
    if name in {"date", "tax_user_set"} and sqlite:
        return type_coerce(column, String).label(name)
    return column


class _StoredRow:
    """One stored row as ``derive``/``plan`` read it (Decimals for money and rates, an aware date)."""

    def __init__(self, values: Any) -> None:
        data = dict(zip(_STORED, values[1:], strict=False))
        for name, scale in _SCALES.items():
            value = data[name]
            if value is not None:
                data[name] = exact_decimal(value).scaleb(-scale)
        data["raw_date"] = data.pop("date")
        marks = data["tax_user_set"]
        if isinstance(marks, str):  # JSON text as stored (SQLite); almost always an empty list
            data["tax_user_set"] = None if marks in _EMPTY_JSON else json.loads(marks)
        self.__dict__ = data

    @property
    def date(self) -> datetime:
        when = self.__dict__["raw_date"]
        if isinstance(when, str):
            when = datetime.fromisoformat(when)
        return when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)  # type: ignore[no-any-return]


def rederive_tax(
    session: Session,
    ctx: AccountContext,
    *,
    transaction_ids: Sequence[str] | Select[Any] | None = None,
    category_ids: Sequence[str] | None = None,
) -> int:
    """Re-derive stored rows (all of the account's, or those with these ids or in these categories)
    after an input changed elsewhere: a rules run or undo, categorise, a category's own flags, the tax
    profile. Set-based: reads in groups, writes only the rows whose values change. Returns that count.
    ``transaction_ids`` may be a selectable of one id column: the rows are then filtered by it in the
    database, never loaded as a list."""
    session.flush()
    deriver = TaxDeriver(session, ctx)
    sqlite = session.get_bind().dialect.name == "sqlite"
    # SQLite: rows are found and written by rowid in rowid order (sequential pages, no id-index
    # look-ups); elsewhere by id.
    key: Any = literal_column("transactions.rowid") if sqlite else _T.c.id
    query = select(
        key,
        *(_stored(name, sqlite) for name in _STORED),
    ).where(_T.c.account_id == ctx.account_id)
    wanted: set[str] | None = None
    groups: list[Any]
    if isinstance(transaction_ids, Select):
        groups = [query.where(_T.c.id.in_(transaction_ids))]
    elif transaction_ids is not None:
        ids = sorted(set(transaction_ids))
        total = session.execute(
            select(func.count()).select_from(_T).where(_T.c.account_id == ctx.account_id)
        ).scalar_one()
        if len(ids) * _SCAN_FRACTION >= total:  # most of the account: one sequential scan, filtered here
            wanted = set(ids)
            groups = [query.add_columns(_T.c.id)]
        else:
            groups = [query.where(_T.c.id.in_(ids[i : i + _GROUP])) for i in range(0, len(ids), _GROUP)]
    elif category_ids is not None:
        groups = [query.where(_T.c.category_id.in_(list(category_ids)))]
    else:
        groups = [query]
    write = (
        update(_T)
        .where(key == bindparam("_key"))
        .values(
            is_tax_deductible=bindparam("_deductible"),
            business_use_percentage=bindparam("_share"),
            gst_treatment=bindparam("_treatment"),
            gst_amount=bindparam("_gst"),
        )
    )
    changed = 0
    for group in groups:
        for page in session.execute(group.execution_options(yield_per=_READ_PAGE)).partitions():
            updates = _rederive_page(deriver, page, wanted)
            if updates and sqlite:
                session.execute(write, updates)
            elif updates:
                _write_postgres(session, ctx, updates)
            changed += len(updates)
    rederive_parts(session, ctx, deriver, transaction_ids=transaction_ids, category_ids=category_ids)
    return changed


#: The columns the tax derivation writes, in the order ``stored_tax_fields`` returns them.
TAX_COLUMNS = ("is_tax_deductible", "business_use_percentage", "gst_treatment", "gst_amount")


def _write_postgres(session: Session, ctx: AccountContext, updates: list[dict[str, Any]]) -> None:
    """PostgreSQL: a page's changed rows in one ``UPDATE`` statement (``update_transactions_postgres``),
    since an ``executemany`` fired the statement-level stats trigger once per row. Money and rates
    go as the stored integers the columns' own types would bind."""
    dialect = session.get_bind().dialect
    share = cast(ScaledDecimal, _T.c.business_use_percentage.type)
    gst = cast(ScaledDecimal, _T.c.gst_amount.type)
    rows = [
        (
            u["_deductible"],
            share.process_bind_param(u["_share"], dialect),
            u["_treatment"],
            gst.process_bind_param(u["_gst"], dialect),
            u["_key"],
        )
        for u in updates
    ]
    update_transactions_postgres(session, ctx.account_id, {TAX_COLUMNS: rows}, datetime.now(UTC))


def stored_tax_fields(
    deriver: TaxDeriver, row: Any
) -> tuple[bool, Decimal | None, str | None, Decimal | None]:
    """A stored row's derived tax fields (deductible, business share, GST treatment, GST amount).

    Rows without user-set tax fields take the plan shared by rows alike (the common case) instead of a
    full ``derive``; the rules' single pass calls this too, so both write the same values.
    """
    if row.tax_user_set:
        derived = deriver.derive(row, row.tax_user_set)
        return (
            derived.is_tax_deductible,
            derived.business_use_percentage,
            derived.gst_treatment,
            derived.gst_amount,
        )
    plan = deriver.plan(row)
    return (
        plan.is_tax_deductible,
        plan.business_use_percentage,
        plan.gst_treatment,
        gst_of(
            plan,
            amount=taxed_amount(row.amount, getattr(row, "gst_free_part", None)),
            included=bool(row.gst_included),
            currency=row.currency,
            user_value=row.gst_amount,
        ),
    )


def _rederive_page(deriver: TaxDeriver, page: Any, wanted: set[str] | None) -> list[dict[str, Any]]:
    """Derive one page of read rows: the writes (in key order) of those whose values change."""
    updates = []
    for values in page:
        if wanted is not None and values[-1] not in wanted:
            continue
        row: Any = _StoredRow(values)
        now = (row.is_tax_deductible, row.business_use_percentage, row.gst_treatment, row.gst_amount)
        new = stored_tax_fields(deriver, row)
        if now != new:
            updates.append(
                {
                    "_key": values[0],
                    "_deductible": new[0],
                    "_share": new[1],
                    "_treatment": new[2],
                    "_gst": new[3],
                }
            )
    updates.sort(key=lambda u: u["_key"])
    return updates
