// The messages that name a limit are plain literals (only literals are extracted for translation); each
// must still say the number its rule checks, so changing a limit without its message fails here.
import { describe, expect, it } from 'vitest';
import { MAX_DECIMALS, MAX_PATTERN_LENGTH, MSG_DECIMALS, MSG_PATTERN_CHARACTERS } from '../../../../src/domain/locale-rules';
import { MSG_PASSWORD_TOO_LONG, MSG_PASSWORD_TOO_SHORT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../src/domain/passwords/password-rules';
import { MAX_SAMPLES_PER_ANALYSIS, MSG_SAMPLE_ID_INVALID, MSG_TOO_MANY_SAMPLES, SAMPLE_ID_MAX } from '../../../../src/domain/records/analysis-samples';
import { MSG_TAG_COUNT, MSG_TAG_NAME_TOO_LONG, MSG_TAG_VALUE_TOO_LONG, TAG_MAX_COUNT, TAG_NAME_MAX, TAG_VALUE_MAX } from '../../../../src/domain/records/record-tags';

describe('messages naming a limit', () => {
  it.each([
    [MSG_PASSWORD_TOO_SHORT, `Password must have at least ${PASSWORD_MIN_LENGTH} characters.`],
    [MSG_PASSWORD_TOO_LONG, `Password must have at most ${PASSWORD_MAX_LENGTH} characters.`],
    [MSG_PATTERN_CHARACTERS, `Use at most ${MAX_PATTERN_LENGTH} characters: the letters y, m, d, h, n, s, z and . , - / : space or T.`],
    [MSG_DECIMALS, `Decimals must be a whole number from 0 to ${MAX_DECIMALS}.`],
    [MSG_TAG_NAME_TOO_LONG, `A tag name has at most ${TAG_NAME_MAX} characters.`],
    [MSG_TAG_VALUE_TOO_LONG, `A tag value has at most ${TAG_VALUE_MAX} characters.`],
    [MSG_TAG_COUNT, `A record has at most ${TAG_MAX_COUNT} tags.`],
    [MSG_SAMPLE_ID_INVALID, `Enter a sample id: letters and digits, then also . _ : / - (at most ${SAMPLE_ID_MAX} characters).`],
    [MSG_TOO_MANY_SAMPLES, `An analysis holds at most ${MAX_SAMPLES_PER_ANALYSIS} samples.`],
  ])('%s says the limit its rule checks', (message, expected) => {
    expect(message).toBe(expected);
  });
});
