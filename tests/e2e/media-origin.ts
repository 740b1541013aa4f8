/**
 * The second origin the browser tests serve media from, as a bucket on another host would: the site server
 * is started with S3_PUBLIC_BASE on it (playwright.config.ts), and other-origins.spec.ts listens there.
 * Ten thousand above the site's port, so each checkout's E2E_PORT keeps its own.
 */
export const MEDIA_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4399) + 10_000}`;
