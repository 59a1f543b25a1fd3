"""The curator's rules: which skills go stale, which are archived, which overlap."""
