/**
 * Editors write "{email}", "{brand}", "{refundTime}" and "{grievance-officer}" in Markdown; they become the
 * support address (as a mailto link in HTML), the brand name, the refund rule's wording (REFUND_TIME,
 * rules/refunds.ts) and the grievance officer's contact block, all from the site config, so legal copy never
 * hard-codes them.
 */
import { site } from './site.ts';
import { REFUND_TIME } from './rules/refunds.ts';

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What the grievance officer block says, line by line (the text the HTML block is built from). */
export function grievanceLines(): { name: string; lines: string[]; timelines: string } {
  const g = site.grievanceOfficer;
  return {
    name: `${g.name}, ${g.designation}`,
    lines: [g.company, g.address, `E-mail: ${g.email}`, `Phone: ${g.phone} (${g.hours})`],
    timelines: `We acknowledge every complaint within ${g.acknowledgeWithin} of receiving it and resolve it within ${g.resolveWithin}.`,
  };
}

function grievanceHtml(): string {
  const g = site.grievanceOfficer;
  const { timelines } = grievanceLines();
  const tel = g.phone.replace(/[^+\d]/g, '');
  return (
    `<address class="grievance-officer"><strong>${escape(g.name)}</strong>, ${escape(g.designation)}<br>` +
    `${escape(g.company)}<br>${escape(g.address)}<br>` +
    `E-mail: <a href="mailto:${escape(g.email)}">${escape(g.email)}</a><br>` +
    `Phone: <a href="tel:${tel}">${escape(g.phone)}</a> (${escape(g.hours)})</address>` +
    `<p>${escape(timelines)}</p>`
  );
}

export function fillText(text: string): string {
  return text
    .replaceAll('{brand}', site.name)
    .replaceAll('{refundTime}', REFUND_TIME)
    .replaceAll('{email}', site.supportEmail)
    .replaceAll('{grievance-officer}', `${site.grievanceOfficer.name}, ${site.grievanceOfficer.designation}`);
}

export function fillHtml(html: string): string {
  return html
    .replaceAll('<p>{grievance-officer}</p>', grievanceHtml())
    .replaceAll('{grievance-officer}', grievanceHtml())
    .replaceAll('{brand}', site.name)
    .replaceAll('{refundTime}', REFUND_TIME)
    .replaceAll('{email}', `<a href="mailto:${site.supportEmail}">${site.supportEmail}</a>`);
}
