// A record's date field (the licence's Expires) is typed and shown in the user's date pattern, like every
// other date, and reaches the form as 'yyyy-mm-dd' ('' when cleared); unreadable text is refused at the field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { RECORD_FIELDS } from '../../../src/domain/records/record-fields';
import { RecordForm } from '../../../src/features/records/record/RecordForm';
import { session } from '../../../src/state/session';
import { renderWithFluent } from '../nodes/tree-fixtures';

afterEach(() => {
  cleanup();
  session.localeSettings = { ...DEFAULT_LOCALE_SETTINGS };
});

function renderLicenceForm(expires: string, editable: boolean) {
  session.localeSettings = { ...DEFAULT_LOCALE_SETTINGS, dateFormat: 'dd.mm.yyyy' };
  const onChange = vi.fn();
  renderWithFluent(<RecordForm fields={RECORD_FIELDS.license} values={{ name: 'Lab A', expires }} errors={{}} editable={editable} isCreate={false} onChange={onChange} />);
  return { onChange, input: screen.getByLabelText('Expires') as HTMLInputElement };
}

describe('record date field', () => {
  it("shows and takes the date in the user's pattern, never the browser's date input", async () => {
    const { onChange, input } = renderLicenceForm('2027-06-30', true);
    expect(input.type).toBe('text');
    expect(input.value).toBe('30.06.2027');
    fireEvent.change(input, { target: { value: '31.12.2027' } });
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(onChange).toHaveBeenCalledWith('expires', '2027-12-31');
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(onChange).toHaveBeenLastCalledWith('expires', '');
  });

  it('refuses text that is no date at the field, and changes nothing', async () => {
    const { onChange, input } = renderLicenceForm('2027-06-30', true);
    fireEvent.change(input, { target: { value: '31.13.2027' } });
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(await screen.findByText('Invalid date!')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reads as text in the user's pattern when the record is not being edited", () => {
    const { input } = renderLicenceForm('2027-06-30', false);
    expect(input.value).toBe('30.06.2027');
    expect(input.readOnly).toBe(true);
  });
});
