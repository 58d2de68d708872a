import type { Template } from '@cc/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESIGNER_MESSAGES as M } from './messages';
import { TemplateDesigner, type TemplateDesignerProps } from './template-designer';
import {
  createMemoryDataSource,
  DEMO_TEMPLATES,
  type MemoryDataSourceOptions,
} from './test/memory-data-source';

const STAMP_KEY = '11111111-1111-4111-8111-111111111111';
const FORM_KEY = '22222222-2222-4222-8222-222222222222';
const UPLOADED_KEY = '33333333-3333-4333-8333-333333333333';

const company: Template = {
  id: 1001,
  name: 'عقد بختم',
  kind: 'CONTRACT',
  system: false,
  imageKey: null,
  updatedAt: '2025-03-01T00:00:00.000Z',
  fields: [],
};
const withImages: Template = {
  ...company,
  imageKey: FORM_KEY,
  fields: [
    {
      kind: 'IMAGE',
      src: STAMP_KEY,
      style: { fontSize: 16, color: '#111827' },
      x: 40,
      y: 40,
      width: 216,
      height: 136,
    },
  ],
};

const png = (size = 64) =>
  new File([new Uint8Array(size).fill(1)], 'form.png', {
    type: 'image/png',
  });

/** The memory data source with spied file calls answering signed-URL-like paths. */
function renderDesigner(
  template: Template = company,
  options: MemoryDataSourceOptions = {},
  props: Partial<TemplateDesignerProps> = {},
) {
  const dataSource = createMemoryDataSource({ templates: [...DEMO_TEMPLATES, template], ...options });
  // Each key's n-th signed URL ends in sig=n.
  const signed = new Map<string, number>();
  const uploadImage = vi.fn(async (_file: File) => ({
    key: UPLOADED_KEY,
    url: `/api/carcontracts/v1/files/${UPLOADED_KEY}?sig=upload`,
  }));
  const imageUrl = vi.fn(async (key: string) => {
    signed.set(key, (signed.get(key) ?? 0) + 1);
    return `/api/carcontracts/v1/files/${key}?sig=${signed.get(key)}`;
  });
  if (options.uploads !== false) Object.assign(dataSource, { uploadImage, imageUrl });
  const notify = vi.fn();
  render(
    <TemplateDesigner
      dataSource={dataSource}
      notify={notify}
      confirm={async () => true}
      initialTemplateId={template.id}
      {...props}
    />,
  );
  const page = () => screen.getByTestId('designer-page');
  return { dataSource, uploadImage, imageUrl, notify, page };
}

const loaded = () => waitFor(() => expect(screen.queryByText(M.loading)).not.toBeInTheDocument());
const background = (page: HTMLElement) => page.querySelector('.cc-designer-page__background');
/** The <img> of the first image item (not its placeholder while the URL is fetched). */
const itemImage = (page: HTMLElement) => page.querySelector('img.cc-designer-item__image');

