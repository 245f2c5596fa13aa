// Node types of a controller host's tree: the instruments the simulator drives and the
// autosampler's vial table.
import { PropertyFlag } from '../../src/domain/nodes/node-protocol';
import { BINDING_WEB_EDITOR } from '../../src/domain/nodes/node-binding';
import type { AllowedType } from '../../src/domain/nodes/node-protocol';
import type { ExpressionInfo } from '../../src/domain/nodes/expression-info';
import { LONG_TEXT_MAX } from '../../src/domain/nodes/text-limits';
import { VisibilityLevel } from '../../src/domain/rights';
import type { NodeType, PropertyTemplate } from './node-type';

// Browse mode scopes (docs/nodes.md): live values are 'run', settings 'design'; device facts and the
// vial table (set up before a run, watched during it) belong to both.
const live = { readOnly: true, source: 'live', flags: PropertyFlag.ignoreAudit, scope: 'run' } as const;
const design = { scope: 'design' } as const;

function firmware(build: string): PropertyTemplate {
  return { id: 'FirmwareBuild', name: 'Firmware build', type: { kind: 'text' }, value: build, readOnly: true, visible: VisibilityLevel.internal, category: 'Device', catOrder: 9 };
}

function flowChannel(id: string, value: number): PropertyTemplate {
  return {
    id,
    name: `Solvent ${id.toUpperCase()}`,
    type: { kind: 'decimal', min: 0, max: 100, step: 0.001 },
    value,
    phyQ: { quantity: 'fraction', unit: '%' },
    category: 'Solvent composition',
    catOrder: 2,
    desc: 'Share of the flow; a, b, c and d always sum to 100.',
    ...design,
  };
}

// Units that exercise the console's conversions (node-model §3 phyQ): the pressure limit is stored and shown
// in bar, like the live pressure and its alarm, and edited in psi; the flow stays in ml/min; the MALS cell
// stores kelvin and shows and edits °C.
const PRESSURE_EDITED_IN_PSI = { quantity: 'pressure', unit: 'bar', editorUnit: 'psi', displayUnit: 'bar' };

/** The trace of a detector in the chromatogram: 'color;dash;width' (node-model §3 line style). */
function traceStyle(value: string): PropertyTemplate {
  return { id: 'TraceStyle', name: 'Trace style', type: { kind: 'text', maxLength: 40 }, value, webEditor: 'lineStyle', validator: 'lineStyle', category: 'Display', catOrder: 8, ...design };
}

/** What the calculated channel of a detector may use (node-model §3 expression info). */
const DETECTOR_EXPRESSIONS: ExpressionInfo = {
  operators: ['+', '-', '*', '/', '(', ')', 'and', 'or', 'not'],
  methods: [
    { name: 'abs', args: [{ name: 'x', type: 'number' }] },
    { name: 'avg', args: [{ name: 'values', type: 'array' }] },
    { name: 'max', args: [{ name: 'values', type: 'array' }] },
    { name: 'min', args: [{ name: 'values', type: 'array' }] },
    { name: 'log10', args: [{ name: 'x', type: 'number' }] },
  ],
  vars: [
    { name: 'Absorbance', type: 'number', desc: 'Absorbance in AU' },
    { name: 'AbsorbanceHistory', type: 'array', desc: 'Last minute of absorbance' },
    { name: 'LampHours', type: 'number', desc: 'Burnt hours of the lamp' },
    { name: 'Wavelengths', type: 'array', desc: 'Detection wavelengths in nm' },
    { name: 'LampOn', type: 'bool', desc: 'The lamp is burning' },
  ],
};

const INSTRUMENT_TYPES: AllowedType[] = [
  { type: 'Pump', name: 'Pump', order: 1 },
  { type: 'Autosampler', name: 'Autosampler', order: 2 },
  { type: 'MwdDetector', name: 'MWD detector', order: 3 },
  { type: 'MalsDetector', name: 'MALS detector', order: 4 },
  { type: 'PhMeter', name: 'pH meter', order: 5 },
];

function instrument(type: string, name: string, rest: Partial<NodeType> & Pick<NodeType, 'properties' | 'instrument'>): NodeType {
  return { type, name, allowedTypes: [], canReorder: false, isArray: false, clonable: true, fixed: false, methods: [], ...rest };
}

