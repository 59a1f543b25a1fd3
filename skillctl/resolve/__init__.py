"""Choosing versions: PEP 440 specifiers against what a registry offers."""
