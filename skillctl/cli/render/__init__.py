"""Pure renderers: a result in, text out; no I/O."""
