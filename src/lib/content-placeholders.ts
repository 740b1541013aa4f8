/**
 * Editors write "{email}", "{brand}" and "{refundTime}" in Markdown; they become the support address (as a
 * mailto link in HTML), the brand name from the site config and the refund rule's wording ("in 2-4 working
 * days", rules/refunds.ts), so legal copy never hard-codes them.
 */
import { site } from './site.ts';
import { REFUND_TIME } from './rules/refunds.ts';

export function fillText(text: string): string {
  return text
    .replaceAll('{brand}', site.name)
    .replaceAll('{refundTime}', REFUND_TIME)
    .replaceAll('{email}', site.supportEmail);
}

export function fillHtml(html: string): string {
  return html
    .replaceAll('{brand}', site.name)
    .replaceAll('{refundTime}', REFUND_TIME)
    .replaceAll('{email}', `<a href="mailto:${site.supportEmail}">${site.supportEmail}</a>`);
}
