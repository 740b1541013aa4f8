/** The signed-in shopper's own profile, as the header's avatar and account menu need it. */
import { api } from './index.ts';
import type { OwnProfile as Profile } from './types.ts';

/** GET user/profile: the header reads its user, subscriber and achieve. */
export type OwnProfile = Profile;

export const getOwnProfile = () => api().GET('getProfile', '/user/profile');
