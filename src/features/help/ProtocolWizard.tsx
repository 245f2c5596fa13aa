// A protocol as a wizard: one step at a time with Back and Next; Next (and at the end Record
// completion) stays unavailable until every check of the step is ticked, and says so.
import { useEffect, useId, useRef } from 'react';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, CheckmarkRegular } from '@fluentui/react-icons';
import type { ProtocolBook } from '../../domain/help/help-content';
import type { CompletingUser } from '../../domain/help/protocol-completion';
import { formatDate } from '../../domain/values/format-date';
import { useI18n } from '../../i18n/use-i18n';
import { useLocaleSettings } from '../../state/locale';
import { ProtocolCompletions } from './ProtocolCompletions';
import { useProtocolWizard } from './use-protocol-wizard';
import { WizardProgress } from './WizardProgress';
import { WizardStepPanel } from './WizardStepPanel';

/** Why Next or Record completion is not available yet. */
export const TICK_ALL_HINT = /*i18n*/ 'Tick every check of this step to go on.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export type ProtocolWizardProps = { book: ProtocolBook; user: CompletingUser | null };

export function ProtocolWizard({ book, user }: ProtocolWizardProps) {
  const styles = useStyles();
  const locale = useLocaleSettings();
  const i18n = useI18n();
  const wizard = useProtocolWizard(book, user);
  const { state } = wizard;
  const step = book.steps[state.step];
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  // Focus follows the step (not on first render, which would steal focus from the page).
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  if (!step) return null;
  const waiting = !wizard.stepDone;
  return (
    <div className={styles.root}>
      <Caption1 className={styles.meta}>
        {i18n._('Instruments: {instruments} · {duration}', { instruments: book.instruments.join(', '), duration: book.duration })}
      </Caption1>
      <WizardProgress steps={book.steps} state={state} />
      <WizardStepPanel
        step={step}
        index={state.step}
        count={book.steps.length}
        ticked={state.ticked[state.step] ?? []}
        onToggle={wizard.toggle}
        headingId={headingId}
        headingRef={headingRef}
      />
      <div className={styles.actions}>
        <Button icon={<ArrowLeftRegular />} disabledFocusable={state.step === 0} onClick={wizard.back}>
          {i18n._('Back')}
        </Button>
        {wizard.lastStep ? (
          <Button
            appearance="primary"
            icon={<CheckmarkRegular />}
            disabledFocusable={!wizard.protocolDone || wizard.busy || wizard.recorded !== null || user === null}
            aria-describedby={waiting ? hintId : undefined}
            onClick={() => void wizard.record()}
          >
            {i18n._('Record completion')}
          </Button>
        ) : (
          <Button appearance="primary" icon={<ArrowRightRegular />} iconPosition="after" disabledFocusable={waiting} aria-describedby={waiting ? hintId : undefined} onClick={wizard.next}>
            {i18n._('Next')}
          </Button>
        )}
        {waiting ? <Caption1 id={hintId}>{i18n._(TICK_ALL_HINT)}</Caption1> : null}
      </div>
      <div role="status">
        {wizard.recorded ? (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>
              <Body1>
                {i18n._('Completed by {user} on {date}.', { user: wizard.recorded.userName, date: formatDate(wizard.recorded.completedAt, 'dateTime', locale) })}
              </Body1>
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {wizard.error ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{wizard.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {wizard.recorded ? (
        <div>
          <Button onClick={wizard.restart}>{i18n._('Start again')}</Button>
        </div>
      ) : null}
      <ProtocolCompletions activeBook={book.activeBook} />
    </div>
  );
}
