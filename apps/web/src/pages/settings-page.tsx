import type { SettingsSection } from '@cc/auth';
import { A4Page, Spinner, useConfirmLeave } from '@cc/ui-rtl';
import { Suspense, useState } from 'react';
import { SETTINGS_SECTIONS } from '../app/features';
import { preloadScreen, screenOf } from '../app/route-screen';
import { MESSAGES } from '../messages';

const T = MESSAGES.settings;

/** The designer is the app's own section: @cc/template-designer is a standalone library. */
const DESIGNER: SettingsSection = {
  id: 'designer',
  label: T.designer,
  order: 20,
  screen: () => import('./designer-section'),
};

const SECTIONS = [...SETTINGS_SECTIONS, DESIGNER].sort((a, b) => a.order - b.order);

/** Starts loading a section's chunk (a failure is left to its lazy screen, which shows the route's error). */
const preload = (section: SettingsSection) => void preloadScreen(section.screen).catch(() => {});

// The page opens on its first section: its chunk starts with the page's, not after the page's first render.
if (SECTIONS[0]) preload(SECTIONS[0]);

/**
 * Settings: a side menu headed 'الإعدادات' with the sections the features contribute (roles and
 * permissions, branches, company settings) and the contract print designer. Each section is its own
 * chunk: the first starts loading with the page, another when its menu entry is pointed at or focused.
 * The page's entry check (the company account) is made by the route. Switching sections with
 * unsaved changes (a typed form, an unsaved designer item) asks first, like leaving the page.
 */
export default function SettingsPage() {
  const [section, setSection] = useState(SECTIONS[0]?.id ?? '');
  const confirmLeave = useConfirmLeave();
  const open = async (id: string) => {
    if (id !== section && (await confirmLeave())) setSection(id);
  };
  const current = SECTIONS.find((s) => s.id === section);
  const Screen = current ? screenOf(current.screen) : undefined;
  return (
    <div className="app-settings" data-wide={section === DESIGNER.id ? '' : undefined}>
      <nav className="app-settings__menu" aria-labelledby="settings-heading">
        <h1 id="settings-heading" className="app-settings__heading">
          {T.title}
        </h1>
        <ul>
          {SECTIONS.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="app-settings__item"
                aria-current={section === item.id ? 'page' : undefined}
                onClick={() => void open(item.id)}
                onPointerEnter={() => preload(item)}
                onFocus={() => preload(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <A4Page className="app-settings__content">
        <Suspense fallback={<Spinner label={MESSAGES.loading} />}>{Screen ? <Screen /> : null}</Suspense>
      </A4Page>
    </div>
  );
}
