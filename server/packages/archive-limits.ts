// Limits that keep a hostile package file from exhausting memory or disk (docs/records.md).
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;
export const MAX_ENTRIES = 1000;
export const MAX_TOTAL_UNCOMPRESSED = 64 * 1024 * 1024;
/** Entries larger than this must not inflate more than MAX_RATIO times their compressed size. */
export const RATIO_CHECK_FROM = 64 * 1024;
export const MAX_RATIO = 100;
export const MAX_MANIFEST_BYTES = 1024 * 1024;
