"""File imports as background jobs (``finkit.core.imports.jobs``), through the write pipeline.

Apart from ``usecases.imports`` so that ``finkit import`` does not load the job machinery.
"""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.imports import jobs
from finkit.core.imports.jobs import ImportJobRead
from finkit.core.usecases.imports import PIPELINE

__all__ = ["start_import_job"]


def start_import_job(
    ctx: AccountContext,
    *,
    data: bytes,
    file_name: str,
    skip_invalid: bool = False,
    options: dict[str, Any] | None = None,
    dry_run: bool = False,
    staged_id: str | None = None,
) -> ImportJobRead:
    """Start importing ``data`` in a background thread (``finkit.core.imports.jobs``): poll
    ``get_import_job``; ``wait_for_import_job`` blocks until it ends. ``dry_run``: a preview with the
    same progress, nothing written; ``staged_id``: the staged file ``data`` came from."""
    return jobs.start_import_job(
        ctx,
        data=data,
        file_name=file_name,
        skip_invalid=skip_invalid,
        options=options,
        steps=PIPELINE,
        dry_run=dry_run,
        staged_id=staged_id,
    )
