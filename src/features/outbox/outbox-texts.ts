// What the app says about writes waiting in the outbox.
export const QUEUED_MESSAGE = 'Saved on this device. The change will be sent when the connection is back.';
export const SEND_LATER_HINT = 'Offline: the change will be sent when the connection is back.';
