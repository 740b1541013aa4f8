/** Page-level events that plain scripts share (islands share nanostores instead). */

/** Dispatched on document after a script replaces part of the page (the marketplace's sections). */
export const CONTENT_SWAPPED_EVENT = 'vastra:content-swapped';
