"""Every data dir without its own ``merchants.csv`` reads the same shipped knowledge base, loaded once: on
main each directory loaded it again (~10 ms, its cache of matches started empty), once per test in the
suite, where every test has a data dir of its own. A directory with the file still gets its rows."""

from __future__ import annotations

from pathlib import Path

from finkit.core.categorise.knowledge import knowledge_base


def test_data_dirs_without_a_merchants_file_share_one_knowledge_base(tmp_path: Path) -> None:
    first, second = tmp_path / "one", tmp_path / "two"
    first.mkdir()
    assert knowledge_base(first) is knowledge_base(second) is knowledge_base(None)

    (first / "merchants.csv").write_text(
        "pattern,category,country,kind\nZZQX PLUMBING SUPPLIES,Tools & Equipment,AU,merchant\n",
        encoding="utf-8",
    )
    own = knowledge_base(first)
    assert own is not knowledge_base(second)
    found = own.match("ZZQX PLUMBING SUPPLIES 1234")
    assert found is not None and found.category == "Tools & Equipment"
    assert knowledge_base(second).match("ZZQX PLUMBING SUPPLIES 1234") is None
