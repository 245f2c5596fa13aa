import { describe, expect, it } from 'vitest';
import { TITLE_NOT_ALLOWED, TITLE_NOT_SAVED, securitySaveError } from '../../../../src/domain/records/security-save-error';

describe('security save error', () => {
  it('titles a 403 as not allowed and shows the server’s words without the field name', () => {
    expect(securitySaveError(403, [{ msg: 'You may not assign records to this team.', field: 'projectId' }])).toEqual({
      title: TITLE_NOT_ALLOWED,
      text: 'You may not assign records to this team.',
    });
  });

  it('titles other failures as not saved and never shows an empty text', () => {
    expect(securitySaveError(500, [])).toEqual({ title: TITLE_NOT_SAVED, text: 'Request failed with status code 500' });
  });
});
