import { defineConfig } from "@playwright/test";

const base = process.env.SMOKE_BASE_URL ?? "http://localhost:3000";
const host = new URL(base).hostname;
if (!["localhost", "127.0.0.1", "[::1]"].includes(host)) {
  throw new Error(`smoke tests only run against localhost, not ${host}`);
}

export default defineConfig({
  testDir: "../tests",
  timeout: 30_000,
  retries: 0,
  reporter: [["list"]],
  use: { baseURL: base, headless: true, viewport: { width: 1280, height: 800 } },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
