"""``ChangeSet``: what one write did to an account's transactions, handed to the pipeline's ``settle``.

An area's write function does its own work and returns a ``ChangeSet``; the use-case layer
(``finkit.core.usecases``) hands it to ``finkit.core.pipeline.settle``, which picks the steps that follow
from what changed (merchant, categorise, tax, bills, category-set assignments, events). Areas import
this module, never the pipeline: it imports nothing of finkit, so it closes no import cycle.

Ids are either a sequence of transaction ids or a SQL selectable of one id column (``select(T.c.id)
.where(...)``), so a change over a million rows never loads them into memory.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from sqlalchemy import Select

#: Who made the change. Events follow it: bank-feed rows never publish, a rules run is logged in its
#: run instead of published (``finkit.core.pipeline.settle.EVENT_ORIGINS``).
Origin = Literal[
    "user",  # a person's own write: create, edit, delete, bulk categorise, category-set assignment
    "import",  # a bank file
    "feed",  # a bank feed sync
    "integration",  # the Integration API's batches
    "review",  # a tax review decision
    "categorise",  # categorise --apply (knowledge base and model)
    "rule_run",  # rules run (both engines)
    "rule_undo",  # undo of a run
    "category",  # a category's own tax flags changed, or the category was deleted
    "category_set",  # a category-set assignment moved a transaction's primary category
    "merchant",  # a merchant rename or the merchant backfill
    "profile",  # the tax profile changed
    "demo",  # the demo seed
]

#: Inputs a write may change. ``tax_inputs`` covers the GST rate and inclusion and the user's own
#: tax fields; any of these but ``other`` means the tax treatment is derived again.
Field = Literal["category", "merchant", "amount", "date", "description", "tax_inputs", "other"]

#: Fields the tax derivation reads (``finkit.core.tax.treatment.derive_tax``).
TAX_INPUTS: frozenset[str] = frozenset(
    {"category", "merchant", "amount", "date", "description", "tax_inputs"}
)

#: Transaction ids: a list in memory, or a selectable of one id column.
Ids = Sequence[str] | Select[Any]


@dataclass(frozen=True)
class ChangeSet:
    """What a write changed. Empty parts are empty; ``settle`` runs only the steps they call for.

    ``written``: the ORM rows a single write holds in memory (a manual create or edit), so the per-row
    steps work on them without reading them back; ``category_before`` maps those rows' ids to the
    category they had (``None`` for a new row), which decides the ``transaction.categorized`` event.
    ``imported``: an import or feed chunk's rows, already through the pipeline's row steps before their
    set-based insert (``batch_id`` names the import). ``all_rows``: every row of the account may derive
    differently (the tax profile changed). ``categories``: rows in these categories may derive
    differently (a category's own tax flags changed). ``run_id``: a rules run or its undo, whose log
    names the rows (and ``undone`` says which). ``tax_derived``: the writer derived the changed rows' tax
    treatment in its own write (the rules' single pass), so the tax step has nothing left to do.
    ``restored_links``: rows of other areas an undo put back (table -> ids: a bill whose due date
    moved on again), whose derived entries (a bill's search entry) follow.
    """

    origin: Origin
    created: Ids = ()
    changed: Mapping[Field, Ids] = field(default_factory=dict)
    deleted: Sequence[str] = ()
    written: Sequence[Any] = ()
    category_before: Mapping[str, str | None] = field(default_factory=dict)
    imported: Sequence[Any] = ()
    batch_id: str | None = None
    all_rows: bool = False
    categories: Sequence[str] = ()
    run_id: str | None = None
    undone: bool = False
    tax_derived: bool = False
    restored_links: Mapping[str, Sequence[str]] = field(default_factory=dict)

    def touches(self, *fields: Field) -> bool:
        """Whether any of these fields changed on some row."""
        return any(_nonempty(self.changed.get(f, ())) for f in fields)

    def tax_ids(self) -> list[Ids]:
        """Stored rows whose tax treatment must be derived again: created rows not already derived, and
        rows with a changed tax input. Lists are merged into one (each id once); selectables stay apart."""
        sources: list[Ids] = []
        if _nonempty(self.created) and not self.imported:
            sources.append(self.created)
        sources.extend(ids for name, ids in self.changed.items() if name in TAX_INPUTS and _nonempty(ids))
        listed = sorted({i for ids in sources if not isinstance(ids, Select) for i in ids})
        return [ids for ids in sources if isinstance(ids, Select)] + ([listed] if listed else [])

    @property
    def empty(self) -> bool:
        return not (
            _nonempty(self.created)
            or any(_nonempty(ids) for ids in self.changed.values())
            or self.deleted
            or self.written
            or self.imported
            or self.all_rows
            or self.categories
            or self.run_id
            or any(self.restored_links.values())
        )


def _nonempty(ids: Any) -> bool:
    """A selectable may name rows (it is not counted here); a sequence names rows when not empty."""
    if isinstance(ids, Sequence):
        return len(ids) > 0
    return ids is not None


__all__ = ["TAX_INPUTS", "ChangeSet", "Field", "Ids", "Origin"]
