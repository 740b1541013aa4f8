/** The shared address text's words in en-IN (src/islands/shared/words.tsx). */
export {
  common_address_landmark,
  common_address_phone,
  common_address_phones,
  common_address_type_home,
  common_address_type_other,
  common_address_type_work,
} from '../../../paraglide/messages/en-IN.js';