export const CONTROLLER_NODE_TYPES: NodeType[] = [
  { type: 'ControllerRoot', name: 'Controller', allowedTypes: INSTRUMENT_TYPES, canReorder: true, isArray: false, clonable: false, fixed: true, methods: [], properties: [] },
  instrument('Pump', 'Pump', {
    desc: 'Delivers the eluent at the set flow rate and composition.',
    instrument: 'pump',
    fmtProperty: 'Pressure',
    setFlow: true,
    children: [{ id: 'Mode', name: 'Mode', type: 'PumpModeChoice' }],
    properties: [
      { id: 'FlowRate', name: 'Flow rate', type: { kind: 'decimal', min: 0, max: 10, step: 0.001 }, value: 1, phyQ: { quantity: 'volumeFlow', unit: 'ml/min' }, category: 'Flow', catOrder: 1, ...design },
      flowChannel('a', 100),
      flowChannel('b', 0),
      flowChannel('c', 0),
      flowChannel('d', 0),
      { id: 'PressureLimit', name: 'Pressure limit', type: { kind: 'decimal', min: 1, max: 400, step: 0.1 }, value: 40, phyQ: PRESSURE_EDITED_IN_PSI, category: 'Flow', catOrder: 1, desc: 'A warning is raised while the pressure is above this limit.', ...design },
      { id: 'Pressure', name: 'Pressure', type: { kind: 'decimal', step: 0.01 }, value: null, phyQ: { quantity: 'pressure', unit: 'bar' }, category: 'Flow', catOrder: 1, ...live },
      firmware('2.4.1187'),
    ],
  }),
  instrument('Autosampler', 'Autosampler', {
    desc: 'Injects the samples of the vial tray.',
    instrument: 'autosampler',
    fmtProperty: 'State',
    children: [{ id: 'Vials', name: 'Vials', type: 'VialTable' }],
    methods: [
      {
        id: 'NeedleWash',
        name: 'Needle wash',
        desc: 'Washes the injection needle.',
        need: 'write',
        scope: 'run',
        args: [
          { name: 'cycles', type: { kind: 'int', min: 1, max: 10 }, value: 3, desc: 'Number of wash cycles.' },
          { name: 'solvent', type: { kind: 'text', maxLength: 40 }, value: 'Methanol' },
        ],
        returnArg: { name: 'message', type: { kind: 'text' } },
      },
    ],
    properties: [
      { id: 'InjectionVolume', name: 'Injection volume', type: { kind: 'decimal', min: 0.1, max: 100, step: 0.1 }, value: 10, phyQ: { quantity: 'volume', unit: 'µl' }, category: 'Injection', catOrder: 1, ...design },
      { id: 'State', name: 'State', type: { kind: 'text' }, value: null, category: 'Injection', catOrder: 1, ...live },
      firmware('1.9.310'),
    ],
  }),
  {
    type: 'VialTable',
    name: 'Vials',
    desc: 'Sample vials in injection order.',
    allowedTypes: [{ type: 'Vial', name: 'Vial', desc: 'A sample vial in the tray.' }],
    canReorder: true,
    isArray: true,
    clonable: false,
    fixed: true,
    methods: [],
    properties: [],
    webEditor: 'table',
  },
  {
    type: 'Vial',
    name: 'Vial',
    allowedTypes: [],
    canReorder: false,
    isArray: false,
    clonable: true,
    fixed: false,
    methods: [],
    properties: [
      { id: 'Enabled', name: 'Enabled', type: { kind: 'bool' }, value: true, width: 10 },
      { id: 'SampleName', name: 'Sample', type: { kind: 'text', maxLength: 64 }, value: '' },
      { id: 'Volume', name: 'Volume', type: { kind: 'decimal', min: 0, max: 2000, step: 0.1, nullable: true }, value: null, phyQ: { quantity: 'volume', unit: 'µl' } },
      { id: 'Source', name: 'Source', type: { kind: 'text', nullable: true }, value: null, desc: 'Node this vial is bound to (bind action).', webEditor: BINDING_WEB_EDITOR },
    ],
  },
  instrument('MwdDetector', 'MWD detector', {
    desc: 'Multi-wavelength UV/Vis absorbance detector.',
    instrument: 'mwd',
    fmtProperty: 'Absorbance',
    children: [{ id: 'Channels', name: 'Wavelength channels', type: 'WavelengthChecklist' }],
    properties: [
      { id: 'Wavelengths', name: 'Wavelengths', type: { kind: 'doubleArray', min: 190, max: 950, step: 1 }, value: [214, 254, 280], phyQ: { quantity: 'length', unit: 'nm' }, category: 'Detection', catOrder: 1, ...design },
      { id: 'LampHoursLimit', name: 'Lamp hours limit', type: { kind: 'decimal', min: 1, max: 10000, step: 1 }, value: 2000, phyQ: { quantity: 'time', unit: 'h' }, category: 'Lamp', catOrder: 2, desc: 'An error is raised once the lamp has burnt longer.', ...design },
      { id: 'LampHours', name: 'Lamp hours', type: { kind: 'decimal', step: 0.01 }, value: null, phyQ: { quantity: 'time', unit: 'h' }, category: 'Lamp', catOrder: 2, ...live },
      { id: 'Absorbance', name: 'Absorbance', type: { kind: 'decimal', step: 0.0001 }, value: null, phyQ: { quantity: 'absorbance', unit: 'AU' }, category: 'Detection', catOrder: 1, ...live },
      firmware('5.0.77'),
      traceStyle('#0078d4;Solid;2'),
      {
        id: 'CalculatedChannel',
        name: 'Calculated channel',
        type: { kind: 'text', maxLength: LONG_TEXT_MAX, expression: DETECTOR_EXPRESSIONS },
        value: 'Absorbance * 1000',
        webEditor: 'expression',
        category: 'Detection',
        catOrder: 1,
        desc: 'Expression of an extra trace computed from the detector values.',
        ...design,
      },
    ],
  }),
  instrument('MalsDetector', 'MALS detector', {
    desc: 'Multi-angle light scattering detector.',
    instrument: 'mals',
    fmtProperty: 'Intensity',
    children: [
      { id: 'Angles', name: 'Detector angles', type: 'MalsAngleSelection' },
      { id: 'Standards', name: 'Calibration standards', type: 'MalsStandardTable' },
    ],
    properties: [
      {
        id: 'LaserPower',
        name: 'Laser power',
        type: { kind: 'decimal', min: 0, max: 100, step: 0.1 },
        value: 80,
        phyQ: { quantity: 'fraction', unit: '%' },
        flags: PropertyFlag.critical,
        category: 'Laser',
        catOrder: 1,
        desc: 'Changing the laser power affects every running measurement: a reason is required.',
        ...design,
      },
      {
        id: 'CellTemperature',
        name: 'Cell temperature',
        type: { kind: 'decimal', min: 283.15, max: 333.15, step: 0.01 },
        value: 298.15,
        phyQ: { quantity: 'temperature', unit: 'K', editorUnit: '°C', displayUnit: '°C' },
        category: 'Cell',
        catOrder: 2,
        desc: 'Set point of the flow cell thermostat.',
        ...design,
      },
      { id: 'Intensity', name: 'Intensity', type: { kind: 'decimal', step: 0.01 }, value: null, phyQ: { quantity: 'voltage', unit: 'V' }, category: 'Laser', catOrder: 1, ...live },
      firmware('3.2.5'),
      traceStyle('#d13438;Dash;1'),
    ],
  }),
  instrument('PhMeter', 'pH meter', {
    desc: 'Measures the pH of the eluent.',
    instrument: 'ph',
    fmtProperty: 'pH',
    methods: [
      {
        id: 'Calibrate',
        name: 'Calibrate',
        desc: 'Two-point calibration with buffer solutions.',
        need: 'write',
        scope: 'run',
        args: [
          { name: 'buffer1', type: { kind: 'decimal', min: 0, max: 14, step: 0.01 }, value: 4 },
          { name: 'buffer2', type: { kind: 'decimal', min: 0, max: 14, step: 0.01 }, value: 7 },
        ],
        returnArg: { name: 'slope', type: { kind: 'decimal', step: 0.1 } },
      },
    ],
    properties: [
      { id: 'pH', name: 'pH', type: { kind: 'decimal', step: 0.01 }, value: null, phyQ: { quantity: 'pH', unit: 'pH' }, ...live },
      { id: 'CalibrationDate', name: 'Calibrated on', type: { kind: 'dateTime', nullable: true }, value: null, readOnly: true, category: 'Calibration', catOrder: 2, ...design },
      { id: 'Slope', name: 'Slope', type: { kind: 'decimal', step: 0.1, nullable: true }, value: null, readOnly: true, phyQ: { quantity: 'fraction', unit: '%' }, category: 'Calibration', catOrder: 2, ...design },
    ],
  }),
];
