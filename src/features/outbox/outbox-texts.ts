// What the app says about writes waiting in the outbox (marked for the outbox catalog; shown through i18n._).
export const QUEUED_MESSAGE = /*i18n*/ 'Saved on this device. The change will be sent when the connection is back.';
export const SEND_LATER_HINT = /*i18n*/ 'Offline: the change will be sent when the connection is back.';
