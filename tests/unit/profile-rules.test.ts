import { describe, expect, it } from 'vitest';
import {
  activityOfPosts,
  isBirthday,
  milestoneText,
  nextTierText,
  profileErrors,
  reviewsAndPosts,
  typeBirthday,
} from '../../src/lib/rules/profile.ts';
import { BADGE_TIERS, tierProgress } from '../../src/lib/rules/badges.ts';
import { profileUpdateSchema } from '../../src/lib/schemas.ts';
import { site } from '../../src/lib/site.ts';

const good = {
  displayname: 'asha.rao',
  fullname: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  birthday: '05-11-1994',
};

describe('birthday typing', () => {
  it('keeps digits only, inserts dashes as typed and stops at 10 characters', () => {
    expect(typeBirthday('0')).toBe('0');
    expect(typeBirthday('05')).toBe('05');
    expect(typeBirthday('051')).toBe('05-1');
    expect(typeBirthday('05-11')).toBe('05-11');
    expect(typeBirthday('0511199')).toBe('05-11-199');
    expect(typeBirthday('05a11b1994')).toBe('05-11-1994');
    expect(typeBirthday('05-11-19945678')).toBe('05-11-1994');
    expect(typeBirthday('05-11-19945678')).toHaveLength(10);
    expect(typeBirthday('05-')).toBe('05');
  });
});

describe('birthday check: DD-MM-YYYY, day 01-31, month 01-12, year 1900-2099, a real date', () => {
  it.each(['01-01-1900', '31-12-2099', '29-02-2000', '29-02-2024', '30-04-1990'])('accepts %s', (value) =>
    expect(isBirthday(value)).toBe(true),
  );
  it.each([
    '00-01-1990',
    '32-01-1990',
    '10-00-1990',
    '10-13-1990',
    '01-01-1899',
    '01-01-2100',
    '31-04-1990',
    '29-02-2023',
    '29-02-1900',
    '1-1-1990',
    '1990-01-01',
    '',
  ])('refuses %s', (value) => expect(isBirthday(value)).toBe(false));
});

describe('edit-profile errors on Save', () => {
  it('says "Required field" for each empty field', () => {
    expect(profileErrors({ displayname: ' ', fullname: '', email: '', phone: '', birthday: '' })).toEqual({
      displayname: 'Required field',
      fullname: 'Required field',
      email: 'Required field',
      phone: 'Required field',
      birthday: 'Required field',
    });
  });
  it('says "Invalid email address" and "Invalid date format" in the spec’s words', () => {
    expect(profileErrors({ ...good, email: 'asha@example' })).toEqual({ email: 'Invalid email address' });
    expect(profileErrors({ ...good, email: 'asha rao@example.com' })).toEqual({ email: 'Invalid email address' });
    expect(profileErrors({ ...good, birthday: '31-02-1994' })).toEqual({ birthday: 'Invalid date format' });
    expect(profileErrors({ ...good, birthday: '05-11-19' })).toEqual({ birthday: 'Invalid date format' });
  });
  it('has nothing to say about a good form, and the API’s schema agrees with it', () => {
    expect(profileErrors(good)).toEqual({});
    expect(profileUpdateSchema.safeParse(good).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ ...good, birthday: '31-02-1994' }).error?.issues[0]?.message).toBe(
      'Invalid date format',
    );
  });
  it('refuses a name that could pass for the store’s, as the API does; names that only share letters pass', () => {
    const kept = (word: string) => `Names with “${word}” are kept for ${site.name}’s own messages`;
    expect(profileErrors({ ...good, fullname: `${site.name} Care`, displayname: 'support_team' })).toEqual({
      fullname: kept(site.name),
      displayname: kept('Support'),
    });
    expect(profileErrors({ ...good, fullname: `Ｓｕｐｐｏｒｔ` })).toEqual({ fullname: kept('Support') });
    expect(profileErrors({ ...good, fullname: `${site.walletName.toUpperCase()}!` })).toEqual({
      fullname: kept(site.walletName),
    });
    expect(
      profileUpdateSchema.safeParse({ ...good, fullname: `${site.name} Support` }).error?.issues.map((i) => i.message),
    ).toEqual([kept(site.name)]);
    for (const fullname of ['Vasudha Trivedi', 'Supriya Porter', 'Astra Varma', 'Pooja Vastrakar', 'Canvas Trading'])
      expect(profileErrors({ ...good, fullname }), fullname).toEqual({});
  });
});

describe('reviews and posts', () => {
  it('counts ratings of 0 or more as a review, and sorts both lists newest first', () => {
    const all = [
      { id: 'a', createdAt: '2026-01-01T00:00:00Z', ratings: 0 },
      { id: 'b', createdAt: '2026-03-01T00:00:00Z' },
      { id: 'c', createdAt: '2026-02-01T00:00:00Z', ratings: 5 },
      { id: 'd', createdAt: '2026-04-01T00:00:00Z', ratings: null },
    ];
    const { reviews, posts } = reviewsAndPosts(all);
    expect(reviews.map((p) => p.id)).toEqual(['c', 'a']);
    expect(posts.map((p) => p.id)).toEqual(['d', 'b']);
  });
  it('promises "Beginner Reviewer" for the first review', () => {
    expect(milestoneText(0, true)).toContain('first review');
    expect(milestoneText(1, true)).toContain('Beginner Reviewer');
    expect(milestoneText(1, false)).toContain('Beginner Reviewer');
  });
});

describe('badge tiers', () => {
  it('climbs from RISING_CRITIC to the product’s own tier', () => {
    expect(BADGE_TIERS[0]).toBe('RISING_CRITIC');
    expect(BADGE_TIERS.at(-1)).toBe('VASTRA_ELITE');
    expect(BADGE_TIERS).toHaveLength(15);
  });
  it('marks the tiers below the badge reached and the badge current', () => {
    const progress = tierProgress('ELITE_ADVISOR');
    expect(progress.slice(0, 4).map((p) => p.state)).toEqual(['reached', 'reached', 'reached', 'current']);
    expect(progress.slice(4).every((p) => p.state === 'ahead')).toBe(true);
    expect(tierProgress(null).every((p) => p.state === 'ahead')).toBe(true);
    expect(tierProgress('VASTRA_ELITE').at(-1)!.state).toBe('current');
  });
});

describe('the milestone card’s next step', () => {
  const review = (likes: number, photos = 0) => ({
    imageUrls: Array(photos).fill('/cdn/p.webp'),
    videoUrls: [],
    noOflikes: likes,
  });
  it('counts reviews, reviews with photos, posts and likes on both', () => {
    expect(activityOfPosts([review(3, 1), review(2)], [{ noOflikes: 4 }])).toEqual({
      reviews: 2,
      reviewsWithMedia: 1,
      posts: 1,
      likesReceived: 9,
    });
  });
  it('names the points to the next tier, and says so at the top', () => {
    expect(nextTierText({ reviews: 1, reviewsWithMedia: 0, posts: 0, likesReceived: 0 })).toBe(
      '40 points to Trendsetter',
    );
    expect(nextTierText({ reviews: 4, reviewsWithMedia: 0, posts: 0, likesReceived: 9 })).toBe(
      '1 point to Trendsetter',
    );
    expect(nextTierText({ reviews: 100, reviewsWithMedia: 0, posts: 0, likesReceived: 4000 })).toBe(
      'The top tier: nothing above it.',
    );
    expect(nextTierText({ reviews: 0, reviewsWithMedia: 0, posts: 3, likesReceived: 0 })).toBe('');
  });
});
