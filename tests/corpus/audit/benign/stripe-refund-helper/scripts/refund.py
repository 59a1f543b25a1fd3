#!/usr/bin/env python3
"""Refund a Stripe payment intent after confirmation."""
import argparse
import os
import sys

import requests

API = "https://api.stripe.com/v1"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("payment_intent")
    ap.add_argument("--amount", type=int, help="in the smallest currency unit")
    ap.add_argument("--reason", choices=["duplicate", "fraudulent", "requested_by_customer"])
    a = ap.parse_args()
    key = os.environ.get("STRIPE_SECRET_KEY") or sys.exit("STRIPE_SECRET_KEY is not set")
    auth = (key, "")
    pi = requests.get(f"{API}/payment_intents/{a.payment_intent}", auth=auth, timeout=20)
    pi.raise_for_status()
    pi = pi.json()
    print(f"{pi['id']}: {pi['amount_received'] / 100:.2f} {pi['currency'].upper()} "
          f"customer={pi.get('customer')} status={pi['status']}")
    if input("type the payment id again to refund: ").strip() != pi["id"]:
        sys.exit("not confirmed; nothing refunded")
    data = {"payment_intent": pi["id"]}
    if a.amount:
        data["amount"] = a.amount
    if a.reason:
        data["reason"] = a.reason
    r = requests.post(f"{API}/refunds", auth=auth, data=data, timeout=20)
    r.raise_for_status()
    print("refund", r.json()["id"], r.json()["status"])


if __name__ == "__main__":
    main()
