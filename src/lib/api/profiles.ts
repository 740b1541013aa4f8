/**
 * Profiles (stores-and-social §2.8, §7): the own profile (GET user/profile), another user's (GET
 * user/profile/{userId}, no token needed), follow status, follow and unfollow, and the profile update.
 */
import { api } from './index.ts';
import type { ProfileFields } from '../rules/profile.ts';

const id = (value: string) => encodeURIComponent(value);

/** A person in a followers or following list (§3: userId, name, img, badge). */
export type Person = { userId: string; name: string; displayname: string; img: string | null; badge: string | null };

/** A review or post as a profile shows it (ratings present, 0 or more, on a review). */
export type ProfilePost = {
  id: string;
  postTitle: string;
  postDesc: string | null;
  imageUrls: string[];
  videoUrls: string[];
  noOflikes: number;
  createdAt: string;
  ratings?: number;
  productId: string | null;
  product: { id: string; SellerUserId: string; productName: string } | null;
};

export type OwnProfileReply = {
  user: {
    id: string;
    fullname: string;
    displayname: string;
    profilePicUrl: string | null;
    email: string | null;
    phone: string;
    birthday: string | null;
    badge: string | null;
  };
  subscriber: string;
  achieve: { achievement: string; coverImgUrl: string | null } | null;
  review: ProfilePost[];
  post: ProfilePost[];
  followers: Person[];
  follows: Person[];
};

export type PublicProfileReply = {
  user: {
    id: string;
    profilePic: string | null;
    name: string;
    displayname: string;
    badge: string | null;
    subscriber: string;
  };
  isBlocked: boolean;
  noOfReviews: number;
  noOfPosts: number;
  review: ProfilePost[];
  post: ProfilePost[];
  followers: Person[];
  follows: Person[];
};

export const getMyProfile = () => api().call<OwnProfileReply>('getProfile', 'user/profile');
export const getUserProfile = (userId: string) =>
  api().call<PublicProfileReply>('getProfile', `user/profile/${id(userId)}`);

export const isFollowing = async (userId: string) =>
  (await api().call<{ checkForFollowed: boolean }>('followStatus', `follow/${id(userId)}`)).checkForFollowed;
export const followUser = (userId: string) =>
  api().call<boolean>('follow', 'follow', { method: 'POST', body: { followTo: userId } });
export const unfollowUser = (userId: string) =>
  api().call<boolean>('unfollow', `follow/${id(userId)}`, { method: 'DELETE' });

export type ProfileUpdate = ProfileFields & { profilePicUrl?: string };
export const updateProfile = (update: ProfileUpdate) =>
  api().call<OwnProfileReply>('updateProfile', 'user/profile', { method: 'PUT', body: update });
