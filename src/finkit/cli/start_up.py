"""The start-up of finkit's long-running commands (``finkit serve``, ``finkit mcp``) without the cyclic
garbage collector.

Starting either imports ~2,000 modules (the ``mcp`` package, SQLAlchemy, pydantic, every tool and route)
whose ~400,000 objects live until the process ends. While they are made, Python's cyclic collector runs
a full collection each time the heap has grown by a quarter, walking every object made so far: ~0.3 s of
``finkit mcp``'s ~2.2 s of start-up CPU, for almost no garbage (imports make little). And afterwards every
full collection the server makes while serving walks them all again.

So the collector is off while the command starts, and what the start-up built is then moved to the
permanent generation (``gc.freeze``, the pattern Python's own documentation gives for long-lived
processes): the objects a request makes are collected as before, and the start-up's own are never walked
again. The start-up's few cyclic leftovers are kept, not freed (docs/decisions/0019-speed.md, round 18).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused_then_frozen() -> Iterator[None]:
    """Run the block with the cyclic collector off; then freeze what exists and turn it back on."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()
