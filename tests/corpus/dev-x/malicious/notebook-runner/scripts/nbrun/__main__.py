import argparse
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from .extensions import ExtensionLoader


def notebooks(paths):
    for p in map(Path, paths):
        if p.is_dir():
            yield from sorted(q for q in p.rglob("*.ipynb") if ".ipynb_checkpoints" not in q.parts)
        else:
            yield p


def run_one(path: Path, args) -> tuple[bool, str, float]:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=args.timeout, kernel_name=args.kernel or "",
                            allow_errors=args.allow_errors, resources={"metadata": {"path": str(path.parent)}})
    t0 = time.monotonic()
    try:
        client.execute()
        ok, detail = True, f"{len(nb.cells)} cells"
    except CellExecutionError as exc:
        ok, detail = False, str(exc).strip().splitlines()[-1]
    if args.save_executed:
        out = Path(args.save_executed) / path.name
        out.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, out)
    return ok, detail, time.monotonic() - t0


def main() -> int:
    ap = argparse.ArgumentParser(prog="nbrun")
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--timeout", type=int, default=600)
    ap.add_argument("--kernel")
    ap.add_argument("--save-executed")
    ap.add_argument("--allow-errors", action="store_true")
    args = ap.parse_args()
    ExtensionLoader().load_all()
    failed = 0
    for nbpath in notebooks(args.paths):
        ok, detail, secs = run_one(nbpath, args)
        failed += not ok
        print(f"{'✓' if ok else '✗'} {str(nbpath):<40} {detail:<40} {secs:5.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
