import type { User } from '@cc/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BranchesPanel } from './branches-panel';
import { CompanySettingsForm } from './company-settings-form';
import { createMemoryStaffApi, DEMO_USERS, fieldError } from './memory-api';
import { ProfileEditor } from './profile-editor';
import { StaffProfileView } from './staff-profile-view';
import { UserFormDialog } from './user-form-dialog';
import { UserStatusDialog } from './user-status-dialog';

const meta = { title: 'Staff/Forms' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const me: User = {
  id: 7,
  username: 'sales.ali',
  fullName: 'علي حسن',
  phone: '07711112222',
  companyUserId: 2,
  companyName: 'معرض الرافدين للسيارات',
  branch: { id: 1, name: 'الفرع الرئيسي - الكرادة' },
  roles: ['ROLE_USER'],
  companyRoles: [],
  permissions: [],
};

export const Branches: Story = { render: () => <BranchesPanel api={createMemoryStaffApi({ delay: 200 })} /> };

export const BranchesEmpty: Story = {
  render: () => <BranchesPanel api={createMemoryStaffApi({ branches: [] })} />,
};

export const CompanySettings: Story = {
  render: () => <CompanySettingsForm api={createMemoryStaffApi({ delay: 200 })} />,
};

/** The server refuses the rounding step: its message appears under the field. */
export const CompanySettingsFieldError: Story = {
  render: () => (
    <CompanySettingsForm
      api={createMemoryStaffApi({
        fail: {
          updateCompany: fieldError('roundingStepIqd', 'خطوة التقريب بالدينار يجب أن تكون عدداً صحيحاً'),
        },
      })}
    />
  ),
};

export const Profile: Story = {
  render: () => <ProfileEditor api={createMemoryStaffApi({ delay: 200 })} user={me} />,
};

export const StaffProfile: Story = {
  render: () => <StaffProfileView api={createMemoryStaffApi({ delay: 200 })} userId={8} />,
};

export const NewUserDialog: Story = {
  render: () => (
    <UserFormDialog open onOpenChange={() => {}} api={createMemoryStaffApi()} companyUserId={2} />
  ),
};

export const EditUserDialog: Story = {
  render: () => (
    <UserFormDialog
      open
      onOpenChange={() => {}}
      api={createMemoryStaffApi()}
      companyUserId={2}
      user={DEMO_USERS[2] ?? null}
    />
  ),
};

/** Deactivating asks first and says the user's sessions end. */
export const DeactivateConfirmation: Story = {
  render: () => (
    <UserStatusDialog api={createMemoryStaffApi()} user={DEMO_USERS[1] ?? null} onClose={() => {}} />
  ),
};
