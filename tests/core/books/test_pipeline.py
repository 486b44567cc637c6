"""The write pipeline is one explicit, ordered list (finkit.core.pipeline.steps), and models.py
registers nothing: no service module is imported by importing the models."""

from __future__ import annotations

import subprocess
import sys
from decimal import Decimal
from pathlib import Path

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.pipeline import steps
from finkit.core.rules.service import create_rule
from finkit.core.usecases.transactions import create_transaction

SRC = Path(__file__).resolve().parents[3] / "src"


def test_models_import_no_service_module() -> None:
    probe = (
        "import sys, types, importlib.util\n"
        "spec = importlib.util.find_spec('finkit')\n"
        "pkg = types.ModuleType('finkit'); pkg.__path__ = list(spec.submodule_search_locations)\n"
        "sys.modules['finkit'] = pkg  # skip the curated public API, which imports the services\n"
        "import finkit.core.db.models\n"
        "print('\\n'.join(sorted(m for m in sys.modules if m.startswith('finkit.'))))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(SRC)},
    ).stdout.split()
    assert "finkit.core.transactions.models" in out
    services = [
        m for m in out if m.rsplit(".", 1)[-1] in {"service", "matching", "triggers", "imports", "steps"}
    ]
    # finkit.core.merchants' package __init__ re-exports its service (and that one the audit log): the
    # only services loaded, and neither registers anything. Everything that used to hook itself in is absent.
    assert set(services) <= {"finkit.core.merchants.service", "finkit.core.audit.service"}
    for hooked in (
        "finkit.core.bills.matching",
        "finkit.core.rules.triggers",
        "finkit.core.categorise.service",
        "finkit.core.category_sets.assignments",
        "finkit.core.expenses.service",
        "finkit.core.webhooks.imports",
        "finkit.core.transactions.service",
        "finkit.core.pipeline",
    ):
        assert hooked not in out


def test_the_steps_run_in_the_documented_order() -> None:
    assert [s.__name__ for s in steps.IMPORT_STEPS] == [
        "name_merchants",
        "mark_file_values",
        "apply_rules_to_import",
        "categorise_import",
        "fallback_categories",
        "derive_rows",
    ]
    assert [s.__name__ for s in steps.WRITE_STEPS] == [
        "normalise_written_merchant",
        "run_rules_on_write",
        "derive_written_tax",
        "match_on_write",
        "follow_category_change",
    ]


def test_rules_run_before_tax_is_derived_on_a_manual_write(ctx: AccountContext) -> None:
    # The rule sets the category on create; the tax derived afterwards is that category's.
    create_rule(
        ctx,
        data={
            "name": "reece is tools",
            "triggers": ["create"],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "REECE"}]},
            "actions": [{"type": "setCategory", "category": "Tools & Equipment"}],
        },
    )
    tx = create_transaction(
        ctx, data={"date": "2025-09-01", "description": "REECE 5512 PENRITH", "amount": "-110.00"}
    )
    assert tx.category_id == find_category_by_name(ctx, "Tools & Equipment").id
    assert tx.is_tax_deductible and tx.gst_amount == Decimal("-10.00")
    assert tx.merchant  # step 1 named it from the description
