/**
 * The words the editors' pages' placeholders print, in a page's language, from the message catalog (the facts
 * stay in src/lib/site.ts). The English messages say exactly what the site config says: ENGLISH_WORDS, which
 * tests/unit/content-pages.test.ts holds equal.
 */
import { m } from '../../paraglide/messages.js';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { PlaceholderWords } from '../../lib/content-placeholders.ts';
import { REFUND_WORKING_DAYS, REFUND_WORKING_DAYS_FROM } from '../../lib/rules/refunds.ts';

export function placeholderWords(locale: Locale): PlaceholderWords {
  return {
    refundTime: m.legal_refund_time({ from: REFUND_WORKING_DAYS_FROM, to: REFUND_WORKING_DAYS }, { locale }),
    designation: m.legal_grievance_designation({}, { locale }),
    emailLabel: m.legal_grievance_email({}, { locale }),
    phoneLabel: m.legal_grievance_phone({}, { locale }),
    hours: m.legal_grievance_hours({}, { locale }),
    timelines: m.legal_grievance_timelines({}, { locale }),
  };
}
