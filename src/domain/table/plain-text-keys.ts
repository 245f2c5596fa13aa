// Sort keys for plain texts (ASCII letters, digits and spaces, as sample names and ids mostly are) that
// order with `<` exactly as the table's collator (numeric, base sensitivity) orders the texts. Comparing
// two keys costs a fraction of Intl.Collator.compare, which took ~60 ms of a 10,000-row sort (bench row 9).
// The keys take the collator's own letter order, and are used only once a check has found them to agree
// with it on every pair of letters and on spaces and digit runs; a locale with its own rules for ASCII
// letters (Czech "ch", Danish "aa") gets no keys, and its texts are compared by the collator.

/** A text's sort key, or null where only the collator can order it. */
export type PlainKeyOf = (text: string) => string | null;

const PLAIN = /^[A-Za-z0-9 ]*$/;
// A digit run's length is written as one character after it; this keeps that character in range.
const MAX_PLAIN_LENGTH = 200;
// Spaces before digit runs before letters, as in the collator's root order.
const SPACE = '\u0001';
const DIGITS = '\u0002';
const FIRST_LETTER_WEIGHT = 0x100;
const ZERO = 48;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const LETTERS = LOWER + LOWER.toUpperCase();

const isDigit = (code: number) => code >= ZERO && code <= ZERO + 9;

/**
 * Each ASCII letter's weight character in the collator's order; letters it deems equal share one (at base
 * sensitivity 'a' and 'A', but in Turkish 'I' is dotless ı, a letter before 'i').
 */
function letterWeights(collator: Intl.Collator): Map<number, string> {
  const letters = LETTERS.split('').sort(collator.compare);
  const weights = new Map<number, string>();
  let weight = FIRST_LETTER_WEIGHT;
  letters.forEach((letter, i) => {
    if (i > 0 && collator.compare(letters[i - 1] ?? '', letter) !== 0) weight++;
    weights.set(letter.charCodeAt(0), String.fromCharCode(weight));
  });
  return weights;
}

function keysFor(collator: Intl.Collator): PlainKeyOf {
  const letters = letterWeights(collator);
  return (text) => {
    if (text.length > MAX_PLAIN_LENGTH || !PLAIN.test(text)) return null;
    let key = '';
    let i = 0;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (code === 32) {
        key += SPACE;
        i++;
      } else if (isDigit(code)) {
        // A digit run orders by its value (numeric collation): by its length without leading zeros,
        // then digit by digit.
        let end = i;
        while (end < text.length && isDigit(text.charCodeAt(end))) end++;
        let start = i;
        while (start < end - 1 && text.charCodeAt(start) === ZERO) start++;
        key += DIGITS + String.fromCharCode(ZERO + end - start) + text.slice(start, end);
        i = end;
      } else {
        key += letters.get(code) ?? '';
        i++;
      }
    }
    return key;
  };
}

const MIXED_PROBES = ['', ' ', '  ', '0', '00', '01', '001', '1', '1 ', '1a', '2', '9', '9 a', '10', '010', '99', '100', '12345678901234567890', '12345678901234567891', ' a', 'a', 'A', 'a ', 'a  b', 'a 1', 'a 01', 'a 10', 'a1', 'a01', 'a1b', 'a1 b', 'a2', 'a10', 'a10b', 'a b', 'ab', 'aB', 'Ab', 'AB', 'b', 'Ia', 'iA', 'Ib', 'ia', 'IA', 'z', 'Z1'];

/**
 * Every letter in either case, every pair of lower-case letters (any contraction shows), and texts mixing
 * spaces, digits and case.
 */
function probes(): string[] {
  const lower = LOWER.split('');
  return [...LETTERS.split(''), ...lower.flatMap((a) => lower.map((b) => a + b)), ...MIXED_PROBES];
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whether the keys order the probes as the collator does. Checking neighbours in the collator's order is
 * enough: if each neighbouring pair compares the same way, both orders are the same on every pair.
 */
function agrees(collator: Intl.Collator, keyOf: PlainKeyOf): boolean {
  const sorted = probes().sort(collator.compare);
  return sorted.every((text, i) => {
    if (i === 0) return true;
    const previous = sorted[i - 1] ?? '';
    const a = keyOf(previous);
    const b = keyOf(text);
    return a !== null && b !== null && order(a, b) === Math.sign(collator.compare(previous, text));
  });
}

/** The plain-text keys for `collator`, or a function that keys nothing where they would not agree with it. */
export function plainTextKeys(collator: Intl.Collator): PlainKeyOf {
  const keyOf = keysFor(collator);
  return agrees(collator, keyOf) ? keyOf : () => null;
}

/** Compares two keys of plainTextKeys as the collator compares their texts. */
export const comparePlainKeys = order;
