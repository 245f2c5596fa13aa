import { describe, expect, it } from 'vitest';
import { checkStates, selectAll, selectAllState, toggleSelection } from '../../../../src/domain/tree/tree-selection';
import type { SelectionRules } from '../../../../src/domain/tree/tree-selection';
import { sampleTree } from './tree-fixtures';

const leaf: SelectionRules = { mode: 'multi', kind: 'leaf' };
const independent: SelectionRules = { mode: 'multi', kind: 'independent' };

describe('tree selection', () => {
  it('independent selection toggles only the node itself', () => {
    const index = sampleTree();
    const selected = toggleSelection(index, new Set(), 'pump', independent);
    expect([...selected]).toEqual(['pump']);
    expect(checkStates(index, selected, 'independent').get('root')).toBeUndefined();
  });

  it('leaf-based selection of a parent selects its non-disabled leaves', () => {
    const index = sampleTree();
    const selected = toggleSelection(index, new Set(), 'det', leaf);
    expect([...selected]).toEqual(['wave']);
    expect(checkStates(index, selected, 'leaf').get('det')).toBe(true);
  });

  it('marks a parent indeterminate when only some leaves are selected', () => {
    const index = sampleTree();
    const selected = toggleSelection(index, new Set(), 'flow', leaf);
    const states = checkStates(index, selected, 'leaf');
    expect(states.get('flow')).toBe(true);
    expect(states.get('pump')).toBe('mixed');
    expect(states.get('root')).toBe('mixed');
    expect(states.get('det')).toBeUndefined();
  });

  it('recalculates the parent when all its leaves become selected', () => {
    const index = sampleTree();
    let selected = toggleSelection(index, new Set(), 'flow', leaf);
    selected = toggleSelection(index, selected, 'pressure', leaf);
    expect(checkStates(index, selected, 'leaf').get('pump')).toBe(true);
    selected = toggleSelection(index, selected, 'pump', leaf);
    expect(selected.size).toBe(0);
  });

  it('never selects a disabled node', () => {
    const index = sampleTree();
    expect(toggleSelection(index, new Set(), 'lamp', independent).size).toBe(0);
    expect(toggleSelection(index, new Set(), 'lamp', leaf).size).toBe(0);
  });

  it('single-select keeps one selected node', () => {
    const index = sampleTree();
    const rules: SelectionRules = { mode: 'single', kind: 'independent' };
    let selected = toggleSelection(index, new Set(), 'flow', rules);
    selected = toggleSelection(index, selected, 'wave', rules);
    expect([...selected]).toEqual(['wave']);
  });

  it('select-all selects every selectable node and reports mixed in between', () => {
    const index = sampleTree();
    const all = selectAll(index, 'leaf');
    expect([...all].sort()).toEqual(['flow', 'lazy', 'pressure', 'wave']);
    expect(selectAllState(index, all, 'leaf')).toBe(true);
    expect(selectAllState(index, new Set(['flow']), 'leaf')).toBe('mixed');
    expect(selectAllState(index, new Set(), 'leaf')).toBe(false);
    expect(selectAll(index, 'independent').has('lamp')).toBe(false);
  });
});
