"""Receipts: a stored file plus the text read from it (PDF text layer or OCR), the fields parsed
from that text, and the transaction or expense it is committed to."""
