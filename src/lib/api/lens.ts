/** The Lens feed (stores-and-social §2.6, §7): shoppers' posts, each with the product it shows. No token needed. */
import { api, LIVE_READ } from './index.ts';
import type { ApiClient } from './client.ts';
import type { ProductCard } from './types.ts';

/** The post's author as the feed shows them (their profile picture is a CDN name or a full URL). */
export type LensAuthor = { name: string; displayname: string; img: string | null; badge: string | null };

/** A Lens post (spec §3: id, videoUrls or imageUrls, SellerUserId, UserId, productId), with its author and product card. */
export type LensPost = {
  id: string;
  postTitle: string;
  postDesc: string;
  /** For a video post, the first image is its poster. */
  imageUrls: string[];
  videoUrls: string[];
  noOflikes: number;
  createdAt: string;
  productId: string;
  UserId: string;
  SellerUserId: string;
  author: LensAuthor;
  product: ProductCard;
};

/** Lens reads as functions of a client: the browser's, or the build's (in-process) for the page's first paint. */
export const lensCalls = (client: () => ApiClient) => ({
  /** GET userpost/getAll: data is a list of Lens posts, newest first. Live: a new post shows on the next visit. */
  getLensPosts: () => client().call<LensPost[]>('getLensPosts', 'userpost/getAll', LIVE_READ),
});

export const { getLensPosts } = lensCalls(api);
