// The pager of a child table: page size 5, 10, 15 or All (node-model §2.2) and previous/next.
import { Button, Dropdown, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAGE_SIZES, PAGE_SIZE_ALL, isPageSize, pageSizeLabel } from '../../../domain/table/table-paging';
import { formatNumber } from '../../../domain/values/format-number';
import { useLocaleSettings } from '../../../state/locale';
import type { PageSize } from '../../../domain/table/table-paging';
import { useI18n } from '../../../i18n/use-i18n';

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
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const sizeText = (size: PageSize) => (size === PAGE_SIZE_ALL ? i18n._({ id: 'pageSize.all', message: 'All' }) : pageSizeLabel(size));
  return (
    <div className={styles.pager}>
      <Text>{i18n._('Rows per page')}</Text>
      <Dropdown
        aria-label={i18n._('Rows per page')}
        className={styles.size}
        value={sizeText(pageSize)}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_, data) => {
          const size = Number(data.optionValue);
          if (isPageSize(size)) onPageSize(size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <Option key={size} value={String(size)}>
            {sizeText(size)}
          </Option>
        ))}
      </Dropdown>
      <Text>
        {i18n._('{count, plural, one {Page {page} of {pages} ({n} row)} other {Page {page} of {pages} ({n} rows)}}', {
          count: rowCount,
          n: formatNumber(rowCount, 0, locale),
          page: formatNumber(page + 1, 0, locale),
          pages: formatNumber(pages, 0, locale),
        })}
      </Text>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={i18n._('Previous page')} disabled={page === 0} onClick={() => onPage(page - 1)} />
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={i18n._('Next page')} disabled={page >= pages - 1} onClick={() => onPage(page + 1)} />
    </div>
  );
}
