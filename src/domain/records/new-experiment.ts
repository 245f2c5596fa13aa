// Where a new experiment opened from a project (/experiment/new?projectId=N) starts. It waits for the
// project while it may still arrive; a project that cannot be used (deleted, unreadable, offline and
// never mirrored) does not block creating: the experiment is then made without a project, and says so.
import type { RecordAnswer } from './record-wire';
import { NO_GROUP } from './security-rules';
import type { GroupChoice } from './security-rules';

export const MSG_PROJECT_UNAVAILABLE = /*i18n*/ 'The project could not be loaded; the experiment will be created without one.';
export const MSG_PROJECT_DELETED = /*i18n*/ 'The project is deleted; the experiment will be created without one.';

/** The state of the server read of the project (FetchStatus['state'] of the screen). */
export type ProjectFetch = 'loading' | 'fresh' | 'offline' | 'error';

export type ExperimentStart = { waiting: true } | { waiting: false; group: GroupChoice | null; warning: string | null };

/**
 * project: the mirrored project (undefined while the mirror is read, null when it holds none);
 * fetch: the state of the server read of it.
 */
export function experimentStart(projectId: number | undefined, project: RecordAnswer | null | undefined, fetch: ProjectFetch): ExperimentStart {
  if (projectId === undefined) return { waiting: false, group: null, warning: null };
  if (project?.recDeleted) return { waiting: false, group: null, warning: MSG_PROJECT_DELETED };
  if (project) return { waiting: false, group: { projectId: project.id, expId: NO_GROUP, teamId: project.recTeamId, acl: [...project.recAcl] }, warning: null };
  if (project === undefined || fetch === 'loading' || fetch === 'fresh') return { waiting: true };
  return { waiting: false, group: null, warning: MSG_PROJECT_UNAVAILABLE };
}
