import { describe, expect, it } from 'vitest';
import { alarmMessages, attachedMessagesText, panelContent } from '../../../../src/domain/messages/error-panel';

describe('error panel content', () => {
  it('lists messages not bound to a field, counts the bound ones and drops hidden ones', () => {
    const content = panelContent([{ msg: 'general' }, { msg: 'on a field', field: 'Name' }, { msg: 'gone', hidden: true }, { msg: 'gone too', field: 'X', hidden: true }]);
    expect(content.shown.map((m) => m.msg)).toEqual(['general']);
    expect(content.attached).toBe(1);
    expect(attachedMessagesText(content.attached)).toBe('See messages attached to items! (1)');
  });

  it('treats an unknown severity as an error', () => {
    const content = panelContent([{ msg: 'a', severity: 7 as never }, { msg: 'b', severity: 1 }, { msg: 'c' }]);
    expect(content.shown.map((m) => m.severity)).toEqual([2, 1, 2]);
  });

  it('turns alarms into messages, errors first then oldest first', () => {
    const messages = alarmMessages({
      packed: 0,
      alarms: [
        { severity: 1, msg: 'Pressure high', t: '2026-01-01T10:00:00Z', entityName: 'Pump', entityId: '0.Pump', ctx: 0 },
        { severity: 2, msg: 'Lamp old', t: '2026-01-01T11:00:00Z', entityName: 'MWD' },
        { severity: 1, msg: 'Earlier', t: '2026-01-01T09:00:00Z' },
      ],
    });
    expect(messages.map((m) => m.msg)).toEqual(['Lamp old', 'Earlier', 'Pressure high']);
    expect(messages[2]).toMatchObject({ entityName: 'Pump', t: '2026-01-01T10:00:00Z' });
    expect(alarmMessages(null)).toEqual([]);
  });
});
