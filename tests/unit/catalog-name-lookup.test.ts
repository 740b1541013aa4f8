/**
 * Colour and size names in islands (src/lib/i18n/catalog-name-key.ts, catalogNameIn): found by the name's key in
 * the island's words, the name as it came otherwise; and the address form's words, whose English must read as
 * the spec's field messages (src/lib/rules/field-rules.ts) and the form's old English.
 */
import { describe, expect, it } from 'vitest';
import { catalogNameIn, catalogNameKey } from '../../src/lib/i18n/catalog-name-key.ts';
import * as hiNames from '../../src/islands/shared/words/CatalogNames.hi-IN.ts';
import * as enNames from '../../src/islands/shared/words/CatalogNames.en-IN.ts';
import * as enForm from '../../src/islands/shared/words/AddressForm.en-IN.ts';
import * as hiForm from '../../src/islands/shared/words/AddressForm.hi-IN.ts';
import * as enFilters from '../../src/islands/shared/words/FilterForm.en-IN.ts';
import * as hiFilters from '../../src/islands/shared/words/FilterForm.hi-IN.ts';
import {
  ADDRESS_TYPE_INVALID,
  COUNTRY_CODE_MESSAGE,
  PHONE_INVALID,
  PIN_INVALID,
  REQUIRED_FIELD,
  tooLong,
} from '../../src/lib/rules/field-rules.ts';
import { priceHint } from '../../src/lib/rules/listing.ts';
import { formatMoney } from '../../src/lib/i18n/money.ts';

describe('catalog names in islands', () => {
  it('keys a name by its kind and slug', () => {
    expect(catalogNameKey('colour', 'Red')).toBe('colour_red');
    expect(catalogNameKey('size', 'One Size')).toBe('size_one_size');
    expect(catalogNameKey('size', '0-6M')).toBe('size_0_6m');
  });

  it('finds a colour or size the Hindi words hold', () => {
    expect(catalogNameIn(hiNames, 'colour', 'Red')).toBe('लाल');
    expect(catalogNameIn(hiNames, 'colour', 'Biege')).toBe('बेज');
    expect(catalogNameIn(hiNames, 'size', 'One Size')).toBe('फ़्री साइज़');
    expect(catalogNameIn(hiNames, 'size', '0-6M')).toBe('0-6 महीने');
  });

  it('gives back a name the words do not hold, exactly as it came', () => {
    expect(catalogNameIn(hiNames, 'colour', 'Mustard Gold')).toBe('Mustard Gold');
    expect(catalogNameIn(hiNames, 'size', 'XL')).toBe('XL');
    expect(catalogNameIn(hiNames, 'colour', '')).toBe('');
    // A colour key never answers for a size of the same name.
    expect(catalogNameIn(hiNames, 'size', 'Red')).toBe('Red');
  });

  it('English words hold no names: every name reads as the catalog has it', () => {
    expect(Object.keys(enNames)).toEqual([]);
    expect(catalogNameIn(enNames, 'colour', 'Red')).toBe('Red');
    expect(catalogNameIn(enNames, 'colour', 'biege')).toBe('biege');
  });

  it('ignores words that are not messages', () => {
    expect(catalogNameIn({ colour_red: 'लाल' }, 'colour', 'Red')).toBe('Red');
  });
});

describe('the address form in both languages', () => {
  it("reads the spec's field messages word for word in English", () => {
    expect(enForm.common_address_required({})).toBe(REQUIRED_FIELD);
    expect(enForm.common_address_pin_invalid({})).toBe(PIN_INVALID);
    expect(enForm.common_address_phone_invalid({})).toBe(PHONE_INVALID);
    expect(enForm.common_address_phone_country({})).toBe(COUNTRY_CODE_MESSAGE);
    expect(enForm.common_address_type_invalid({})).toBe(ADDRESS_TYPE_INVALID);
    expect(enForm.common_address_too_long({ max: 80 })).toBe(tooLong(80));
    expect(enForm.common_address_phone_placeholder({})).toBe('Mobile number (only india)');
  });

  it('says what a pick changed in each language', () => {
    const inputs = { field: 'PIN', from: '560034', to: '532127', office: 'Korallavalasa', district: 'Srikakulam' };
    expect(enForm.common_address_changed_first(inputs)).toBe(
      'PIN changed from 560034 to 532127 to match Korallavalasa, Srikakulam.',
    );
    expect(hiForm.common_address_changed_first({ ...inputs, field: hiForm.common_address_field_pin({}) })).toBe(
      'Korallavalasa, Srikakulam से मेल खाने के लिए पिन 560034 से बदलकर 532127 किया गया।',
    );
  });

  it('counts post offices with the plural of each language', () => {
    expect(enForm.common_address_offices_found({ count: 1 })).toBe(
      '1 post office found. Use the arrow keys and Enter, or tap one.',
    );
    expect(enForm.common_address_offices_found_pin({ count: 3, pin: '560034' })).toBe(
      '3 post offices found, those of PIN 560034 first. Use the arrow keys and Enter, or tap one.',
    );
    expect(hiForm.common_address_offices_found({ count: 1 })).toBe(
      '1 पोस्ट ऑफ़िस मिला। ऐरो की और Enter से चुनें, या किसी एक पर टैप करें।',
    );
    expect(hiForm.common_address_offices_found({ count: 4 })).toBe(
      '4 पोस्ट ऑफ़िस मिले। ऐरो की और Enter से चुनें, या किसी एक पर टैप करें।',
    );
  });
});

describe('the filter form in both languages', () => {
  it("words the price hint as the listing's English rule does", () => {
    const price = { min: 499, max: 12999 };
    const hint = (words: typeof enFilters, locale: 'en-IN' | 'hi-IN') =>
      words.common_filter_price_hint({ min: formatMoney(price.min, locale), max: formatMoney(price.max, locale) });
    expect(hint(enFilters, 'en-IN')).toBe(priceHint(price));
    expect(hint(hiFilters, 'hi-IN')).toBe('यहाँ कीमतें: ₹499 से ₹12,999 तक');
  });

  it('names a discount step', () => {
    expect(enFilters.common_filter_discount_step({ percent: 30 })).toBe('30% and above');
    expect(hiFilters.common_filter_discount_step({ percent: 30 })).toBe('30% या उससे ज़्यादा');
  });
});
