import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { editableValues, MSG_NOT_A_NUMBER, parseEditedValue, withEditedValues } from '../../../../src/domain/outbox/entry-edit';
import { entry } from './outbox-fixtures';

const failed = (values: { id: string; value: unknown }[]) =>
  entry(1, { state: 'failed', payload: { type: 'batch', host: '', items: [{ action: BatchAction.update, gId: 'N1', values: values as never }] } });

describe('editing a failed entry', () => {
  it('offers the text and number values of a failed property update, and nothing else', () => {
    expect(editableValues(failed([{ id: 'Name', value: 'a' }, { id: 'Flow', value: 1.2 }]))).toEqual([{ id: 'Name', value: 'a' }, { id: 'Flow', value: 1.2 }]);
    expect(editableValues(entry(1))).toBeNull();
    expect(editableValues(failed([{ id: 'Range', value: { from: 1, to: 2 } }]))).toBeNull();
    expect(editableValues({ ...failed([{ id: 'P', value: 1 }]), kind: 'node.move' })).toBeNull();
  });

  it('keeps a number a number (a decimal comma too) and says when the text is not one', () => {
    expect(parseEditedValue(1, ' 1,5 ')).toBe(1.5);
    expect(parseEditedValue('x', '007')).toBe('007');
    expect(() => parseEditedValue(1, 'abc')).toThrow(MSG_NOT_A_NUMBER);
    expect(() => parseEditedValue(1, ' ')).toThrow(MSG_NOT_A_NUMBER);
  });

  it('puts the new values into the batch item and says the new change from the value the server had', () => {
    const before = { ...failed([{ id: 'Flow', value: 9 }]), label: { subject: 'Pump › Flow rate', change: '1 → 9 ml/min' }, undo: { properties: [{ key: '|N1|Flow', value: 1 }] } };
    const edited = withEditedValues(before, [{ id: 'Flow', value: 1.5 }], 'ml/min');
    expect(edited.payload).toMatchObject({ items: [{ gId: 'N1', values: [{ id: 'Flow', value: 1.5 }] }] });
    expect(edited.label).toEqual({ subject: 'Pump › Flow rate', change: '1 → 1.5 ml/min' });
  });
});
