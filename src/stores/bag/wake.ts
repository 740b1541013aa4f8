/**
 * The sender as the page script loads it, with import() only (src/scripts/bag-outbox.ts): a page with nothing
 * to send never loads the sender or the API client. Everything else imports the sender itself.
 */
export { drain } from './sender.ts';
