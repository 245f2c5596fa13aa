// The customer page's tabs: Details (0) and Licenses (1, CustomerEditUID's tab=1), the licences of the
// customer listed with 'Create new license' (licences are created from their customer).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Tab, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from '@tanstack/react-router';
import type { RecordListSearch } from '../../../domain/records/record-list-query';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { RecordList } from '../list/RecordList';
import { RecordListToolbar } from '../list/RecordListToolbar';
import { hasRight } from '../../../domain/route-access';
import { Right } from '../../../domain/rights';
import { useSessionView } from '../../shell/use-session-view';
import { useMayCreate } from '../use-create-right';
import { useI18n } from '../../../i18n/use-i18n';
import { RovingTabList } from '../../../ui/RovingTabList';

const useStyles = makeStyles({ tabs: { marginBottom: tokens.spacingVerticalM }, actions: { marginBottom: tokens.spacingVerticalM } });

export function CustomerLicenses({ customer }: { customer: RecordAnswer }) {
  const styles = useStyles();
  const i18n = useI18n();
  const navigate = useNavigate();
  const mayCreate = useMayCreate('license', true);
  const [search, setSearch] = useState<RecordListSearch>({});
  const scoped = { ...search, customerId: customer.id };
  return (
    <>
      {mayCreate && !customer.recDeleted ? (
        <div className={styles.actions}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate({ to: '/license/new', search: { customerId: customer.id } })}>
            {i18n._('Create new license')}
          </Button>
        </div>
      ) : null}
      <RecordListToolbar entity="license" search={search} onSearch={setSearch} />
      <RecordList entity="license" search={scoped} onSearch={(next) => setSearch({ ...next, customerId: undefined })} />
    </>
  );
}

export function CustomerTabs({ customer, tab, onTab, form }: { customer: RecordAnswer; tab: number; onTab: (tab: number) => void; form: ReactNode }) {
  const styles = useStyles();
  const i18n = useI18n();
  // Without access.licenses the server refuses the customer's licences: no tab leading to a 403.
  const mayListLicences = hasRight(useSessionView().rights, Right.accessLicenses);
  if (!mayListLicences) return <>{form}</>;
  return (
    <>
      <RovingTabList selectedValue={tab === 1 ? 1 : 0} onTabSelect={(_e, d) => onTab(Number(d.value))} className={styles.tabs}>
        <Tab value={0}>{i18n._('Details')}</Tab>
        <Tab value={1}>{i18n._('Licenses')}</Tab>
      </RovingTabList>
      {tab === 1 ? <CustomerLicenses customer={customer} /> : form}
    </>
  );
}
