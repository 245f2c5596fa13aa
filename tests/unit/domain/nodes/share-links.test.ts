import { describe, expect, it } from 'vitest';
import {
  SHARE_LINK_HOURS_ARG,
  isShareHostKey,
  isShareLinkGrant,
  mayCreateShareLinks,
  shareHostKey,
  shareIdOfHostKey,
  shareLinkUrl,
  sharePassFromHash,
} from '../../../../src/domain/nodes/share-links';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';
import { Right } from '../../../../src/domain/rights';
import { parsePropertyInput } from '../../../../src/domain/values/parse-property-value';

const grant = { shareId: 'Abc_12-x', sharePass: 'PaSS-word_9' };

describe('share link URLs', () => {
  it('puts the pass in the fragment, never in the path or query', () => {
    expect(shareLinkUrl('https://console.lab', grant)).toBe('https://console.lab/share/Abc_12-x#PaSS-word_9');
  });

  it('names the controller in the query for a controller host link', () => {
    expect(shareLinkUrl('https://console.lab', grant, 'LAB-CTRL-1')).toBe('https://console.lab/share/Abc_12-x?controller=LAB-CTRL-1#PaSS-word_9');
  });

  it('reads the pass from a hash with or without its #, and refuses a missing or malformed one', () => {
    expect(sharePassFromHash('#PaSS-word_9')).toBe('PaSS-word_9');
    expect(sharePassFromHash('PaSS-word_9')).toBe('PaSS-word_9');
    expect(sharePassFromHash('')).toBeNull();
    expect(sharePassFromHash('#')).toBeNull();
    expect(sharePassFromHash('#a b')).toBeNull();
  });
});

describe('share link rules', () => {
  it('keeps shared views under their own host key, apart from controller hosts', () => {
    expect(shareHostKey('abc')).toBe('share:abc');
    expect(isShareHostKey('share:abc')).toBe(true);
    expect(isShareHostKey('LAB-CTRL-1')).toBe(false);
    expect(isShareHostKey('')).toBe(false);
    expect(shareIdOfHostKey('share:abc')).toBe('abc');
    expect(shareIdOfHostKey('LAB-CTRL-1')).toBeNull();
  });

  it('lets holders of the share right, and admins, create links', () => {
    expect(mayCreateShareLinks([Right.createShareLink])).toBe(true);
    expect(mayCreateShareLinks([Right.admin])).toBe(true);
    expect(mayCreateShareLinks([Right.accessSettings])).toBe(false);
  });

  it('accepts 1 to 720 whole hours, 24 by default', () => {
    expect(SHARE_LINK_HOURS_ARG.value).toBe(24);
    const parse = (text: string) => parsePropertyInput(text, SHARE_LINK_HOURS_ARG, DEFAULT_LOCALE_SETTINGS, new Date());
    expect(parse('1')).toMatchObject({ ok: true, value: 1 });
    expect(parse('720')).toMatchObject({ ok: true, value: 720 });
    expect(parse('0').ok).toBe(false);
    expect(parse('721').ok).toBe(false);
    expect(parse('1.5').ok).toBe(false);
  });

  it('recognises the answer of CreateShareLink', () => {
    expect(isShareLinkGrant({ ...grant, expiresAt: '2030-01-01T00:00:00.000Z' })).toBe(true);
    expect(isShareLinkGrant({ ...grant })).toBe(false);
    expect(isShareLinkGrant({ ...grant, shareId: '../x', expiresAt: 'x' })).toBe(false);
    expect(isShareLinkGrant(null)).toBe(false);
  });
});
