/** The order of locality suggestions once a PIN is known (server/postal/rank.ts), with literal post offices. */
import { describe, expect, it } from 'vitest';
import { rankPostOffices } from '../../server/postal/rank.ts';
import type { PostOffice } from '../../server/postal/postal.ts';

const office = (Name: string, District: string, State: string, Pincode: string): PostOffice => ({
  Name,
  District,
  State,
  Pincode,
  Block: '',
  Country: 'India',
});

const korallavalasa = office('Korallavalasa', 'Srikakulam', 'Andhra Pradesh', '532127');
const korama = office('Korama', 'Srikakulam', 'Andhra Pradesh', '532455');
const koramangalaI = office('Koramangala I Block', 'Bengaluru', 'Karnataka', '560034');
const koramangala = office('Koramangala', 'Bengaluru', 'Karnataka', '560034');
const stJohns = office("St. John's Medical College", 'Bengaluru', 'Karnataka', '560034');
const agara = office('Agara', 'Bengaluru', 'Karnataka', '560034');
const koramangalaVI = office('Koramangala VI Bk', 'Bengaluru', 'Karnataka', '560095');
const korahalli = office('Korahalli', 'Vijayapura', 'Karnataka', '586202');
const ankora = office('Ankora', 'Bengaluru', 'Karnataka', '560099');

/** As the data lists them: other states first. */
const matches = [korallavalasa, korama, korahalli, koramangalaI, koramangala, ankora, koramangalaVI];
const pin560034 = [koramangalaI, stJohns, agara, koramangala];
const names = (offices: PostOffice[]) => offices.map((o) => `${o.Name} ${o.Pincode}`);

describe('ranking post offices by the typed PIN', () => {
  it('without a PIN: names starting with the text, then names containing it, in the data order', () => {
    expect(names(rankPostOffices('kora', matches, []))).toEqual([
      'Korallavalasa 532127',
      'Korama 532455',
      'Korahalli 586202',
      'Koramangala I Block 560034',
      'Koramangala 560034',
      'Koramangala VI Bk 560095',
      'Ankora 560099',
    ]);
  });

  it("with PIN 560034: its matching offices, the district's, the state's, then elsewhere (its other offices are left out)", () => {
    expect(names(rankPostOffices('Kora', matches, pin560034))).toEqual([
      'Koramangala I Block 560034',
      'Koramangala 560034',
      'Koramangala VI Bk 560095',
      'Ankora 560099',
      'Korahalli 586202',
      'Korallavalasa 532127',
      'Korama 532455',
    ]);
  });

  it('puts the exact name first within a group', () => {
    expect(names(rankPostOffices('koramangala', [koramangalaI, koramangala, koramangalaVI], pin560034))).toEqual([
      'Koramangala 560034',
      'Koramangala I Block 560034',
      'Koramangala VI Bk 560095',
    ]);
  });

  it("offers the PIN's offices when none is named like the text (Fort in Mumbai 400001), after the district's matches", () => {
    const tajmahal = office('Tajmahal', 'Mumbai', 'Maharashtra', '400001');
    const townHall = office('Town Hall (Mumbai)', 'Mumbai', 'Maharashtra', '400001');
    const fortward = office('Fortward', 'Visakhapatnam', 'Andhra Pradesh', '530001');
    const fortWilliam = office('Fort William', 'Kolkata', 'West Bengal', '700021');
    const sewriFort = office('Sewri Fort', 'Mumbai', 'Maharashtra', '400015');
    const raigadFort = office('Raigad Fort', 'Raigad', 'Maharashtra', '402305');
    expect(names(rankPostOffices('Fort', [fortward, fortWilliam], [tajmahal, townHall]))).toEqual([
      'Tajmahal 400001',
      'Town Hall (Mumbai) 400001',
      'Fortward 530001',
      'Fort William 700021',
    ]);
    expect(names(rankPostOffices('Fort', [fortward, raigadFort, sewriFort], [tajmahal, townHall]))).toEqual([
      'Sewri Fort 400015',
      'Tajmahal 400001',
      'Town Hall (Mumbai) 400001',
      'Raigad Fort 402305',
      'Fortward 530001',
    ]);
  });

  it("gives the PIN's unnamed offices at most half the list, so matches still show", () => {
    const delhi = Array.from({ length: 12 }, (_, i) => office(`Office ${i + 1}`, 'Central Delhi', 'Delhi', '110001'));
    const ranked = names(
      rankPostOffices(
        'Jayanagar',
        [
          office('Jayanagar East', 'Bengaluru', 'Karnataka', '560041'),
          office('Jayanagar H.O', 'Bengaluru', 'Karnataka', '560041'),
        ],
        delhi,
        6,
      ),
    );
    expect(ranked).toEqual([
      'Office 1 110001',
      'Office 2 110001',
      'Office 3 110001',
      'Jayanagar East 560041',
      'Jayanagar H.O 560041',
    ]);
  });

  it('lists an office once, and at most the limit', () => {
    expect(names(rankPostOffices('kora', [...matches, koramangala], pin560034, 3))).toEqual([
      'Koramangala I Block 560034',
      'Koramangala 560034',
      'Koramangala VI Bk 560095',
    ]);
    expect(rankPostOffices('kora', [...matches, ...matches], pin560034)).toHaveLength(7);
  });
});
