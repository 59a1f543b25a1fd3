#!/usr/bin/env python3
"""Recalculate an .xlsx with headless LibreOffice and report formula errors."""
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from openpyxl import load_workbook

ERRORS = ("#REF!", "#DIV/0!", "#VALUE!", "#NAME?", "#N/A", "#NUM!", "#NULL!")


def recalc(path: Path) -> bool:
    soffice = shutil.which("soffice")
    if soffice is None:
        print("LibreOffice not found; skipping recalculation.")
        return False
    work = Path(tempfile.mkdtemp(prefix="xlsx-recalc-"))
    try:
        # Convert xlsx -> xlsx; LibreOffice recalculates on load and writes fresh cached values.
        cmd = [soffice, "--headless", f"-env:UserInstallation=file://{work}/profile",
               "--convert-to", "xlsx", "--outdir", str(work), str(path)]
        subprocess.run(cmd, check=True, capture_output=True, timeout=180)
        produced = work / path.name
        shutil.copyfile(produced, path)
        return True
    finally:
        shutil.rmtree(work, ignore_errors=True)


def scan(path: Path):
    wb = load_workbook(path, data_only=True)
    found = []
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if isinstance(cell.value, str) and cell.value in ERRORS:
                    found.append((ws.title, cell.coordinate, cell.value))
    return found


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: recalc.py <file.xlsx>")
    path = Path(argv[1])
    recalculated = recalc(path)
    problems = scan(path) if recalculated else []
    for sheet, coord, err in problems:
        print(f"{sheet}!{coord}: {err}")
    print(f"recalculated={recalculated} errors={len(problems)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
