// The list routes of console.md §2: Customers, Licenses, Features and Packages; and Projects and
// Experiments (decisions.md 'Record screens').
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { BeakerRegular, CertificateRegular, FolderRegular } from '@fluentui/react-icons';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { hasRight } from '../../../domain/route-access';
import { Right } from '../../../domain/rights';
import { useSessionView } from '../../shell/use-session-view';
import { useMayCreate } from '../use-create-right';
import { useI18n } from '../../../i18n/use-i18n';
import type { RecordListSearch } from '../../../domain/records/record-list-query';
import { PackageImportButton, PackageImportStatus, usePackageImport } from './PackageImport';
import { RecordListScreen } from './RecordListScreen';

export function CustomersPage() {
  const search = useSearch({ from: '/customer/index' });
  const navigate = useNavigate();
  const i18n = useI18n();
  // Offer only what the user may open: the licence list needs access.licenses (the server answers 403 without).
  const mayListLicences = hasRight(useSessionView().rights, Right.accessLicenses);
  return (
    <RecordListScreen
      entity="customer"
      search={search}
      onSearch={(next: RecordListSearch) => void navigate({ to: '/customer/index', search: next })}
      onCreate={() => void navigate({ to: '/customer/new' })}
      actions={
        <>
          <Button icon={<FolderRegular />} onClick={() => void navigate({ to: '/project/index' })}>
            {i18n._('Projects')}
          </Button>
          {mayListLicences ? (
            <Button icon={<CertificateRegular />} onClick={() => void navigate({ to: '/license/index' })}>
              {i18n._('Licenses')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

export function LicensesPage() {
  const search = useSearch({ from: '/license/index' });
  const navigate = useNavigate();
  return <RecordListScreen entity="license" search={search} onSearch={(next) => void navigate({ to: '/license/index', search: next })} />;
}

export function FeaturesPage() {
  const search = useSearch({ from: '/feature/index' });
  const navigate = useNavigate();
  return (
    <RecordListScreen
      entity="feature"
      search={search}
      onSearch={(next) => void navigate({ to: '/feature/index', search: next })}
      onCreate={() => void navigate({ to: '/feature/new' })}
    />
  );
}

export function PackagesPage() {
  const search = useSearch({ from: '/package/index' });
  const navigate = useNavigate();
  const [tick, setTick] = useState(0);
  const upload = usePackageImport(() => setTick((t) => t + 1));
  // Packages are created only by import, which needs the packages creation bit.
  const mayImport = useMayCreate('package', true);
  return (
    <RecordListScreen
      entity="package"
      search={search}
      onSearch={(next) => void navigate({ to: '/package/index', search: next })}
      actions={mayImport ? <PackageImportButton upload={upload} /> : null}
      notice={<PackageImportStatus upload={upload} />}
      refreshTick={tick}
    />
  );
}

export function ProjectsPage() {
  const search = useSearch({ from: '/project/index' });
  const navigate = useNavigate();
  const i18n = useI18n();
  return (
    <RecordListScreen
      entity="project"
      search={search}
      onSearch={(next) => void navigate({ to: '/project/index', search: next })}
      onCreate={() => void navigate({ to: '/project/new' })}
      actions={
        <Button icon={<BeakerRegular />} onClick={() => void navigate({ to: '/experiment/index' })}>
          {i18n._('Experiments')}
        </Button>
      }
    />
  );
}

export function ExperimentsPage() {
  const search = useSearch({ from: '/experiment/index' });
  const navigate = useNavigate();
  return (
    <RecordListScreen
      entity="experiment"
      search={search}
      onSearch={(next) => void navigate({ to: '/experiment/index', search: next })}
      onCreate={() => void navigate({ to: '/experiment/new' })}
    />
  );
}
