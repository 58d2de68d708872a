import { landingPath, useSession, useSessionStore } from '@cc/auth';
import { OwnPasswordForm } from '@cc/staff';
import { Button } from '@cc/ui-rtl';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../messages';
import { AuthCard } from './auth-card';

const T = MESSAGES.changePassword;

/**
 * /change-password: an account signing in with a temporary password (a new company account, or one the
 * super administrator reset) sets its own before anything else (guard 4 admits only such an account).
 * Once saved, the session's user is read again (the flag is now off) and the user goes to their landing
 * page. Signing out is the only other way out. (Its tab title comes from its route, as every page's.)
 */
export default function ChangePasswordPage() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const username = useSession((s) => s.user?.username ?? '');
  const logout = useSession((s) => s.logout);

  const changed = async () => {
    await store.getState().restore();
    navigate(landingPath(store.getState()), { replace: true });
  };

  return (
    <AuthCard id="change-password-title" title={T.title} intro={T.intro}>
      <OwnPasswordForm username={username} onChanged={changed} />
      <Button type="button" variant="ghost" onClick={() => void logout()}>
        {T.signOut}
      </Button>
    </AuthCard>
  );
}
