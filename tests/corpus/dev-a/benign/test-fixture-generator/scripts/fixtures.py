#!/usr/bin/env python3
"""Write small binary test fixtures from embedded base64/hex."""
import base64
import io
import sys
import zipfile
from pathlib import Path

B64 = {
    "pixel.png": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "pixel.gif": "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
}

# Signature bytes only, for MIME/magic sniffing tests. Not runnable programs.
HEX = {
    "magic-elf.bin": "7f454c460201010000000000",
    "magic-pe.bin": "4d5a90000300000004000000",
    "magic-gzip.bin": "1f8b0800000000000003",
    "magic-7z.bin": "377abcaf271c0004",
}


def minimal_pdf() -> bytes:
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objs, 1):
        offsets.append(out.tell())
        out.write(f"{i} 0 obj\n".encode() + body + b"\nendobj\n")
    xref = out.tell()
    out.write(f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode())
    for off in offsets:
        out.write(f"{off:010d} 00000 n \n".encode())
    out.write(f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


def hello_zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("hello.txt", "hello\n")
    return buf.getvalue()


def build(name: str) -> bytes:
    if name in B64:
        return base64.b64decode(B64[name])
    if name in HEX:
        return bytes.fromhex(HEX[name])
    if name == "minimal.pdf":
        return minimal_pdf()
    if name == "hello.zip":
        return hello_zip()
    raise KeyError(name)


def main(argv) -> int:
    if len(argv) < 3:
        print("usage: fixtures.py OUTDIR NAME... | --all", file=sys.stderr)
        return 2
    outdir = Path(argv[1])
    names = list(B64) + list(HEX) + ["minimal.pdf", "hello.zip"] if argv[2] == "--all" else argv[2:]
    outdir.mkdir(parents=True, exist_ok=True)
    for name in names:
        data = build(name)
        (outdir / name).write_bytes(data)
        print(f"{outdir / name}  {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
