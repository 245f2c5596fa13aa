// Node types of the local server's tree: the root, folders, the settings pages, tag definitions,
// the licences root and the list of controller hosts.
import { DEFAULT_LOCALE_SETTINGS } from '../../src/domain/locale-settings';
import { PropertyFlag } from '../../src/domain/nodes/node-protocol';
import { FILE_TEXT_MAX } from '../../src/domain/nodes/text-limits';
import { WEB_APP_FILE_EDITOR } from '../../src/domain/upload/upload-constants';
import { VisibilityLevel } from '../../src/domain/rights';
import type { NodeType, PropertyTemplate } from './node-type';

const text = { kind: 'text' } as const;

/** Settings pages are configuration: browse mode 'design' (docs/nodes.md). */
function designed(properties: PropertyTemplate[]): PropertyTemplate[] {
  return properties.map((p) => ({ ...p, scope: 'design' }));
}

function fixedType(type: string, name: string, properties: PropertyTemplate[] = [], extra: Partial<NodeType> = {}): NodeType {
  return { type, name, allowedTypes: [], canReorder: false, isArray: false, clonable: false, fixed: true, methods: [], properties, ...extra };
}

const separatorValues = [
  { key: '.', value: '.' },
  { key: ',', value: ',' },
  { key: '', value: 'Empty' },
  { key: ' ', value: 'Space' },
];

export const EXPORT_ENCODINGS = ['', 'iso-8859-1', 'utf-8', 'utf-16le', 'utf-16be'] as const;

