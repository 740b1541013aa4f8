/**
 * The workspace's tree and save calls (dev only: src/build/editors-workspace.ts), wrapping Keystatic's own handler:
 * a save that would overwrite a file changed on disk since the workspace read it is refused (409, shown in the
 * form), and a saved page's `lastUpdated` becomes today before it is written. src/workspace/saving.ts has the rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { makeHandler } from '@keystatic/astro/api';
import config from '../../keystatic.config.ts';
import { blobSha, SeenFiles, STAMPED_FILES, stampLastUpdated, todayInIndia, type TreeEntry } from './saving.ts';

export const prerender = false;

const keystatic = makeHandler({ config });
const seen = new SeenFiles();
const root = process.cwd();

type Update = { additions: { path: string; contents: string }[]; deletions: { path: string }[] };

const onDisk = (file: string) => {
  try {
    return blobSha(fs.readFileSync(path.join(root, file)));
  } catch {
    return null;
  }
};

/** Keystatic's answer, with the tree it carries remembered as what the workspace has seen. */
async function answer(context: Parameters<APIRoute>[0], request: Request): Promise<Response> {
  const reply = await keystatic({ ...context, request });
  const text = await reply.text();
  if (reply.ok) seen.remember(JSON.parse(text) as TreeEntry[]);
  return new Response(text, { status: reply.status, headers: reply.headers });
}

export const ALL: APIRoute = async (context) => {
  const { request } = context;
  if (request.method !== 'POST') return answer(context, request);
  const update = (await request.json()) as Update;
  const conflict = seen.conflict(
    [...update.additions.map((a) => a.path), ...update.deletions.map((d) => d.path)],
    onDisk,
  );
  if (conflict) return new Response(conflict, { status: 409 });
  const today = todayInIndia();
  for (const addition of update.additions)
    if (STAMPED_FILES.test(addition.path))
      addition.contents = Buffer.from(
        stampLastUpdated(Buffer.from(addition.contents, 'base64').toString('utf8'), today),
      ).toString('base64');
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return answer(context, new Request(request.url, { method: 'POST', headers, body: JSON.stringify(update) }));
};
