import { ApiError } from '@cc/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DealsKind } from './api';
import { DEMO_TEMPLATES } from './demo-deals';
import type { MemoryDealsOptions } from './memory-api';
import { NewDealScreen } from './new-deal-screen';
import { useStoryApi } from './story-helpers';

function FormStory({ kind = 'contracts', options = {} }: { kind?: DealsKind; options?: MemoryDealsOptions }) {
  const api = useStoryApi({ kind, ...options });
  return <NewDealScreen api={api} kind={kind} onDone={() => undefined} />;
}

const meta = {
  title: 'Deals/NewDealScreen',
  component: FormStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new contract: the date starts at today (the company's time zone), the template at the company's
 * newest contract template; type a price, count and first due date to see the schedule preview.
 */
export const NewContract: Story = {};

/** A new authorization: the company has no authorization template, so the system one is chosen. */
export const NewAuthorization: Story = { args: { kind: 'authorizations' } };

/** A company with no templates of its own: the system contract template is chosen. */
export const SystemTemplateOnly: Story = {
  args: { options: { templates: DEMO_TEMPLATES.filter((t) => t.system) } },
};

/** A company rounding USD instalments to 50 dollars. */
export const UsdStep50: Story = {
  args: {
    options: {
      company: {
        id: 1,
        name: 'معرض النخيل',
        phone: null,
        address: null,
        logo: null,
        timeZone: 'Asia/Baghdad',
        roundingStepIqd: 5000,
        roundingStepUsd: 50,
      },
    },
  },
};

/** The server refuses the car: its field error shows under the car picker. */
export const ServerFieldErrors: Story = {
  args: {
    options: {
      createError: new ApiError(400, 'VALIDATION_FAILED', 'البيانات غير صالحة', [
        { field: 'carId', message: 'السيارة ليست غير مبيوعة' },
      ]),
    },
  },
};
