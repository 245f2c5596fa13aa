// The help catalogue's titles and groups, which src/domain/help-catalogue.ts holds as English: marked
// here, so the help screens' catalog carries them (a unit test keeps the two in step). The books' bodies
// stay English (docs/decisions.md, 'Help books stay English').
export const HELP_CATALOGUE_TEXTS: readonly string[] = [
  // The three books.
  /*i18n*/ 'Protocols',
  /*i18n*/ 'Platforms',
  /*i18n*/ 'Help',
  // Groups.
  /*i18n*/ 'System',
  /*i18n*/ 'Components',
  /*i18n*/ 'mRNA Platform',
  /*i18n*/ 'pDNA Platform',
  /*i18n*/ 'AAV Platform',
  /*i18n*/ 'LNP Platform',
  // Items.
  /*i18n*/ 'Setup',
  /*i18n*/ 'Shutdown',
  /*i18n*/ 'MALS Cleaning',
  /*i18n*/ 'pH Calibration',
  /*i18n*/ 'MWD Calibration',
  /*i18n*/ 'MWD Flow Cell Cleaning',
  /*i18n*/ 'IVT Reaction Monitoring',
  /*i18n*/ 'Production Monitoring',
  /*i18n*/ 'Product QC',
  /*i18n*/ 'Capping Efficiency',
  /*i18n*/ 'Small Plasmids',
  /*i18n*/ 'Large Plasmids',
  /*i18n*/ 'Process Development',
  /*i18n*/ 'Impurities Detection',
  /*i18n*/ 'Total Recovery',
  /*i18n*/ 'AAV8 Product Purity',
  /*i18n*/ 'Switcher',
  /*i18n*/ 'User guide',
];
