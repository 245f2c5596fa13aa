// A list screen of console.md §2: title, search, filters, 'Create new {kind}' where allowed, and the
// virtualized rows. The query state is the route's search params, so it survives reload and back.
import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { RecordListSearch } from '../../../domain/records/record-list-query';
import type { RecordEntity } from '../../../domain/records/record-entities';
import { useI18n } from '../../../i18n/use-i18n';
import { RoutePage } from '../../shell/RoutePage';
import { ENTITY_TEXTS } from '../entity-texts';
import { useMayCreate } from '../use-create-right';
import { RecordList } from './RecordList';
import { RecordListToolbar } from './RecordListToolbar';

export type RecordListScreenProps = {
  entity: RecordEntity;
  search: RecordListSearch;
  onSearch: (next: RecordListSearch) => void;
  onCreate?: () => void;
  actions?: ReactNode;
  /** Shown above the list (upload progress). */
  notice?: ReactNode;
  refreshTick?: number;
};

export function RecordListScreen({ entity, search, onSearch, onCreate, actions, notice, refreshTick }: RecordListScreenProps) {
  const i18n = useI18n();
  const mayCreate = useMayCreate(entity);
  return (
    <RoutePage
      actions={
        <>
          {actions}
          {mayCreate && onCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={onCreate}>
              {i18n._(ENTITY_TEXTS[entity].createNew)}
            </Button>
          ) : null}
        </>
      }
    >
      <RecordListToolbar entity={entity} search={search} onSearch={onSearch} />
      {notice}
      <RecordList entity={entity} search={search} onSearch={onSearch} refreshTick={refreshTick} />
    </RoutePage>
  );
}
