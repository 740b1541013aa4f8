/**
 * The storefront's names for the API's replies and request bodies, every one derived from the generated
 * OpenAPI types (openapi.ts, `npm run api:types`): nothing here is a hand-kept shape. A server change that
 * breaks what an island reads fails `npm run check`.
 */
import type { components, paths } from './openapi.ts';

export type * from './openapi.ts';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The whole 200 reply (the envelope) of an operation. */
export type ReplyOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: infer R };
}
  ? Json<R>
  : never;

/** The data of an operation's 200 reply (data.data in the spec's words). */
export type DataOf<P extends keyof paths, M extends keyof paths[P]> =
  ReplyOf<P, M> extends { data: infer D } ? D : never;

/** The JSON body an operation takes. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? Json<NonNullable<B>>
  : never;

/** The query parameters an operation takes. */
export type QueryOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

/** The reply envelope around any data: the message of a failure reply, and the data. */
export type Envelope<T> = Pick<components['schemas']['ErrorReply'], 'message'> & { data: T };

/** One seller group of an estimate or an order (POST price/newEstimator, POST newOrder/create). */
export type OrderGroup = BodyOf<'/price/newEstimator', 'post'>['orderData'][number];
export type OrderListItems = DataOf<'/orders/orderGet', 'get'>;
export type Tracked = DataOf<'/droptrack', 'get'>;
export type Notifications = DataOf<'/notifications', 'get'>;
export type LikedIds = DataOf<'/post/liked', 'get'>;
export type TrendingSearches = DataOf<'/search/trending', 'get'>;
/** Where to PUT an upload, and the file reference to send afterwards. */
export type UploadTarget = DataOf<'/upload', 'post'>;
export type AccountHits = DataOf<'/userSearch/account', 'get'>;
export type LensPosts = DataOf<'/userpost/getAll', 'get'>;
/** PUT user/language: the language as saved. */
export type SavedLanguage = DataOf<'/user/language', 'put'>;
