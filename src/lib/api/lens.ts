/** The Lens feed (stores-and-social §2.6, §7): shoppers' posts, each with the product it shows. No token needed. */
import { api, LIVE_READ } from './index.ts';
import type { ApiClient } from './client.ts';
import type { LensPost } from './types.ts';

/** A Lens post (spec §3) with its author and product card; for a video post, the first image is its poster. */
export type { LensPost };
/** The post's author as the feed shows them (their profile picture is a CDN name or a full URL). */
export type LensAuthor = LensPost['author'];

/** Lens reads as functions of a client: the browser's, or the build's (in-process) for the page's first paint. */
export const lensCalls = (client: () => ApiClient) => ({
  /** GET userpost/getAll: data is a list of Lens posts, newest first. Live: a new post shows on the next visit. */
  getLensPosts: () => client().GET('getLensPosts', '/userpost/getAll', LIVE_READ),
});

export const { getLensPosts } = lensCalls(api);
