"""Audit skills for threats: rule packs, Python AST, bandit, Unicode and structure checks."""
