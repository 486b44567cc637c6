"""The assistant on its own variations of the tune questions (issue 27, round eight, second pass).

    PYTHONPATH=src:. python bench/assistant_variations_eval.py tests/data/heldout_landscaper_fy2026 \
        bench/assistant_variations/landscaper_tune_variations.json [-v]

Paraphrases, other word orders, typos and synonyms of the tune questions keep the tune question's expected
figure; a second filter the books cannot read (how it was paid, ex GST, a weekday, a shop left out) is a
``clarify`` item (any figure is wrong). Judged as ``assistant_newset_eval`` judges; never the held-out sets.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections import Counter
from pathlib import Path

from bench import assistant_newset_eval as newset


def main() -> int:
    data, items = Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
    ctx = newset.make_context(None, data)
    verdicts: Counter[str] = Counter()
    for item in items:
        outcome = asyncio.run(newset.ask(ctx, item))
        verdicts[outcome.verdict] += 1
        if outcome.verdict != "right" or "-v" in sys.argv:
            print(f"[{outcome.verdict}] {item['id']} {item['question']!r}\n    {outcome.reply[:300]!r}")
    print(f"{len(items)} variations: {dict(verdicts)}; WRONG FIGURES: {verdicts['wrong']}")
    return 0 if verdicts["wrong"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
