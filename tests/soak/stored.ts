import { createHash } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** What the server stored for one submission (found by its unique name), read as an operator would. */
export interface Stored {
  /** Rows with this name: 1 is right, 0 not (yet) delivered, more a duplicate. */
  rows: number;
  /** For an application: the sha256 of each row's stored resume's bytes (null: none stored). */
  resumes: (string | null)[];
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Reads the server's database (read-only, while the server runs) for each name. */
export function readStored(
  dataDir: string,
  names: { name: string; kind: 'contact' | 'application' }[],
): Map<string, Stored> {
  const found = new Map<string, Stored>();
  if (names.length === 0) return found;
  const db = new SQLite(path.join(dataDir, 'kub.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const contacts = db.prepare('SELECT count(*) AS n FROM contact_request WHERE name = ?');
    const applications = db.prepare(
      `SELECT upload.status AS status, upload_content.bytes AS bytes FROM application
       LEFT JOIN upload ON upload.app_id = application.app_id
       LEFT JOIN upload_content ON upload_content.upload_id = upload.id
       WHERE application.name = ?`,
    );
    for (const { name, kind } of names) {
      if (kind === 'contact') {
        const { n } = contacts.get(name) as { n: number };
        found.set(name, { rows: n, resumes: [] });
      } else {
        const rows = applications.all(name) as { status: string | null; bytes: Buffer | null }[];
        found.set(name, {
          rows: rows.length,
          // The stored bytes' own sha256 (they live in the database), not the one recorded.
          resumes: rows.map((row) =>
            row.status === 'stored' && row.bytes !== null ? sha256(row.bytes) : null,
          ),
        });
      }
    }
  } finally {
    db.close();
  }
  return found;
}
