"""Test doubles shared by the tests and the benchmarks (nothing here runs in production)."""
