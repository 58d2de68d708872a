import { endpoints } from '@cc/contracts';
import {
  createTestApi,
  DEMO_USERS,
  FakeFailure,
  FeaturePages,
  failing,
  storyFake,
  TestHarness,
} from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BranchesPanel from './branches-panel';
import CompanySettingsForm from './company-settings-form';
import { staffFeature } from './feature';
import { ProfileEditor } from './profile-editor';
import { UserFormDialog } from './user-form-dialog';
import { UserStatusDialog } from './user-status-dialog';

const meta = { title: 'Staff/Forms' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = storyFake();

export const Branches: Story = {
  render: () => (
    <TestHarness fake={slow}>
      <BranchesPanel />
    </TestHarness>
  ),
};

export const BranchesEmpty: Story = {
  render: () => (
    <TestHarness fake={() => createTestApi({ branches: [] })}>
      <BranchesPanel />
    </TestHarness>
  ),
};

export const CompanySettings: Story = {
  render: () => (
    <TestHarness fake={slow}>
      <CompanySettingsForm />
    </TestHarness>
  ),
};

/** The server refuses the rounding step: its message appears under the field. */
export const CompanySettingsFieldError: Story = {
  render: () => (
    <TestHarness
      fake={() =>
        createTestApi({
          routes: [
            failing(
              endpoints.company.update,
              new FakeFailure(400, 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول', 'VALIDATION_FAILED', [
                { field: 'roundingStepIqd', message: 'خطوة التقريب بالدينار يجب أن تكون عدداً صحيحاً' },
              ]),
            ),
          ],
        })
      }
    >
      <CompanySettingsForm />
    </TestHarness>
  ),
};

/** A staff member's own profile: name, phone and the password change. */
export const Profile: Story = {
  render: () => (
    <TestHarness fake={slow} permissions={[]}>
      <ProfileEditor />
    </TestHarness>
  ),
};

export const StaffProfile: Story = {
  render: () => (
    <TestHarness fake={slow}>
      <FeaturePages feature={staffFeature} url="/profile/8" />
    </TestHarness>
  ),
};

export const NewUserDialog: Story = {
  render: () => (
    <TestHarness fake={slow}>
      <UserFormDialog open onOpenChange={() => {}} />
    </TestHarness>
  ),
};

export const EditUserDialog: Story = {
  render: () => (
    <TestHarness fake={slow}>
      <UserFormDialog open onOpenChange={() => {}} user={DEMO_USERS[2] ?? null} />
    </TestHarness>
  ),
};

/** Deactivating asks first and says the user's sessions end. */
export const DeactivateConfirmation: Story = {
  render: () => (
    <TestHarness fake={slow}>
      <UserStatusDialog user={DEMO_USERS[1] ?? null} onClose={() => {}} />
    </TestHarness>
  ),
};
