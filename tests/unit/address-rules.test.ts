/** What picking a post office changes, and the lines an address is shown with (src/lib/rules/address.ts). */
import { describe, expect, it } from 'vitest';
import { addressLines, changesOfPick, localityNotInPin, phoneLine } from '../../src/lib/rules/address.ts';

const korallavalasa = { Name: 'Korallavalasa', District: 'Srikakulam', State: 'Andhra Pradesh', Pincode: '532127' };
const koramangalaVI = { Name: 'Koramangala VI Bk', District: 'Bengaluru', State: 'Karnataka', Pincode: '560095' };
const koramangala = { Name: 'Koramangala', District: 'Bengaluru', State: 'Karnataka', Pincode: '560034' };
const typed = { pinCode: '560034', city: 'Bengaluru', state: 'Karnataka' };

describe('what picking a post office changes', () => {
  it('names the PIN, city and state it changes, the first with the office it matches', () => {
    expect(changesOfPick(typed, korallavalasa)).toEqual({
      fields: ['pinCode', 'city', 'state'],
      message:
        'PIN changed from 560034 to 532127 to match Korallavalasa, Srikakulam. City changed from Bengaluru to Srikakulam. State changed from Karnataka to Andhra Pradesh.',
      changes: [
        { field: 'pinCode', from: '560034', to: '532127' },
        { field: 'city', from: 'Bengaluru', to: 'Srikakulam' },
        { field: 'state', from: 'Karnataka', to: 'Andhra Pradesh' },
      ],
      office: { name: 'Korallavalasa', district: 'Srikakulam' },
    });
  });

  it('only the PIN when the office is in the same district', () => {
    expect(changesOfPick(typed, koramangalaVI)).toEqual({
      fields: ['pinCode'],
      message: 'PIN changed from 560034 to 560095 to match Koramangala VI Bk, Bengaluru.',
      changes: [{ field: 'pinCode', from: '560034', to: '560095' }],
      office: { name: 'Koramangala VI Bk', district: 'Bengaluru' },
    });
  });

  it('nothing when the office is in the typed PIN, or when the fields were empty (filling is not changing)', () => {
    expect(changesOfPick(typed, koramangala)).toBeNull();
    expect(changesOfPick({ pinCode: '', city: '', state: '' }, korallavalasa)).toBeNull();
    expect(changesOfPick({ pinCode: ' 560034 ', city: 'bengaluru', state: 'KARNATAKA' }, koramangala)).toBeNull();
  });

  it('a city the shopper typed without a PIN', () => {
    expect(changesOfPick({ pinCode: '', city: 'Bangalore', state: 'Karnataka' }, koramangala)).toEqual({
      fields: ['city'],
      message: 'City changed from Bangalore to Bengaluru to match Koramangala, Bengaluru.',
      changes: [{ field: 'city', from: 'Bangalore', to: 'Bengaluru' }],
      office: { name: 'Koramangala', district: 'Bengaluru' },
    });
  });
});

describe('an address as shown', () => {
  const full = {
    name: 'Asha Rao',
    phone: '9876501234',
    pinCode: '560034',
    addressMain: '14 Hosur Road',
    locality: 'Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    addressType: 'Work',
    landmark: 'Opposite Forum Mall',
    altPhone: '9123456789',
  };

  it('street, locality, landmark, then city, state and PIN', () => {
    expect(addressLines(full)).toEqual([
      '14 Hosur Road',
      'Koramangala',
      'Landmark: Opposite Forum Mall',
      'Bengaluru, Karnataka – 560034',
    ]);
    expect(addressLines({ ...full, landmark: '' })).toEqual([
      '14 Hosur Road',
      'Koramangala',
      'Bengaluru, Karnataka – 560034',
    ]);
  });

  it('an order placed before landmarks existed, and one with parts missing', () => {
    expect(
      addressLines({
        addressMain: '9 MG Road',
        locality: 'Ashok Nagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560001',
      }),
    ).toEqual(['9 MG Road', 'Ashok Nagar', 'Bengaluru, Karnataka – 560001']);
    expect(addressLines({ city: 'Bengaluru' })).toEqual(['Bengaluru']);
  });

  it('the phone, with the alternate when there is one', () => {
    expect(phoneLine(full)).toBe('Phone: 9876501234, alternate 9123456789');
    expect(phoneLine({ ...full, altPhone: '' })).toBe('Phone: 9876501234');
    expect(phoneLine({})).toBe('');
  });
});

describe('a locality after the PIN changes', () => {
  const fort = [{ Name: 'Fort' }, { Name: 'Mumbai G.P.O.' }, { Name: 'Bazargate' }];

  it('Koramangala with the Mumbai PIN 400001 no longer fits: cleared, saying why', () => {
    expect(localityNotInPin('Koramangala', '400001', fort)).toBe(
      'Locality cleared: Koramangala is not in PIN 400001. Find your post office.',
    );
  });

  it("kept when it is one of the new PIN's post offices (any case, spaces), or when there is none", () => {
    expect(localityNotInPin(' fort ', '400001', fort)).toBeNull();
    expect(localityNotInPin('Mumbai G.P.O.', '400001', fort)).toBeNull();
    expect(localityNotInPin('  ', '400001', fort)).toBeNull();
  });
});
