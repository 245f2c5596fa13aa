// The Instruments page, the installed app's 'Instruments' shortcut (issue 13): the controllers the
// server lists under 0.Controllers, each opening its controller.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NO_CONTROLLERS_TEXT } from '../../src/features/controller/InstrumentsPage';
import { resetSignedOut, signIn } from './support/app-state';
import { renderApp } from './support/render-app';
import { fakeServer } from './records/fake-server';

function controllersAnswer(childs: object[]) {
  const controllers = { gId: '0.Controllers', id: 'Controllers', name: 'Controllers', type: 'Folder', parent: '0', order: 0, ac: 17, childs };
  return { body: { responses: [{ result: 0, node: controllers, nodes: [controllers] }], descriptors: [] } };
}

describe('Instruments page', () => {
  beforeEach(() => {
    resetSignedOut();
  });

  it('lists each controller the user may browse with a button that opens it', async () => {
    const host = { gId: '0.Controllers.LAB-CTRL-1', id: 'LAB-CTRL-1', name: 'Lab controller', type: 'ControllerHost', parent: '0.Controllers', order: 0, ac: 17 };
    fakeServer([{ method: 'POST', url: /^\/api\/node\/batch/, answer: () => controllersAnswer([host]) }]);
    signIn({ rights: [] });
    const router = await renderApp('/instruments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instruments' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Open controller Lab controller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/controller/LAB-CTRL-1'));
  });

  it('says so when there is no controller to list', async () => {
    fakeServer([{ method: 'POST', url: /^\/api\/node\/batch/, answer: () => controllersAnswer([]) }]);
    signIn({ rights: [] });
    await renderApp('/instruments');
    expect(await screen.findByText(NO_CONTROLLERS_TEXT)).toBeTruthy();
  });
});
