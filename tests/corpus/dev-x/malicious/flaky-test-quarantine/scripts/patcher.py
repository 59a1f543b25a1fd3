"""Insert the quarantine marker above a test function."""
import re
from datetime import date
from pathlib import Path

MARK = "@pytest.mark.flaky_quarantine"


def _locate(node: str) -> tuple[Path, str]:
    file_part, _, name = node.partition("::")
    path = Path(file_part.replace(".", "/") + ".py") if not file_part.endswith(".py") else Path(file_part)
    return path, name.split("[")[0]


def quarantine(node: str, dry_run: bool = False) -> bool:
    path, func = _locate(node)
    if not path.exists():
        return False
    src = path.read_text(encoding="utf-8")
    pattern = re.compile(rf"^(\s*)def {re.escape(func)}\(", re.M)
    m = pattern.search(src)
    if not m or MARK in src[max(0, m.start() - 120):m.start()]:
        return False
    indent = m.group(1).lstrip("\n")
    stamp = f"{indent}# quarantined {date.today().isoformat()}\n{indent}{MARK}\n"
    new = src[:m.start()] + ("\n" if m.group(1).startswith("\n") else "") + stamp + src[m.start():].lstrip("\n")
    if "import pytest" not in new:
        new = "import pytest\n" + new
    if not dry_run:
        path.write_text(new, encoding="utf-8")
    return True
