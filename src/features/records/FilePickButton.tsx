// A button that opens the browser's file picker; the input stays hidden but is labelled for tests and
// assistive technology.
import { useRef } from 'react';
import type { ReactElement } from 'react';
import { Button } from '@fluentui/react-components';
import { useI18n } from '../../i18n/use-i18n';

export type FilePickButtonProps = {
  label: string;
  accept: string;
  icon?: ReactElement;
  disabled?: boolean;
  appearance?: 'primary' | 'secondary';
  onFile: (file: File) => void;
};

export function FilePickButton({ label, accept, icon, disabled, appearance = 'secondary', onFile }: FilePickButtonProps) {
  const i18n = useI18n();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={icon} appearance={appearance} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={i18n._('{label} file', { label })}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
