import type { ReactNode } from 'react';
import { MESSAGES } from '../messages';

/**
 * The signed-out card of the login page and of the first sign-in's password change: the product's name,
 * the page's heading and a line under it, then the page's form.
 */
export function AuthCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main className="app-login">
      <section className="app-login__card" aria-labelledby={id}>
        <div className="app-login__brand">{MESSAGES.productName}</div>
        <h1 id={id} className="app-login__title">
          {title}
        </h1>
        <p className="app-muted">{intro}</p>
        {children}
      </section>
    </main>
  );
}
