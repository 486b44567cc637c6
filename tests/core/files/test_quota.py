"""The storage quota (issue 24 item 6) through the library: measured on every stored file, enforced per
plan with the limit in the error, nothing stored when refused, and freed by deleting a file."""

from __future__ import annotations

import os

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, StorageQuotaExceededError
from finkit.core.files.service import delete_file, list_files, store_file
from finkit.core.receipts.service import add_receipt
from finkit.core.subscription import plans
from finkit.core.subscription.service import get_subscription
from tests.sample_files import text_pdf


def _text(size: int) -> bytes:
    """``size`` bytes of plain text no other call makes (stored content is deduplicated by hash)."""
    line = os.urandom(16).hex().encode() + b"\n"
    return (line * (size // len(line) + 1))[:size]


@pytest.fixture
def small_free_plan(monkeypatch: pytest.MonkeyPatch) -> int:
    limit = 10_000
    monkeypatch.setitem(plans.PLANS, "free", plans.Plan("free", 60, 50, limit))
    return limit


def test_storage_bytes_reports_every_stored_file(ctx: AccountContext) -> None:
    assert get_subscription(ctx).usage.storage_bytes == 0
    store_file(ctx, data=_text(3000), file_name="notes.txt", purpose="assistant")
    add_receipt(ctx, data=text_pdf(), file_name="receipt.pdf")
    used = get_subscription(ctx).usage.storage_bytes
    assert used == 3000 + len(text_pdf())
    assert used == sum(f.size for f in list_files(ctx))


def test_a_file_past_the_plan_limit_is_refused_with_the_limit(
    ctx: AccountContext, small_free_plan: int
) -> None:
    store_file(ctx, data=_text(6000), file_name="a.txt")
    with pytest.raises(StorageQuotaExceededError) as refused:
        store_file(ctx, data=_text(5000), file_name="b.txt")
    error = refused.value
    assert "free plan stores up to" in error.message
    assert error.details() == {"limitBytes": small_free_plan, "usedBytes": 6000, "tier": "free"}
    assert [f.original_name for f in list_files(ctx)] == ["a.txt"]
    assert get_subscription(ctx).usage.storage_bytes == 6000


def test_the_same_bytes_again_cost_nothing_and_exactly_the_limit_fits(
    ctx: AccountContext, small_free_plan: int
) -> None:
    data = _text(small_free_plan)
    first = store_file(ctx, data=data, file_name="full.txt")
    assert store_file(ctx, data=data, file_name="again.txt").id == first.id
    assert get_subscription(ctx).usage.storage_bytes == small_free_plan


def test_deleting_a_file_frees_its_storage(ctx: AccountContext, small_free_plan: int) -> None:
    big = store_file(ctx, data=_text(9000), file_name="big.txt")
    with pytest.raises(StorageQuotaExceededError):
        store_file(ctx, data=_text(2000), file_name="next.txt")
    delete_file(ctx, big.id)
    assert get_subscription(ctx).usage.storage_bytes == 0
    assert store_file(ctx, data=_text(2000), file_name="next.txt").size == 2000


def test_a_receipt_over_the_quota_is_refused_and_its_file_is_not_deletable_while_used(
    ctx: AccountContext, other_ctx: AccountContext, small_free_plan: int
) -> None:
    receipt = add_receipt(ctx, data=text_pdf(), file_name="r.pdf")
    with pytest.raises(ConflictError, match="delete the receipt first"):
        delete_file(ctx, receipt.file.id)
    store_file(other_ctx, data=_text(9000), file_name="other.txt")  # another account's use is its own
    with pytest.raises(StorageQuotaExceededError):
        add_receipt(
            ctx,
            data=text_pdf(["TAX INVOICE", "Total $12.00", "Date: 01/02/2026", "x" * 9000]),
            file_name="big.pdf",
        )
