"""The curated namespace and the documentation stay complete."""

from __future__ import annotations

import re
from pathlib import Path

import finkit
from finkit.core.settings import Settings

ROOT = Path(__file__).parents[1]


def test_all_names_resolve() -> None:
    for name in finkit.__all__:
        assert getattr(finkit, name) is not None, name


def test_library_example_from_the_docstring(tmp_path: Path) -> None:
    with finkit.open(f"sqlite:///{tmp_path / 'lib.db'}") as fk:
        ctx = fk.context()
        finkit.transactions.create_transaction(
            ctx, data={"date": "2026-06-01", "description": "BP", "amount": "-45.50"}
        )
        page = finkit.transactions.list_transactions(ctx, {"fromDate": "2026-06-01"})
        assert page.pagination.total == 1 and page.transactions[0].type == "debit"


def test_every_setting_is_documented() -> None:
    documented = set(re.findall(r"`(FINKIT_[A-Z_]+)`", (ROOT / "docs" / "configuration.md").read_text()))
    for name in Settings.model_fields:
        assert f"FINKIT_{name.upper()}" in documented, (
            f"FINKIT_{name.upper()} missing from docs/configuration.md"
        )
