// The chunked upload's constants and messages (node-model.md §7, §8, §9), shared by the client, its
// worker and the server, so both ends agree on the chunk grid and the words the user reads.

/** Every part but the last is exactly this long and starts at a multiple of it. */
export const UPLOAD_CHUNK_BYTES = 1_048_576;
/** A failed part is tried again this many times, then the upload fails. */
export const UPLOAD_RETRIES = 3;
/** The web app file editor refuses larger files before sending a byte. */
export const WEB_APP_FILE_MAX_BYTES = 204_800;
/** The web editor kind of a property holding a web app file (node-model.md §4 "web app file"). */
export const WEB_APP_FILE_EDITOR = 'webAppFile';
/** The upload method that writes a file's text into such a property: gId the node, args [propertyId]. */
export const METHOD_UPLOAD_WEB_APP_FILE = 'UploadWebAppFile';
/** The web app file dialog closes this long after the file dialog hands focus back. */
export const WEB_APP_FILE_CLOSE_MS = 1_000;

export const MSG_UPLOAD_CANCELED = /*i18n*/ 'Upload canceled by user';
export const MSG_WEB_APP_FILE_TOO_BIG = /*i18n*/ 'File size is too big. Max size is 200kB!';
export const MSG_WEB_APP_FILE_UPLOADED = /*i18n*/ 'File uploaded successfully';

/** Client-chosen upload ids: random, URL-safe, long enough not to be guessed. */
export const UPLOAD_UID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