describe('images through the data source', () => {
  it('shows file-key images and the background through signed URLs, asking once per key', async () => {
    const { page, imageUrl } = renderDesigner(withImages);
    await loaded();
    await waitFor(() =>
      expect(itemImage(page())).toHaveAttribute('src', `/api/carcontracts/v1/files/${STAMP_KEY}?sig=1`),
    );
    await waitFor(() =>
      expect(background(page())).toHaveAttribute('src', `/api/carcontracts/v1/files/${FORM_KEY}?sig=1`),
    );
    expect(itemImage(page())).toHaveAttribute('alt', M.imageAlt);
    expect(background(page())).toHaveAttribute('alt', M.backgroundAlt);
    // Under the items: the first thing on the sheet.
    expect(page().firstElementChild).toBe(background(page()));
    expect(page()).toHaveAttribute('data-background', FORM_KEY);
    expect(imageUrl.mock.calls.map(([key]) => key).sort()).toEqual([STAMP_KEY, FORM_KEY]);
  });

  it('asks for a fresh URL when an image fails to load (expired), then says it cannot be shown', async () => {
    const { page, imageUrl } = renderDesigner({ ...withImages, imageKey: null });
    await loaded();
    await waitFor(() => expect(itemImage(page())).toHaveAttribute('src', expect.stringContaining('sig=1')));
    fireEvent.error(itemImage(page())!);
    await waitFor(() => expect(itemImage(page())).toHaveAttribute('src', expect.stringContaining('sig=2')));
    expect(imageUrl).toHaveBeenCalledTimes(2);
    fireEvent.error(itemImage(page())!);
    expect(await within(page()).findByText(M.imageUnavailable)).toBeInTheDocument();
    expect(imageUrl).toHaveBeenCalledTimes(2);
  });

  it("'إضافة صورة' uploads the file, stores its key and shows the upload's URL", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { page, uploadImage, imageUrl } = renderDesigner();
    await loaded();
    await user.upload(screen.getByTestId('designer-add-image-input'), png());
    await waitFor(() => expect(itemImage(page())).not.toBeNull());
    const image = itemImage(page());
    expect(image).toHaveAttribute('src', `/api/carcontracts/v1/files/${UPLOADED_KEY}?sig=upload`);
    expect(image).toHaveAttribute('data-src', UPLOADED_KEY);
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(uploadImage.mock.calls[0]![0].name).toBe('form.png');
    expect(imageUrl).not.toHaveBeenCalled();
  });

  it("says 'حجم الصورة أكبر من 2 ميغابايت' before uploading a larger file", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { page, uploadImage, notify } = renderDesigner();
    await loaded();
    await user.upload(screen.getByTestId('designer-add-image-input'), png(2 * 1024 * 1024 + 1));
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'حجم الصورة أكبر من 2 ميغابايت' });
    expect(uploadImage).not.toHaveBeenCalled();
    expect(within(page()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps inline data URLs and offers no background without file calls', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { page } = renderDesigner(company, { uploads: false });
    await loaded();
    expect(screen.queryByRole('button', { name: M.setBackground })).not.toBeInTheDocument();
    await user.upload(screen.getByTestId('designer-add-image-input'), png());
    const image = await within(page()).findByRole('img', { name: M.imageAlt });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});

describe('background toolbar', () => {
  it('sets the background from an upload, saves it, and removes it; each is an unsaved change', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onDirtyChange = vi.fn();
    const { page, uploadImage, dataSource, notify } = renderDesigner(company, {}, { onDirtyChange });
    await loaded();
    expect(screen.getByRole('button', { name: M.removeBackground })).toBeDisabled();
    expect(background(page())).toBeNull();

    await user.click(screen.getByRole('button', { name: M.setBackground }));
    await user.upload(screen.getByTestId('designer-background-input'), png());
    await waitFor(() =>
      expect(background(page())).toHaveAttribute(
        'src',
        `/api/carcontracts/v1/files/${UPLOADED_KEY}?sig=upload`,
      ),
    );
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: M.replaceBackground })).toBeEnabled();
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));

    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: M.saved }));
    expect(dataSource.templates.find((t) => t.id === 1001)?.imageKey).toBe(UPLOADED_KEY);
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));

    await user.click(screen.getByRole('button', { name: M.removeBackground }));
    expect(background(page())).toBeNull();
    expect(screen.getByRole('button', { name: M.setBackground })).toBeInTheDocument();
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
  });

  it('is disabled while no template is selected', async () => {
    renderDesigner(company, { templates: [] }, { initialTemplateId: null });
    expect(await screen.findByText(M.lockOverlay)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.setBackground })).toBeDisabled();
  });
});

describe("the 'Available Fields' panel", () => {
  it('collapses to a rail and opens again with its toggle', async () => {
    const user = userEvent.setup();
    renderDesigner();
    await loaded();
    const panel = screen.getByTestId('designer-fields');
    const hide = within(panel).getByRole('button', { name: M.hideFields });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: M.fieldsSubtitle })).toBeVisible();
    const bodyId = hide.getAttribute('aria-controls')!;

    await user.click(hide);
    const show = within(panel).getByRole('button', { name: M.showFields });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-collapsed');
    expect(document.getElementById(bodyId)).not.toBeVisible();
    expect(screen.queryByRole('list', { name: M.fieldsSubtitle })).not.toBeInTheDocument();
    // The title stays, so the rail says what it holds.
    expect(within(panel).getByRole('heading', { name: M.fieldsTitle })).toBeInTheDocument();

    await user.click(show);
    expect(within(panel).getByRole('button', { name: M.hideFields })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('list', { name: M.fieldsSubtitle })).toBeVisible();
  });

  it('can start collapsed', async () => {
    renderDesigner(company, {}, { defaultFieldsOpen: false });
    await loaded();
    expect(screen.getByRole('button', { name: M.showFields })).toHaveAttribute('aria-expanded', 'false');
  });
});
