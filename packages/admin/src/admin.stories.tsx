import { endpoints } from '@cc/contracts';
import { type FeatureStory, failing, featureStories } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminFeature } from './feature';
import { adminApi, TEMPORARY_PASSWORD } from './test/fake-admin';

/** The platform administration's pages as the app shows them, the super administrator signed in. */
const stories = featureStories(adminFeature, '/');
const { rows: _rows, ...api } = adminApi();
const meta = {
  title: 'Admin/Pages',
  ...stories,
  args: { ...stories.args, superAdmin: true, api },
} satisfies Meta<typeof FeatureStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures (IQD and USD apart) and the new companies per month. */
export const Home: Story = {};

/** The figures cannot be loaded: the server's message. */
export const HomeUnavailable: Story = {
  args: {
    api: { routes: [failing(endpoints.admin.stats)] },
  },
};

/** Three companies, one suspended; the row menu suspends or reactivates. */
export const Companies: Story = { args: { url: '/companies' } };

/** The onboarding form; saving shows the temporary password once. */
export const NewCompany: Story = {
  args: { url: '/companies/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^اسم الشركة/), 'معرض الفرات');
    await userEvent.type(canvas.getByLabelText(/^اسم المستخدم/), 'furat');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(TEMPORARY_PASSWORD)).toBeInTheDocument();
  },
};

/** A suspended company: its status history and 'إعادة تفعيل الشركة'. */
export const SuspendedCompany: Story = { args: { url: '/companies/3' } };

/** The admin actions, filtered by action and by company. */
export const Audit: Story = { args: { url: '/audit' } };

/** One company's audit entries, as its page's 'سجل إجراءات الشركة' opens them. */
export const CompanyAudit: Story = { args: { url: '/audit?companyId=3' } };
