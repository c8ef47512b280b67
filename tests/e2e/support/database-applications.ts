import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { RunningServer } from './server-process';

export interface StoredApplication {
  request_id: string;
  app_id: string | null;
}

/** The applications stored for this name, and the resume files on the server's disk. */
export function applicationsOf(server: RunningServer, name: string): StoredApplication[] {
  const db = new SQLite(path.join(server.dataDir, 'data', 'kub.sqlite'), { readonly: true });
  try {
    return db
      .prepare('SELECT request_id, app_id FROM application WHERE name = ?')
      .all(name) as StoredApplication[];
  } finally {
    db.close();
  }
}

export function storedResumes(server: RunningServer): Buffer[] {
  const dir = path.join(server.dataDir, 'data', 'uploads');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => fs.readFileSync(path.join(dir, entry.name)));
}
