/** The signed-in shopper's own profile, as the header's avatar and account menu need it. */
import { api } from './index.ts';

/** The parts of GET user/profile the header reads (the reply also carries preferences, reviews and posts). */
export type OwnProfile = {
  user: {
    id: string;
    fullname: string;
    displayname: string;
    profilePicUrl: string | null;
    phone: string;
    email: string;
  };
  subscriber: string;
  achieve: { achievement: string } | null;
};

export const getOwnProfile = () => api().call<OwnProfile>('getProfile', 'user/profile');
