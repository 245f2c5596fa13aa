// What the user is told when the server changed under the page (console.md §8): upgraded (418) means
// the page reloads after the alert; a new version asks first; a restart is only said.
import { alertMessage, confirmMessage, showSnackbar } from './ui';

/** The API client's handlers of the same names (data/api-client.ts). */
type ServerChangeHandlers = { serverUpgraded: () => void; versionMismatch: () => void; serverRestarted: () => void };

/** `reload` is the page's own unless a test passes one. */
export function serverChangeHandlers(reload: () => void = () => window.location.reload()): ServerChangeHandlers {
  return {
    serverUpgraded: () => {
      void alertMessage(/*i18n*/ 'Server has been upgraded. Website will reload now!', 'warning').then(reload);
    },
    versionMismatch: () => {
      void confirmMessage(/*i18n*/ 'Server has been updated to a new version. Website needs to be reloaded. Reload now?').then((yes) => {
        if (yes) reload();
      });
    },
    serverRestarted: () => showSnackbar(/*i18n*/ 'The server has restarted.', { duration: 'quick', intent: 'info' }),
  };
}
