// The module worker that converts columns of values between units (tables, exports): a column of a
// hundred thousand values is a few milliseconds here, and none of them on the page's thread.
import { expose } from 'comlink';
import { unitsWorkerApi } from '../src/data/units/units-worker-api';

expose(unitsWorkerApi);
