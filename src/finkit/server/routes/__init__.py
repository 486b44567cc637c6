"""One module per area, each exporting ``routes`` (a RouteGroup); registered in ``server/registry.py``."""
