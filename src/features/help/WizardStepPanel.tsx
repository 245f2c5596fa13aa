// One step of a protocol: its heading (focused when the step changes, so keyboard and screen-reader
// users land on the new step), its text and the checks to tick.
import type { Ref } from 'react';
import { Checkbox, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ProtocolStep } from '../../domain/help/help-content';
import { useI18n } from '../../i18n/use-i18n';
import { HelpBlocks } from './HelpBlocks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { ...typographyStyles.subtitle1, margin: 0, ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
  checks: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '78ch',
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
});

export type WizardStepPanelProps = {
  step: ProtocolStep;
  index: number;
  count: number;
  ticked: readonly boolean[];
  onToggle: (check: number, ticked: boolean) => void;
  headingId: string;
  /** The step heading, which the wizard focuses when the step changes. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function WizardStepPanel({ step, index, count, ticked, onToggle, headingId, headingRef }: WizardStepPanelProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      {/* A plain heading: Fluent's Subtitle1 takes no ref, and the wizard focuses this one. */}
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {i18n._('Step {n} of {count}: {title}', { n: index + 1, count, title: step.title })}
      </h3>
      <HelpBlocks blocks={step.blocks} />
      <fieldset className={styles.checks}>
        <legend className={styles.legend}>{i18n._('Checks')}</legend>
        {step.checks.map((check, i) => (
          <Checkbox key={check} label={check} checked={ticked[i] ?? false} onChange={(_, data) => onToggle(i, data.checked === true)} />
        ))}
      </fieldset>
    </section>
  );
}
