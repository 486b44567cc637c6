"""Import: upload a bank file → preview (detected layout, first rows, duplicates, invalid rows) → commit
→ progress → the result, which links to the rows it added.

The preview stores the file once (``core.imports.staged``) and checks it with a dry run of the same core
import; the commit form names the stored file, so a file of any size the server accepts imports (it once
travelled back base64 in a hidden field and stopped at the form parser's 1 MB part limit). Both the
preview and the commit run in the background (``core.imports.jobs``): a usual statement is done before
the page answers; a large one shows a progress page that a "Refresh" link (and, with script, a poll of
the same URL as JSON) follows. Both answer with a redirect, so reloading never runs them again.
"""

from __future__ import annotations

from typing import Any

from starlette.responses import JSONResponse, Response

from finkit.core.bank_accounts.service import list_bank_accounts
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.imports.jobs import get_import_job, import_job_report, wait_for_import_job
from finkit.core.imports.staged import (
    StagedImport,
    discard_staged_import,
    get_staged_import,
    read_staged_import,
    stage_import,
)
from finkit.core.usecases.import_jobs import start_import_job
from finkit.core.usecases.review import import_payout_report, report_text
from finkit.server.web.form_errors import field_errors
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
OPTION_FIELDS = ("format", "mapping", "date_format", "bank_account")
#: How long the preview or commit waits before answering with the progress page: a usual statement is
#: done by then.
QUICK_WAIT_SECONDS = 2.0


def _options(page: Page) -> dict[str, Any]:
    options: dict[str, Any] = {k: page.form[k].strip() for k in OPTION_FIELDS if page.form.get(k, "").strip()}
    options.setdefault("format", "auto")
    return options


#: How the detected layout's keys read on the preview.
LAYOUT_WORDS = {
    "format": "Format",
    "delimiter": "Separator",
    "hasHeader": "Header row",
    "skipLines": "Lines skipped before the header",
    "encoding": "Text encoding",
    "dateFormat": "Dates",
    "decimalComma": "Decimal comma",
}
DELIMITERS = {",": "comma", ";": "semicolon", "\t": "tab", "|": "vertical bar"}
DATE_PARTS = {"%d": "day", "%m": "month", "%Y": "year", "%y": "year", "%b": "month name", "%B": "month name"}


def _date_words(fmt: str) -> str:
    parts = [DATE_PARTS[p] for p in ("%d", "%m", "%b", "%B", "%Y", "%y") if p in fmt]
    order = sorted(
        parts, key=lambda word: min(fmt.find(k) for k, v in DATE_PARTS.items() if v == word and k in fmt)
    )
    return f"{'/'.join(order)} ({fmt})" if order else fmt


def layout_lines(layout: dict[str, Any]) -> list[tuple[str, str]]:
    """The detected layout in words ("Amount: Amount (column 2)"), not a Python dict."""
    lines: list[tuple[str, str]] = []
    for key, value in layout.items():
        if key == "columns" and isinstance(value, dict):
            for field, where in value.items():
                if where:
                    text = ", ".join(where) if isinstance(where, list) else str(where)
                    lines.append((f"{field.capitalize()} column", text))
            continue
        if value is None or value == "":
            continue
        if isinstance(value, bool):
            text = "yes" if value else "no"
        elif key == "delimiter":
            text = DELIMITERS.get(str(value), repr(value))
        elif key == "dateFormat":
            text = _date_words(str(value))
        elif key == "format":
            text = str(value).upper()
        else:
            text = str(value)
        label = LAYOUT_WORDS.get(key) or key[:1].upper() + "".join(
            f" {c.lower()}" if c.isupper() else c for c in key[1:]
        )
        lines.append((label, text))
    return lines


#: The date formats the form offers (core also reads strptime patterns; these are the usual ones).
DATE_FORMATS = (
    ("DD/MM/YYYY", "day/month/year (31/12/2026)"),
    ("MM/DD/YYYY", "month/day/year (12/31/2026)"),
    ("YYYY-MM-DD", "year-month-day (2026-12-31)"),
    ("DD-MM-YYYY", "day-month-year (31-12-2026)"),
    ("DD.MM.YYYY", "day.month.year (31.12.2026)"),
    ("DD/MM/YY", "day/month/short year (31/12/26)"),
    ("MM/DD/YY", "month/day/short year (12/31/26)"),
)
#: A layout problem names the file's column; on this form it is fixed in these boxes.
LAYOUT_FIELDS = {
    "date": "date_format",
    "amount": "mapping",
    "description": "mapping",
    "debit": "mapping",
    "bankAccountId": "bank_account",
}
FORM_FIELDS = ("file", "format", "mapping", "date_format", "bank_account")


