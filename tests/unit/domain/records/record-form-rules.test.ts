import { describe, expect, it } from 'vitest';
import { deleteChoiceError, deleteQuery } from '../../../../src/domain/records/delete-rules';
import { RECORD_FIELDS } from '../../../../src/domain/records/record-fields';
import { changedFields, toWire, validateRecordForm } from '../../../../src/domain/records/record-form-rules';

describe('record form rules', () => {
  it("says 'Invalid contact phone number!' for a bad phone and accepts an empty or valid one", () => {
    const fields = RECORD_FIELDS.customer;
    expect(validateRecordForm(fields, { name: 'Acme', contactPhone: 'call me' }, true)).toEqual({ contactPhone: 'Invalid contact phone number!' });
    expect(validateRecordForm(fields, { name: 'Acme', contactPhone: '' }, true)).toEqual({});
    expect(validateRecordForm(fields, { name: 'Acme', contactPhone: '+386 1 234-5678' }, true)).toEqual({});
  });

  it('requires a name', () => {
    expect(validateRecordForm(RECORD_FIELDS.customer, { name: '  ' }, true)).toEqual({ name: 'Required' });
  });

  it("checks featureUID ('Enter valid feature UID!') only on create, and never sends it in an update", () => {
    const fields = RECORD_FIELDS.feature;
    expect(validateRecordForm(fields, { name: 'F', featureUID: '1bad' }, true)).toEqual({ featureUID: 'Enter valid feature UID!' });
    expect(validateRecordForm(fields, { name: 'F', featureUID: '1bad' }, false)).toEqual({});
    expect(changedFields(fields, { name: 'G', featureUID: 'X2' }, { name: 'F', featureUID: 'X1' })).toEqual({ name: 'G' });
  });

  it('sends an empty expiry as null and trims text', () => {
    expect(toWire(RECORD_FIELDS.license, { name: ' L ', expires: '' })).toEqual({ name: 'L', expires: null });
  });
});

describe('delete rules', () => {
  it("needs a reason for a permanent delete; whitespace-only is 'Reason is required.'", () => {
    expect(deleteChoiceError({ permanent: false, reason: '' })).toBeNull();
    expect(deleteChoiceError({ permanent: true, reason: '   \n' })).toBe('Reason is required.');
    expect(deleteChoiceError({ permanent: true, reason: 'duplicate' })).toBeNull();
  });

  it('puts permanent, the trimmed reason and ignoreReferences into the query', () => {
    expect(deleteQuery({ permanent: false, reason: 'x' })).toEqual({});
    expect(deleteQuery({ permanent: true, reason: ' dup ' }, true)).toEqual({ permanent: true, reason: 'dup', ignoreReferences: true });
  });
});
