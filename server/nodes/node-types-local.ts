// Node types of the local server's tree: the root, folders, the settings pages, tag definitions,
// the licences root and the list of controller hosts.
import { DEFAULT_LOCALE_SETTINGS } from '../../src/domain/locale-settings';
import { PropertyFlag } from '../../src/domain/nodes/node-protocol';
import { FILE_TEXT_MAX } from '../../src/domain/nodes/text-limits';
import { PROPERTY_GRID_WEB_EDITOR } from '../../src/domain/nodes/web-editors';
import { WEB_APP_FILE_EDITOR } from '../../src/domain/upload/upload-constants';
import { VisibilityLevel } from '../../src/domain/rights';
import type { MethodTemplate, NodeType, PropertyTemplate } from './node-type';
import { EXPORT_ENCODINGS } from './value-rules';

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


/** Record feature bits of the schema's enumFlags property. */
const SCHEMA_FEATURES = [
  { key: 1, value: 'Revisions' },
  { key: 2, value: 'Signatures' },
  { key: 4, value: 'Attachments' },
  { key: 8, value: 'Sharing' },
];

const SCHEMA_COLUMNS = [
  { key: 'name', value: 'Name' },
  { key: 'owner', value: 'Owner' },
  { key: 'team', value: 'Team' },
  { key: 'modified', value: 'Modified' },
  { key: 'tags', value: 'Tags' },
];

// A settings page whose properties use the single-value web editors of node-model §4, so each is met on a
// real screen: the schema's permission string, links, notes, dates, flags and the record list's columns.
const RECORD_SCHEMA_PROPERTIES: PropertyTemplate[] = designed([
  { id: 'Permissions', name: 'Permissions', type: { kind: 'text', maxLength: 200 }, value: 'Create=Member;Read=Member;Write=Owner;Delete=Owner;AssignRights=None', webEditor: 'permission', validator: 'permission', category: 'Security', catOrder: 1, desc: 'Who may create, read, write, delete and share experiments.' },
  { id: 'Features', name: 'Features', type: { kind: 'int', min: 0, max: 15 }, value: 5, standardValues: SCHEMA_FEATURES, webEditor: 'enumFlags', category: 'Records', catOrder: 2 },
  { id: 'ListColumns', name: 'List columns', type: { kind: 'stringArray' }, value: ['name', 'owner', 'modified'], standardValues: SCHEMA_COLUMNS, webEditor: 'headers', category: 'Records', catOrder: 2, desc: 'Columns of the experiment list.' },
  { id: 'RetentionYears', name: 'Keep for (years)', type: { kind: 'int', min: 1, max: 100, nullable: true }, value: null, webEditor: 'nullableCheckbox', category: 'Records', catOrder: 2, desc: 'OFF keeps experiments for ever.' },
  { id: 'ReviewDate', name: 'Next review', type: { kind: 'date', nullable: true }, value: '2027-01-15', webEditor: 'dateOnly', category: 'Records', catOrder: 2 },
  // A plain date (no web editor): the console's date field with the pickers' calendar (node-model §5).
  { id: 'ValidFrom', name: 'Valid from', type: { kind: 'date', nullable: true }, value: '2026-01-01', category: 'Records', catOrder: 2, desc: 'First day on which new records follow this schema.' },
  { id: 'SchemaId', name: 'Schema id', type: { kind: 'text', pattern: 'guid' }, value: '6f1c2a9e-3b7d-4e25-9a41-0c8d5e7f2b13', readOnly: true, webEditor: 'copyToClipboard', category: 'Documentation', catOrder: 3 },
  { id: 'Manual', name: 'Manual', type: { kind: 'text', maxLength: 500 }, value: 'https://example.com/manuals/experiments', webEditor: 'hyperlink', category: 'Documentation', catOrder: 3 },
  { id: 'Notes', name: 'Notes', type: { kind: 'text', maxLength: 4000 }, value: 'Experiments hold the raw data of one run.\nSign before archiving.', webEditor: 'memo', category: 'Documentation', catOrder: 3 },
  { id: 'Template', name: 'Report template', type: { kind: 'text', maxLength: 20000 }, value: 'Experiment {name}\nOwner: {owner}\n\nResults:\n{results}', webEditor: 'dialogText', category: 'Documentation', catOrder: 3 },
  { id: 'ViewerApp', name: 'Viewer app', type: { kind: 'text', maxLength: 200 }, value: 'experiment-viewer.html', readOnly: true, webEditor: 'webAppFile', category: 'Documentation', catOrder: 3, desc: 'Web app that shows an experiment.' },
]);

