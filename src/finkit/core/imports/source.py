"""Where an import's bytes come from (a path or bytes in memory), re-readable and streamed as text."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

from finkit.core.errors import ValidationError
from finkit.core.imports.detect import SAMPLE_BYTES, detect_encoding

BLOCK = 1 << 20
#: The longest CSV field read: Python's csv module's own limit (131,072 characters), which finkit
#: keeps (a description is cut to 500 characters anyway). A longer field is its row's problem, named
#: by line (``csv._records``), never an error for the whole file.
MAX_FIELD_CHARS = csv.field_size_limit()


class _CountingReader(io.RawIOBase):
    """Reports bytes consumed to ``progress`` so a progress bar can follow a streamed file."""

    def __init__(self, raw: IO[bytes], progress: Callable[[int], None] | None) -> None:
        self._raw = raw
        self._progress = progress

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        data = self._raw.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        if self._progress is not None and n:
            self._progress(n)
        return n

    def close(self) -> None:
        self._raw.close()
        super().close()


class Source:
    """A file to import: ``path`` (streamed, never read whole) or ``data`` bytes."""

    def __init__(
        self, *, path: str | Path | None = None, data: bytes | None = None, file_name: str = ""
    ) -> None:
        if (path is None) == (data is None):
            raise ValidationError.for_field("file", "give exactly one of path or data")
        self.path = Path(path) if path is not None else None
        self.data = data
        self.file_name = file_name or (self.path.name if self.path else "upload")
        if self.path is not None and not self.path.is_file():
            raise ValidationError.for_field("file", f"{self.path} does not exist or is not a file")
        self.size = self.path.stat().st_size if self.path is not None else len(data or b"")
        self._encoding: str | None = None

    def open_binary(self) -> IO[bytes]:
        if self.path is not None:
            return self.path.open("rb")
        return io.BytesIO(self.data or b"")

    def head(self, size: int = SAMPLE_BYTES) -> bytes:
        with self.open_binary() as handle:
            return handle.read(size)

    def blocks(self, start: int) -> Iterator[bytes]:
        with self.open_binary() as handle:
            handle.seek(start)
            while block := handle.read(BLOCK):
                yield block

    @property
    def encoding(self) -> str:
        if self._encoding is None:
            head = self.head()
            self._encoding = detect_encoding(head, self.blocks(len(head)))
        return self._encoding

    def sample_text(self, size: int = SAMPLE_BYTES) -> str:
        """The file's first complete lines, about ``size`` characters of them, for detection. A line
        longer than ``MAX_FIELD_CHARS`` is left out (reading the file reports it as its row's problem),
        so one huge field cannot push every row out of the sample (a 1M-character first row used to
        leave only the header: "the file has no transaction rows")."""
        kept: list[str] = []
        total = 0
        with io.TextIOWrapper(
            self.open_binary(), encoding=self.encoding, errors="replace", newline=""
        ) as text:
            while total < size:
                line = text.readline(MAX_FIELD_CHARS + 1)
                if not line:
                    break
                if len(line) > MAX_FIELD_CHARS and not line.endswith(("\n", "\r")):
                    while (rest := text.readline(BLOCK)) and not rest.endswith(("\n", "\r")):
                        pass
                    continue
                kept.append(line)
                total += len(line)
        return "".join(kept).lstrip("\ufeff")

    def open_text(self, progress: Callable[[int], None] | None = None) -> IO[str]:
        """The whole file as text with universal-newline-safe CSV reading (``newline=""``)."""
        raw = _CountingReader(self.open_binary(), progress)
        buffered = io.BufferedReader(raw, buffer_size=BLOCK)
        return io.TextIOWrapper(buffered, encoding=self.encoding, errors="strict", newline="")
