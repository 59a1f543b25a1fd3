"""Secret detectors. Each rule: (id, compiled regex, validator)."""
import math
import re
from collections import Counter


def entropy(s):
    counts = Counter(s)
    return -sum(c / len(s) * math.log2(c / len(s)) for c in counts.values())


def high_entropy(min_bits):
    return lambda m: entropy(m) >= min_bits


RULES = [
    ("aws-access-key-id", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), lambda m: True),
    ("aws-secret-key", re.compile(r"(?i)aws.{0,20}secret.{0,20}['\"]([A-Za-z0-9/+=]{40})['\"]"), high_entropy(4.0)),
    ("github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"), lambda m: True),
    ("slack-token", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"), lambda m: True),
    ("stripe-live-key", re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b"), lambda m: True),
    ("private-key", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"), lambda m: True),
    ("password-in-url", re.compile(r"[a-z][a-z0-9+.-]*://[^/\s:@]+:([^/\s:@]{6,})@"), high_entropy(2.5)),
    ("generic-secret", re.compile(r"(?i)(?:secret|token|passwd|password)\s*[:=]\s*['\"]([^'\"\s]{12,})['\"]"),
     high_entropy(3.5)),
]

ALLOW = re.compile(r"(?i)(example|dummy|changeme|placeholder|xxxx|fake|test)")


def redact(s):
    return s if len(s) <= 8 else f"{s[:4]}…{s[-2:]}"
