import { staffCaller } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BranchPicker } from './branch-picker';
import { CarPicker } from './car-picker';
import { PersonPicker } from './person-picker';
import { type PickedIds, PickerForm, StoryApi } from './story-helpers';
import { TemplatePicker } from './template-picker';

function Pickers({ noBranchPermission = false }: { noBranchPermission?: boolean }) {
  return (
    <StoryApi options={noBranchPermission ? { caller: staffCaller('ADD_CONTRACT', 'PERSON_READ') } : {}}>
      <div style={{ maxInlineSize: 640 }}>
        <PickerForm>
          <PersonPicker<PickedIds> name="buyerId" label="المشتري" required allowCreate />
          <CarPicker<PickedIds> name="carId" required />
          <BranchPicker<PickedIds> name="branchId" />
          <TemplatePicker<PickedIds> name="templateId" kind="CONTRACT" />
        </PickerForm>
      </div>
    </StoryApi>
  );
}

const meta = {
  title: 'Business/Pickers',
  component: Pickers,
} satisfies Meta<typeof Pickers>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The new-deal form's pickers, each a searchable combobox: a person (search, or 'إضافة حساب جديد'), a
 * car for sale, a branch and the print template (the company's default contract template until one is
 * chosen).
 */
export const NewDealPickers: Story = {};

/** Typing a name that matches one person and pressing Enter picks that person. */
export const UniqueMatchWithEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buyer = canvas.getByRole('combobox', { name: /^المشتري/ });
    await userEvent.type(buyer, 'زينب');
    await canvas.findByRole('option', { name: /زينب/ }, { timeout: 3000 });
    await userEvent.keyboard('{Enter}');
    await expect(buyer).toHaveValue(expect.stringContaining('زينب'));
  },
};

/** A staff member without GET_BRANCH: the branch picker says why it is empty. */
export const BranchesRefused: Story = { args: { noBranchPermission: true } };
