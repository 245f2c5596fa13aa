import { render, screen } from '@testing-library/react';
import { Virtuoso, VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { VIRTUAL_CONTAINER } from '../../../src/ui/virtual-container';

function renderList() {
  return render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 300, itemHeight: 30 }}>
      <Virtuoso
        components={VIRTUAL_CONTAINER}
        context={{ role: 'tree', label: 'Things', multiselectable: true }}
        data={['Alpha', 'Beta']}
        itemContent={(_i, name) => <div role="treeitem">{name}</div>}
      />
    </VirtuosoMockContext.Provider>,
  );
}

describe('virtual container', () => {
  it("puts the container's role and name on the element whose children hold the rows", () => {
    renderList();
    const tree = screen.getByRole('tree', { name: 'Things' });
    expect(tree.getAttribute('aria-multiselectable')).toBe('true');
    const rows = screen.getAllByRole('treeitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Alpha', 'Beta']);
    // Between the container and a row only Virtuoso's item wrapper: no role, nothing focusable.
    for (const row of rows) {
      const wrapper = row.parentElement as HTMLElement;
      expect(wrapper.parentElement).toBe(tree);
      expect(wrapper.getAttribute('role')).toBeNull();
      expect(wrapper.hasAttribute('tabindex')).toBe(false);
    }
  });

  it('gives the scroller no tab stop', () => {
    const { container } = renderList();
    const scroller = container.querySelector('[data-virtuoso-scroller]');
    expect(scroller).not.toBeNull();
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });
});
