from __future__ import annotations

from datetime import datetime

from finkit.core.schemas import Schema


class StoredFileRead(Schema):
    """A stored file's record. ``id`` or ``sha256`` opens it again with ``open_file``."""

    id: str
    sha256: str
    original_name: str
    content_type: str
    kind: str
    size: int
    purpose: str
    created_at: datetime
