import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Queryable } from '../../db/transaction';
import type { Database, UploadTable } from '../../db/schema';
import type { ResumeKind } from '../../../src/domain/applications/file-rules';

export interface NewUpload {
  appId: string;
  tokenHash: string;
  fileName: string;
  declaredType: string;
  declaredSize: number;
  declaredKind: ResumeKind;
  expiresAt: number;
}

export interface StoredFacts {
  storedName: string;
  size: number;
  sha256: string;
  detectedType: string;
  completedAt: number;
}

const COLUMNS = [
  'id',
  'app_id',
  'status',
  'file_name',
  'declared_type',
  'declared_size',
  'declared_kind',
  'expires_at',
  'stored_name',
  'size',
  'sha256',
  'detected_type',
  'completed_at',
] as const;

export type UploadRow = Pick<Selectable<UploadTable>, (typeof COLUMNS)[number]>;

/** No application links the upload (yet): a condition on an upload row. */
const unlinked = (eb: ExpressionBuilder<Database, 'upload'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('application')
        .select('application.id')
        .whereRef('application.app_id', '=', 'upload.app_id'),
    ),
  );

/**
 * Resume uploads. A PUT first claims its pending row (pending → receiving in one UPDATE), so two
 * PUTs to one address, on one app server or two, can never both store a file.
 */
export function createUploadRepository(db: Queryable) {
  const rows = () => db.selectFrom('upload').select(COLUMNS);
  const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
    Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0);

  return {
    async insertPending(upload: NewUpload): Promise<void> {
      await db
        .insertInto('upload')
        .values({
          app_id: upload.appId,
          token_hash: upload.tokenHash,
          status: 'pending',
          file_name: upload.fileName,
          declared_type: upload.declaredType,
          declared_size: upload.declaredSize,
          declared_kind: upload.declaredKind,
          expires_at: upload.expiresAt,
        })
        .execute();
    },
    findByTokenHash(tokenHash: string): Promise<UploadRow | undefined> {
      return rows().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** Takes a pending, unexpired upload for one PUT; false when another has it or it expired. */
    async claim(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('upload')
        .set({ status: 'receiving' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return changed(result) === 1;
    },
    /** Gives a claimed upload back after a refused PUT: the address may be used again. */
    async release(id: number): Promise<void> {
      await db
        .updateTable('upload')
        .set({ status: 'pending' })
        .where('id', '=', id)
        .where('status', '=', 'receiving')
        .execute();
    },
    /**
     * Marks a claimed upload stored and writes its bytes, both or neither: call it inside one
     * transaction (writeTransaction), so a 201 means the bytes are committed.
     */
    async complete(id: number, facts: StoredFacts, bytes: Buffer): Promise<boolean> {
      const result = await db
        .updateTable('upload')
        .set({
          status: 'stored',
          stored_name: facts.storedName,
          size: facts.size,
          sha256: facts.sha256,
          detected_type: facts.detectedType,
          completed_at: facts.completedAt,
        })
        .where('id', '=', id)
        .where('status', '=', 'receiving')
        .executeTakeFirst();
      if (changed(result) !== 1) return false;
      await db.insertInto('upload_content').values({ upload_id: id, bytes }).execute();
      return true;
    },
    /** A stored resume with its bytes, by the appId an application links; undefined when none. */
    findContent(appId: string) {
      return db
        .selectFrom('upload')
        .innerJoin('upload_content', 'upload_content.upload_id', 'upload.id')
        .select(['upload.file_name', 'upload.detected_type', 'upload_content.bytes'])
        .where('upload.app_id', '=', appId)
        .where('upload.status', '=', 'stored')
        .executeTakeFirst();
    },
    /** Stored uploads whose bytes are still a file in DATA_DIR/uploads (before migration 0006). */
    findUnimported() {
      return db
        .selectFrom('upload')
        .select(['id', 'stored_name', 'sha256'])
        .where('status', '=', 'stored')
        .where('stored_name', 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('upload_content')
                .select('upload_content.upload_id')
                .whereRef('upload_content.upload_id', '=', 'upload.id'),
            ),
          ),
        )
        .orderBy('id')
        .execute();
    },
    /** Writes the bytes of an upload stored as a file; nothing when they are there already. */
    async importContent(id: number, bytes: Buffer): Promise<void> {
      await db
        .insertInto('upload_content')
        .values({ upload_id: id, bytes })
        .onConflict((oc) => oc.column('upload_id').doNothing())
        .execute();
    },
    /** Deletes never-completed uploads whose address expired (claims get `receivingGraceMs`). */
    async deleteExpiredUnfinished(now: number, receivingGraceMs: number): Promise<number> {
      const result = await db
        .deleteFrom('upload')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('expires_at', '<=', now)]),
            eb.and([
              eb('status', '=', 'receiving'),
              eb('expires_at', '<=', now - receivingGraceMs),
            ]),
          ]),
        )
        .executeTakeFirst();
      return changed(result);
    },
    /** Stored uploads no application has linked since `completedBefore`. */
    findStaleUnlinked(completedBefore: number) {
      return db
        .selectFrom('upload')
        .select(['id', 'stored_name'])
        .where('status', '=', 'stored')
        .where('completed_at', '<=', completedBefore)
        .where(unlinked)
        .execute();
    },
    /** Deletes an upload unless an application links it by now; true when deleted. */
    async deleteUnlinked(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('upload')
        .where('id', '=', id)
        .where(unlinked)
        .executeTakeFirst();
      return changed(result) === 1;
    },
    async exists(id: number): Promise<boolean> {
      return (await db.selectFrom('upload').select('id').where('id', '=', id).executeTakeFirst())
        ? true
        : false;
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
