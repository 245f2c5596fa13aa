// The Instruments page, the installed app's 'Instruments' shortcut (issue 13): the controllers the
// server lists under 0.Controllers, each opening its controller.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { activateLanguage } from '../../src/i18n/language';
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

  it('is in German: the list, its buttons and the empty state', async () => {
    await activateLanguage('de', true);
    const host = { gId: '0.Controllers.LAB-CTRL-2', id: 'LAB-CTRL-2', name: 'Labor 2', type: 'ControllerHost', parent: '0.Controllers', order: 0, ac: 17 };
    let childs: object[] = [host];
    fakeServer([{ method: 'POST', url: /^\/api\/node\/batch/, answer: () => controllersAnswer(childs) }]);
    signIn({ rights: [] });
    await renderApp('/instruments');
    expect(await screen.findByRole('button', { name: 'Controller Labor 2 öffnen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Controller' })).toBeTruthy();
    childs = [];
    resetSignedOut();
    signIn({ rights: [] });
    await renderApp('/instruments');
    expect(await screen.findByText('Es sind keine Controller verbunden, oder Sie dürfen keine durchsuchen.')).toBeTruthy();
  });
});
