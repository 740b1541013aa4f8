/**
 * Colour and size names in hi-IN, looked up by name (catalogNameIn, src/lib/i18n/catalog-name-key.ts), not read
 * as `t.key`: every colour_ and size_ message of messages/catalog (tests/unit/island-words.test.ts holds it).
 */
export {
  colour_biege,
  colour_black,
  colour_blue,
  colour_brown,
  colour_burgundy,
  colour_charcoal,
  colour_coral,
  colour_green,
  colour_pink,
  colour_purple,
  colour_red,
  colour_white,
  colour_yellow,
  size_0_6m,
  size_1_2y,
  size_2_3y,
  size_3_4y,
  size_6_12m,
  size_one_size,
} from '../../../paraglide/messages/hi-IN.js';
