// The teams with their member counts, a rename button each, and the button for a new team.
import { Button, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, RenameRegular } from '@fluentui/react-icons';
import type { AdminTeam } from '../../domain/admin-users';
import { useI18n } from '../../i18n/use-i18n';

export type TeamsSectionProps = {
  teams: readonly AdminTeam[];
  onCreate: () => void;
  onRename: (team: AdminTeam) => void;
};

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '560px', marginTop: tokens.spacingVerticalXL },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

export function TeamsSection({ teams, onCreate, onRename }: TeamsSectionProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <section className={styles.section} aria-labelledby="teams-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="teams-heading">
          {i18n._('Teams')}
        </Subtitle2>
        <Button icon={<AddRegular />} onClick={onCreate}>
          {i18n._('New team')}
        </Button>
      </div>
      <Table aria-label={i18n._('Teams')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{i18n._('Name')}</TableHeaderCell>
            <TableHeaderCell>{i18n._('Members')}</TableHeaderCell>
            <TableHeaderCell aria-label={i18n._('Actions')} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {teams.map((team) => (
            <TableRow key={team.teamId}>
              <TableCell>{team.name}</TableCell>
              <TableCell>{team.members ?? 0}</TableCell>
              <TableCell>
                <Button appearance="subtle" icon={<RenameRegular />} aria-label={i18n._('Rename {name}', { name: team.name })} onClick={() => onRename(team)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
