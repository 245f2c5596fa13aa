import { describe, expect, it } from 'vitest';
import { base32Encode, groupedSecret, otpauthUri } from '../../../src/domain/totp-uri';

describe('totp-uri', () => {
  it('encodes bytes in RFC 4648 base32 without padding', () => {
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Uint8Array.from([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x21, 0xde, 0xad, 0xbe, 0xef]))).toBe('JBSWY3DPEHPK3PXP');
  });

  it('names issuer and account in the label and the issuer parameter, spaces as %20', () => {
    const uri = otpauthUri({ issuer: 'License Server', account: 'operator', secret: 'JBSWY3DPEHPK3PXP' });
    expect(uri).toBe('otpauth://totp/License%20Server:operator?secret=JBSWY3DPEHPK3PXP&issuer=License%20Server&algorithm=SHA1&digits=6&period=30');
  });

  it('groups the key by four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});
