"""Bank feeds: a connector interface, the SimpleFIN connector, connections and incremental sync."""
