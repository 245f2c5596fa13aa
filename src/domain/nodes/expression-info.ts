// The expression info of node-model.md §3 (operators, methods with typed arguments, variables) and the
// suggestions the expression editor offers for the word being typed.

export type ExpressionType = 'array' | 'bool' | 'number' | 'object';
export type ExpressionMethod = { name: string; args: { name: string; type: ExpressionType }[] };
export type ExpressionVar = { name: string; type: ExpressionType; desc?: string };
export type ExpressionInfo = { operators: string[]; methods: ExpressionMethod[]; vars: ExpressionVar[] };

export type ExpressionSuggestion = { kind: 'var' | 'method' | 'operator'; text: string; detail: string };

export const SUGGESTIONS_MAX = 20;

/** The identifier that ends at the caret ('' when the caret follows no identifier character). */
export function wordAt(text: string, caret: number): { start: number; word: string } {
  const before = text.slice(0, caret);
  const match = /[A-Za-z_][A-Za-z0-9_.]*$/.exec(before);
  return match ? { start: caret - match[0].length, word: match[0] } : { start: caret, word: '' };
}

/** Variables, then methods, then word operators whose names start with the word (ignoring case). */
export function expressionSuggestions(info: ExpressionInfo, word: string): ExpressionSuggestion[] {
  const prefix = word.toLowerCase();
  const starts = (name: string) => name.toLowerCase().startsWith(prefix);
  const vars = info.vars.filter((v) => starts(v.name)).map((v): ExpressionSuggestion => ({ kind: 'var', text: v.name, detail: v.desc ? `${v.type} – ${v.desc}` : v.type }));
  const methods = info.methods
    .filter((m) => starts(m.name))
    .map((m): ExpressionSuggestion => ({ kind: 'method', text: `${m.name}(`, detail: `${m.name}(${m.args.map((a) => `${a.name}: ${a.type}`).join(', ')})` }));
  const operators = prefix === '' ? [] : info.operators.filter((o) => /^[A-Za-z]/.test(o) && starts(o)).map((o): ExpressionSuggestion => ({ kind: 'operator', text: o, detail: 'operator' }));
  return [...vars, ...methods, ...operators].slice(0, SUGGESTIONS_MAX);
}

/** The text with the word at the caret replaced by a suggestion, and where the caret goes. */
export function applySuggestion(text: string, caret: number, suggestion: ExpressionSuggestion): { text: string; caret: number } {
  const { start } = wordAt(text, caret);
  const next = text.slice(0, start) + suggestion.text + text.slice(caret);
  return { text: next, caret: start + suggestion.text.length };
}
