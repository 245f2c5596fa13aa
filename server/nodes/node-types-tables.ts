// Child-row tables of the simulator besides the autosampler's vials: the MALS detector's calibration
// standards, whose measuring temperature is stored in kelvin and shown and edited in °C, so a table
// column converts to its display unit (node-model §3 table header hasUnit/transform, docs/decisions.md).
import type { AllowedType } from '../../src/domain/nodes/node-protocol';
import { TABLE_WEB_EDITOR } from '../../src/domain/nodes/web-editors';
import { TABLE_COLUMNS_PROPERTY } from '../../src/domain/table/server-columns';
import type { NodeType, PropertyTemplate } from './node-type';

const MALS_STANDARD_TEMPERATURE_UNITS = { quantity: 'temperature', unit: 'K', editorUnit: '°C', displayUnit: '°C' };

/** The standards the seed puts under a MALS detector: name and measuring temperature in K. */
export const MALS_STANDARDS: { name: string; kelvin: number }[] = [
  { name: 'Toluene', kelvin: 298.15 },
  { name: 'BSA monomer', kelvin: 298.15 },
  { name: 'Dextran 70k', kelvin: 303.15 },
];

/** A table node: its rows are its children of the one allowed type, shown by the console's child table. */
function tableType(type: string, name: string, desc: string, row: AllowedType, properties: PropertyTemplate[] = []): NodeType {
  return { type, name, desc, allowedTypes: [row], canReorder: true, isArray: true, clonable: false, fixed: true, methods: [], properties, webEditor: TABLE_WEB_EDITOR };
}

/** The table's columns as the server lays them out: the listed row properties in order, the rest hidden. */
function columnsProperty(columns: { id: string; name: string }[], shown: string[]): PropertyTemplate {
  const standardValues = columns.map((c) => ({ key: c.id, value: c.name }));
  return { id: TABLE_COLUMNS_PROPERTY, name: 'Columns', type: { kind: 'stringArray' }, value: shown, standardValues, webEditor: 'headers', desc: 'Columns the table shows first, in order.' };
}

/** A row of a table: copied, deleted and moved by the user. */
function rowType(type: string, name: string, properties: PropertyTemplate[]): NodeType {
  return { type, name, allowedTypes: [], canReorder: false, isArray: false, clonable: true, fixed: false, methods: [], properties };
}

export const TABLE_NODE_TYPES: NodeType[] = [
  tableType('MalsStandardTable', 'Calibration standards', 'Reference samples the detector is calibrated with.', { type: 'MalsStandard', name: 'Standard', desc: 'A reference sample.' }, [
    // The server's column layout: the standard's name first, Enabled last.
    columnsProperty(
      [
        { id: 'Enabled', name: 'Enabled' },
        { id: 'SampleName', name: 'Standard' },
        { id: 'Temperature', name: 'Temperature' },
      ],
      ['SampleName', 'Temperature', 'Enabled'],
    ),
  ]),
  rowType('MalsStandard', 'Standard', [
    { id: 'Enabled', name: 'Enabled', type: { kind: 'bool' }, value: true, width: 10 },
    { id: 'SampleName', name: 'Standard', type: { kind: 'text', maxLength: 64 }, value: '' },
    { id: 'Temperature', name: 'Temperature', type: { kind: 'decimal', min: 273.15, max: 353.15, step: 0.01 }, value: 298.15, phyQ: MALS_STANDARD_TEMPERATURE_UNITS },
  ]),
];
