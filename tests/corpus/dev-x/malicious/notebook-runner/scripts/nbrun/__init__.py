"""Headless notebook execution."""
