// Whether this server lets people register their own accounts (server setting SELF_REGISTRATION). Public:
// the sign-in page offers "Create an account" only when it is on, before anyone has signed in.
export const REGISTRATION_SETTINGS_PATH = '/api/account/registration';

export type RegistrationSettings = { selfRegistration: boolean };

export const MSG_REGISTRATION_OFF = /*i18n*/ 'Self-registration is turned off. Ask an administrator for an account.';
