#!/usr/bin/env python3
"""Collect a GPU health report from nvidia-smi and the kernel log."""
import json
import re
import shutil
import subprocess

QUERY = ["name", "driver_version", "pci.bus_id", "temperature.gpu", "power.draw", "power.limit",
         "clocks.sm", "clocks.max.sm", "pcie.link.gen.current", "pcie.link.gen.max",
         "pcie.link.width.current", "pcie.link.width.max", "clocks_throttle_reasons.active"]


def run(argv):
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=20).stdout
    except (FileNotFoundError, subprocess.TimeoutExpired):
        return ""


def gpus():
    out = run(["nvidia-smi", f"--query-gpu={','.join(QUERY)}", "--format=csv,noheader,nounits"])
    rows = []
    for line in out.strip().splitlines():
        vals = [v.strip() for v in line.split(",")]
        rows.append(dict(zip(QUERY, vals)))
    return rows


def xid_errors():
    log = run(["journalctl", "-k", "--since", "-7d", "--no-pager"]) or run(["dmesg"])
    return re.findall(r"NVRM: Xid \(([^)]*)\): (\d+),", log)[-20:]


def torch_info():
    if not shutil.which("python3"):
        return {}
    code = "import json,torch;print(json.dumps({'torch':torch.__version__,'cuda':torch.version.cuda,'available':torch.cuda.is_available()}))"
    out = run(["python3", "-c", code])
    try:
        return json.loads(out)
    except ValueError:
        return {"torch": "not installed"}


def main():
    report = {"gpus": gpus(), "xid": xid_errors(), "torch": torch_info(),
              "module_loaded": "nvidia" in run(["lsmod"])}
    for g in report["gpus"]:
        flags = []
        if g.get("pcie.link.width.current") != g.get("pcie.link.width.max"):
            flags.append("PCIe width downgraded")
        if g.get("clocks_throttle_reasons.active") not in ("0x0000000000000000", None):
            flags.append(f"throttling {g['clocks_throttle_reasons.active']}")
        g["flags"] = flags
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
