import { isSignedIn, LANDING_PATHS, landingPath, useSession } from '@cc/auth';
import { Navigate } from 'react-router';

/** Unknown paths go to the user's landing page (docs/domain/permissions.md), or to /login when signed out. */
export function LandingRedirect() {
  const session = useSession((s) => s);
  if (session.isLoading) return null;
  return <Navigate to={isSignedIn(session) ? landingPath(session) : LANDING_PATHS.login} replace />;
}
