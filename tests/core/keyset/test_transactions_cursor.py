"""Cursor pages of the transaction list: the same rows as numbered pages, in the same order, with no
row twice or missing, even where many rows share a date; a forged or foreign cursor is refused."""

from __future__ import annotations

import base64
import json

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.keyset import decode_cursor, encode_cursor
from finkit.core.usecases.transactions import create_transaction, list_transactions

DESCRIPTIONS = [
    "WOOLWORTHS 1234 SYDNEY REF88123",
    "BP PARRAMATTA 0456 CARD xx1234",
    "SALARY ACME PTY LTD REF 55021",
    "NETFLIX.COM 866-579-7172",
    "BUNNINGS 6789 ALEXANDRIA",
    "COLES 0871 NEWTOWN",
    "UBER *TRIP HELP.UBER.COM",
]


def _seed(ctx: AccountContext, count: int) -> None:
    for n in range(count):
        create_transaction(
            ctx,
            data={
                # Three dates only: most rows tie on date, so paging must break ties by id.
                "date": f"2026-06-0{1 + n % 3}",
                "description": f"{DESCRIPTIONS[n % len(DESCRIPTIONS)]} #{n}",
                "amount": "2500.00" if n % 7 == 2 else f"-{10 + n}.45",
            },
        )


def _walk(ctx: AccountContext, **filters: object) -> list[str]:
    page = list_transactions(ctx, {"limit": 4, **filters})
    ids = [t.id for t in page.transactions]
    while page.next_cursor:
        page = list_transactions(ctx, {"limit": 4, "cursor": page.next_cursor, **filters})
        ids += [t.id for t in page.transactions]
    return ids


def test_cursor_pages_cover_the_list_once_in_order(ctx: AccountContext, other_ctx: AccountContext) -> None:
    _seed(ctx, 17)
    _seed(other_ctx, 5)
    everything = [t.id for t in list_transactions(ctx, {"limit": 200}).transactions]
    assert len(everything) == 17
    assert _walk(ctx) == everything
    numbered = [
        t.id for page in range(1, 6) for t in list_transactions(ctx, {"limit": 4, "page": page}).transactions
    ]
    assert numbered == everything


def test_numbered_pages_hand_over_to_cursors(ctx: AccountContext) -> None:
    _seed(ctx, 10)
    first = list_transactions(ctx, {"limit": 4, "page": 2})
    assert first.next_cursor is not None
    rest = list_transactions(ctx, {"limit": 200, "cursor": first.next_cursor})
    everything = [t.id for t in list_transactions(ctx, {"limit": 200}).transactions]
    assert [t.id for t in rest.transactions] == everything[8:]
    assert rest.next_cursor is None
    assert list_transactions(ctx, {"limit": 4, "page": 3}).next_cursor is None


def test_cursor_keeps_the_filters_and_the_exact_total(ctx: AccountContext) -> None:
    _seed(ctx, 21)
    credits = [t.id for t in list_transactions(ctx, {"limit": 200, "type": "credit"}).transactions]
    assert len(credits) == 3
    assert _walk(ctx, type="credit") == credits
    page = list_transactions(ctx, {"limit": 1, "type": "credit"})
    assert page.next_cursor is not None
    following = list_transactions(ctx, {"limit": 1, "type": "credit", "cursor": page.next_cursor})
    assert following.pagination.total == 3


def test_a_cursor_never_reaches_another_account(ctx: AccountContext, other_ctx: AccountContext) -> None:
    _seed(ctx, 6)
    _seed(other_ctx, 6)
    cursor = list_transactions(ctx, {"limit": 2}).next_cursor
    theirs = {t.id for t in list_transactions(other_ctx, {"limit": 200}).transactions}
    page = list_transactions(other_ctx, {"limit": 200, "cursor": cursor})
    assert {t.id for t in page.transactions} <= theirs


def _refused(ctx: AccountContext, **filters: object) -> str:
    with pytest.raises(ValidationError) as caught:
        list_transactions(ctx, {"limit": 2, **filters})
    assert [p.field for p in caught.value.fields] == ["cursor"]
    return caught.value.fields[0].message


def test_malformed_edited_and_foreign_cursors_are_refused_naming_cursor(ctx: AccountContext) -> None:
    _seed(ctx, 5)
    good = list_transactions(ctx, {"limit": 2}).next_cursor
    assert good is not None
    payload, _, mac = good.partition(".")
    key = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    key[1][0] = "2030-01-01T00:00:00+00:00"  # an edited sort key under the old MAC
    edited = base64.urlsafe_b64encode(json.dumps(key).encode()).decode().rstrip("=") + "." + mac
    for bad in ("abc", "not.base64!", good[:-2], good + "x", edited, "." + mac, "🙂"):
        _refused(ctx, cursor=bad)
    foreign = encode_cursor(ctx, "expenses", ["2026-06-01T00:00:00+00:00", "x"])
    _refused(ctx, cursor=foreign)
    assert "page" in _refused(ctx, cursor=good, page=2)


def test_cursor_types_are_checked(ctx: AccountContext) -> None:
    from datetime import datetime

    naive = encode_cursor(ctx, "transactions", ["2026-06-01T00:00:00", "id"])
    with pytest.raises(ValidationError):
        decode_cursor(ctx, "transactions", naive, (datetime, str))
    wrong = encode_cursor(ctx, "transactions", ["2026-06-01T00:00:00+00:00", 7])
    with pytest.raises(ValidationError):
        decode_cursor(ctx, "transactions", wrong, (datetime, str))
    assert decode_cursor(ctx, "transactions", None, (datetime, str)) is None
