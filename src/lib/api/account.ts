/**
 * The signed-in shopper's own data for settings (and checkout's address step): addresses, postal lookup,
 * wallet, preferences, Refer & Earn, refunds and feature requests. Messages per call: messages.ts.
 */
import { api } from './index.ts';
import type { AddressInput } from '../schemas.ts';
import type { Locale } from '../i18n/locales.ts';
import type {
  Address,
  PostOffice,
  PostalReply,
  Preferences,
  Referrals,
  RefundRow,
  SavedLanguage,
  Wallet,
} from './types.ts';

export const getAddresses = () => api().call<Address[]>('getAddresses', 'address/getAll');
export const addAddress = (address: AddressInput) =>
  api().call<Address>('addAddress', 'address', { method: 'POST', body: address });
/** Ours: the same fields as adding; defaultAddress true makes it the default. */
export const updateAddress = (id: string, address: AddressInput) =>
  api().call<Address>('updateAddress', `address/${encodeURIComponent(id)}`, { method: 'PUT', body: address });
/** The spec sends the id both in the query and as a JSON body. */
export const deleteAddress = (id: string) =>
  api().call<boolean>('deleteAddress', 'address', { method: 'DELETE', query: { id }, body: { id } });
export const makeDefaultAddress = (id: string) =>
  api().call<Address>('makeDefaultAddress', 'address/default', { method: 'PUT', body: { id } });

/** Post offices of a PIN code (the public service's shape: the first item has PostOffice). */
export async function areaDetails(pin: string, signal?: AbortSignal): Promise<PostOffice[]> {
  const reply = await api().call<PostalReply>('areaDetails', `postal/pincode/${encodeURIComponent(pin)}`, { signal });
  return reply[0]?.PostOffice ?? [];
}

/** Post offices whose name matches the locality text (2 characters or more); a known PIN's own offices first. */
export async function postOffices(text: string, pin?: string, signal?: AbortSignal): Promise<PostOffice[]> {
  const reply = await api().call<PostalReply>('postOffices', `postal/postoffice/${encodeURIComponent(text)}`, {
    signal,
    query: pin ? { pin } : undefined,
  });
  return reply[0]?.PostOffice ?? [];
}

export const getWallet = () => api().call<Wallet>('getWallet', 'transaction');

/** The saved preferences live in the own profile (GET user/profile: data.preferences). */
export const getProfilePreferences = async (): Promise<Record<string, unknown> | null> =>
  (await api().call<{ preferences: Record<string, unknown> | null }>('getPreferences', 'user/profile')).preferences;

export type PreferencesUpdate = Omit<Preferences, 'gender'> & { gender: string };
export const updatePreferences = (preferences: PreferencesUpdate) =>
  api().call<Preferences>('addPreferences', 'user/preferences', { method: 'PUT', body: preferences });

/** PUT user/language (ours): the language the shopper chose, for the codes and notifications the server writes. */
export const saveLanguage = (language: Locale) =>
  api().call<SavedLanguage>('saveLanguage', 'user/language', { method: 'PUT', body: { language } });

export const getReferrals = () => api().call<Referrals>('getReferrals', 'user/referrals');
export const getRefunds = () => api().call<RefundRow[]>('getRefunds', 'orders/refunds');

/** POST feature: free text, answered within 7 days. */
export const sendFeatureRequest = (msg: string) =>
  api().call<boolean>('sendMessage', 'feature', { method: 'POST', body: { msg } });
