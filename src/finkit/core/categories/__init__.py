"""Categories: CRUD, the default set every account starts with, and safe deletion."""
