"""Cost Explorer queries."""
from datetime import date, timedelta

import boto3


def month_bounds(today: date | None = None):
    today = today or date.today()
    first_this = today.replace(day=1)
    last_end = first_this
    last_start = (first_this - timedelta(days=1)).replace(day=1)
    prev_start = (last_start - timedelta(days=1)).replace(day=1)
    return prev_start, last_start, last_end


class CostClient:
    def __init__(self, profile: str | None):
        session = boto3.Session(profile_name=profile) if profile else boto3.Session()
        self.ce = session.client("ce", region_name="us-east-1")

    def by(self, start: date, end: date, group: dict) -> dict[str, list[float]]:
        resp = self.ce.get_cost_and_usage(
            TimePeriod={"Start": start.isoformat(), "End": end.isoformat()},
            Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=[group])
        out: dict[str, list[float]] = {}
        for period in resp["ResultsByTime"]:
            for g in period["Groups"]:
                out.setdefault(g["Keys"][0], []).append(float(g["Metrics"]["UnblendedCost"]["Amount"]))
        return out
