// The record screens of console.md §2. Their lists and editors come with the records issue; until
// then each shows its title and what will appear.
import {
  BeakerRegular,
  BoxRegular,
  CertificateRegular,
  FolderRegular,
  PeopleRegular,
  PuzzlePieceRegular,
} from '@fluentui/react-icons';
import { PlannedScreen } from '../shell/RoutePage';

export function CustomersPage() {
  return <PlannedScreen icon={PeopleRegular} text="The list of customers will appear here." />;
}

export function CustomerPage() {
  return <PlannedScreen icon={PeopleRegular} text="The details of this customer will appear here." />;
}

export function FeaturesPage() {
  return <PlannedScreen icon={PuzzlePieceRegular} text="The list of features will appear here." />;
}

export function FeaturePage() {
  return <PlannedScreen icon={PuzzlePieceRegular} text="The details of this feature will appear here." />;
}

export function PackagesPage() {
  return <PlannedScreen icon={BoxRegular} text="The list of packages will appear here." />;
}

export function PackagePage() {
  return <PlannedScreen icon={BoxRegular} text="The details of this package will appear here." />;
}

export function LicenseRecordPage() {
  return <PlannedScreen icon={CertificateRegular} text="This license node and its revisions will appear here." />;
}

export function ProjectPage() {
  return <PlannedScreen icon={FolderRegular} text="The details of this project will appear here." />;
}

export function ExperimentPage() {
  return <PlannedScreen icon={BeakerRegular} text="The details of this experiment will appear here." />;
}
