"""The activity log in words: ``transaction.categorise_bulk`` reads "Categorised transactions together",
``api_key`` as actor reads "an API key". Display only: the log itself keeps its codes (REST and the CLI
show them), and an unknown code still reads sensibly ("Webhook: rotate secret")."""

from __future__ import annotations

from typing import Any

from finkit.core.audit.service import AuditEntry

#: Whole codes with their own sentence.
PHRASES = {
    "auth.login": "Signed in",
    "auth.logout": "Signed out",
    "auth.password_change": "Changed the password",
    "user.create": "Created the account",
    "user.update": "Changed your name",
    "profile.update": "Changed the tax profile",
    "transaction.categorise": "Categorised a transaction",
    "transaction.categorise_bulk": "Categorised transactions together",
    "transaction.categorized": "Categorised a transaction",
    "transactions.batch_create": "Added transactions in a batch",
    "expenses.batch_create": "Added expenses in a batch",
    "rule.run": "Ran rules",
    "rule.undo": "Undid a rule run",
    "rule.applied": "A rule changed a transaction",
    "import.create": "Imported a bank file",
    "feed.sync": "Synced a bank feed",
    "tax.analyse": "Analysed deductions",
    "tax.review": "Reviewed a deduction",
    "merchant.rename": "Renamed a merchant",
    "file.store": "Stored a file",
    "receipt.processed": "Read a receipt",
    "receipt.correct": "Corrected a receipt",
    "receipt.commit": "Made a receipt an expense",
    "category_suggestion.accept": "Accepted a category suggestion",
    "webhook.disabled": "A webhook was turned off after failures",
    "webhook.failing": "A webhook is failing",
}
NOUNS = {
    "transaction": "a transaction",
    "rule": "a rule",
    "api_key": "an API key",
    "integration_token": "an integration token",
    "bill": "a bill",
    "category": "a category",
    "category_set": "a category set",
    "expense": "an expense",
    "receipt": "a receipt",
    "feed": "a bank feed",
    "webhook": "a webhook",
    "vehicle": "a vehicle",
    "trip": "a trip",
    "logbook": "a logbook period",
    "odometer": "an odometer reading",
    "travel": "a travel record",
    "import_profile": "an import layout",
    "transaction_category": "a category assignment",
}
VERBS = {
    "create": "Added",
    "created": "Added",
    "update": "Changed",
    "delete": "Deleted",
    "revoke": "Revoked",
    "enable": "Turned on",
    "disable": "Turned off",
    "connect": "Connected",
    "disconnect": "Disconnected",
    "activate": "Switched to",
    "link": "Linked",
    "unlink": "Unlinked",
    "import": "Imported",
    "pause": "Paused",
    "resume": "Resumed",
    "redeliver": "Sent again",
    "reprocess": "Read again",
    "assign": "Added",
    "remove": "Removed",
}
ACTORS = {
    "user": "you (dashboard)",
    "api": "an API client",
    "api_key": "an API key",
    "assistant": "the assistant",
    "cli": "the command line",
    "mcp": "an MCP client",
    "rule": "a rule",
    "system": "finkit",
}
OUTCOMES = {"success": "done", "failure": "refused", "denied": "refused", "error": "failed"}


def activity_words(action: str) -> str:
    if action in PHRASES:
        return PHRASES[action]
    noun, _, verb = action.partition(".")
    if verb in VERBS and noun in NOUNS:
        return f"{VERBS[verb]} {NOUNS[noun]}"
    return f"{noun.replace('_', ' ').capitalize()}: {verb.replace('_', ' ')}".rstrip(": ")


def entry_words(entry: AuditEntry) -> dict[str, Any]:
    """What the activity page shows of one entry (the time stays a datetime: the page writes it in UTC
    and the browser's own time zone replaces it)."""
    return {
        "when": entry.occurred_at,
        "what": activity_words(entry.action),
        "code": entry.action,
        "who": ACTORS.get(entry.actor, entry.actor.replace("_", " ")),
        "outcome": OUTCOMES.get(entry.outcome, entry.outcome),
        "where": entry.client_address or "",
    }


__all__ = ["activity_words", "entry_words"]
