import type { SettingsSection } from '@cc/auth';
import { A4Page, Spinner, useConfirmLeave } from '@cc/ui-rtl';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { SETTINGS_SECTIONS } from '../app/features';
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

/** The sections whose chunk has arrived, by id. */
const loaded = new Map<string, ComponentType>();
/** Starts loading a section's chunk (a failure is left to its lazy screen, which shows the route's error). */
function preload(section: SettingsSection): void {
  if (loaded.has(section.id)) return;
  section
    .screen()
    .then((module) => loaded.set(section.id, module.default))
    .catch(() => {});
}

/**
 * A section's component, chosen once: its loaded screen, or a lazy one. A lazy screen suspends on its first
 * render even when its chunk is there, and React then holds the section back until 300 ms after the
 * spinner showed (apps/web/src/app/route-screen.tsx); never re-chosen, so a section's state survives.
 */
const screens = new Map<string, ComponentType>();
function screenOf(section: SettingsSection): ComponentType {
  let Screen = screens.get(section.id);
  if (!Screen) {
    Screen = loaded.get(section.id) ?? lazy(section.screen);
    screens.set(section.id, Screen);
  }
  return Screen;
}

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
  const Screen = current ? screenOf(current) : undefined;
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
