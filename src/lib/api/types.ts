/** The API's reply shapes live in src/contract (shared with the server); islands import them from here. */
export type * from '../../contract/api-types.ts';