export const LOCAL_NODE_TYPES: NodeType[] = [
  fixedType('Root', 'Root'),
  fixedType('Folder', 'Folder'),
  fixedType('SystemInfo', 'About', [
    { id: 'Version', name: 'Version', type: text, value: '', readOnly: true, source: 'computed', desc: 'Version of the server.' },
    { id: 'ServerId', name: 'Server id', type: text, value: '', readOnly: true, source: 'computed', visible: VisibilityLevel.advanced, desc: 'Unique id of this server (serverUID).' },
    { id: 'DatabaseKind', name: 'Database', type: text, value: '', readOnly: true, source: 'computed', visible: VisibilityLevel.advanced, desc: 'sqlite or postgresql.' },
    { id: 'Uptime', name: 'Uptime', type: text, value: '', readOnly: true, source: 'computed', flags: PropertyFlag.ignoreAudit, scope: 'run', desc: 'Time since the server process started (days hh:mm:ss).' },
  ], { desc: 'Version and status of this server.' }),
  fixedType('LocaleSettings', 'Locale', designed([
    { id: 'decimalSeparator', name: 'Decimal separator', type: { kind: 'text', maxLength: 1 }, value: DEFAULT_LOCALE_SETTINGS.decimalSeparator, standardValues: separatorValues, category: 'Numbers', catOrder: 1 },
    { id: 'thousandSeparator', name: 'Thousand separator', type: { kind: 'text', maxLength: 1 }, value: DEFAULT_LOCALE_SETTINGS.thousandSeparator, standardValues: separatorValues, category: 'Numbers', catOrder: 1 },
    { id: 'noOfDecimals', name: 'Number of decimals', type: { kind: 'int', min: 0, max: 15 }, value: DEFAULT_LOCALE_SETTINGS.noOfDecimals, category: 'Numbers', catOrder: 1 },
    { id: 'defaultCurrency', name: 'Default currency', type: { kind: 'text', maxLength: 8 }, value: DEFAULT_LOCALE_SETTINGS.defaultCurrency, category: 'Numbers', catOrder: 1 },
    { id: 'dateFormat', name: 'Date format', type: { kind: 'text', maxLength: 40 }, value: DEFAULT_LOCALE_SETTINGS.dateFormat, category: 'Dates', catOrder: 2 },
    { id: 'timeFormat', name: 'Time format', type: { kind: 'text', maxLength: 40 }, value: DEFAULT_LOCALE_SETTINGS.timeFormat, category: 'Dates', catOrder: 2 },
    { id: 'dateTimeFormat', name: 'Date and time format', type: { kind: 'text', maxLength: 40 }, value: DEFAULT_LOCALE_SETTINGS.dateTimeFormat, category: 'Dates', catOrder: 2 },
  ]), { desc: 'Number and date formats.' }),
  fixedType('ExportSettings', 'Export', designed([
    { id: 'QuoteChar', name: 'Quote character', type: { kind: 'text', maxLength: 1 }, value: '"' },
    { id: 'Bom', name: 'Byte order mark', type: { kind: 'bool' }, value: true },
    { id: 'LineDelimiter', name: 'Line delimiter', type: { kind: 'text', maxLength: 2 }, value: '\r\n', standardValues: [{ key: '\r\n', value: 'CRLF' }, { key: '\n', value: 'LF' }] },
    { id: 'SeparatorLine', name: 'Separator line', type: { kind: 'bool' }, value: false, desc: 'Write a "sep=" line first so spreadsheet programs pick the delimiter.' },
    { id: 'ColumnDelimiter', name: 'Column delimiter', type: { kind: 'text', maxLength: 1 }, value: '\t', standardValues: [{ key: '\t', value: 'Tab' }, { key: ';', value: ';' }, { key: ',', value: ',' }] },
    {
      id: 'Encoding',
      name: 'Encoding',
      type: { kind: 'text', maxLength: 20 },
      value: 'utf-16le',
      validator: 'encoding',
      standardValues: EXPORT_ENCODINGS.map((e) => ({ key: e, value: e === '' ? '(default)' : e })),
    },
  ]), { desc: 'Format of CSV and clipboard exports.' }),
  fixedType('StorageSettings', 'Storage', designed([
    { id: 'AuditRetentionDays', name: 'Keep audit entries (days)', type: { kind: 'int', min: 1, max: 36500 }, value: 3650, phyQ: { quantity: 'time', unit: 'd' } },
    { id: 'TraceRetentionDays', name: 'Keep trace entries (days)', type: { kind: 'int', min: 1, max: 3650 }, value: 90, phyQ: { quantity: 'time', unit: 'd' } },
    { id: 'MaxUploadMB', name: 'Largest upload (MB)', type: { kind: 'int', min: 1, max: 10240 }, value: 512, visible: VisibilityLevel.advanced },
  ]), { desc: 'How long logs are kept; upload limits.' }),
  fixedType('WebAppSettings', 'Web app', designed([
    { id: 'StartPage', name: 'Start page', type: { kind: 'text', maxLength: FILE_TEXT_MAX }, value: '', webEditor: WEB_APP_FILE_EDITOR, desc: 'An HTML file the console can show at start (a web app file, at most 200 kB), uploaded from a file.' },
  ]), { desc: 'Files of the web app.' }),
  fixedType('LicensesRoot', 'Licenses', [], { desc: 'Licences of this server.' }),
  fixedType(
    'TagsRoot',
    'Database tags',
    [{ id: 'SecurityVersion', name: 'Security version', type: { kind: 'int' }, value: 0, readOnly: true, source: 'computed', visible: VisibilityLevel.advanced, desc: 'Raised on every change of a tag definition.' }],
    { desc: 'Tags that can be attached to records.', allowedTypes: [{ type: 'Tag', name: 'Tag', desc: 'A database tag definition.' }], canReorder: true, isArray: true },
  ),
  {
    type: 'Tag',
    name: 'Tag',
    allowedTypes: [],
    canReorder: false,
    isArray: false,
    clonable: true,
    fixed: false,
    methods: [],
    properties: designed([
      { id: 'Value', name: 'Value', type: { kind: 'text', maxLength: 200 }, value: '' },
      { id: 'Color', name: 'Colour', type: { kind: 'text', maxLength: 9 }, value: '#000000', webEditor: 'colour' },
    ]),
  },
  fixedType('ControllerHost', 'Controller', [
    { id: 'Host', name: 'Host', type: text, value: '', readOnly: true, desc: 'Batch query parameter controller= addresses this host\'s tree.' },
    { id: 'Description', name: 'Description', type: { kind: 'text', maxLength: 200 }, value: '' },
  ], { desc: 'Laboratory controller.' }),
];
