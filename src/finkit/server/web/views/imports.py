"""Import: upload a bank file → preview (detected layout, first rows, duplicates, invalid rows) → commit
→ progress → the result, which links to the rows it added.

The preview is a dry run of the same core import; the file travels back with the commit form (base64
in a multipart form, so no server-side state is kept between the two steps). The commit runs in the
background (``core.imports.jobs``): a small file is finished before the page answers; a large one shows
a progress page that a "Refresh" link (and, with script, a poll of the same URL as JSON) follows.
"""

from __future__ import annotations

import base64
import binascii
from typing import Any

from starlette.responses import JSONResponse, Response

from finkit.core.errors import ValidationError
from finkit.core.imports.jobs import get_import_job, import_job_report, wait_for_import_job
from finkit.core.usecases.import_jobs import start_import_job
from finkit.core.usecases.imports import import_file
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
OPTION_FIELDS = ("format", "mapping", "date_format", "bank_account")
#: How long the commit waits before answering with the progress page: a usual statement is done by then.
QUICK_WAIT_SECONDS = 2.0


def _options(page: Page) -> dict[str, Any]:
    options: dict[str, Any] = {k: page.form[k].strip() for k in OPTION_FIELDS if page.form.get(k, "").strip()}
    options.setdefault("format", "auto")
    return options


def _upload(page: Page) -> tuple[str, bytes]:
    if "file" in page.files:
        return page.files["file"]
    encoded = page.form.get("content", "")
    if not encoded:
        raise ValidationError.for_field("file", "choose a bank file (CSV, OFX/QFX or QIF) to import")
    try:
        return page.form.get("file_name", "upload"), base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        raise ValidationError.for_field("content", "the file sent back with the form is damaged") from None


@routes.get("/import")
def import_form(page: Page) -> Response:
    from finkit.core.bank_accounts.service import list_bank_accounts

    accounts = list_bank_accounts(page.ctx, include_closed=False).accounts
    return page.render("import.html", accounts=accounts)


@routes.post("/import/preview")
def import_preview(page: Page) -> Response:
    """A dry run that keeps going past bad rows, so every problem is named before anything is written."""
    file_name, data = _upload(page)
    options = _options(page)
    report = import_file(page.ctx, data=data, file_name=file_name, dry_run=True, skip_invalid=True, **options)
    return page.render(
        "import_preview.html",
        report=report,
        options=options,
        file_name=file_name,
        content=base64.b64encode(data).decode(),
    )


@routes.post("/import/commit")
def import_commit(page: Page) -> Response:
    """All or nothing unless the person chose to skip the invalid rows; runs in the background."""
    file_name, data = _upload(page)
    job = start_import_job(
        page.ctx,
        data=data,
        file_name=file_name,
        skip_invalid=page.form.get("skip_invalid") == "on",
        options=_options(page),
    )
    wait_for_import_job(page.ctx, job.id, timeout=QUICK_WAIT_SECONDS)
    return redirect(f"/import/jobs/{job.id}")


@routes.get("/import/jobs/{id}")
def import_job_page(page: Page) -> Response:
    """While it runs: how far it is (HTML with a "Refresh" link, or JSON for the page's script). When
    done: the result, linking to the rows it added. Failed: the import's own error (nothing was written)."""
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
    report = import_job_report(page.ctx, job.id)  # raises the import's own error when it failed
    if report is None:
        return page.render("import_progress.html", job=job)
    return page.render("import_done.html", report=report)
