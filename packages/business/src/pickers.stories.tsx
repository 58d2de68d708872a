import type { Car, Person } from '@cc/contracts';
import { staffCaller } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BranchPicker } from './branch-picker';
import { CarPicker } from './car-picker';
import { PersonPicker } from './person-picker';
import { StoryApi } from './story-helpers';
import { TemplatePicker } from './template-picker';

function Pickers({ noBranchPermission = false }: { noBranchPermission?: boolean }) {
  const [buyer, setBuyer] = useState<Person | null>(null);
  const [car, setCar] = useState<Car | null>(null);
  const [branch, setBranch] = useState('');
  const [template, setTemplate] = useState<string | null>(null);
  return (
    <StoryApi options={noBranchPermission ? { caller: staffCaller('ADD_CONTRACT', 'PERSON_READ') } : {}}>
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 640 }}>
        <PersonPicker label="المشتري" required selected={buyer} onSelect={setBuyer} allowCreate />
        <CarPicker required selected={car} onSelect={setCar} />
        <BranchPicker value={branch} onChange={setBranch} />
        <TemplatePicker kind="CONTRACT" value={template} onChange={setTemplate} />
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
 * The new-deal form's pickers: a person (search, or 'إضافة حساب جديد'), a car for sale, a branch and the
 * print template (the company's default contract template until one is chosen).
 */
export const NewDealPickers: Story = {};

/** A staff member without GET_BRANCH: the branch picker says why it is empty. */
export const BranchesRefused: Story = { args: { noBranchPermission: true } };
