#!/usr/bin/env python3
"""Commit and churn statistics from git log (no shell involved)."""
import argparse
import collections
import subprocess


def git_log(since):
    args = ["git", "log", "--no-merges", "--numstat", "--format=@%an|%ad", "--date=format:%G-W%V"]
    if since:
        args.append(f"--since={since}")
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since")
    a = ap.parse_args()
    by_author, by_week, churn = collections.Counter(), collections.Counter(), collections.Counter()
    for line in git_log(a.since).splitlines():
        if line.startswith("@"):
            author, week = line[1:].split("|")
            by_author[author] += 1
            by_week[week] += 1
        elif line.strip():
            added, deleted, path = line.split("\t", 2)
            if added != "-":
                churn[path] += int(added) + int(deleted)
    print("Commits by author:")
    for name, n in by_author.most_common(10):
        print(f"  {n:5}  {name}")
    print("Commits by ISO week:")
    for week, n in sorted(by_week.items())[-12:]:
        print(f"  {week}  {'#' * min(n, 60)}")
    print("Most churned files:")
    for path, n in churn.most_common(10):
        print(f"  {n:6}  {path}")


if __name__ == "__main__":
    main()
