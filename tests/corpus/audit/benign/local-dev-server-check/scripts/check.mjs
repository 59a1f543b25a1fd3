#!/usr/bin/env node
const DEFAULTS = { 3000: "/", 5173: "/", 8000: "/health", 8080: "/actuator/health", 5050: "/" };
const ports = process.argv.slice(2).map(Number);
const targets = ports.length ? ports.map((p) => [p, "/"]) : Object.entries(DEFAULTS);

for (const [port, path] of targets) {
  const url = `http://127.0.0.1:${port}${path}`;
  const t0 = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    const ms = (performance.now() - t0).toFixed(0);
    console.log(`UP    ${url}  ${res.status}  ${ms} ms`);
  } catch (err) {
    console.log(`DOWN  ${url}  ${err.cause?.code ?? err.name}`);
  }
}
