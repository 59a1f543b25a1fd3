import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

export const SKIP = new Set(['node_modules', 'vendor', '.git', 'dist', 'build', '.venv', '__pycache__', 'target']);

export const LANG: Record<string, string> = {
  '.ts': 'TypeScript', '.tsx': 'TypeScript', '.js': 'JavaScript', '.mjs': 'JavaScript',
  '.py': 'Python', '.go': 'Go', '.rs': 'Rust', '.java': 'Java', '.rb': 'Ruby',
  '.sh': 'Shell', '.c': 'C', '.h': 'C', '.cpp': 'C++', '.cs': 'C#', '.kt': 'Kotlin',
};

export interface FileInfo { path: string; rel: string; size: number; lang?: string; }

export function* walk(root: string, dir = root): Generator<FileInfo> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) yield* walk(root, full);
    else if (st.isFile()) yield { path: full, rel: relative(root, full), size: st.size, lang: LANG[extname(name)] };
  }
}

export function countLines(path: string): number {
  try {
    return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).length;
  } catch {
    return 0;
  }
}
