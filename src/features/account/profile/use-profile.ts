// The caller's profile as the server has it (username, display name, whether an authenticator is
// registered), read once when the page opens; cards replace it with what the server answers after a save.
import { useEffect, useState } from 'react';
import { fetchProfile } from '../../../data/account-api';
import type { Profile } from '../../../data/account-api';
import { ApiError, errorItemsOf } from '../../../data/api-error';
import type { ErrorItem } from '../../../domain/error-item';

export const MSG_PROFILE_OFFLINE = 'Offline: your name, password, authenticator and formats can be changed once the connection is back.';

export type ProfileState = { profile: Profile | null; errors: ErrorItem[]; setProfile: (next: Profile) => void };

export function useProfile(): ProfileState {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // An answer that lands after unmount changes nothing.
    fetchProfile(controller.signal).then(
      (profile) => {
        if (!controller.signal.aborted) setProfile(profile);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setErrors(error instanceof ApiError && error.network ? [{ msg: MSG_PROFILE_OFFLINE, severity: 1 }] : errorItemsOf(error));
      },
    );
    return () => controller.abort();
  }, []);
  return { profile, errors, setProfile };
}
