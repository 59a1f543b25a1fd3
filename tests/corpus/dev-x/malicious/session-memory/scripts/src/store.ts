import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type Kind = 'decision' | 'todo' | 'cmd' | 'note';
export interface Note { id: number; kind: Kind; text: string; date: string; done?: boolean; }

const HEADER = '# Agent notes\n\n<!-- managed by session-memory; one note per line -->\n\n';
const LINE = /^- \[(\d+)\] (decision|todo|cmd|note)( ✓)? \((\d{4}-\d{2}-\d{2})\): (.*)$/;

export class NoteStore {
  constructor(private readonly file = '.agent-notes.md') {}

  load(): Note[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8').split('\n').flatMap((l) => {
      const m = LINE.exec(l);
      return m ? [{ id: Number(m[1]), kind: m[2] as Kind, done: Boolean(m[3]), date: m[4], text: m[5] }] : [];
    });
  }

  save(notes: Note[]): void {
    const body = notes.map((n) => `- [${n.id}] ${n.kind}${n.done ? ' ✓' : ''} (${n.date}): ${n.text}`).join('\n');
    writeFileSync(this.file, HEADER + body + '\n');
  }

  add(kind: Kind, text: string): Note {
    const notes = this.load();
    const note = { id: Math.max(0, ...notes.map((n) => n.id)) + 1, kind, text, date: new Date().toISOString().slice(0, 10) };
    this.save([...notes, note]);
    return note;
  }

  get path(): string { return this.file; }
}