const fromRecord = (p: Omit<PropertyTemplate, 'readOnly'>): PropertyTemplate => ({ ...p, readOnly: true, category: p.category ?? 'License' });

const LICENSE_PROPERTIES: PropertyTemplate[] = [
  fromRecord({ id: 'Description', name: 'Description', type: text, value: '' }),
  fromRecord({ id: 'Customer', name: 'Customer', type: text, value: '' }),
  fromRecord({ id: 'HardwareKey', name: 'Hardware key', type: text, value: '', webEditor: 'copyToClipboard' }),
  fromRecord({ id: 'Expires', name: 'Expires', type: { kind: 'date', nullable: true }, value: null, webEditor: 'dateOnly', desc: 'Last day the licence is valid; empty for no end.' }),
  fromRecord({ id: 'Features', name: 'Features', type: { kind: 'stringArray' }, value: [] }),
  fromRecord({ id: 'Revision', name: 'Revision', type: { kind: 'int' }, value: 1, category: 'Record', catOrder: 2 }),
  fromRecord({ id: 'Closed', name: 'Closed', type: { kind: 'bool' }, value: false, category: 'Record', catOrder: 2 }),
  fromRecord({ id: 'RecordId', name: 'Record id', type: { kind: 'int' }, value: 0, category: 'Record', catOrder: 2, visible: VisibilityLevel.advanced }),
];

const LICENSE_CHECK_METHOD: MethodTemplate = {
  id: 'CheckValidity',
  name: 'Check validity',
  desc: 'Whether the licence is valid today: not closed and not past its last day.',
  need: 'read',
  returnArg: { name: 'result', type: { kind: 'text' } },
};

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
    {
      id: 'FileNamePattern',
      name: 'File name pattern',
      type: { kind: 'text', maxLength: 200 },
      value: '{NodeName}_{Date}',
      webEditor: 'filePattern',
      desc: 'Name of exported files; Insert key lists the keys the server fills in ({NodeName}, {Date}, …).',
    },
  ]), { desc: 'Format of CSV and clipboard exports.', webEditor: PROPERTY_GRID_WEB_EDITOR }),
  fixedType('StorageSettings', 'Storage', designed([
    { id: 'AuditRetentionDays', name: 'Keep audit entries (days)', type: { kind: 'int', min: 1, max: 36500 }, value: 3650, phyQ: { quantity: 'time', unit: 'd' } },
    { id: 'TraceRetentionDays', name: 'Keep trace entries (days)', type: { kind: 'int', min: 1, max: 3650 }, value: 90, phyQ: { quantity: 'time', unit: 'd' } },
    { id: 'MaxUploadMB', name: 'Largest upload (MB)', type: { kind: 'int', min: 1, max: 10240 }, value: 512, visible: VisibilityLevel.advanced },
  ]), { desc: 'How long logs are kept; upload limits.' }),
  fixedType('WebAppSettings', 'Web app', designed([
    { id: 'StartPage', name: 'Start page', type: { kind: 'text', maxLength: FILE_TEXT_MAX }, value: '', webEditor: WEB_APP_FILE_EDITOR, desc: 'An HTML file the console can show at start (a web app file, at most 200 kB), uploaded from a file.' },
  ]), { desc: 'Files of the web app.' }),
  fixedType('LicensesRoot', 'Licenses', [], { desc: 'Licences of this server.' }),
  // A licence record as a node (licence-nodes.ts): its values are the record's, changed on its screen.
  fixedType('License', 'License', LICENSE_PROPERTIES, { desc: 'A licence record.', recordMirror: true, methods: [LICENSE_CHECK_METHOD] }),
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
      { id: 'Color', name: 'Colour', type: { kind: 'text', maxLength: 9 }, value: '#000000', webEditor: 'colour', validator: 'colour' },
    ]),
  },
  fixedType('RecordSchema', 'Record schema', RECORD_SCHEMA_PROPERTIES, { desc: 'Rules and presentation of one kind of record.' }),
  fixedType('ControllerHost', 'Controller', [
    { id: 'Host', name: 'Host', type: text, value: '', readOnly: true, desc: 'Batch query parameter controller= addresses this host\'s tree.' },
    { id: 'Description', name: 'Description', type: { kind: 'text', maxLength: 200 }, value: '' },
  ], { desc: 'Laboratory controller.' }),
];
