// Node types that show the choice editors of node-model.md §2.3, §2.4 and §4 on the simulator: an MWD
// detector's wavelength checklist, a pump's mode as a radio choice and a MALS detector's angle
// selection. They are fixed children of those instrument types (docs/decisions.md, "Choice editors").
import { CHECKLIST_WEB_EDITOR, ChoiceProperty, NODE_SELECTION_WEB_EDITOR, RADIO_CHOICE_WEB_EDITOR } from '../../src/domain/choices/node-editors';
import { VisibilityLevel } from '../../src/domain/rights';
import type { NodeType, PropertyTemplate } from './node-type';

const WAVELENGTHS_NM = [214, 230, 254, 260, 280, 320, 360];
export const WAVELENGTH_LOOKUP = WAVELENGTHS_NM.map((nm) => ({ key: String(nm), value: `${nm} nm` }));

function structural(type: string, name: string, rest: Partial<NodeType>): NodeType {
  return { type, name, allowedTypes: [], canReorder: false, isArray: false, clonable: false, fixed: true, methods: [], properties: [], ...rest };
}

function enabled(value: boolean): PropertyTemplate {
  return { id: ChoiceProperty.enabled, name: 'Enabled', type: { kind: 'bool' }, value, visible: 1 };
}

function angle(readOnly: boolean): PropertyTemplate[] {
  return [
    { id: ChoiceProperty.sValue, name: 'Selected', type: { kind: 'bool' }, value: false, readOnly },
    { id: ChoiceProperty.category, name: 'Category', type: { kind: 'text' }, value: '', readOnly: true },
    { id: ChoiceProperty.description, name: 'Description', type: { kind: 'text' }, value: '', readOnly: true },
  ];
}

/** The angles the seed puts under a MALS detector's selection; the reference one cannot be unselected. */
export const MALS_ANGLES: { deg: number; selected: boolean; category: string; description: string; reference?: boolean }[] = [
  { deg: 35, selected: true, category: 'Low angles', description: 'Most sensitive to large particles.' },
  { deg: 50, selected: true, category: 'Low angles', description: 'Forward scattering.' },
  { deg: 75, selected: false, category: 'Low angles', description: 'Forward scattering, near the reference.' },
  { deg: 90, selected: true, category: 'Reference', description: 'Normalisation reference: always recorded.', reference: true },
  { deg: 105, selected: false, category: 'High angles', description: 'Backward scattering.' },
  { deg: 145, selected: true, category: 'High angles', description: 'Backward scattering, small particles.' },
];

export const CHOICE_NODE_TYPES: NodeType[] = [
  structural('WavelengthChecklist', 'Wavelength channels', {
    desc: 'Wavelengths the detector records: one channel per ticked wavelength.',
    allowedTypes: [{ type: 'WavelengthChannel', name: 'Wavelength channel' }],
    isArray: true,
    webEditor: CHECKLIST_WEB_EDITOR,
    properties: [{ id: ChoiceProperty.source, name: 'Wavelengths', type: { kind: 'text', nullable: true }, value: null, readOnly: true, standardValues: WAVELENGTH_LOOKUP, desc: 'The wavelengths a channel can record.' }],
  }),
  structural('WavelengthChannel', 'Wavelength channel', {
    fixed: false,
    properties: [
      { id: ChoiceProperty.source, name: 'Wavelength', type: { kind: 'text', maxLength: 16 }, value: '', standardValues: WAVELENGTH_LOOKUP, desc: 'The lookup value this channel records.' },
      { id: 'Bandwidth', name: 'Bandwidth', type: { kind: 'decimal', min: 1, max: 40, step: 1 }, value: 4, phyQ: { quantity: 'length', unit: 'nm' } },
    ],
  }),
  structural('PumpModeChoice', 'Mode', {
    desc: 'How the pump delivers the eluent: exactly one mode is enabled.',
    webEditor: RADIO_CHOICE_WEB_EDITOR,
    children: [
      { id: 'Isocratic', name: 'Isocratic', type: 'PumpModeIsocratic' },
      { id: 'Gradient', name: 'Gradient', type: 'PumpModeGradient' },
      { id: 'Purge', name: 'Purge', type: 'PumpModePurge' },
    ],
  }),
  structural('PumpModeIsocratic', 'Isocratic', {
    desc: 'Constant composition.',
    properties: [enabled(true), { id: 'HoldTime', name: 'Hold time', type: { kind: 'decimal', min: 0, max: 600, step: 0.1 }, value: 30, phyQ: { quantity: 'time', unit: 'min' } }],
  }),
  structural('PumpModeGradient', 'Gradient', {
    desc: 'Composition moves from the start to the end value.',
    properties: [
      enabled(false),
      { id: 'GradientTime', name: 'Gradient time', type: { kind: 'decimal', min: 0.1, max: 600, step: 0.1 }, value: 20, phyQ: { quantity: 'time', unit: 'min' } },
      { id: 'EndB', name: 'End share of B', type: { kind: 'decimal', min: 0, max: 100, step: 0.1 }, value: 80, phyQ: { quantity: 'fraction', unit: '%' } },
    ],
  }),
  structural('PumpModePurge', 'Purge', {
    desc: 'Flushes the lines at a high flow.',
    properties: [enabled(false), { id: 'PurgeFlow', name: 'Purge flow', type: { kind: 'decimal', min: 1, max: 10, step: 0.1 }, value: 5, phyQ: { quantity: 'volumeFlow', unit: 'ml/min' } }],
  }),
  structural('MalsAngleSelection', 'Detector angles', {
    desc: 'Angles the detector records; the reference angle is always on.',
    webEditor: NODE_SELECTION_WEB_EDITOR,
    // Listed so a copy of the detector (serialize, deserialize) may rebuild them; the add menu hides them.
    allowedTypes: [
      { type: 'MalsAngle', name: 'Angle', visible: VisibilityLevel.debug },
      { type: 'MalsReferenceAngle', name: 'Reference angle', visible: VisibilityLevel.debug },
    ],
  }),
  structural('MalsAngle', 'Angle', { properties: angle(false) }),
  structural('MalsReferenceAngle', 'Reference angle', { properties: angle(true) }),
];
