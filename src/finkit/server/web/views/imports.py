"""Import: upload a bank file → preview (detected layout, first rows, duplicates, invalid rows) → commit.

The preview is a dry run of the same core import; the file travels back with the commit form (base64
in a multipart form, so no server-side state is kept between the two steps).
"""

from __future__ import annotations

import base64
import binascii
from typing import Any

from starlette.responses import Response

from finkit.core.errors import ValidationError
from finkit.core.imports.pipeline import import_file
from finkit.server.web.pages import Page, PageRoutes

routes = PageRoutes()
OPTION_FIELDS = ("format", "mapping", "date_format")


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
    return page.render("import.html")


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
    """All or nothing unless the person chose to skip the invalid rows."""
    file_name, data = _upload(page)
    report = import_file(
        page.ctx,
        data=data,
        file_name=file_name,
        skip_invalid=page.form.get("skip_invalid") == "on",
        **_options(page),
    )
    return page.render("import_done.html", report=report)
