"""Categoriser accuracy on a held-out split of a realistic labelled dataset (bench/categorise_dataset.py).

    PYTHONPATH=src python bench/categorise_accuracy.py [--min-confidence 0.6]

The account's history (user-categorised rows) trains the classifier; the held-out rows are stored
uncategorised and the categoriser suggests for them exactly as ``finkit categorise`` does. Printed:
top-1 accuracy on what it assigns (target >= 90 %) and the share left unassigned (target <= 15 %),
overall and per kind of merchant (in the knowledge base / only in the history / in neither).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path

from sqlalchemy import insert

sys.path.insert(0, str(Path(__file__).parent))

from categorise_dataset import make_dataset

from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.categories.service import list_categories
from finkit.core.db.base import new_id
from finkit.core.db.engine import Database
from finkit.core.settings import load_settings
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.categorise import categorise_transactions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--min-confidence", default="0.6")
    args = parser.parse_args()
    history, held_out = make_dataset()
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(f"sqlite:///{tmp}/accuracy.db")
        settings = load_settings(data_dir=Path(tmp) / "data", secret_key="a" * 40)
        create_user(
            db, {"email": "acc@example.com", "password": "Sup3r-secret!", "firstName": "A", "lastName": "B"}
        )
        ctx = context_for_email(db, settings, "acc@example.com")
        ids = {c.name: c.id for c in list_categories(ctx)}
        start = datetime(2025, 7, 1, tzinfo=UTC)
        truth: dict[str, tuple[str, str]] = {}

        def row(n: int, item: object, categorised: bool) -> dict[str, object]:
            tx_id = new_id()
            amount = Decimal(item.amount)  # type: ignore[attr-defined]
            if not categorised:
                truth[tx_id] = (item.category, item.merchant_kind)  # type: ignore[attr-defined]
            return {
                "id": tx_id,
                "account_id": ctx.account_id,
                "date": start + timedelta(hours=n),
                "description": item.description,
                "amount": amount,
                "currency": "AUD",  # type: ignore[attr-defined]
                "type": "debit" if amount < 0 else "credit",
                "tags": [],
                "source": "csv",
                "category_id": ids[item.category] if categorised else None,  # type: ignore[attr-defined]
                "category_assigned_by": "user" if categorised else None,
                "category_locked": categorised,
                "is_tax_deductible": False,
                "gst_included": True,
                "needs_review": False,
                "created_at": start,
                "updated_at": start,
            }

        with db.session() as session:
            session.execute(insert(Transaction), [row(n, h, True) for n, h in enumerate(history)])
            session.execute(insert(Transaction), [row(n, h, False) for n, h in enumerate(held_out)])
        t0 = time.perf_counter()
        result = categorise_transactions(ctx, options={"minConfidence": args.min_confidence})
        elapsed = time.perf_counter() - t0
        names = {v: k for k, v in ids.items()}
        total, assigned, correct = Counter(), Counter(), Counter()
        for s in result.suggestions:
            label, kind = truth[s.transaction_id or ""]
            for key in (kind, "all"):
                total[key] += 1
                if (
                    s.category_id
                    and s.confidence is not None
                    and s.confidence >= Decimal(args.min_confidence)
                ):
                    assigned[key] += 1
                    correct[key] += names.get(s.category_id) == label
        print(
            f"dataset: {len(history)} history rows (training), {len(held_out)} held-out rows; "
            f"min confidence {args.min_confidence}; categorised in {elapsed:.1f} s"
        )
        for key, title in (
            ("kb", "merchants in the knowledge base"),
            ("seen", "local merchants only in history"),
            ("unseen", "merchants in neither"),
            ("all", "ALL"),
        ):
            accuracy = correct[key] / assigned[key] if assigned[key] else 0.0
            left = 1 - assigned[key] / total[key] if total[key] else 0.0
            line = f"{title:34s} n={total[key]:5d}  top-1 accuracy on assigned {accuracy:6.1%}  unassigned {left:6.1%}"
            if key == "all":
                line += "   (targets: >= 90% accuracy, <= 15% unassigned)"
            print(line)
        db.dispose()


if __name__ == "__main__":
    main()
