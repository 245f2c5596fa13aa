import { afterEach, describe, expect, it } from 'vitest';
import { fillPlaceholders, installMessageLookup, messageText } from '../../../../src/domain/messages/message-text';

describe('message text', () => {
  afterEach(() => installMessageLookup(null));

  it('fills every placeholder with its value and leaves one without a value', () => {
    expect(fillPlaceholders('Delete {name} ({count})? {other}', { name: 'Pump', count: 3 })).toBe('Delete Pump (3)? {other}');
    expect(fillPlaceholders('{a}{a}', { a: 'x' })).toBe('xx');
    expect(fillPlaceholders("The package ''{name}'' exists. Don't.", { name: "O''Neil" })).toBe("The package 'O''Neil' exists. Don't.");
  });

  it('is the English template filled when no lookup is installed', () => {
    expect(messageText('Node {name} not found.', { name: 'A' })).toBe('Node A not found.');
    expect(messageText('Saved.')).toBe('Saved.');
  });

  it('asks the installed lookup first and falls back to English for a template it does not know', () => {
    installMessageLookup((template, values) => (template === 'Node {name} not found.' ? `Knoten ${String(values.name)} nicht gefunden.` : undefined));
    expect(messageText('Node {name} not found.', { name: 'A' })).toBe('Knoten A nicht gefunden.');
    expect(messageText('Other {x}', { x: 1 })).toBe('Other 1');
  });
});
