"""Transfer pairs: ``transactions.transfer_counterpart_id`` and ``transactions.transfer_state``.

Money moved between two of a holder's own bank accounts is two rows, one in each account; each names the
other in ``transfer_counterpart_id``. ``transfer_state`` says what finkit knows of a row that is not
paired: ``review`` (it reads like a transfer to one of the holder's accounts but its other side is not
found, or two rows could be it) or ``unpaired`` (the holder unpaired it: never paired automatically
again). Both columns are plain nullable columns added in place (no table rebuild, no backfill): no
foreign key, because deleting a row lets its counterpart go through the pipeline's delete steps
(``bank_accounts.transfers.unpair_deleted_transaction``), and a self-referencing key would make every
bulk delete look each row up.

Revision ID: 0029_transfer_pairs
Revises: 0028_reconcile
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0029_transfer_pairs"
down_revision: str | Sequence[str] | None = "0028_reconcile"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("transactions", sa.Column("transfer_counterpart_id", sa.String(length=36), nullable=True))
    op.add_column("transactions", sa.Column("transfer_state", sa.String(length=10), nullable=True))


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("ALTER TABLE transactions DROP COLUMN transfer_state")
        op.execute("ALTER TABLE transactions DROP COLUMN transfer_counterpart_id")
    else:
        op.drop_column("transactions", "transfer_state")
        op.drop_column("transactions", "transfer_counterpart_id")
