// Controller (host) and instrument screens: the controller group 'C' of the side navigation.
// Entering one makes its controller (and instrument) the active one, remembered as lastCtrlData.
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { NO_INSTRUMENT } from '../features/shell/nav-model';
import { setActiveController } from '../state/ui';
import { LOGIN } from './access';
import { rootRoute } from './root';

const page = (name: 'ControllerPage' | 'InstrumentPage') => lazyPage(() => import('../features/controller/ControllerPages'), name);

/** The installed app's 'Instruments' shortcut (vite.config.ts manifest) opens this list of controllers. */
export const instrumentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/instruments',
  staticData: { title: /*i18n*/ 'Instruments', access: LOGIN },
  component: lazyPage(() => import('../features/controller/InstrumentsPage'), 'InstrumentsPage'),
});

export const controllerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/controller/$host',
  staticData: { title: /*i18n*/ 'Controller', access: LOGIN, nav: { group: 'controller', order: 1, icon: 'ServerRegular' } },
  beforeLoad: ({ params, preload }) => {
    if (!preload) setActiveController(params.host);
  },
  component: page('ControllerPage'),
});

export const instrumentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/controller/$host/instrument/$instr',
  staticData: {
    title: /*i18n*/ 'Instrument',
    access: LOGIN,
    nav: { group: 'controller', order: 2, icon: 'DesktopRegular', parent: 'instrument' },
  },
  beforeLoad: ({ params, preload }) => {
    if (!preload) setActiveController(params.host, params.instr === NO_INSTRUMENT ? null : params.instr);
  },
  component: page('InstrumentPage'),
});

export const controllerEventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/controller/$host/events',
  staticData: { title: /*i18n*/ 'Controller events', access: LOGIN, nav: { group: 'controller', order: 3, icon: 'AlertRegular' } },
  beforeLoad: ({ params, preload }) => {
    if (!preload) setActiveController(params.host);
  },
  component: lazyPage(() => import('../features/controller/ControllerEventsPage'), 'ControllerEventsPage'),
});
