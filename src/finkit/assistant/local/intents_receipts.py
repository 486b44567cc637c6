"""Reading a stored file as a receipt ("analyse this receipt" with a file attached by id, or "process
file <id>"). receipts_process saves a receipt, so the engine asks first; the answer lists what was read.
(Chat uploads referenced by assetUrl are read by the chat area's read-only receipt tool instead.)"""

from __future__ import annotations

import re

from finkit.assistant.local.common import call
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.providers.base import ToolCall

_FILE_ID = re.compile(r"\bfile\s+(?:id\s+)?([0-9a-f]{8}-[0-9a-f-]{27,}|[0-9a-f]{64})\b", re.I)


def file_reference(r: Request) -> str | None:
    """A stored file's id: the first attachment that is not a chat asset URL, or "file <id>" in the text."""
    for attachment in r.attachments:
        if not attachment.startswith("/"):
            return attachment
    found = _FILE_ID.search(r.text)
    return found.group(1) if found else None


def _plan(r: Request) -> list[ToolCall]:
    file_id = file_reference(r)
    return [call("receipts_process", fileId=file_id)] if file_id else []


def _answer(r: Request, results: Results) -> str:
    data = results["receipts_process"]
    name = data["file"]["originalName"] if isinstance(data.get("file"), dict) else "the file"
    if data.get("extractionError") and not data.get("extractedText"):
        return f"I saved {name} as a receipt but could not read it: {data['extractionError']} (from receipts_process)."
    cur = data["currency"]
    found = [
        f"- Merchant: {data['merchant']}" if data.get("merchant") else None,
        f"- Date: {data['receiptDate']}" if data.get("receiptDate") else None,
        f"- Total: {money(data['total'], cur)}" if data.get("total") is not None else None,
        f"- GST: {money(data['gstAmount'], cur)}" if data.get("gstAmount") is not None else None,
        f"- ABN: {data['abn']} ({'valid' if data.get('abnValid') else 'fails the ATO check'})"
        if data.get("abn")
        else None,
        f"- {len(data['lineItems'])} line item(s)" if data.get("lineItems") else None,
    ]
    lines = [line for line in found if line]
    kind = "a tax invoice" if data.get("isTaxInvoice") else "a receipt (not marked as a tax invoice)"
    if not lines:
        return f"I saved {name} as a receipt but found no receipt fields in it (from receipts_process)."
    return (
        f"{name} is {kind}; saved as receipt {data['id']} (from receipts_process):\n"
        + "\n".join(lines)
        + "\nAsk me to find its transaction, or link it with receipts_commit."
    )


INTENTS: list[Intent] = [
    Intent(
        "process_receipt_file",
        re.compile(
            r"\b(analy[sz]e|read|scan|process|extract|look at)\b.*\b(receipts?|invoices?|attach\w*|file|docket)\b",
            re.I,
        ),
        _plan,
        _answer,
        "analyse this receipt (with a stored file attached)",
        priority=1,  # before a receipt intent for chat uploads: this one only takes stored file ids
        when=lambda r: file_reference(r) is not None,
    ),
]
