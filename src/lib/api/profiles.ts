/**
 * Profiles (stores-and-social §2.8, §7): the own profile (GET user/profile), another user's (GET
 * user/profile/{userId}, no token needed), follow status, follow and unfollow, and the profile update.
 */
import { api } from './index.ts';
import type { ProfileFields } from '../rules/profile.ts';
import type { OwnProfile, Person, ProfilePost, PublicProfile } from './types.ts';

const id = (value: string) => encodeURIComponent(value);

/** A person in a followers or following list; a review or post as a profile shows it (ratings on a review). */
export type { Person, ProfilePost };
export type OwnProfileReply = OwnProfile;
export type PublicProfileReply = PublicProfile;

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
