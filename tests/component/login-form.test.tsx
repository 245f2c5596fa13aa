import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { LoginRequest } from '../../src/domain/auth-data';
import { LoginForm } from '../../src/features/account/LoginForm';
import type { LoginResult } from '../../src/features/account/session-actions';

function renderForm(answers: LoginResult[]) {
  const requests: LoginRequest[] = [];
  let succeeded = false;
  const onLogin = async (req: LoginRequest) => {
    requests.push(req);
    return answers.shift() ?? { ok: true as const };
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <LoginForm onLogin={onLogin} onSuccess={() => (succeeded = true)} />
    </FluentProvider>,
  );
  return { requests, succeeded: () => succeeded };
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('offers username, password and language, with English preselected', () => {
    renderForm([]);
    expect(screen.getByLabelText(/^Username/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toContain('English');
    expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();
  });

  it('asks for the authentication code only after the server required it, then sends it', async () => {
    const form = renderForm([
      { ok: false, errors: [{ msg: 'Enter the authentication code.' }], totpRequired: true },
      { ok: true },
    ]);
    fillAndSubmit();
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(screen.getByRole('alert').textContent).toContain('Enter the authentication code.');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(form.succeeded()).toBe(true));
    // No language picked on this visit: none is sent, so the user's stored language stays theirs.
    expect(form.requests[0]).toEqual({ username: 'ada', password: 'secret' });
    expect(form.requests[1]).toEqual({ username: 'ada', password: 'secret', totp: '123456' });
  });

  it('shows server errors in an error alert and field-bound errors on their field', async () => {
    renderForm([
      {
        ok: false,
        errors: [{ msg: 'Invalid username or password.' }, { msg: 'Password is required.', field: 'password' }],
        totpRequired: false,
      },
    ]);
    fillAndSubmit();
    // The field's own message is an alert too (Fluent Field); the message bar holds only the rest.
    const alerts = await screen.findAllByRole('alert');
    const bar = alerts.find((a) => a.textContent?.includes('Invalid username or password.'));
    expect(bar?.textContent).not.toContain('Password is required.');
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();
  });

  it('disables Sign in while the request runs', async () => {
    let finish: (r: LoginResult) => void = () => {};
    render(
      <FluentProvider theme={webLightTheme}>
        <LoginForm onLogin={() => new Promise<LoginResult>((resolve) => (finish = resolve))} onSuccess={() => {}} />
      </FluentProvider>,
    );
    fillAndSubmit();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true));
    finish({ ok: true });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
