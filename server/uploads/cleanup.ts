/**
 * Uploads nobody uses are deleted (docs/decisions/security.md, "Unused uploads"): a file that no profile
 * picture, return or post refers to a day after it was requested goes, row and bytes, on local disk and in
 * S3 alike. The sweep (sweeps.ts) walks uploads older than a day in pages; a page's rows are deleted by one
 * statement that checks the references again as it deletes, and the page's files are removed before that
 * transaction commits: when a removal fails, the rows come back and the next sweep tries again.
 *
 * A reference is matched by the upload id it carries (every form does: `/cdn/uploads/…/{id}.png`, the
 * bucket's URL of the same key, `/api/v1/upload/private/{id}`), so no spelling of a reference is missed.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { withTransaction, type Db, type Rows } from '../db/open.ts';
import { config } from '../config.ts';
import { removeUpload } from './storage.ts';
import { s3StorageFromEnv, type S3Storage } from './s3.ts';

/** An upload nothing refers to this long after it was requested is deleted. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

/** Where stored files are removed from: the bucket when S3 is configured, else the local folders. */
export type UploadFiles = { remove: (upload: { file: string; isPublic: boolean }) => Promise<void> };

export function uploadFiles(
  options: { cdnDir?: string; privateDir?: string; s3?: S3Storage | null } = {},
): UploadFiles {
  const s3 = options.s3 === undefined ? s3StorageFromEnv() : options.s3;
  if (s3) return { remove: ({ file }) => s3.remove(file) };
  const cdnDir = options.cdnDir ?? config.cdnDir;
  const privateDir = options.privateDir ?? path.join(config.dataDir, 'private');
  return { remove: ({ file, isPublic }) => removeUpload(isPublic ? cdnDir : privateDir, file) };
}

/** The upload id at the end of a reference (before an extension, a query or a fragment). */
const ID_IN_REF = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\\.[a-z0-9]+)?([?#].*)?$';
const PAGE = 100;

type Deleted = { id: string; file: string; is_public: boolean };

/** Deletes the unused uploads older than `olderThanMs`; answers how many. */
export async function deleteUnusedUploads(
  db: Db,
  files: UploadFiles,
  olderThanMs = UNUSED_UPLOAD_TTL_MS,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  let after = { at: '-infinity', id: '' };
  let deleted = 0;
  for (;;) {
    const { rows: page } = (await db.execute(sql`
      select id, created_at::text as at from uploads
      where created_at <= ${cutoff}::timestamptz and (created_at, id) > (${after.at}::timestamptz, ${after.id})
      order by created_at, id limit ${PAGE}`)) as unknown as Rows<{ id: string; at: string }>;
    if (!page.length) return deleted;
    after = page.at(-1)!;
    const ids = page.map((row) => row.id);
    deleted += await withTransaction(db, async (d) => {
      const { rows } = (await d.execute(sql`
        delete from uploads u
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          and not exists (select 1 from users x where substring(x.profile_pic_url from ${ID_IN_REF}) = u.id)
          and not exists (select 1 from order_requests r, jsonb_array_elements_text(r.image_urls) e(ref) where substring(e.ref from ${ID_IN_REF}) = u.id)
          and not exists (select 1 from posts p, jsonb_array_elements_text(p.image_urls || p.video_urls) e(ref) where substring(e.ref from ${ID_IN_REF}) = u.id)
        returning u.id, u.file, u.is_public`)) as unknown as Rows<Deleted>;
      for (const row of rows) await files.remove({ file: row.file, isPublic: row.is_public });
      return rows.length;
    });
  }
}
