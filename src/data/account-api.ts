// The self-service account calls of console.md §7 (changePassword, registerTOTP, forgot, register, confirm)
// and the profile (docs/api.md "Profile"). The server checks every rule again; these only send.
import { REGISTRATION_SETTINGS_PATH } from '../domain/account-registration';
import type { RegistrationSettings } from '../domain/account-registration';
import type { OwnLocale } from '../domain/locale-rules';
import type { LocaleSettings } from '../domain/locale-settings';
import { api, apiRequest } from './api-client';

export const PROFILE_PATH = '/api/account/profile';

/** lang: the user's language, a SUPPORTED_LANGUAGES code (login and refreshToken answer it too). */
export type Profile = { username: string; displayName: string; hasTotp: boolean; lang: string; localeSettings: LocaleSettings; ownLocale: OwnLocale };
/** ownLocale replaces the fields the user chose; a field left out falls back to the server's settings. */
export type ProfileChange = { displayName?: string; lang?: string; ownLocale?: OwnLocale };

export type PasswordChange = { username: string; password: string; newPass1: string; newPass2: string };
export type TotpRegistration = { username: string; password: string; totpUrl: string; totpValue: string; currentTotp?: string };
export type Registration = { username: string; displayName: string; email?: string; password: string; password2: string };

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return (await api.get<Profile>(PROFILE_PATH, { signal })).data;
}

export async function saveProfile(change: ProfileChange): Promise<Profile> {
  return (await api.put<Profile>(PROFILE_PATH, change)).data;
}

export async function changePassword(change: PasswordChange): Promise<void> {
  await api.post('/api/account/changePassword', change);
}

export async function registerTotp(registration: TotpRegistration): Promise<void> {
  await api.post('/api/account/registerTOTP', registration);
}

// The calls below are public: their 401 answers are answers, not a reason to refresh a session.

export async function requestPasswordReset(username: string): Promise<void> {
  await apiRequest('POST', '/api/account/forgot', { body: { username }, skipAuthRefresh: true });
}

export async function fetchRegistrationSettings(signal?: AbortSignal): Promise<RegistrationSettings> {
  return (await apiRequest<RegistrationSettings>('GET', REGISTRATION_SETTINGS_PATH, { signal, skipAuthRefresh: true })).data;
}

export async function registerAccount(registration: Registration): Promise<void> {
  await apiRequest('POST', '/api/account/register', { body: registration, skipAuthRefresh: true });
}

export async function confirmAccount(code: string): Promise<void> {
  await apiRequest('POST', '/api/account/confirm', { body: { code }, skipAuthRefresh: true });
}
