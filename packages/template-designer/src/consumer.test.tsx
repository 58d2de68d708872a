import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The example host app: it reaches the designer only through the package's public entry, with a data
// source of its own. Texts are the designer's visible ones, as a host's user reads them.
import { createInMemoryDataSource, ExampleApp } from '../examples/minimal/app';

describe('a host app of the public entry (examples/minimal)', () => {
  it('lets a user place a field and save: the data source receives the template', async () => {
    const user = userEvent.setup();
    const dataSource = createInMemoryDataSource();
    render(<ExampleApp dataSource={dataSource} />);
    expect(await screen.findByText('عقد بيع سيارة')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اختر القالب' })).toHaveDisplayValue('عقد المعرض');

    const fields = screen.getByRole('list', { name: 'الحقول المتاحة' });
    await user.click(within(fields).getByText('اسم المشتري'));
    const page = screen.getByRole('region', { name: 'صفحة القالب' });
    expect(within(page).getByText('اسم المشتري')).toBeInTheDocument();
    expect(within(fields).queryByText('اسم المشتري')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('تم الحفظ بنجاح')).toBeInTheDocument();
    const saved = dataSource.templates.find((t) => t.name === 'عقد المعرض');
    expect(saved?.fields).toEqual([
      expect.objectContaining({ kind: 'TEXT', value: 'عقد بيع سيارة' }),
      expect.objectContaining({ kind: 'FIELD', fieldId: 'buyer.fullName' }),
    ]);
  });
});
