// The colour dialog (node-model §2.10, §5, §9): a 300×150 saturation/value area, the hue slider and, with
// alpha, the alpha slider (Fluent's ColorPicker); hex text of at most 7 characters (9 with alpha), red,
// green and blue 0–255, alpha 0–1 in steps of 0.01, hue 0–360, and swatches of common colours.
import { useState } from 'react';
import { AlphaSlider, Button, ColorArea, ColorPicker, ColorSlider, ColorSwatch, Field, Input, SwatchPicker, makeStyles, tokens } from '@fluentui/react-components';
import type { LocaleSettings } from '../../../../domain/locale-settings';
import { formatHexColour, hexMaxLength, parseAlpha, parseHexColour, parseHue, parseRgbChannel } from '../../../../domain/values/colour-rules';
import type { Rgba } from '../../../../domain/values/colour-rules';
import { hsvToRgb, rgbToHsv } from '../../../../domain/values/colour-space';
import type { Hsva } from '../../../../domain/values/colour-space';
import { DialogFrame } from '../../../../ui/DialogFrame';
import { formatDecimal } from '../../../../domain/values/format-locale';
import { ChannelField } from './ChannelField';
import { commitKeys } from './commit-keys';
import { translateMessage } from '../../../../i18n/translate-message';
import { useI18n } from '../../../../i18n/use-i18n';

export const COLOUR_CANVAS = { width: 300, height: 150 } as const;
export const COLOUR_SWATCHES = ['#000000', '#605e5c', '#ffffff', '#d13438', '#ca5010', '#ffb900', '#107c10', '#038387', '#0078d4', '#5c2e91', '#c239b3', '#8e562e'] as const;

const useStyles = makeStyles({
  surface: { width: 'min(400px, 100vw)' },
  picker: { width: `${COLOUR_CANVAS.width}px` },
  area: { width: `${COLOUR_CANVAS.width}px`, height: `${COLOUR_CANVAS.height}px` },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  swatches: { maxHeight: '150px', overflowY: 'auto', flexWrap: 'wrap' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type ColourDialogProps = {
  title: string;
  initial: Rgba;
  withAlpha: boolean;
  locale: LocaleSettings;
  onConfirm: (colour: Rgba) => void;
  onCancel: () => void;
};

export function ColourDialog({ title, initial, withAlpha, locale, onConfirm, onCancel }: ColourDialogProps) {
  const styles = useStyles();
  // HSV is kept beside RGB so the hue survives grey and black, where RGB forgets it.
  const i18n = useI18n();
  const [hsv, setHsv] = useState<Hsva>(() => rgbToHsv(initial));
  const [hexText, setHexText] = useState<string | null>(null);
  const [hexMessage, setHexMessage] = useState<string | null>(null);
  const rgb = hsvToRgb(hsv);
  const hex = formatHexColour(rgb, withAlpha);
  const setRgb = (next: Rgba) => setHsv({ ...rgbToHsv(next), h: next.r === next.g && next.g === next.b ? hsv.h : rgbToHsv(next).h });
  const commitHex = () => {
    if (hexText === null) return;
    const result = parseHexColour(hexText, withAlpha);
    setHexMessage(result.ok ? null : result.error);
    if (result.ok) {
      setRgb(withAlpha ? result.value : { ...result.value, a: hsv.a });
      setHexText(null);
    }
  };
  const whole = (n: number) => String(Math.round(n));
  return (
    <DialogFrame
      title={title}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      onDismiss={onCancel}
      actions={
        <>
          <Button appearance="primary" onClick={() => onConfirm(withAlpha ? rgb : { ...rgb, a: 1 })}>
            {i18n._('OK')}
          </Button>
          <Button onClick={onCancel}>{i18n._('Cancel')}</Button>
        </>
      }
    >
      <ColorPicker className={styles.picker} color={hsv} onColorChange={(_, data) => setHsv({ ...data.color, a: data.color.a ?? hsv.a })}>
        <ColorArea className={styles.area} aria-label={i18n._('Saturation and brightness')} />
        <ColorSlider aria-label={i18n._('Hue')} />
        {withAlpha ? <AlphaSlider aria-label={i18n._('Alpha')} /> : null}
      </ColorPicker>
      <Field label={i18n._('Hex')} validationMessage={hexMessage === null ? undefined : translateMessage(hexMessage)} validationState={hexMessage ? 'error' : 'none'}>
        <Input
          value={hexText ?? hex}
          maxLength={hexMaxLength(withAlpha)}
          onChange={(_, data) => setHexText(data.value)}
          {...commitKeys(commitHex)}
        />
      </Field>
      <div className={styles.fields}>
        {(['r', 'g', 'b'] as const).map((channel) => (
          <ChannelField
            key={channel}
            label={{ r: i18n._('Red'), g: i18n._('Green'), b: i18n._('Blue') }[channel]}
            value={rgb[channel]}
            format={whole}
            parse={(text) => parseRgbChannel(text, locale)}
            onValue={(value) => setRgb({ ...rgb, [channel]: value })}
          />
        ))}
        <ChannelField label={i18n._('Hue')} value={hsv.h} format={whole} parse={(text) => parseHue(text, locale)} onValue={(h) => setHsv({ ...hsv, h })} />
        {withAlpha ? (
          <ChannelField label={i18n._('Alpha')} value={hsv.a} format={(a) => formatDecimal(a, locale, 2)} parse={(text) => parseAlpha(text, locale)} onValue={(a) => setHsv({ ...hsv, a })} />
        ) : null}
      </div>
      <SwatchPicker
        aria-label={i18n._('Swatches')}
        className={styles.swatches}
        selectedValue={formatHexColour(rgb)}
        onSelectionChange={(_, data) => {
          const picked = parseHexColour(data.selectedValue);
          if (picked.ok) setRgb({ ...picked.value, a: hsv.a });
        }}
      >
        {COLOUR_SWATCHES.map((colour) => (
          <ColorSwatch key={colour} color={colour} value={colour} aria-label={colour} />
        ))}
      </SwatchPicker>
    </DialogFrame>
  );
}
