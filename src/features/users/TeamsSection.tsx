// The teams with their member counts, a rename button each, and the button for a new team.
import { Button, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, RenameRegular } from '@fluentui/react-icons';
import type { AdminTeam } from '../../domain/admin-users';

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
  return (
    <section className={styles.section} aria-labelledby="teams-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="teams-heading">
          Teams
        </Subtitle2>
        <Button icon={<AddRegular />} onClick={onCreate}>
          New team
        </Button>
      </div>
      <Table aria-label="Teams" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Members</TableHeaderCell>
            <TableHeaderCell aria-label="Actions" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {teams.map((team) => (
            <TableRow key={team.teamId}>
              <TableCell>{team.name}</TableCell>
              <TableCell>{team.members ?? 0}</TableCell>
              <TableCell>
                <Button appearance="subtle" icon={<RenameRegular />} aria-label={`Rename ${team.name}`} onClick={() => onRename(team)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
