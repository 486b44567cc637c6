"""Domain events: written to an outbox in the same database transaction as the change that caused them,
then handed to in-process subscribers once that transaction commits (never for a rollback)."""

EVENT_TYPES = ("transaction.categorized", "expense.created", "receipt.processed")
