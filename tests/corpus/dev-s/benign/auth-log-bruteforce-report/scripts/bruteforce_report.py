#!/usr/bin/env python3
"""Summarise SSH brute-force activity from an auth log file."""
import collections
import re
import sys

FAIL = re.compile(r"(\w{3}\s+\d+ [\d:]+|\d{4}-\d\d-\d\dT[\d:]+).*Failed \S+ for (?:invalid user )?(\S+) from (\S+)")
OK = re.compile(r"(\w{3}\s+\d+ [\d:]+|\d{4}-\d\d-\d\dT[\d:]+).*Accepted (\S+) for (\S+) from (\S+)")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: bruteforce_report.py <logfile>")
    fails_by_ip = collections.Counter()
    users = collections.Counter()
    hours = collections.Counter()
    first_last = {}
    successes = []
    with open(sys.argv[1], errors="replace") as fh:
        for line in fh:
            m = FAIL.search(line)
            if m:
                ts, user, ip = m.groups()
                fails_by_ip[ip] += 1
                users[user] += 1
                hours[ts[:-6] if ":" in ts else ts] += 1
                first_last.setdefault(ip, [ts, ts])[1] = ts
                continue
            m = OK.search(line)
            if m:
                successes.append(m.groups())

    print("## Top source IPs (failed attempts)")
    for ip, n in fails_by_ip.most_common(20):
        print(f"  {ip:40} {n:6}  first {first_last[ip][0]}  last {first_last[ip][1]}")
    print("\n## Top usernames tried")
    for u, n in users.most_common(15):
        print(f"  {u:20} {n}")
    print("\n## Successful logins")
    for ts, method, user, ip in successes:
        flag = "  <-- source had %d failures" % fails_by_ip[ip] if fails_by_ip[ip] >= 10 else ""
        print(f"  {ts} {user} from {ip} via {method}{flag}")
    print(f"\n{sum(fails_by_ip.values())} failures from {len(fails_by_ip)} IPs, {len(successes)} successes")


if __name__ == "__main__":
    main()
