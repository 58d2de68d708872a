import type { FeatureDescriptor } from '@cc/auth';
import type { PermissionName } from '@cc/contracts';
import { type RenderResult, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { createMemoryRouter } from 'react-router';
import type { FakeDb } from './db';
import type { FakeApi } from './fake-api';
import { FeaturePages, TestHarness } from './harness';
import { createTestApi } from './test-api';

/** The fake a test renders over. */
export type TestApi = FakeApi & { db: FakeDb };

/** What {@link renderWithApi} answers: Testing Library's result, a user-event session and the fake. */
export type RenderedWithApi = RenderResult & { user: UserEvent; fake: TestApi };

/** What {@link renderFeature} answers: the same, with the memory router (its location). */
export type RenderedFeature = RenderedWithApi & { router: ReturnType<typeof createMemoryRouter> };

/** Options of {@link renderWithApi} and {@link renderFeature}. */
export interface RenderOptions {
  /** Default: a new fake over the demo data. */
  fake?: TestApi;
  /** A staff member holding these permissions; default the company account. */
  permissions?: PermissionName[];
  /** The super administrator signed in and calling (the platform administration's screens). */
  superAdmin?: boolean;
}

/**
 * Renders a screen inside {@link TestHarness}; returns the fake (its `db` and calls) and a user-event
 * session. Tests only.
 *
 * @example
 * const { user, fake } = renderWithApi(<PaymentDialog ... />);
 */
export function renderWithApi(
  ui: ReactElement,
  { fake = createTestApi(), permissions, superAdmin }: RenderOptions = {},
): RenderedWithApi {
  const user = userEvent.setup();
  const view = render(
    <TestHarness
      fake={fake}
      {...(permissions ? { permissions } : {})}
      {...(superAdmin ? { superAdmin } : {})}
    >
      {ui}
    </TestHarness>,
  );
  return { ...view, user, fake };
}

/**
 * Opens `url` among a feature's pages as the app mounts them, signed in, over the fake API. Tests only.
 *
 * @example
 * const { fake, router } = renderFeature(carsFeature, '/car/1/edit', { permissions: ['GET_CAR'] });
 */
export function renderFeature(
  feature: FeatureDescriptor,
  url: string,
  options: RenderOptions = {},
): RenderedFeature {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const view = renderWithApi(
    <FeaturePages
      feature={feature}
      url={url}
      onRouter={(r) => {
        router = r;
      }}
    />,
    options,
  );
  if (!router) throw new Error('The router was not made');
  return { ...view, router };
}

/**
 * The texts of the toasts on screen, newest first.
 *
 * @example
 * await waitFor(() => expect(toasts()).toContain('تم الحذف بنجاح'));
 */
export function toasts(): string[] {
  return Array.from(
    document.querySelectorAll('[data-sonner-toast] [data-title]'),
    (t) => t.textContent ?? '',
  );
}

/**
 * Opens the delete confirmation of the table row showing `name`: its menu (RowActions names it
 * «إجراءات <name>»), then 'حذف'. Returns the dialog.
 *
 * @example
 * const dialog = await askToDelete(user, 'تويوتا كامري');
 * await user.click(within(dialog).getByRole('button', { name: 'نعم، احذف' }));
 */
export async function askToDelete(user: UserEvent, name: string): Promise<HTMLElement> {
  const row = (await screen.findByText(name)).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: `إجراءات ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'حذف' }));
  return screen.findByRole('alertdialog');
}

/**
 * Asks to delete the row showing `name`, then answers 'إلغاء' and waits for the confirmation to close.
 *
 * @example
 * await cancelDelete(user, 'تويوتا كامري');
 * expect(fake.callsTo(endpoints.cars.remove)).toHaveLength(0);
 */
export async function cancelDelete(user: UserEvent, name: string) {
  const dialog = await askToDelete(user, name);
  await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
  // Fails the test, as an expect would, when the confirmation stays open (this file has no vitest).
  await waitFor(() => {
    if (screen.queryByRole('alertdialog')) throw new Error('The delete confirmation is still open');
  });
}
