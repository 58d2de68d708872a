import { errorMessage, fieldErrorMap } from '@cc/api-client';
import { landingPath, useSession, useSessionStore } from '@cc/auth';
import { Button, TextInput } from '@cc/ui-rtl';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../app/route-screen';
import { MESSAGES } from '../messages';
import { AuthCard } from './auth-card';

const T = MESSAGES.login;

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The login page: username and password; after success the user lands per guard 3 (docs/domain/sessions.md).
 * A refused sign-in shows the server's message (a suspended company: 'the account is suspended'), and so
 * does a session the server ended for that reason.
 */
export function LoginPage() {
  // Not a descriptor route: it names its tab itself, so a signed-out tab never keeps the last page's title.
  useDocumentTitle(T.title);
  const login = useSession((s) => s.login);
  const store = useSessionStore();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Why the last session ended when the server refused it (the company was suspended), shown on arrival.
  const [formError, setFormError] = useState<string | null>(() => store.getState().error);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    // The same zod schema the server validates with gives the Arabic "required" messages. It loads on the
    // first submit: the sign-in page's own bundle stays free of zod (see the bundle budget in docs/).
    const { loginBodySchema } = await import('./login-schema');
    const parsed = loginBodySchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await login(parsed.data.username, parsed.data.password);
      navigate(landingPath(store.getState()), { replace: true });
    } catch (error) {
      const fromServer = fieldErrorMap(error);
      setFieldErrors({ username: fromServer.username, password: fromServer.password });
      setFormError(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <AuthCard id="login-title" title={T.title} intro={T.subtitle}>
      <form className="app-login__form" onSubmit={onSubmit} noValidate>
        <TextInput
          label={T.username}
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={fieldErrors.username}
          dir="auto"
        />
        <TextInput
          label={T.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        {formError ? (
          <p className="app-login__error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" loading={busy} className="app-login__submit">
          {T.submit}
        </Button>
      </form>
    </AuthCard>
  );
}

export default LoginPage;
