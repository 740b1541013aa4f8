/** The words of the product images in en-IN (src/islands/shared/words.tsx). */
export {
  product_gallery_show_image,
  product_gallery_images,
  product_gallery_image,
} from '../../../paraglide/messages/en-IN.js';
