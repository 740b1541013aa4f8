/**
 * Colour and size names in en-IN: none. An English page shows each name as the catalog has it, so the lookup
 * (catalogNameIn) finds no message and gives the name back, and English pages carry no bytes for it.
 */
export {};
