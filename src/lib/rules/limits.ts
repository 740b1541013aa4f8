/** Business limits shared by the storefront and the API (shopper-core §5, §9), free of any library. */

/** Most units of one product (variant) in one bag or cart line. */
export const MAX_PER_PRODUCT = 5;
export const MAX_QUANTITY_WARNING = 'Max quantity is 5 for one product.';
