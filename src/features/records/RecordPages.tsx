// The record routes of console.md §2: customer (by id and by uid), feature, package, licence, and the
// create screens. Project and experiment screens come with their issue.
import { BeakerRegular, FolderRegular } from '@fluentui/react-icons';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { RecordAnswer } from '../../domain/records/record-wire';
import { PlannedScreen } from '../shell/RoutePage';
import { CustomerTabs } from './record/CustomerTabs';
import { RecordCreateScreen } from './record/RecordCreateScreen';
import { RecordScreen } from './record/RecordScreen';
import { recordLink } from './record-links';

function useOpenCreated() {
  const navigate = useNavigate();
  return (record: RecordAnswer) => {
    const link = recordLink(record.entity, record.id);
    if (link) void navigate({ ...link, replace: true });
  };
}

export function CustomerPage() {
  const { id } = useParams({ from: '/customer/$id' });
  const { readonly, tab = 0 } = useSearch({ from: '/customer/$id' });
  const navigate = useNavigate();
  return (
    <RecordScreen
      recordRef={{ entity: 'customer', id }}
      openedAsReadonly={readonly === true}
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
  const navigate = useNavigate();
  return <RecordScreen recordRef={{ entity: 'feature', id }} onGone={() => void navigate({ to: '/feature/index' })} />;
}

export function FeatureNewPage() {
  const navigate = useNavigate();
  return <RecordCreateScreen entity="feature" onCreated={useOpenCreated()} onCancel={() => void navigate({ to: '/feature/index' })} />;
}

export function PackagePage() {
  const { id } = useParams({ from: '/package/$id' });
  const navigate = useNavigate();
  return <RecordScreen recordRef={{ entity: 'package', id }} onGone={() => void navigate({ to: '/package/index' })} />;
}

export function LicenseRecordPage() {
  const { id } = useParams({ from: '/license/$id' });
  const { readonly } = useSearch({ from: '/license/$id' });
  const navigate = useNavigate();
  return <RecordScreen recordRef={{ entity: 'license', id }} openedAsReadonly={readonly === true} onGone={() => void navigate({ to: '/license/index' })} />;
}

export function LicenseNewPage() {
  const { customerId } = useSearch({ from: '/license/new' });
  const navigate = useNavigate();
  const openCreated = useOpenCreated();
  if (customerId === undefined) {
    return <PlannedScreen icon={FolderRegular} text="Licenses are created from their customer: open a customer and its Licenses tab." />;
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

export function ProjectPage() {
  return <PlannedScreen icon={FolderRegular} text="The details of this project will appear here." />;
}

export function ExperimentPage() {
  return <PlannedScreen icon={BeakerRegular} text="The details of this experiment will appear here." />;
}
