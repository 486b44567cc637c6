"""Accounts: the bank accounts money is in, with balances, the last reconciled date and any balance break
an import found; add, edit and close one; reconcile it with a balance read off the bank."""

from __future__ import annotations

from typing import Any

from starlette.responses import Response

from finkit.core.bank_accounts.models import BANK_ACCOUNT_TYPES
from finkit.core.bank_accounts.reconcile import compare_bank_account
from finkit.core.bank_accounts.schemas import ReconcileResult
from finkit.core.bank_accounts.service import (
    close_bank_account,
    create_bank_account,
    get_bank_account,
    list_bank_accounts,
    update_bank_account,
)
from finkit.core.errors import ConflictError, ValidationError
from finkit.core.usecases.bank_accounts import reconcile_bank_account
from finkit.server.web.form_errors import field_errors, in_dashboard_words
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
ACCOUNT_FIELDS = ("name", "type", "institution", "last4", "opening_balance", "opening_date")
RECONCILE_FIELDS = ("statement_balance", "date")


def _typed(page: Page, fields: tuple[str, ...]) -> dict[str, str]:
    return {name: page.form.get(name, "").strip() for name in fields}


def _body(values: dict[str, str], *, keep_blank: bool) -> dict[str, Any]:
    """The form's boxes as core's fields; a blank box is left out (add) or cleared (edit: institution,
    last four digits)."""
    camel = {"opening_balance": "openingBalance", "opening_date": "openingDate"}
    body: dict[str, Any] = {}
    for name, value in values.items():
        if value:
            body[camel.get(name, name)] = value
        elif keep_blank and name in ("institution", "last4"):
            body[name] = None
    return body


def _refused(error: ValidationError | ConflictError, fields: tuple[str, ...]) -> dict[str, str]:
    if isinstance(error, ConflictError):  # a name already used
        return {"name": in_dashboard_words(error.message)}
    return field_errors(error, known=dict.fromkeys(fields))


def _list(
    page: Page, *, errors: dict[str, str] | None = None, values: dict[str, str] | None = None
) -> Response:
    return page.render(
        "bank_accounts.html",
        status=400 if errors else 200,
        accounts=list_bank_accounts(page.ctx).accounts,
        types=BANK_ACCOUNT_TYPES,
        errors=errors or {},
        values=values or {"type": "everyday"},
    )


@routes.get("/accounts")
def accounts_page(page: Page) -> Response:
    return _list(page)


@routes.post("/accounts")
def add_account(page: Page) -> Response:
    values = _typed(page, ACCOUNT_FIELDS)
    try:
        made = create_bank_account(page.ctx, data=_body(values, keep_blank=False))
    except (ValidationError, ConflictError) as error:
        return _list(page, errors=_refused(error, ACCOUNT_FIELDS), values=values)
    return redirect(f"/accounts/{made.id}")


def _account(
    page: Page,
    *,
    errors: dict[str, str] | None = None,
    values: dict[str, str] | None = None,
    result: ReconcileResult | None = None,
    entered: dict[str, str] | None = None,
) -> Response:
    bank = get_bank_account(page.ctx, page.param("id"))
    shown = values or {
        "name": bank.name,
        "type": bank.type,
        "institution": bank.institution or "",
        "last4": bank.last4 or "",
        "opening_balance": "" if bank.opening_date is None else str(bank.opening_balance),
        "opening_date": bank.opening_date.isoformat() if bank.opening_date else "",
    }
    return page.render(
        "bank_account.html",
        status=400 if errors else 200,
        bank=bank,
        types=BANK_ACCOUNT_TYPES,
        errors=errors or {},
        values=shown,
        result=result,
        entered=entered or {},
    )


@routes.get("/accounts/{id}")
def account_page(page: Page) -> Response:
    """The account; after a reconciliation (post/redirect/get) its result, read again without a write."""
    params = page.request.query_params
    result = None
    if params.get("date") and params.get("statement_balance"):
        result = compare_bank_account(
            page.ctx,
            page.param("id"),
            data={"date": params["date"], "statementBalance": params["statement_balance"]},
        )
    entered = {"statement_balance": params.get("statement_balance", ""), "date": params.get("date", "")}
    return _account(page, result=result, entered=entered)


@routes.post("/accounts/{id}/edit")
def edit_account(page: Page) -> Response:
    values = _typed(page, ACCOUNT_FIELDS)
    try:
        bank = update_bank_account(page.ctx, page.param("id"), data=_body(values, keep_blank=True))
    except (ValidationError, ConflictError) as error:
        return _account(page, errors=_refused(error, ACCOUNT_FIELDS), values=values)
    return redirect(f"/accounts/{bank.id}")


@routes.post("/accounts/{id}/close")
def close_account(page: Page) -> Response:
    bank = close_bank_account(page.ctx, page.param("id"))
    return redirect(f"/accounts/{bank.id}")


@routes.post("/accounts/{id}/reconcile")
def reconcile_account(page: Page) -> Response:
    values = _typed(page, RECONCILE_FIELDS)
    try:
        result = reconcile_bank_account(
            page.ctx,
            page.param("id"),
            data={"statementBalance": values["statement_balance"], "date": values["date"]},
        )
    except ValidationError as error:
        errors = field_errors(error, known=dict.fromkeys(RECONCILE_FIELDS))
        return _account(
            page, errors={f"reconcile_{k}" if k else k: v for k, v in errors.items()}, entered=values
        )
    return redirect(
        f"/accounts/{result.bank_account_id}?date={result.date.isoformat()}"
        f"&statement_balance={result.statement_balance}#result-h"
    )
