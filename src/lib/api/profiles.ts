/**
 * Profiles (stores-and-social §2.8, §7): another user's (GET user/profile/{userId}, no token needed), follow
 * status, follow and unfollow, and the profile update. The own profile (GET user/profile) is me.ts's.
 */
import { api } from './index.ts';
import type { BodyOf, OwnProfile, Person, ProfilePost, PublicProfile } from './types.ts';

/** A person in a followers or following list; a review or post as a profile shows it (ratings on a review). */
export type { Person, ProfilePost };
export type OwnProfileReply = OwnProfile;
export type PublicProfileReply = PublicProfile;

export const getUserProfile = (userId: string) =>
  api().GET('getProfile', '/user/profile/{userId}', { params: { path: { userId } } });

export const isFollowing = async (userId: string) =>
  (await api().GET('followStatus', '/follow/{userId}', { params: { path: { userId } } })).checkForFollowed;
export const followUser = (userId: string) => api().POST('follow', '/follow', { body: { followTo: userId } });
export const unfollowUser = (userId: string) =>
  api().DELETE('unfollow', '/follow/{userId}', { params: { path: { userId } } });

export type ProfileUpdate = BodyOf<'/user/profile', 'put'>;
export const updateProfile = (update: ProfileUpdate) => api().PUT('updateProfile', '/user/profile', { body: update });
