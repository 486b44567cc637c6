"""``settle`` picks its steps from what changed (``settle.SETTLE_STEPS``), in the documented order."""

from __future__ import annotations

import importlib

from sqlalchemy import select

from finkit.core.changes import ChangeSet
from finkit.core.transactions.models import Transaction

#: The module (the package's ``settle`` attribute is the function it exports).
settle_module = importlib.import_module("finkit.core.pipeline.settle")


def names(changes: ChangeSet) -> list[str]:
    return [step.__name__ for step in settle_module.steps_for(changes)]


def test_a_single_write_runs_the_row_steps_then_the_events() -> None:
    change = ChangeSet(origin="user", created=["t1"], written=[object()], category_before={"t1": None})
    assert names(change) == ["write_steps", "publish_events"]


def test_a_bulk_category_change_derives_tax_moves_primaries_and_publishes() -> None:
    assert names(ChangeSet(origin="user", changed={"category": ["t1"]})) == [
        "derive_stored_tax",
        "follow_categories",
        "publish_events",
    ]


def test_bank_feeds_and_rules_runs_publish_nothing() -> None:
    assert "publish_events" not in names(ChangeSet(origin="feed", created=["t1"], imported=[object()]))
    assert names(ChangeSet(origin="rule_run", run_id="r1")) == ["derive_run_tax"]
    assert names(ChangeSet(origin="rule_run", run_id="r1", tax_derived=True)) == []  # the single pass did it


def test_a_merchant_rename_and_a_profile_change_derive_tax_only() -> None:
    ids = select(Transaction.id).where(Transaction.merchant == "Bunnings")  # a selectable: never loaded
    assert names(ChangeSet(origin="merchant", changed={"merchant": ids})) == ["derive_stored_tax"]
    assert names(ChangeSet(origin="profile", all_rows=True)) == ["derive_stored_tax"]


def test_an_empty_change_settles_nothing() -> None:
    assert ChangeSet(origin="user").empty
    assert not ChangeSet(origin="merchant", changed={"merchant": select(Transaction.id)}).empty


def test_changed_ids_are_derived_once() -> None:
    change = ChangeSet(origin="feed", changed={"amount": ["b", "a"], "date": ["a", "b"], "other": ["c"]})
    assert change.tax_ids() == [["a", "b"]]


def test_links_an_undo_put_back_refresh_their_search_entries_before_the_events() -> None:
    change = ChangeSet(origin="user", created=["t1"], restored_links={"bills": ["b1"]})
    assert names(change) == ["derive_stored_tax", "refresh_restored_links"]
