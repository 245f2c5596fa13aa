// The node method that exports a node's child table as CSV (node-model §7 "download for table method
// 'ExportTable'"), named here so the server and the client call it the same.
export const METHOD_EXPORT_TABLE = 'ExportTable';

/** The answer of an ExportTable call: the file's name and its bytes (base64), so a JSON caller gets the exact bytes too. */
export type ExportTableAnswer = { fileName: string; rows: number; contentBase64: string };
