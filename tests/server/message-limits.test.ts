// The server's messages that name a limit are plain literals (only literals are extracted for
// translation); each must still say the number its check uses, so changing a limit alone fails here.
import { describe, expect, it } from 'vitest';
import { MAX_EXPORT_TABLE_ROWS, MSG_EXPORT_TABLE_TOO_LARGE } from '../../server/nodes/actions/node-export-table';
import { MAX_ENTRIES, MAX_TOTAL_UNCOMPRESSED, MAX_UPLOAD_BYTES } from '../../server/packages/archive-limits';
import { MSG_TOO_BIG, MSG_TOO_MANY } from '../../server/packages/read-package-archive';
import { MSG_FILE_TOO_LARGE } from '../../server/routes/records-packages';
import { MSG_TOTP_SECRET_RULE, TOTP_SECRET_MAX_CHARS, TOTP_SECRET_MIN_CHARS } from '../../server/services/totp';

describe('server messages naming a limit', () => {
  it.each([
    [MSG_TOO_BIG, `The package archive is too large when unpacked (more than ${MAX_TOTAL_UNCOMPRESSED / 1024 / 1024} MiB).`],
    [MSG_TOO_MANY, `The package archive has too many entries (more than ${MAX_ENTRIES}).`],
    [MSG_FILE_TOO_LARGE, `The package file is too large (more than ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB).`],
    [MSG_EXPORT_TABLE_TOO_LARGE, `A table export holds at most ${MAX_EXPORT_TABLE_ROWS.toLocaleString('en')} rows.`],
    [MSG_TOTP_SECRET_RULE, `The authenticator secret must have ${TOTP_SECRET_MIN_CHARS} to ${TOTP_SECRET_MAX_CHARS} base32 characters (A–Z, 2–7): at least 80 bits.`],
  ])('%s says the limit its check uses', (message, expected) => {
    expect(message).toBe(expected);
  });
});
