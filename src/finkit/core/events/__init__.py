"""Domain events: written to an outbox in the same database transaction as the change that caused them,
then handed to in-process subscribers once that transaction commits (never for a rollback)."""

#: ``tax.review.accepted`` is in-process only (not a webhook kind: ``webhooks.schemas.EventType``).
EVENT_TYPES = ("transaction.categorized", "expense.created", "receipt.processed", "tax.review.accepted")
