/**
 * Category (a product's style) and material names in en-IN: none. An English page shows each name as the catalog
 * has it, so the lookup (catalogNameIn) finds no message and gives the name back.
 */
export {};
