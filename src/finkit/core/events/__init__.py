"""Domain events: written to an outbox in the same database transaction as the change that caused them
(a rollback leaves none); the webhook worker delivers them after the commit."""

#: ``tax.review.accepted`` is recorded in the outbox only (not a webhook kind: ``webhooks.schemas.EventType``).
EVENT_TYPES = ("transaction.categorized", "expense.created", "receipt.processed", "tax.review.accepted")
