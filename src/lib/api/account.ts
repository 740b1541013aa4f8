/**
 * The signed-in shopper's own data for settings (and checkout's address step): addresses, postal lookup,
 * wallet, preferences, Refer & Earn, refunds and feature requests. Messages per call: messages.ts.
 */
import { api } from './index.ts';
import { getOwnProfile } from './me.ts';
import type { BodyOf, PostOffice } from './types.ts';

/** An address as the form sends it (adding and editing take the same fields). */
export type AddressBody = BodyOf<'/address', 'post'>;

export const getAddresses = () => api().GET('getAddresses', '/address/getAll');
export const addAddress = (address: AddressBody) => api().POST('addAddress', '/address', { body: address });
/** Ours: the same fields as adding; defaultAddress true makes it the default. */
export const updateAddress = (id: string, address: AddressBody) =>
  api().PUT('updateAddress', '/address/{id}', { params: { path: { id } }, body: address });
/** DELETE address?id= (the server also reads a JSON body {id}, as the spec's client sends it). */
export const deleteAddress = (id: string) => api().DELETE('deleteAddress', '/address', { params: { query: { id } } });
export const makeDefaultAddress = (id: string) => api().PUT('makeDefaultAddress', '/address/default', { body: { id } });

/** Post offices of a PIN code (the public service's shape: the first item has PostOffice). */
export async function areaDetails(pin: string, signal?: AbortSignal): Promise<PostOffice[]> {
  const reply = await api().GET('areaDetails', '/postal/pincode/{pin}', { params: { path: { pin } }, signal });
  return reply[0]?.PostOffice ?? [];
}

/** Post offices whose name matches the locality text (2 characters or more); a known PIN's own offices first. */
export async function postOffices(text: string, pin?: string, signal?: AbortSignal): Promise<PostOffice[]> {
  const reply = await api().GET('postOffices', '/postal/postoffice/{text}', {
    params: { path: { text }, query: pin ? { pin } : {} },
    signal,
  });
  return reply[0]?.PostOffice ?? [];
}

export const getWallet = () => api().GET('getWallet', '/transaction');

/** The saved preferences live in the own profile (GET user/profile: data.preferences). */
export const getProfilePreferences = async () => (await getOwnProfile()).preferences;

export type PreferencesUpdate = BodyOf<'/user/preferences', 'put'>;
export const updatePreferences = (preferences: PreferencesUpdate) =>
  api().PUT('addPreferences', '/user/preferences', { body: preferences });

/** PUT user/language (ours): the language the shopper chose, for the codes and notifications the server writes. */
export const saveLanguage = (language: BodyOf<'/user/language', 'put'>['language']) =>
  api().PUT('saveLanguage', '/user/language', { body: { language } });

export const getReferrals = () => api().GET('getReferrals', '/user/referrals');
export const getRefunds = () => api().GET('getRefunds', '/orders/refunds');

/** POST feature: free text, answered within 7 days. */
export const sendFeatureRequest = (msg: string) => api().POST('sendMessage', '/feature', { body: { msg } });
