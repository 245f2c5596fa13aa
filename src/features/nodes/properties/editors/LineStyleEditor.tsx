// lineStyle (node-model §2.10, §3, §5): the 'color;dash;width' string as a colour, a dash style and a width
// of 1–5; the dash None forces width 0 and disables the width. Each change saves the whole string.
import { useState } from 'react';
import { Button, Dropdown, Field, Option, SpinButton, makeStyles, tokens } from '@fluentui/react-components';
import { formatHexColour, parseHexColour } from '../../../../domain/values/colour-rules';
import { DASH_STYLES, DEFAULT_LINE_STYLE, LINE_WIDTH_MAX, LINE_WIDTH_MIN, formatLineStyle, parseLineStyle } from '../../../../domain/values/line-style';
import type { LineStyle } from '../../../../domain/values/line-style';
import type { ControlProps } from '../property-control';
import { ColourDialog } from './ColourDialog';
import { useCommit } from './use-commit';
import { useI18n } from '../../../../i18n/use-i18n';

const useStyles = makeStyles({
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  sample: { width: '48px', height: '0', alignSelf: 'center' },
  width: { width: '80px' },
});

export function LineStyleEditor({ property, readOnly, locale, inputId, labelId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const i18n = useI18n();
  // The dash names of the line-style text, shown in the user's language (the value keeps the English name).
  const dashText: Record<string, string> = {
    None: i18n._({ id: 'lineDash.none', message: 'None' }),
    Solid: i18n._({ id: 'lineDash.solid', message: 'Solid' }),
    Dot: i18n._({ id: 'lineDash.dot', message: 'Dot' }),
    Dash: i18n._({ id: 'lineDash.dash', message: 'Dash' }),
    DashDot: i18n._({ id: 'lineDash.dashDot', message: 'DashDot' }),
  };
  const { saving, commit } = useCommit(save);
  const [picking, setPicking] = useState(false);
  const parsed = parseLineStyle(typeof property.value === 'string' ? property.value : '');
  const style: LineStyle = parsed.value ?? { ...DEFAULT_LINE_STYLE };
  const disabled = readOnly || saving;
  const change = (next: LineStyle) => {
    const text = formatLineStyle(next);
    if (text !== property.value) void commit(text, text);
  };
  const colour = parseHexColour(style.color, true);
  const cssDash = { None: 'hidden', Solid: 'solid', Dot: 'dotted', Dash: 'dashed', DashDot: 'dashed' }[style.dash];
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <span aria-hidden className={styles.sample} style={{ borderTop: `${Math.max(style.width, 1)}px ${cssDash} ${style.color}` }} />
      <Button id={inputId} disabled={disabled} onFocus={onFocus} onClick={() => setPicking(true)} aria-label={i18n._('Line colour {colour}', { colour: style.color })}>
        {style.color}
      </Button>
      <Field label={i18n._({ id: 'lineStyle.dashField', message: 'Dash' })}>
        <Dropdown
          disabled={disabled}
          value={dashText[style.dash] ?? style.dash}
          selectedOptions={[style.dash]}
          onFocus={onFocus}
          onOptionSelect={(_, data) => {
            const dash = DASH_STYLES.find((d) => d === data.optionValue);
            // Leaving None brings back a visible width.
            if (dash) change({ ...style, dash, width: style.dash === 'None' && dash !== 'None' ? DEFAULT_LINE_STYLE.width : style.width });
          }}
        >
          {DASH_STYLES.map((dash) => (
            <Option key={dash} value={dash}>
              {dashText[dash] ?? dash}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={i18n._('Width')}>
        <SpinButton
          className={styles.width}
          disabled={disabled || style.dash === 'None'}
          value={style.width}
          min={style.dash === 'None' ? 0 : LINE_WIDTH_MIN}
          max={LINE_WIDTH_MAX}
          onFocus={onFocus}
          onChange={(_, data) => {
            const width = data.value ?? Number(data.displayValue);
            if (Number.isFinite(width)) change({ ...style, width });
          }}
        />
      </Field>
      {picking ? (
        <ColourDialog
          title={i18n._('{name}: colour', { name: property.name })}
          initial={colour.ok ? colour.value : { r: 0, g: 0, b: 0, a: 1 }}
          withAlpha={false}
          locale={locale}
          onCancel={() => setPicking(false)}
          onConfirm={(picked) => {
            setPicking(false);
            change({ ...style, color: formatHexColour(picked) });
          }}
        />
      ) : null}
    </div>
  );
}
