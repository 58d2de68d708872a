import type { ComponentType, ReactNode } from 'react';

/** What the kit passes a router's link component (react-router's `Link` fits). */
export interface RowLinkProps {
  to: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  onClick?: (() => void) | undefined;
  children?: ReactNode;
}

/** The router's link component: ui-rtl knows no router, the screen passes react-router's `Link`. */
export type LinkComponent = ComponentType<RowLinkProps>;

/** An action's link: the router's link component, else a plain `<a>`. */
export function Anchor({
  link: Link,
  to,
  ...rest
}: { link?: LinkComponent | undefined; to: string } & Record<string, unknown>) {
  if (Link) return <Link to={to} {...(rest as object)} />;
  return <a href={to} {...(rest as object)} />;
}
