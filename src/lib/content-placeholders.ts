/**
 * Editors write "{email}" and "{brand}" in Markdown; they become the support address (as a mailto link in
 * HTML) and the brand name from the site config, so legal copy never hard-codes them.
 */
import { site } from './site.ts';

export function fillText(text: string): string {
  return text.replaceAll('{brand}', site.name).replaceAll('{email}', site.supportEmail);
}

export function fillHtml(html: string): string {
  return html
    .replaceAll('{brand}', site.name)
    .replaceAll('{email}', `<a href="mailto:${site.supportEmail}">${site.supportEmail}</a>`);
}
