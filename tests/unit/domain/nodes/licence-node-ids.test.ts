// A licence node's gId names its record exactly: the server decides who may see the node by this id, so
// anything else under (or beside) the licences root is no licence node.
import { describe, expect, it } from 'vitest';
import { LICENSES_ROOT_GID, licenceIdOf, licenceNodeGId } from '../../../../src/domain/nodes/licence-node-ids';

describe('licence node ids', () => {
  it('reads the record id back from the gId it made', () => {
    expect(licenceNodeGId(42)).toBe('0.Settings.Licenses.L42');
    expect(licenceIdOf(licenceNodeGId(42))).toBe(42);
    expect(licenceIdOf(licenceNodeGId(9_007_199_254_740_991))).toBe(9_007_199_254_740_991);
  });

  it('answers null for the root, a child of a licence node, a leading zero, an id too long, and other nodes', () => {
    for (const gId of [
      LICENSES_ROOT_GID,
      `${LICENSES_ROOT_GID}.L`,
      `${LICENSES_ROOT_GID}.L01`,
      `${LICENSES_ROOT_GID}.L0`,
      `${LICENSES_ROOT_GID}.L1.Child`,
      `${LICENSES_ROOT_GID}.L12345678901234567`,
      `${LICENSES_ROOT_GID}.l1`,
      `${LICENSES_ROOT_GID}.X1`,
      `${LICENSES_ROOT_GID}X.L1`,
      '0.Settings.Locale',
    ]) {
      expect(licenceIdOf(gId)).toBeNull();
    }
  });
});
