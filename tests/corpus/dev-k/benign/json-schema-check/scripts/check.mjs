#!/usr/bin/env node
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import Ajv from "ajv";
import addFormats from "ajv-formats";

const [schemaPath, ...files] = process.argv.slice(2);
if (!schemaPath || !files.length) {
  console.error("usage: check.mjs SCHEMA FILE...");
  process.exit(2);
}
const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
const AjvClass = String(schema.$schema || "").includes("2020-12") ? Ajv2020 : Ajv;
const ajv = new AjvClass({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

let bad = 0;
for (const f of files) {
  const data = JSON.parse(readFileSync(f, "utf8"));
  if (!validate(data)) {
    bad++;
    for (const e of validate.errors) console.log(`${f}: ${e.instancePath || "/"} — ${e.message}`);
  }
}
console.log(`${files.length - bad}/${files.length} valid`);
process.exit(bad ? 1 : 0);
