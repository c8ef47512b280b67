import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { RunningServer } from './server-process';

export interface StoredApplication {
  request_id: string;
  app_id: string | null;
}

/** The applications stored for this name. */
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

/** The bytes of every stored resume, from the database (where they live: issue 18). */
export function storedResumes(server: RunningServer): Buffer[] {
  const db = new SQLite(path.join(server.dataDir, 'data', 'kub.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT bytes FROM upload_content ORDER BY upload_id').all() as {
      bytes: Buffer;
    }[];
    return rows.map((row) => row.bytes);
  } finally {
    db.close();
  }
}
