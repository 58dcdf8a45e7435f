"""Mutation fuzzing of hclkit's entry points (see harness.py and __main__.py)."""
