"""The shipped knowledge base's keys are read precompiled (``data/merchants.keys.json``) only when they
are exactly what cleaning the patterns gives now; any change to the file or the cleaning code makes the
loader clean them again (and the first test here fail until the file is regenerated)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from finkit.core.categorise import knowledge
from finkit.core.categorise.knowledge import KnowledgeBase


def test_the_shipped_keys_are_current_and_equal_to_cleaning_the_patterns() -> None:
    rows = knowledge._read(knowledge.SHIPPED)
    keys = knowledge.precompiled_keys(rows)
    assert keys is not None, "stale: run python -m finkit.core.categorise.knowledge"
    assert keys == [knowledge._key(pattern) for pattern, _, _ in rows]
    assert KnowledgeBase.load(knowledge.SHIPPED).entries == KnowledgeBase(rows).entries


def test_keys_made_from_other_inputs_are_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rows = knowledge._read(knowledge.SHIPPED)
    stale = tmp_path / "merchants.keys.json"
    stale.write_text(json.dumps({"inputs": "0" * 64, "keys": ["wrong"] * len(rows)}), encoding="utf-8")
    monkeypatch.setattr(knowledge, "PRECOMPILED", stale)
    assert knowledge.precompiled_keys(rows) is None
    base = KnowledgeBase.load(knowledge.SHIPPED)
    assert "wrong" not in base.entries and base.entries == KnowledgeBase(rows).entries
    match = base.match("EFTPOS WOOLWORTHS 1234 SYDNEY 12/03")
    assert match is not None and match.merchant == "Woolworths"


def test_a_changed_cleaning_source_invalidates_the_keys(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = knowledge._read(knowledge.SHIPPED)
    source = tmp_path / "normalise.py"
    source.write_text(Path(knowledge.normalise.__file__).read_text(encoding="utf-8") + "\n# edited\n")
    monkeypatch.setattr(
        knowledge, "_KEY_SOURCES", (*knowledge._KEY_SOURCES[:1], source, *knowledge._KEY_SOURCES[2:])
    )
    assert knowledge.precompiled_keys(rows) is None
    monkeypatch.setattr(knowledge, "_KEY_SOURCES", (tmp_path / "missing.py",))
    assert knowledge.key_inputs_digest() == "" and knowledge.precompiled_keys(rows) is None
