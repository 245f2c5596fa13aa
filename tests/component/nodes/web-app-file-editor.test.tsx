// The web app file dialog (node-model.md §5, §9): the 200 kB limit before any upload, the success
// message, and closing 1000 ms after the file dialog hands focus back without a file.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NodeProperty } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE } from '../../../src/domain/rights';
import { MSG_WEB_APP_FILE_TOO_BIG, MSG_WEB_APP_FILE_UPLOADED, WEB_APP_FILE_EDITOR, WEB_APP_FILE_MAX_BYTES } from '../../../src/domain/upload/upload-constants';
import { WebAppFileEditor } from '../../../src/features/nodes/properties/WebAppFileEditor';
import type { WebAppFileUpload } from '../../../src/features/nodes/properties/use-web-app-file-dialog';
import { resetUi } from '../support/app-state';
import { renderWithFluent } from './tree-fixtures';

const property: NodeProperty = { id: 'StartPage', name: 'Start page', value: '', ac: ACCESS_READ_WRITE, type: { kind: 'text', maxLength: WEB_APP_FILE_MAX_BYTES }, webEditor: WEB_APP_FILE_EDITOR };

function renderEditor(upload: WebAppFileUpload = vi.fn(async () => {})) {
  renderWithFluent(<WebAppFileEditor property={property} readOnly={false} upload={upload} />);
  fireEvent.click(screen.getByRole('button', { name: 'Upload file…' }));
  return upload;
}

function pick(size: number) {
  const file = new File([new Uint8Array(size)], 'start.html', { type: 'text/html' });
  fireEvent.change(screen.getByLabelText('Start page file'), { target: { files: [file] } });
  return file;
}

const dialogOpen = () => screen.queryByRole('dialog', { name: 'Upload Start page' }) !== null;

describe('web app file editor', () => {
  beforeEach(resetUi);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a file over 204,800 bytes with 'File size is too big. Max size is 200kB!', uploads nothing and closes the dialog", async () => {
    const upload = renderEditor();
    expect(dialogOpen()).toBe(true);
    await act(async () => {
      pick(WEB_APP_FILE_MAX_BYTES + 1);
    });
    expect(screen.getByRole('alert').textContent).toBe(MSG_WEB_APP_FILE_TOO_BIG);
    expect(upload).not.toHaveBeenCalled();
    await waitFor(() => expect(dialogOpen()).toBe(false), { timeout: 15_000 });
  });

  it("uploads a file of exactly 204,800 bytes and says 'File uploaded successfully'", async () => {
    const upload = renderEditor();
    let file: File | undefined;
    await act(async () => {
      file = pick(WEB_APP_FILE_MAX_BYTES);
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MSG_WEB_APP_FILE_UPLOADED), { timeout: 15_000 });
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    await waitFor(() => expect(dialogOpen()).toBe(false), { timeout: 15_000 });
  });

  it('shows the server refusal when the upload fails', async () => {
    renderEditor(async () => {
      throw new Error('boom');
    });
    await act(async () => {
      pick(10);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Internal error:boom'), { timeout: 15_000 });
  });

  it('closes 1000 ms after the file dialog hands focus back without a file', async () => {
    vi.useFakeTimers();
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Choose file' }));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(dialogOpen()).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(dialogOpen()).toBe(false);
  });
});
