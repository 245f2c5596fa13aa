// The pager of a child table: page size 5, 10, 15 or All (node-model §2.2) and previous/next.
import { Button, Dropdown, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAGE_SIZES, isPageSize, pageSizeLabel } from '../../../domain/table/table-paging';
import type { PageSize } from '../../../domain/table/table-paging';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalXS },
  size: { minWidth: '90px' },
});

export type TablePagerProps = {
  page: number;
  pages: number;
  pageSize: PageSize;
  rowCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
};

export function TablePager({ page, pages, pageSize, rowCount, onPage, onPageSize }: TablePagerProps) {
  const styles = useStyles();
  return (
    <div className={styles.pager}>
      <Text>Rows per page</Text>
      <Dropdown
        aria-label="Rows per page"
        className={styles.size}
        value={pageSizeLabel(pageSize)}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_, data) => {
          const size = Number(data.optionValue);
          if (isPageSize(size)) onPageSize(size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <Option key={size} value={String(size)}>
            {pageSizeLabel(size)}
          </Option>
        ))}
      </Dropdown>
      <Text>{`Page ${page + 1} of ${pages} (${rowCount} rows)`}</Text>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label="Previous page" disabled={page === 0} onClick={() => onPage(page - 1)} />
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label="Next page" disabled={page >= pages - 1} onClick={() => onPage(page + 1)} />
    </div>
  );
}
