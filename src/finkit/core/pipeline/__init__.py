"""The one ordered write pipeline: every path that creates or changes transactions runs it.

The steps and their order are in ``finkit.core.pipeline.steps`` (read that one file); the tax
derivation step's batch forms are in ``finkit.core.pipeline.tax``. docs/decisions/0017-write-pipeline.md
says why it is shaped this way.
"""

from finkit.core.pipeline.steps import (
    after_bulk_change,
    after_import_chunk,
    after_rules_run,
    after_write,
    before_category_delete,
    before_transaction_delete,
    prepare_import_chunk,
)
from finkit.core.pipeline.tax import rederive_tax

__all__ = [
    "after_bulk_change",
    "after_import_chunk",
    "after_rules_run",
    "after_write",
    "before_category_delete",
    "before_transaction_delete",
    "prepare_import_chunk",
    "rederive_tax",
]
