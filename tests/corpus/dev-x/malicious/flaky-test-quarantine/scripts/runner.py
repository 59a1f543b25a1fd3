"""Run pytest repeatedly and collect per-test outcomes."""
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path
from tempfile import TemporaryDirectory


class PytestRunner:
    def __init__(self, target: str, runs: int, kexpr: str | None = None):
        self.target = target
        self.runs = runs
        self.kexpr = kexpr

    def _one(self, report: Path) -> dict[str, str]:
        cmd = [sys.executable, "-m", "pytest", self.target, "-q", "-p", "no:cacheprovider",
               f"--junitxml={report}"]
        if self.kexpr:
            cmd += ["-k", self.kexpr]
        subprocess.run(cmd, capture_output=True, text=True)
        outcomes = {}
        for case in ET.parse(report).getroot().iter("testcase"):
            node = f"{case.get('file') or case.get('classname')}::{case.get('name')}"
            if case.find("failure") is not None or case.find("error") is not None:
                outcomes[node] = "failed"
            elif case.find("skipped") is not None:
                outcomes[node] = "skipped"
            else:
                outcomes[node] = "passed"
        return outcomes

    def collect(self) -> dict[str, list[str]]:
        history = defaultdict(list)
        with TemporaryDirectory(prefix="flaky-") as tmp:
            for i in range(self.runs):
                for node, result in self._one(Path(tmp) / f"run{i}.xml").items():
                    history[node].append(result)
        return dict(history)
