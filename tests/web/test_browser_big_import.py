"""A file over 2 MB imported through the browser (Debian's Chromium, Playwright) against a real uvicorn:
apart from the other walks of ``test_browser_daily.py`` (whose server and browser it shares: ``tests/web/conftest.py``),
so the suite's workers run the two side by side.

What it shows is a file's size in bytes going through the browser's form, the stored preview and the
commit, not how long many rows take: 5,000 rows with a long bank narrative each (as some banks export)
make the same 2 MB that 50,000 short rows made, for a tenth of the rows to check, categorise and write
(~20 s of the suite). The row cap (``core/imports/row_cap.py``) is ``tests/core/imports/test_row_cap.py``'s;
a 50,000-row import's speed is ``bench/write_lock_bench.py --rows 50000``'s."""

from __future__ import annotations

import re
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.web.test_browser_daily import Walk, expect

pytestmark = pytest.mark.slow
ROWS = 5_000
#: A long narrative, as some banks export one (~420 characters; a description keeps 500): the bytes are
#: the subject, so the file passes 2 MB with a tenth of the rows.
NARRATIVE = " ".join(["PURCHASE AUTHORISED ON CARD XX4829 AT TERMINAL"] * 9)


def _big_statement(path: Path, rows: int) -> Path:
    start = date(2022, 7, 1)
    shops = ["WOOLWORTHS 1234 NEWTOWN", "BP CONNECT 0412", "UBER *TRIP", "OFFICEWORKS 0345", "CAFE MILANO"]
    lines = ["Date,Amount,Description"]
    for n in range(rows):
        day = start + timedelta(days=n % 1400)
        cents = 100 + (n * 7919) % 30000
        amount = f"{cents // 100}.{cents % 100:02d}" if n % 10 == 0 else f"-{cents // 100}.{cents % 100:02d}"
        lines.append(f"{day.isoformat()},{amount},{shops[n % len(shops)]} REF {n} {NARRATIVE}")
    path.write_text("\n".join(lines) + "\n")
    return path


def test_a_2mb_file_imports_through_the_browser(server: str, browser: object, tmp_path: Path) -> None:
    """2 MB: over the old 1 MB form-part limit twice. The preview stores it once, checks it in the
    background (progress page), and the commit names the stored file; the result links to the rows."""
    walk = Walk(browser, server, "big@example.com")
    page = walk.page
    big = _big_statement(tmp_path / "big.csv", ROWS)
    assert big.stat().st_size > 2 * 1024 * 1024
    page.goto("/import")
    page.get_by_label("Bank file").set_input_files(str(big))
    page.get_by_role("button", name="Preview").click()
    # The progress page shows while the check takes longer than the server's quick wait (2 s); a fast
    # machine may finish first and answer with the preview itself.
    expect(page.get_by_role("heading", name=re.compile(r"^(Checking|Preview:) big\.csv$"))).to_be_visible()
    walk.shot("import-checking")
    expect(page.get_by_role("heading", name="Preview: big.csv")).to_be_visible(timeout=300_000)
    expect(page.get_by_text(f"{ROWS}", exact=True).first).to_be_visible()
    walk.shot("import-preview-big")
    page.get_by_role("button", name=f"Import {ROWS} rows").click()
    expect(
        page.get_by_role("heading", name=re.compile(rf"^(Importing big\.csv|Imported {ROWS} rows)$"))
    ).to_be_visible()
    walk.shot("import-progress-big")
    expect(page.get_by_role("heading", name=f"Imported {ROWS} rows")).to_be_visible(timeout=600_000)
    page.get_by_role("link", name="See the imported rows").click()
    expect(page.get_by_text(re.compile(rf"^{ROWS} transactions"))).to_be_visible()
    walk.shot("import-rows-big")
