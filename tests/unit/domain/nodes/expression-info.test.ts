import { describe, expect, it } from 'vitest';
import { SUGGESTIONS_MAX, applySuggestion, expressionSuggestions, wordAt } from '../../../../src/domain/nodes/expression-info';
import type { ExpressionInfo } from '../../../../src/domain/nodes/expression-info';

const INFO: ExpressionInfo = {
  operators: ['+', 'and', 'abs_op'],
  methods: [{ name: 'abs', args: [{ name: 'x', type: 'number' }] }, { name: 'avg', args: [{ name: 'values', type: 'array' }] }],
  vars: [{ name: 'Absorbance', type: 'number', desc: 'AU' }, { name: 'LampHours', type: 'number' }],
};

describe('expression suggestions', () => {
  it('finds the identifier that ends at the caret', () => {
    expect(wordAt('2 * Abs + 1', 7)).toEqual({ start: 4, word: 'Abs' });
    expect(wordAt('2 * ', 4)).toEqual({ start: 4, word: '' });
  });

  it('offers variables, then methods with their arguments, then word operators, ignoring case', () => {
    expect(expressionSuggestions(INFO, 'ab')).toEqual([
      { kind: 'var', text: 'Absorbance', detail: 'number – AU' },
      { kind: 'method', text: 'abs(', detail: 'abs(x: number)' },
      { kind: 'operator', text: 'abs_op', detail: 'operator' },
    ]);
    expect(expressionSuggestions(INFO, 'zz')).toEqual([]);
  });

  it('offers at most SUGGESTIONS_MAX entries', () => {
    const many: ExpressionInfo = { operators: [], methods: [], vars: Array.from({ length: 50 }, (_, i) => ({ name: `v${i}`, type: 'number' as const })) };
    expect(expressionSuggestions(many, 'v')).toHaveLength(SUGGESTIONS_MAX);
  });

  it('replaces the word at the caret and puts the caret after the suggestion', () => {
    expect(applySuggestion('2 * Ab + 1', 6, { kind: 'method', text: 'abs(', detail: '' })).toEqual({ text: '2 * abs( + 1', caret: 8 });
  });
});
