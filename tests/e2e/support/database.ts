import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { RunningServer } from './server-process';

/** Reads the test server's database directly (read-only), as an operator would. */
export function contactRows(server: RunningServer, name: string): { request_id: string }[] {
  const db = new SQLite(path.join(server.dataDir, 'data', 'kub.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT request_id FROM contact_request WHERE name = ?').all(name) as {
      request_id: string;
    }[];
  } finally {
    db.close();
  }
}

/** The stored requests of that name with their topic and estimate (JSON text or null). */
export function contactEstimates(
  server: RunningServer,
  name: string,
): { option: string; estimate: string | null }[] {
  const db = new SQLite(path.join(server.dataDir, 'data', 'kub.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT option, estimate FROM contact_request WHERE name = ?').all(name) as {
      option: string;
      estimate: string | null;
    }[];
  } finally {
    db.close();
  }
}
