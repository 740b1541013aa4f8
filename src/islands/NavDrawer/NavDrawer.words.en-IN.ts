/** The header drawers' words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export * from '../shared/words/LanguageLink.en-IN.ts';
export {
  nav_account,
  nav_menu,
  nav_main_menu,
  nav_home,
  nav_droptrack,
  nav_lens,
  nav_login,
  nav_your_account,
  nav_elite_member,
  account_menu_my_account,
  account_menu_my_orders,
  account_menu_refer,
  account_menu_settings,
  account_menu_log_out,
} from '../../paraglide/messages/en-IN.js';
