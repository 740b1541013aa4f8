/** The shopper's saved preferences (from the own profile); an update puts what the API saved. */
import { getProfilePreferences, updatePreferences, type PreferencesUpdate } from '../lib/api/account.ts';
import { savedPreferences } from '../lib/rules/preferences.ts';
import type { Preferences } from '../lib/api/types.ts';
import { loadable } from './loadable.ts';

export const preferences = loadable<Preferences>(async () => savedPreferences(await getProfilePreferences()));
export const $preferences = preferences.$state;

export async function savePreferences(chosen: PreferencesUpdate): Promise<void> {
  const saved = await updatePreferences(chosen);
  preferences.set(savedPreferences(saved));
}
