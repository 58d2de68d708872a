// What a car cost and earned on its page (docs/domain/car-costs.md): the purchase, an expense, the
// profit; nothing of it without CAR_COSTS.
import { endpoints } from '@cc/contracts';
import { createTestApi, DEMO_CARS } from '@cc/resources/testing';
import { type RenderOptions, renderFeature } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carsFeature } from './feature';

const car = DEMO_CARS[0]!;
const open = (options: RenderOptions = {}) =>
  renderFeature(carsFeature, `/car/${car.id}/view`, { fake: createTestApi({ deals: [] }), ...options });

describe('the car’s costs and profit', () => {
  it('records the purchase price and an expense, in Arabic-Indic digits', async () => {
    const { fake, user } = open();
    const section = await screen.findByRole('region', { name: 'التكاليف والربح' });
    expect(await within(section).findByText('لم يُسجَّل سعر الشراء بعد')).toBeInTheDocument();
    expect(within(section).getByText('لم تُبع السيارة بعد: لا ربح لحسابه.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'تسجيل سعر الشراء' }));
    const dialog = await screen.findByRole('dialog', { name: 'سعر شراء السيارة' });
    await user.type(within(dialog).getByLabelText(/^المبلغ/), '١٥٬٠٠٠٬٠٠٠');
    await user.type(within(dialog).getByLabelText(/أو اسم البائع/), 'معرض الرافدين');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.carCosts.setPurchase)).toHaveLength(1));
    expect(fake.callsTo(endpoints.carCosts.setPurchase)[0]?.body).toMatchObject({
      amount: '15000000',
      currency: 'IQD',
      sellerName: 'معرض الرافدين',
    });
    expect(await within(section).findByText(/من معرض الرافدين/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'إضافة مصروف' }));
    const expense = await screen.findByRole('dialog', { name: 'مصروف على السيارة' });
    await user.type(within(expense).getByLabelText(/^المبلغ/), '250000');
    await user.type(within(expense).getByLabelText(/^ملاحظة/), 'تبديل الزيت');
    await user.click(within(expense).getByRole('button', { name: 'إضافة مصروف' }));
    expect(await within(section).findByText(/تبديل الزيت/)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.carCosts.addExpense)[0]?.body).toMatchObject({
      kind: 'REPAIR',
      amount: '250000',
    });
    await user.click(within(section).getByRole('button', { name: 'حذف مصروف تصليح' }));
    await waitFor(() => expect(within(section).getByText('لا توجد مصاريف')).toBeInTheDocument());
  });

  it('is not there without CAR_COSTS, and nothing of the costs is asked for', async () => {
    const { fake } = open({ permissions: ['GET_CAR', 'GET_CONTRACT', 'PERSON_READ'] });
    await screen.findByRole('heading', { level: 1, name: car.name });
    expect(screen.queryByRole('region', { name: 'التكاليف والربح' })).toBeNull();
    expect(fake.callsTo(endpoints.carCosts.get)).toHaveLength(0);
  });
});
