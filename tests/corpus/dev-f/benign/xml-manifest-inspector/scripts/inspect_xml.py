#!/usr/bin/env python3
"""Summarise pom.xml, AndroidManifest.xml, .csproj and web.config files."""
import sys

try:
    from defusedxml import ElementTree as ET  # hardened parser
except ImportError:  # pragma: no cover
    import xml.etree.ElementTree as ET

ANDROID = "{http://schemas.android.com/apk/res/android}"
DANGEROUS = {"READ_CONTACTS", "ACCESS_FINE_LOCATION", "RECORD_AUDIO", "CAMERA", "READ_SMS", "READ_CALL_LOG"}


def strip_ns(tag):
    return tag.split("}", 1)[-1]


def pom(root):
    ns = {"m": root.tag.split("}")[0].strip("{")} if root.tag.startswith("{") else {}
    q = (lambda p: p.replace("/", "/m:").replace("m:m:", "m:")) if ns else (lambda p: p)
    for dep in root.findall(q(".//m:dependency" if ns else ".//dependency"), ns):
        get = lambda t: (dep.find(("m:" if ns else "") + t, ns).text if dep.find(("m:" if ns else "") + t, ns) is not None else "")
        print(f"{get('groupId')}:{get('artifactId')}:{get('version') or '(managed)'}  scope={get('scope') or 'compile'}")


def android(root):
    print("package:", root.get("package"))
    sdk = root.find("uses-sdk")
    if sdk is not None:
        print("minSdk:", sdk.get(ANDROID + "minSdkVersion"), "targetSdk:", sdk.get(ANDROID + "targetSdkVersion"))
    for perm in root.findall("uses-permission"):
        name = perm.get(ANDROID + "name", "")
        short = name.rsplit(".", 1)[-1]
        print(f"permission {name}{'  [dangerous]' if short in DANGEROUS else ''}")
    for kind in ("activity", "service", "receiver", "provider"):
        for comp in root.iter(kind):
            if comp.get(ANDROID + "exported") == "true":
                print(f"exported {kind}: {comp.get(ANDROID + 'name')}")


def csproj(root):
    for el in root.iter():
        tag = strip_ns(el.tag)
        if tag in ("TargetFramework", "TargetFrameworks", "Nullable", "TreatWarningsAsErrors"):
            print(f"{tag}: {el.text}")
        elif tag == "PackageReference":
            print(f"package {el.get('Include')} {el.get('Version') or ''}")


def web_config(root):
    comp = root.find(".//compilation")
    if comp is not None and comp.get("debug") == "true":
        print("WARN compilation debug=\"true\" (disable in production)")
    ce = root.find(".//customErrors")
    if ce is not None and ce.get("mode") == "Off":
        print("WARN customErrors mode=\"Off\" shows stack traces to visitors")


def main(path):
    root = ET.parse(path).getroot()
    kind = strip_ns(root.tag)
    handler = {"project": pom, "manifest": android, "Project": csproj, "configuration": web_config}.get(kind)
    if handler is None:
        print(f"unrecognised root element <{kind}>")
        return 1
    handler(root)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
