"""Use cases: each module runs one command's work and returns a typed result."""
