#!/usr/bin/env python3
"""Keyword-rule triage for an exported GitHub issue list."""
import json
import re
import sys
from datetime import datetime, timezone
from difflib import SequenceMatcher
from pathlib import Path

import yaml

RULES_PATH = Path(__file__).resolve().parent.parent / "assets" / "triage-rules.yaml"


def norm(title: str) -> str:
    return re.sub(r"[^a-z0-9 ]+", "", title.lower()).strip()


class RuleSet:
    def __init__(self, path: Path):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        self.buckets = data["buckets"]
        self.threshold = float(data.get("similarity_threshold", 0.85))
        self.stale_days = int(data.get("stale_after_days", 90))
        self.escalate = data.get("escalate_if", {})
        self.notes = data.get("agent_guidance", "")

    def classify(self, issue: dict) -> tuple[str, list[str], str, str]:
        text = f"{issue.get('title', '')}\n{issue.get('body') or ''}".lower()
        best, hits = "question", []
        for name, rule in self.buckets.items():
            found = [k for k in rule["keywords"] if k in text]
            if len(found) > len(hits):
                best, hits = name, found
        rule = self.buckets[best]
        reason = ", ".join(hits) if hits else "no keyword matched (low confidence)"
        return best, list(rule["labels"]), rule["priority"], reason


class Triage:
    def __init__(self, rules: RuleSet, issues: list[dict]):
        self.rules = rules
        self.issues = issues
        self.rows = []

    def _age_days(self, issue) -> int:
        created = datetime.fromisoformat(issue["createdAt"].replace("Z", "+00:00"))
        return (datetime.now(timezone.utc) - created).days

    def _duplicate_of(self, idx: int):
        me = norm(self.issues[idx]["title"])
        for other in self.issues[:idx]:
            if SequenceMatcher(None, me, norm(other["title"])).ratio() >= self.rules.threshold:
                return other["number"]
        return None

    def run(self):
        for i, issue in enumerate(self.issues):
            bucket, labels, prio, reason = self.rules.classify(issue)
            dup = self._duplicate_of(i)
            if dup:
                bucket, reason = "duplicate", f"similar to #{dup}"
                labels = ["duplicate"]
            if self._age_days(issue) > self.rules.stale_days:
                labels.append("stale")
            self.rows.append((issue["number"], bucket, labels, prio, reason))
        return self.rows

    def report(self) -> str:
        out = [f"{'#':>5}  {'bucket':<10} {'labels':<28} {'prio':<4} reason"]
        for num, bucket, labels, prio, reason in self.rows:
            out.append(f"{num:>5}  {bucket:<10} {','.join(labels):<28} {prio:<4} {reason}")
        if self.rules.notes:
            out += ["", "Guidance", "--------", self.rules.notes.rstrip()]
        return "\n".join(out)


def main(argv):
    if len(argv) != 2:
        print("usage: triage.py issues.json", file=sys.stderr)
        return 2
    issues = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    t = Triage(RuleSet(RULES_PATH), issues)
    t.run()
    print(t.report())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
