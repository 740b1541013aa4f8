/**
 * The demo catalog's stores, as data (no faker, no database): the seed makes its stores from this list, and the
 * editors' workspace offers its slugs where a banner names the store it leads to (src/workspace/banners.ts).
 */
import { storeSlug } from '../../src/lib/store-slug.ts';

/** A seller's registered business: printed on its tax invoices; its PIN is where orders are dispatched from. */
export type Business = { legalName: string; addressLine: string; city: string; state: string; pinCode: string };

export type DemoStore = { name: string; category: string; tagline: string; color: string; business: Business };

export const DEMO_STORES: readonly DemoStore[] = [
  {
    name: 'Kesar Looms',
    category: 'fashion',
    tagline: 'Handwoven kurtas and festive wear',
    color: 'Coral',
    business: {
      legalName: 'Kesar Looms Private Limited',
      addressLine: '14 Johari Bazar',
      city: 'Jaipur',
      state: 'Rajasthan',
      pinCode: '302001',
    },
  },
  {
    name: 'Urban Tattva',
    category: 'fashion',
    tagline: 'Everyday casuals, made in Tiruppur',
    color: 'Charcoal',
    business: {
      legalName: 'Urban Tattva Apparel LLP',
      addressLine: '22 Kumaran Road',
      city: 'Tiruppur',
      state: 'Tamil Nadu',
      pinCode: '641601',
    },
  },
  {
    name: 'Rangrez Studio',
    category: 'fashion',
    tagline: 'Hand-dyed colour for every day',
    color: 'Purple',
    business: {
      legalName: 'Rangrez Studio Private Limited',
      addressLine: '7 Relief Road',
      city: 'Ahmedabad',
      state: 'Gujarat',
      pinCode: '380001',
    },
  },
  {
    name: 'Mulmul Lane',
    category: 'fashion',
    tagline: 'Soft cotton for warm days',
    color: 'Biege',
    business: {
      legalName: 'Mulmul Lane Textiles Private Limited',
      addressLine: '3 Strand Road',
      city: 'Kolkata',
      state: 'West Bengal',
      pinCode: '700001',
    },
  },
  {
    name: 'Vayu Active',
    category: 'fashion',
    tagline: 'Sportswear that breathes',
    color: 'Blue',
    business: {
      legalName: 'Vayu Active Sportswear LLP',
      addressLine: '41 Ferozepur Road',
      city: 'Ludhiana',
      state: 'Punjab',
      pinCode: '141001',
    },
  },
  {
    name: 'Saheli Style',
    category: 'fashion',
    tagline: 'Co-ords and tops for the week',
    color: 'Pink',
    business: {
      legalName: 'Saheli Style Private Limited',
      addressLine: '12 Colaba Causeway',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400001',
    },
  },
  {
    name: 'Noor Botanicals',
    category: 'personal-care',
    tagline: 'Clean skincare from Kerala',
    color: 'Green',
    business: {
      legalName: 'Noor Botanicals Private Limited',
      addressLine: '9 Broadway',
      city: 'Kochi',
      state: 'Kerala',
      pinCode: '682001',
    },
  },
  {
    name: 'Kumkum Beauty',
    category: 'personal-care',
    tagline: 'Bold colour, long wear',
    color: 'Burgundy',
    business: {
      legalName: 'Kumkum Beauty Private Limited',
      addressLine: '18 Connaught Place',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110001',
    },
  },
  {
    name: 'Chhota Bazaar',
    category: 'kids',
    tagline: 'Playwear for little ones',
    color: 'Yellow',
    business: {
      legalName: 'Chhota Bazaar Kidswear LLP',
      addressLine: '5 MG Road',
      city: 'Indore',
      state: 'Madhya Pradesh',
      pinCode: '452001',
    },
  },
  {
    name: 'Little Lotus',
    category: 'kids',
    tagline: 'Organic cotton for babies',
    color: 'Pink',
    business: {
      legalName: 'Little Lotus Organics Private Limited',
      addressLine: '27 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560001',
    },
  },
  {
    name: 'Samay Watch Co.',
    category: 'watches',
    tagline: 'Timepieces assembled in Bengaluru',
    color: 'Black',
    business: {
      legalName: 'Samay Watch Company Private Limited',
      addressLine: '80 Feet Road, Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560034',
    },
  },
  {
    name: 'Chronos India',
    category: 'watches',
    tagline: 'Chronographs for every wrist',
    color: 'Brown',
    business: {
      legalName: 'Chronos India Private Limited',
      addressLine: '11 Abids Road',
      city: 'Hyderabad',
      state: 'Telangana',
      pinCode: '500001',
    },
  },
  {
    name: 'Bagh & Co.',
    category: 'bags',
    tagline: 'Leather bags, built to last',
    color: 'Brown',
    business: {
      legalName: 'Bagh and Company Leather Works LLP',
      addressLine: '6 Mall Road',
      city: 'Kanpur',
      state: 'Uttar Pradesh',
      pinCode: '208001',
    },
  },
  {
    name: 'Jhola Works',
    category: 'bags',
    tagline: 'Canvas and cotton carryalls',
    color: 'Green',
    business: {
      legalName: 'Jhola Works Private Limited',
      addressLine: '15 Laxmi Road',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411001',
    },
  },
  {
    name: 'Tara Jewels',
    category: 'jewellery',
    tagline: 'Everyday gold-tone jewellery',
    color: 'Yellow',
    business: {
      legalName: 'Tara Jewels Private Limited',
      addressLine: '4 Ring Road',
      city: 'Surat',
      state: 'Gujarat',
      pinCode: '395003',
    },
  },
  {
    name: 'Kundan House',
    category: 'jewellery',
    tagline: 'Heirloom kundan and polki',
    color: 'Burgundy',
    business: {
      legalName: 'Kundan House Jewellers LLP',
      addressLine: '21 Tripolia Bazar',
      city: 'Jaipur',
      state: 'Rajasthan',
      pinCode: '302003',
    },
  },
];

/** Each demo store's slug ("Bagh & Co." is bagh-and-co), in the list's order: its art is banners/<slug>-web|-hero. */
export const DEMO_STORE_SLUGS: readonly string[] = DEMO_STORES.map((s) => storeSlug(s.name));
