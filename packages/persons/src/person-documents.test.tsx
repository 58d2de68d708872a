// An account card's documents (docs/domain/attachments.md): upload with its kind and note, open, remove
// after confirming; read-only without PERSON_UPDATE.
import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { type RenderOptions, renderFeature } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personsFeature } from './feature';

const open = (options: RenderOptions = {}) =>
  renderFeature(personsFeature, '/account-cards/1/view', { fake: createTestApi(), ...options });
const pdf = () => new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' });

describe('the account card’s documents', () => {
  it('uploads a signed contract as PDF with a note, opens it and removes it after confirming', async () => {
    const { fake, user } = open();
    const section = await screen.findByRole('region', { name: 'المستندات' });
    expect(await within(section).findByText('لا توجد مستندات لهذا الحساب')).toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText(/نوع المستند/), 'CONTRACT_SCAN');
    await user.type(within(section).getByLabelText(/ملاحظة/), 'العقد الأصلي');
    await user.upload(within(section).getByLabelText(/^الملف/), pdf());
    await user.click(within(section).getByRole('button', { name: 'رفع المستند' }));
    const link = await within(section).findByRole('link', { name: 'فتح عقد موقّع' });
    expect(link.getAttribute('href')).toMatch(/^data:application\/pdf;base64,/);
    expect(within(section).getByText(/العقد الأصلي/)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.files.upload)[0]?.body).toMatchObject({ contentType: 'application/pdf' });
    expect(fake.callsTo(endpoints.personDocuments.add)[0]?.body).toMatchObject({
      kind: 'CONTRACT_SCAN',
      note: 'العقد الأصلي',
    });

    await user.click(within(section).getByRole('button', { name: 'حذف عقد موقّع' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/حذف المستند «عقد موقّع»/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'نعم، احذف' }));
    await waitFor(() => expect(within(section).getByText('لا توجد مستندات لهذا الحساب')).toBeInTheDocument());
  });

  it('asks for a file before uploading', async () => {
    const { fake, user } = open();
    const section = await screen.findByRole('region', { name: 'المستندات' });
    await user.click(await within(section).findByRole('button', { name: 'رفع المستند' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('اختر ملفاً أولاً');
    expect(fake.callsTo(endpoints.files.upload)).toHaveLength(0);
  });

  it('lists the documents without the form or remove buttons without PERSON_UPDATE', async () => {
    const fake = createTestApi();
    fake.db.personDocuments.set(1, [
      {
        id: 1,
        key: '00000000-0000-4000-8000-000000000001',
        url: 'data:image/png;base64,iVBORw0KGgo=',
        kind: 'NATIONAL_ID',
        note: null,
        contentType: 'image/png',
        size: 8,
        createdAt: '2024-01-01T00:00:00.000Z',
        createdBy: 'معرض الأمانة للسيارات',
      },
    ]);
    open({ fake, permissions: ['PERSON_READ'] });
    const section = await screen.findByRole('region', { name: 'المستندات' });
    expect(await within(section).findByRole('link', { name: 'فتح البطاقة الوطنية' })).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByLabelText(/^الملف/)).toBeNull();
  });
});
