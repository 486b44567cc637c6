"""The one ordered write pipeline: every change to transactions is settled here.

``settle(session, ctx, changes)`` (``finkit.core.pipeline.settle``) is the one door: the use-case layer
(``finkit.core.usecases``) calls it with the ``ChangeSet`` (``finkit.core.changes``) an area's write
returned. The steps and their order are in ``finkit.core.pipeline.steps`` (read that one file). No area
imports this package. docs/decisions/0017-write-pipeline.md says why it is shaped this way.
"""

from finkit.core.pipeline.settle import Settled, settle
from finkit.core.pipeline.steps import (
    before_category_delete,
    before_transaction_delete,
    prepare_import_chunk,
    release_transactions,
)

__all__ = [
    "Settled",
    "before_category_delete",
    "before_transaction_delete",
    "prepare_import_chunk",
    "release_transactions",
    "settle",
]
