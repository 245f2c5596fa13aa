// The JSON shapes of the record API under /api/db (docs/records.md).
import type { AclEntry } from './record-access';
import type { RecordEntity } from './record-entities';

export type RecordTag = { name: string; value: string; color: string };

/** Fields every record answer carries, whatever its kind. */
export type RecordCommon = {
  id: number;
  guid: string;
  entity: RecordEntity;
  name: string;
  description: string;
  recTeamId: number | null;
  recTeamName: string | null;
  recOwnerId: number | null;
  recOwnerName: string | null;
  recAcl: AclEntry[];
  recInhAcl: AclEntry[];
  recAccess: number;
  /** -1 when the record belongs to no project / experiment. */
  projectId: number;
  expId: number;
  projectName: string | null;
  expName: string | null;
  recTags: RecordTag[];
  recRev: number;
  recDeleted: boolean;
  recLastRev: boolean;
  recPublished: boolean;
  recState: number;
  snapshot: boolean;
  sstRes: number;
  rptStatus: number;
  /** The stored content no longer matches the server's signature. */
  tampered: boolean;
  /** Display name of whoever holds a draft of this record, when that is someone else. */
  userEditing: string | null;
  readonly: boolean;
  createdAt: string;
  modifiedAt: string;
};

/** A record answer: the common fields plus the fields of its kind. */
export type RecordAnswer = RecordCommon & Record<string, unknown>;

export type RecordPage = {
  items: RecordAnswer[];
  total: number;
  itemsPerPage: number;
  curPageNo: number;
  maxId: number;
  /** Give as PageCursor for the next page; null on the last page. */
  nextCursor: number | null;
  /** Give as PageCursor with PagePrev=true for the previous page; null on the first page. */
  prevCursor: number | null;
  eof: boolean;
};

export type RevisionInfo = { rev: number; revState: number; revStateName: string; editorId: number | null; editorName: string | null; time: string };