def _form(
    page: Page,
    *,
    errors: dict[str, str] | None = None,
    values: dict[str, Any] | None = None,
    staged: StagedImport | None = None,
) -> Response:
    return page.render(
        "import.html",
        status=400 if errors else 200,
        errors=errors or {},
        values=values or {},
        staged=staged,
        date_formats=DATE_FORMATS,
        accounts=list_bank_accounts(page.ctx, include_closed=False).accounts,
    )


def _refused(error: ValidationError) -> dict[str, str]:
    """The import's problems filed under this form's boxes (a row's problem stays with the file)."""
    moved = [
        FieldProblem(LAYOUT_FIELDS.get(p.field, p.field) if p.row is None else "file", p.message, p.row)
        for p in (error.fields or [FieldProblem("file", error.message)])
    ]
    return field_errors(ValidationError(error.message, fields=moved), known=dict.fromkeys(FORM_FIELDS))


@routes.get("/import")
def import_form(page: Page) -> Response:
    return _form(page)


@routes.post("/import/preview")
def import_preview(page: Page) -> Response:
    """Store the file once, then a dry run that keeps going past bad rows, so every problem is named
    before anything is written. A file kept from a refused preview (``staged``) is checked again with
    the new settings unless another file is chosen."""
    options = _options(page)
    kept = page.form.get("staged", "")
    if "file" in page.files and page.files["file"][1]:
        file_name, data = page.files["file"]
    elif kept:
        previous, data = read_staged_import(page.ctx, kept)
        file_name = previous.file_name
        discard_staged_import(page.ctx, kept)
    else:
        errors = {"file": "Choose a bank file (CSV, OFX/QFX or QIF) to import."}
        return _form(page, errors=errors, values=options)
    staged = stage_import(page.ctx, data=data, file_name=file_name, options=options)
    job = start_import_job(
        page.ctx,
        data=data,
        file_name=file_name,
        skip_invalid=True,
        options=options,
        dry_run=True,
        staged_id=staged.id,
    )
    wait_for_import_job(page.ctx, job.id, timeout=QUICK_WAIT_SECONDS)
    return redirect(f"/import/jobs/{job.id}")


@routes.post("/import/commit")
def import_commit(page: Page) -> Response:
    """All or nothing unless the person chose to skip the invalid rows; runs in the background."""
    staged_id = page.form.get("staged", "")
    if not staged_id:
        raise ValidationError.for_field("file", "choose a bank file (CSV, OFX/QFX or QIF) to import")
    staged, data = read_staged_import(page.ctx, staged_id)
    job = start_import_job(
        page.ctx,
        data=data,
        file_name=staged.file_name,
        skip_invalid=page.form.get("skip_invalid") == "on",
        options=staged.options,
        staged_id=staged.id,
    )
    wait_for_import_job(page.ctx, job.id, timeout=QUICK_WAIT_SECONDS)
    return redirect(f"/import/jobs/{job.id}")


@routes.get("/import/jobs/{id}")
def import_job_page(page: Page) -> Response:
    """While it runs: how far it is (HTML with a "Refresh" link, or JSON for the page's script). When
    done: the preview (a dry run) or the result, linking to the rows it added. Failed: the import's own
    error (nothing was written)."""
    job = get_import_job(page.ctx, page.param("id"))
    if page.wants_json():
        return JSONResponse(
            {
                "success": True,
                "status": job.status,
                "stage": job.stage,
                "percent": job.percent,
                "bytesRead": job.bytes_read,
                "bytesTotal": job.bytes_total,
            }
        )
    try:
        report = import_job_report(page.ctx, job.id)  # raises the import's own error when it failed
    except ValidationError as error:
        if not (job.dry_run and job.staged_id):
            raise
        staged = get_staged_import(page.ctx, job.staged_id)  # the file is kept for another try
        return _form(page, errors=_refused(error), values=staged.options, staged=staged)
    if report is None:
        return page.render("import_progress.html", job=job)
    if job.dry_run and job.staged_id:
        staged = get_staged_import(page.ctx, job.staged_id)
        return page.render(
            "import_preview.html",
            report=report,
            staged=staged,
            file_name=staged.file_name,
            layout=layout_lines(report.layout),
        )
    return page.render("import_done.html", report=report)


@routes.post("/import/payouts")
def import_payouts(page: Page) -> Response:
    """A processor's payout report: every payout it lists answered as the review would
    (``usecases.review.import_payout_report``); a problem is shown on the import form, nothing written."""
    if "payout_report" not in page.files or not page.files["payout_report"][1]:
        return _form(page, errors={"file": "Choose the processor's payout report (CSV)."})
    _, data = page.files["payout_report"]
    try:
        done = import_payout_report(
            page.ctx,
            text=report_text(data),
            processor=page.form.get("processor", "").strip() or None,
            fee_gst=page.form.get("fee_gst", "").strip() or None,
        )
    except ValidationError as error:
        return _form(page, errors={"file": f"Payout report: {error.message}"})
    return page.render("import_payouts.html", done=done)
