/** The API's reply shapes, generated from its OpenAPI document (src/contract); islands import them from here. */
export type * from '../../contract/reply-types.ts';
