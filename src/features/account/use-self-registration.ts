// Whether this server offers self-registration (SELF_REGISTRATION): 'on', 'off', or 'unknown' while the
// public call is on its way or failed (offline), when nothing is offered that might not work.
import { fetchRegistrationSettings } from '../../data/account-api';
import { useLoaded } from '../records/use-loaded';

export type SelfRegistration = 'on' | 'off' | 'unknown';

export function useSelfRegistration(): SelfRegistration {
  const { data } = useLoaded('registration', fetchRegistrationSettings);
  if (!data) return 'unknown';
  return data.selfRegistration ? 'on' : 'off';
}
