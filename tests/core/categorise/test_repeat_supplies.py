"""Round 24 (issue 26, fewer rows asked): a large purchase from a supplier the business buys from again and
again is the supply it repeats (materials, stock), not a depreciating asset: filed, not asked "a
depreciating asset, or a running expense?". One that stands out from the supplier's usual amounts, one from
a supplier bought from only a few times, and one from a supplier the person said some invoices of are
private are still asked. Invented rows: a Geelong joiner, not any test year's."""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

TIMBER = "INTERNET TRANSFER TO CORIO BAY TIMBER INV"
AMOUNTS = ("640.00", "1210.50", "880.20", "1390.00", "720.75", "1105.00", "960.40", "1240.10")
BIG = "4800.00"  # a panel saw among the timber orders: stands out, still asked
HARDWARE = "INTERNET TRANSFER TO BARWON HINGE CO INV 881"  # bought from twice: asked
PLYWOOD = "INTERNET TRANSFER TO GEELONG PLYWOOD INV"
PLY = ("1010.00", "845.00", "1150.00", "990.00", "1075.00", "930.00")


def _statement(rows: list[tuple[str, str, str]]) -> bytes:
    return ("Date,Amount,Description\n" + "".join(f"{d},-{a},{t}\n" for d, a, t in rows)).encode()


def _books(ctx: AccountContext, *, some_private: bool = False) -> tuple[dict[str, Any], set[str]]:
    timber: dict[str, Any] = {"name": "Corio Bay Timber", "supplies": "stock", "gstTreatment": "taxable"}
    if some_private:
        timber["someInvoicesPrivate"] = True
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "occupation": "joiner (kitchens, built-ins)",
            "suppliers": [
                timber,
                {"name": "Barwon Hinge Co", "supplies": "stock", "gstTreatment": "taxable"},
                {"name": "Geelong Plywood", "supplies": "stock", "gstTreatment": "taxable"},
            ],
        },
    )
    rows = [
        (f"{n + 3:02d}/{n % 12 + 1:02d}/2025", amount, f"{TIMBER} {7100 + n}")
        for n, amount in enumerate(AMOUNTS)
    ]
    rows += [
        ("20/10/2025", BIG, f"{TIMBER} 7199"),
        ("04/08/2025", "1320.00", HARDWARE),
        ("05/09/2025", "90.00", HARDWARE),
    ]
    rows += [(f"{n + 10:02d}/{n % 12 + 1:02d}/2025", a, f"{PLYWOOD} {500 + n}") for n, a in enumerate(PLY)]
    import_file(ctx, data=_statement(rows), file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    found = list_transactions(ctx, filters={"limit": 100}).transactions
    by_amount = {(t.description.split(" INV")[0], f"{-t.amount:.2f}"): t for t in found}
    return by_amount, {i for item in review_queue(ctx).items for i in item.transaction_ids}


def test_a_repeat_supplier_s_usual_large_invoices_are_filed_not_asked(ctx: AccountContext) -> None:
    rows, asked = _books(ctx)
    timber = TIMBER.split(" INV")[0]
    for amount in ("1210.50", "1390.00", "1105.00", "1240.10"):
        tx = rows[(timber, amount)]
        assert tx.category is not None and tx.category.name == "Materials & Stock", amount
        assert tx.id not in asked, amount
    assert rows[(timber, BIG)].id in asked  # more than twice the supplier's usual: maybe an asset
    assert rows[(HARDWARE.split(" INV")[0], "1320.00")].id in asked  # two purchases are no repeat supply


def test_a_later_invoice_is_read_against_the_supplier_s_stored_history(ctx: AccountContext) -> None:
    _books(ctx)
    import_file(
        ctx,
        data=_statement([("03/03/2026", "1180.00", f"{TIMBER} 7300")]),
        file_name="march.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    later = next(
        t
        for t in list_transactions(ctx, filters={"limit": 100}).transactions
        if t.description.endswith("7300")
    )
    assert later.id not in {i for item in review_queue(ctx).items for i in item.transaction_ids}


def test_a_supplier_some_of_whose_invoices_are_private_is_still_asked(ctx: AccountContext) -> None:
    rows, asked = _books(ctx, some_private=True)
    assert rows[(TIMBER.split(" INV")[0], "1390.00")].id in asked  # each purchase asked its share
    assert rows[(PLYWOOD.split(" INV")[0], "1150.00")].id not in asked  # the other supplier's repeat supply
