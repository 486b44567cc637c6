"""Smart categorisation: rules, a merchant knowledge base and a per-account classifier suggest categories."""
