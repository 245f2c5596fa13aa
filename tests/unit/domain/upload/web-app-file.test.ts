import { describe, expect, it } from 'vitest';
import { MSG_WEB_APP_FILE_TOO_BIG } from '../../../../src/domain/upload/upload-constants';
import { webAppFileRefusal } from '../../../../src/domain/upload/web-app-file';

describe('webAppFileRefusal', () => {
  it('takes files up to 204,800 bytes and refuses larger ones with the spec message', () => {
    expect(webAppFileRefusal(204_800)).toBeNull();
    expect(webAppFileRefusal(204_801)).toBe(MSG_WEB_APP_FILE_TOO_BIG);
    expect(MSG_WEB_APP_FILE_TOO_BIG).toBe('File size is too big. Max size is 200kB!');
  });
});
