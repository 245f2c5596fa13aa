// 'Records per project' (the project widget of console.md §2): how many mirrored records each project
// holds, largest first, each project linked.
import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { recordsPerProject } from '../../../domain/dashboard/widget-rules';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { useI18n } from '../../../i18n/use-i18n';
import { WidgetFrame } from './WidgetFrame';
import type { WidgetFrameProps } from './WidgetFrame';

export const NO_PROJECT_RECORDS_TEXT = /*i18n*/ 'No records yet.';

export type ProjectRecordsWidgetProps = Omit<WidgetFrameProps, 'children'> & { records: readonly RecordAnswer[] };

export function ProjectRecordsWidget({ records, ...frame }: ProjectRecordsWidgetProps) {
  const counts = recordsPerProject(records);
  const i18n = useI18n();
  return (
    <WidgetFrame {...frame}>
      {counts.length === 0 ? (
        <Body1>{i18n._(NO_PROJECT_RECORDS_TEXT)}</Body1>
      ) : (
        <Table size="small" aria-label={frame.title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{i18n._('Project')}</TableHeaderCell>
              <TableHeaderCell>{i18n._('Records')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {counts.map((c) => (
              <TableRow key={c.projectId}>
                <TableCell>
                  {c.projectId >= 0 ? (
                    <Link to="/project/$id" params={{ id: c.projectId }}>
                      {c.projectName}
                    </Link>
                  ) : (
                    c.projectName
                  )}
                </TableCell>
                <TableCell>{c.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </WidgetFrame>
  );
}
