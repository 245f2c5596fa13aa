// The web app file rule (node-model.md §5, §9): a file over 204,800 bytes is refused before a byte is sent.
import { MSG_WEB_APP_FILE_TOO_BIG, WEB_APP_FILE_MAX_BYTES } from './upload-constants';

/** The refusal to show, or null when the file may be uploaded. */
export function webAppFileRefusal(size: number): string | null {
  return size > WEB_APP_FILE_MAX_BYTES ? MSG_WEB_APP_FILE_TOO_BIG : null;
}
