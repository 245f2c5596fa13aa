// The blocks of a help text (src/domain/help/help-content.ts) as plain React elements: every string is
// rendered as text, so book content can never inject markup.
import { Body1, MessageBar, MessageBarBody, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { HelpBlock } from '../../domain/help/help-content';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '78ch' },
  paragraph: { margin: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  table: { maxWidth: '78ch' },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalXS },
});

function Block({ block }: { block: HelpBlock }) {
  const styles = useStyles();
  switch (block.kind) {
    case 'paragraph':
      return (
        <Body1 as="p" className={styles.paragraph}>
          {block.text}
        </Body1>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((text, i) => (
            <li key={i}>
              <Body1>{text}</Body1>
            </li>
          ))}
        </List>
      );
    }
    case 'note':
      return (
        <MessageBar intent={block.tone === 'caution' ? 'warning' : 'info'} layout="multiline">
          <MessageBarBody>{block.text}</MessageBarBody>
        </MessageBar>
      );
    case 'table':
      return (
        <Table className={styles.table} size="small">
          <caption className={styles.caption}>{block.caption}</caption>
          <TableHeader>
            <TableRow>
              {block.head.map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {block.rows.map((row) => (
              <TableRow key={row.join('|')}>
                {row.map((cell, i) => (
                  <TableCell key={`${i}:${cell}`}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
  }
}

export type HelpBlocksProps = { blocks: readonly HelpBlock[] };

export function HelpBlocks({ blocks }: HelpBlocksProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
