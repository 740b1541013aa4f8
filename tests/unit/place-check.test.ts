/** City and state against a PIN's post offices (server/postal/place-check.ts), with literal offices. */
import { describe, expect, it } from 'vitest';
import { placeMismatch } from '../../server/postal/place-check.ts';
import type { PostOffice } from '../../server/postal/postal.ts';

const office = (Name: string, District: string, Block: string, State: string): PostOffice => ({
  Name,
  District,
  Block,
  State,
  Pincode: '560001',
  Country: 'India',
});
const pin560001 = [
  office('Bangalore G.P.O.', 'Bengaluru', 'Bangalore North', 'Karnataka'),
  office('Vasanthanagar', 'Bengaluru', 'NA', 'Karnataka'),
];
const at = (city: string, state = 'Karnataka') => placeMismatch({ pinCode: '560001', city, state }, pin560001);

describe('placeMismatch', () => {
  it('takes the district, a sub-district or a post office, in any case and spacing', () => {
    for (const city of ['Bengaluru', ' bengaluru ', 'Bangalore', 'BANGALORE NORTH', 'Vasanthanagar'])
      expect([city, at(city)]).toEqual([city, {}]);
  });

  it('names the district for a city the PIN is not in, or words that are no whole name', () => {
    for (const city of ['Kochi', 'Bangal', 'North Bangalore', 'NA', '!!!', 'Kochi बेंगलुरु'])
      expect([city, at(city)]).toEqual([city, { city: 'PIN 560001 is in Bengaluru' }]);
  });

  it('leaves a city in Devanagari unchecked (the data has Latin names only), and still checks the state', () => {
    expect(at('बेंगलुरु')).toEqual({});
    expect(at('बेंगलुरु', 'Kerala')).toEqual({ state: 'PIN 560001 is in Karnataka' });
  });

  it("names the PIN's state for another one, and checks nothing for a PIN the data does not know", () => {
    expect(at('Bengaluru', 'Kerala')).toEqual({ state: 'PIN 560001 is in Karnataka' });
    expect(at('Kochi', 'Kerala')).toEqual({
      city: 'PIN 560001 is in Bengaluru',
      state: 'PIN 560001 is in Karnataka',
    });
    expect(placeMismatch({ pinCode: '999999', city: 'Anywhere', state: 'Nowhere' }, [])).toEqual({});
  });
});
