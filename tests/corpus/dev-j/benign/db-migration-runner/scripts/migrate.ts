// Minimal SQL migration runner for PostgreSQL and SQLite.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';

const DIR = path.resolve('migrations');
const url = process.env.DATABASE_URL ?? '';
const [cmd = 'status', ...rest] = process.argv.slice(2);

interface Db {
  exec(sqlText: string): Promise<void>;
  applied(): Promise<string[]>;
  record(id: string, up: boolean): Promise<void>;
  close(): Promise<void>;
}

async function open(): Promise<Db> {
  if (url.startsWith('sqlite:')) {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(url.slice('sqlite:'.length));
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT)');
    return {
      exec: async (s) => void db.exec(s),
      applied: async () => db.prepare('SELECT id FROM schema_migrations ORDER BY id').all().map((r: any) => r.id),
      record: async (id, up) => void (up
        ? db.prepare("INSERT INTO schema_migrations VALUES (?, datetime('now'))").run(id)
        : db.prepare('DELETE FROM schema_migrations WHERE id = ?').run(id)),
      close: async () => db.close(),
    };
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz DEFAULT now())');
  return {
    exec: async (s) => void (await client.query(s)),
    applied: async () => (await client.query('SELECT id FROM schema_migrations ORDER BY id')).rows.map((r) => r.id),
    record: async (id, up) => void (await client.query(up
      ? 'INSERT INTO schema_migrations (id) VALUES ($1)' : 'DELETE FROM schema_migrations WHERE id = $1', [id])),
    close: async () => client.end(),
  };
}

function ids(): string[] {
  return readdirSync(DIR).filter((f) => f.endsWith('.up.sql')).map((f) => f.replace('.up.sql', '')).sort();
}

async function run(db: Db, id: string, up: boolean) {
  const file = path.join(DIR, `${id}.${up ? 'up' : 'down'}.sql`);
  const body = readFileSync(file, 'utf8');
  const tx = !body.startsWith('-- migrate:no-transaction');
  if (tx) await db.exec('BEGIN');
  try {
    await db.exec(body);
    await db.record(id, up);
    if (tx) await db.exec('COMMIT');
    console.log(`${up ? 'applied ' : 'reverted'} ${id}`);
  } catch (err) {
    if (tx) await db.exec('ROLLBACK');
    throw err;
  }
}

async function main() {
  if (cmd === 'new') {
    mkdirSync(DIR, { recursive: true });
    const next = String((ids().length ? Number(ids().at(-1)!.slice(0, 4)) : 0) + 1).padStart(4, '0');
    const base = path.join(DIR, `${next}_${rest[0] ?? 'change'}`);
    writeFileSync(`${base}.up.sql`, '-- write the change here\n');
    writeFileSync(`${base}.down.sql`, '-- reverse the change here\n');
    console.log(`created ${base}.{up,down}.sql`);
    return;
  }
  if (!url) throw new Error('DATABASE_URL is not set');
  const db = await open();
  try {
    const done = new Set(await db.applied());
    const all = ids();
    if (cmd === 'status') {
      for (const id of all) console.log(`${done.has(id) ? '✔' : ' '} ${id}`);
    } else if (cmd === 'up') {
      const to = rest[0] === '--to' ? rest[1] : undefined;
      for (const id of all) {
        if (done.has(id)) continue;
        await run(db, id, true);
        if (to && id.startsWith(to)) break;
      }
    } else if (cmd === 'down') {
      const last = [...done].sort().at(-1);
      if (!last) return console.log('nothing to roll back');
      console.log(readFileSync(path.join(DIR, `${last}.down.sql`), 'utf8'));
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
      const answer = await rl.question(`Type ${last.slice(0, 4)} to roll back ${last} on ${new URL(url).host || url}: `);
      rl.close();
      if (answer.trim() !== last.slice(0, 4)) return console.log('cancelled');
      await run(db, last, false);
    } else {
      throw new Error(`unknown command ${cmd}`);
    }
  } finally {
    await db.close();
  }
}

main().catch((e) => { console.error(e.message); process.exit(1); });
