// The current user's locale settings as screens read them: a snapshot of the session's (valtio), so any
// component that formats re-renders when the profile changes them. Set with commitLocaleSettings (session.ts).
import { useSnapshot } from 'valtio';
import type { LocaleSettings } from '../domain/locale-settings';
import { session } from './session';

export function useLocaleSettings(): LocaleSettings {
  return useSnapshot(session).localeSettings;
}
