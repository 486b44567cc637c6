"""Round fourteen (the videographer's set, h27video): what people say plainly, read or asked, never a
figure for another reading. Invented rows: two contributions to a super fund (2 x 1,000.00), two purchases
at a camera shop (a lens 1,200.00 and a microphone 180.00), royalties paid in by a stock footage site
(2 x 300.00), fuel at a servo (3 x 80.00), and a bank's international transaction fees (2 x 3.00)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\s?\d")
ROWS = [
    *[(d, "BPAY HOSTPLUS SUPER CONTRIB", "HostPlus", "-1000.00", "Super Contributions") for d in ("2025-09-01", "2026-03-01")],
    ("2025-08-06", "CAMERA HOUSE HOBART LENS", "Camera House", "-1200.00", "Depreciating Assets"),
    ("2025-10-14", "CAMERA HOUSE HOBART MIC", "Camera House", "-180.00", "Tools & Equipment"),
    *[(d, "PAYPAL TRANSFER SHUTTERCLIP", "Shutterclip", "300.00", "Sales Income") for d in ("2025-11-03", "2026-02-03")],
    *[(d, "CALTEX SANDY BAY", "Caltex", "-80.00", "Fuel") for d in ("2025-08-10", "2025-09-10", "2025-10-10")],
    *[(d, "INTERNATIONAL TRANSACTION FEE", "", "-3.00", "Bank Fees") for d in ("2025-08-11", "2025-09-11")],
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "plain14", NOW)
    add_rows(ctx, ROWS)
    yield ctx


def _declined(text: str) -> bool:
    return "finkit" in text and not _MONEY.search(text) and "Here is what I can do" not in text


def test_what_an_account_or_fund_holds_is_declined_as_data_not_held(world: AccountContext) -> None:
    # "how much is in my <fund>" was read as the spending at the fund's payee (2,000.00 paid in)
    for text in ("how much is in my hostplus", "whats the balance of my netbank saver now"):
        reply = _ask(world, text)
        assert not reply.calls and _declined(reply.text), (text, reply.text)


def test_the_thing_bought_at_a_shop_of_several_purchases_is_asked(world: AccountContext) -> None:
    # "the camera house thing" points at one purchase (the lens or the microphone), never their total
    reply = _ask(world, "how much was the camera house thing")
    assert not _MONEY.search(reply.text) and "?" in reply.text, reply.text
