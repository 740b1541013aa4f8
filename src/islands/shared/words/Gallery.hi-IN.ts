/** The words of the product images in hi-IN (src/islands/shared/words.tsx). */
export {
  product_gallery_show_image,
  product_gallery_images,
  product_gallery_image,
} from '../../../paraglide/messages/hi-IN.js';
