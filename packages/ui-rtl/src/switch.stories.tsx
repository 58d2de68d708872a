import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { checked: false, onCheckedChange: fn(), label: 'تعطيل الكل' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true, label: 'تفعيل الكل' } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOn: Story = { args: { disabled: true, checked: true, label: 'تفعيل الكل' } };

export const Interactive: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <Switch
        {...args}
        checked={checked}
        onCheckedChange={setChecked}
        label={checked ? 'تفعيل الكل' : 'تعطيل الكل'}
      />
    );
  },
};
