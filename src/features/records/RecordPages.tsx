// The record routes of console.md §2: customer (by id and by uid), feature, package, licence, and the
// create screens. Each by-id screen opens old revisions through ?rev=N. Projects and experiments are in
// GroupPages.tsx.
import { FolderRegular } from '@fluentui/react-icons';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { LicenceNodeSection } from '../licence/LicenceNodeSection';
import { PlannedScreen } from '../shell/RoutePage';
import { CustomerTabs } from './record/CustomerTabs';
import { RecordCreateScreen } from './record/RecordCreateScreen';
import { RecordScreen } from './record/RecordScreen';
import { useOpenCreated } from './use-open-created';
import { useI18n } from '../../i18n/use-i18n';

export function CustomerPage() {
  const { id } = useParams({ from: '/customer/$id' });
  const { readonly, tab = 0, rev } = useSearch({ from: '/customer/$id' });
  const navigate = useNavigate();
  return (
    <RecordScreen
      recordRef={{ entity: 'customer', id }}
      openedAsReadonly={readonly === true}
      rev={rev}
      onRevision={(next) => void navigate({ to: '/customer/$id', params: { id }, search: next === undefined ? {} : { rev: next } })}
      onGone={() => void navigate({ to: '/customer/index' })}
      renderBody={(record, form) => (
        <CustomerTabs customer={record} tab={tab} form={form} onTab={(next) => void navigate({ to: '/customer/$id', params: { id }, search: next === 1 ? { tab: 1 } : {}, replace: true })} />
      )}
    />
  );
}

export function CustomerUidPage() {
  const { uid } = useParams({ from: '/customer/$uid' });
  const { tab = 0 } = useSearch({ from: '/customer/$uid' });
  const navigate = useNavigate();
  return (
    <RecordScreen
      recordRef={{ entity: 'customer', guid: uid }}
      onGone={() => void navigate({ to: '/customer/index' })}
      renderBody={(record, form) => (
        <CustomerTabs customer={record} tab={tab} form={form} onTab={(next) => void navigate({ to: '/customer/$uid', params: { uid }, search: { tab: next }, replace: true })} />
      )}
    />
  );
}

export function CustomerNewPage() {
  const navigate = useNavigate();
  return <RecordCreateScreen entity="customer" onCreated={useOpenCreated()} onCancel={() => void navigate({ to: '/customer/index' })} />;
}

export function FeaturePage() {
  const { id } = useParams({ from: '/feature/$id' });
  const { rev } = useSearch({ from: '/feature/$id' });
  const navigate = useNavigate();
  return (
    <RecordScreen
      recordRef={{ entity: 'feature', id }}
      rev={rev}
      onRevision={(next) => void navigate({ to: '/feature/$id', params: { id }, search: next === undefined ? {} : { rev: next } })}
      onGone={() => void navigate({ to: '/feature/index' })}
    />
  );
}

export function FeatureNewPage() {
  const navigate = useNavigate();
  return <RecordCreateScreen entity="feature" onCreated={useOpenCreated()} onCancel={() => void navigate({ to: '/feature/index' })} />;
}

export function PackagePage() {
  const { id } = useParams({ from: '/package/$id' });
  const { rev } = useSearch({ from: '/package/$id' });
  const navigate = useNavigate();
  return (
    <RecordScreen
      recordRef={{ entity: 'package', id }}
      rev={rev}
      onRevision={(next) => void navigate({ to: '/package/$id', params: { id }, search: next === undefined ? {} : { rev: next } })}
      onGone={() => void navigate({ to: '/package/index' })}
    />
  );
}

export function LicenseRecordPage() {
  const { id } = useParams({ from: '/license/$id' });
  const { readonly, rev } = useSearch({ from: '/license/$id' });
  const navigate = useNavigate();
  return (
    <RecordScreen
      recordRef={{ entity: 'license', id }}
      openedAsReadonly={readonly === true}
      rev={rev}
      onRevision={(next) => void navigate({ to: '/license/$id', params: { id }, search: next === undefined ? {} : { rev: next } })}
      onGone={() => void navigate({ to: '/license/index' })}
      renderBody={(_record, form) => (
        <>
          {form}
          <LicenceNodeSection recordId={id} />
        </>
      )}
    />
  );
}

export function LicenseNewPage() {
  const { customerId } = useSearch({ from: '/license/new' });
  const navigate = useNavigate();
  const i18n = useI18n();
  const openCreated = useOpenCreated();
  if (customerId === undefined) {
    return <PlannedScreen icon={FolderRegular} text={i18n._('Licenses are created from their customer: open a customer and its Licenses tab.')} />;
  }
  return (
    <RecordCreateScreen
      entity="license"
      fixed={{ customerId }}
      onCreated={openCreated}
      onCancel={() => void navigate({ to: '/customer/$id', params: { id: customerId }, search: { tab: 1 } })}
    />
  );
}
