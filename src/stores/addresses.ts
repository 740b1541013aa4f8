/**
 * The shopper's saved addresses (default first), shared by settings' address book and checkout's address
 * step. Each change asks the API, then refreshes the list. Failures are thrown with the call's message.
 */
import { addAddress, deleteAddress, getAddresses, makeDefaultAddress, updateAddress } from '../lib/api/account.ts';
import type { AddressInput } from '../lib/schemas.ts';
import type { Address } from '../lib/api/types.ts';
import { loadable } from './loadable.ts';

export const addresses = loadable<Address[]>(getAddresses);
export const $addresses = addresses.$state;

/** Adds an address, or (with an id) saves the shopper's edit of one. */
export async function saveAddress(input: AddressInput, id?: string): Promise<Address> {
  const saved = id ? await updateAddress(id, input) : await addAddress(input);
  void addresses.refresh();
  return saved;
}

export async function removeAddress(id: string): Promise<void> {
  await deleteAddress(id);
  await addresses.refresh();
}

export async function setDefaultAddress(id: string): Promise<void> {
  await makeDefaultAddress(id);
  await addresses.refresh();
}
