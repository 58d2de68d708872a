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
import type { ReactNode } from 'react';
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

/** A story of `ui` on the demo data (the fake API, answering a little slowly). */
const onDemo = (ui: ReactNode): Story => ({
  render: () => <TestHarness fake={slow}>{ui}</TestHarness>,
});

export const Branches = onDemo(<BranchesPanel />);

export const BranchesEmpty: Story = {
  render: () => (
    <TestHarness fake={() => createTestApi({ branches: [] })}>
      <BranchesPanel />
    </TestHarness>
  ),
};

export const CompanySettings = onDemo(<CompanySettingsForm />);

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

export const StaffProfile = onDemo(<FeaturePages feature={staffFeature} url="/profile/8" />);

export const NewUserDialog = onDemo(<UserFormDialog open onOpenChange={() => {}} />);

export const EditUserDialog = onDemo(
  <UserFormDialog open onOpenChange={() => {}} user={DEMO_USERS[2] ?? null} />,
);

/** Deactivating asks first and says the user's sessions end. */
export const DeactivateConfirmation = onDemo(
  <UserStatusDialog user={DEMO_USERS[1] ?? null} onClose={() => {}} />,
);
