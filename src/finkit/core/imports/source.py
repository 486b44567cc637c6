"""Where an import's bytes come from (a path or bytes in memory), re-readable and streamed as text."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

from finkit.core.errors import ValidationError
from finkit.core.imports.detect import SAMPLE_BYTES, detect_encoding

BLOCK = 1 << 20


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
        """The head decoded, cut back to the last complete line when the file is longer than the sample."""
        head = self.head(size + 4)
        text = head.decode(self.encoding, errors="replace")
        if len(head) > size:
            cut = text.rfind("\n")
            text = text[: cut + 1] if cut > 0 else text
        return text.lstrip("\ufeff")

    def open_text(self, progress: Callable[[int], None] | None = None) -> IO[str]:
        """The whole file as text with universal-newline-safe CSV reading (``newline=""``)."""
        raw = _CountingReader(self.open_binary(), progress)
        buffered = io.BufferedReader(raw, buffer_size=BLOCK)
        return io.TextIOWrapper(buffered, encoding=self.encoding, errors="strict", newline="")
