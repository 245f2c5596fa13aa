// A QR code drawn by qrcode-generator as a GIF data URL (allowed by the CSP's img-src data:), so it scans
// from the screen at any zoom: one module is `cellSize` pixels, with the quiet zone of four modules.
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';

export type QrCodeProps = {
  /** The text encoded, e.g. an otpauth:// URI. */
  value: string;
  /** Read by screen readers instead of the code. */
  label: string;
  /** @default 4 */
  cellSize?: number;
};

const QUIET_ZONE_MODULES = 4;

export function QrCode({ value, label, cellSize = 4 }: QrCodeProps) {
  useI18n();
  const src = useMemo(() => {
    // Type 0: the smallest version that holds the text; level M survives a smudged screen.
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    return qr.createDataURL(cellSize, cellSize * QUIET_ZONE_MODULES);
  }, [value, cellSize]);
  return <img src={src} alt={translateMessage(label)} />;
}
