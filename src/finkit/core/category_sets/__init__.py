"""Smart Categories (Elite+): category sets, one active per user, and multi-category assignment."""
