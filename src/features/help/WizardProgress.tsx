// The steps of a protocol as an ordered list: done, current (aria-current="step") or to come.
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, RecordRegular } from '@fluentui/react-icons';
import type { ProtocolStep } from '../../domain/help/help-content';
import type { WizardState } from '../../domain/help/protocol-wizard';
import { isStepDone } from '../../domain/help/protocol-wizard';
import { useI18n } from '../../i18n/use-i18n';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorPaletteGreenForeground1 },
  icon: { fontSize: '16px', flexShrink: 0 },
});

export type WizardProgressProps = { steps: readonly ProtocolStep[]; state: WizardState };

export function WizardProgress({ steps, state }: WizardProgressProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <ol className={styles.list} aria-label={i18n._('Steps')}>
      {steps.map((step, i) => {
        const current = i === state.step;
        const done = !current && isStepDone(state, i);
        const Icon = current ? RecordRegular : done ? CheckmarkCircleFilled : CircleRegular;
        return (
          <li key={step.title} className={mergeClasses(styles.item, current && styles.current, done && styles.done)} aria-current={current ? 'step' : undefined}>
            <Icon className={styles.icon} aria-hidden />
            <Caption1>
              {done ? i18n._('{n}. {title} (done)', { n: i + 1, title: step.title }) : `${i + 1}. ${step.title}`}
            </Caption1>
          </li>
        );
      })}
    </ol>
  );
}
