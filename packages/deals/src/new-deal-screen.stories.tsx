import { endpoints } from '@cc/contracts';
import {
  DEMO_COMPANY,
  DEMO_TEMPLATES,
  FakeFailure,
  type FeatureStory,
  failing,
  featureStories,
} from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dealsFeature } from './feature';

const meta = { title: 'Deals/NewDeal', ...featureStories(dealsFeature, '/new-contract') } satisfies Meta<
  typeof FeatureStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new contract: the date starts at today (the company's time zone), the template at the company's
 * default contract template; type a price, count and first due date to see the schedule preview, and add
 * portions of the down payment paid later («إضافة دفعة من باقي المقدمة»): each shows in the preview.
 */
export const NewContract: Story = {};

/** A new authorization: the company has no authorization template, so the system one is chosen. */
export const NewAuthorization: Story = {
  args: { url: '/new-authorization' },
};

/** A company with no templates of its own: the system contract template is chosen. */
export const SystemTemplateOnly: Story = {
  args: { api: { templates: DEMO_TEMPLATES.filter((t) => t.system) } },
};

/** A company rounding dollar instalments to 50 dollars. */
export const UsdStep50: Story = { args: { api: { company: { ...DEMO_COMPANY, roundingStepUsd: 50 } } } };

/** The server refuses the car: its field error shows under the car picker. */
export const ServerFieldErrors: Story = {
  args: {
    api: {
      routes: [
        failing(
          endpoints.contracts.create,
          new FakeFailure(400, 'البيانات غير صالحة', 'VALIDATION_FAILED', [
            { field: 'carId', message: 'السيارة ليست غير مبيوعة' },
          ]),
        ),
      ],
    },
  },
};

/**
 * A staff member without GET_BRANCH and PERSON_CREATE, and the company's settings failing: each failed
 * load says so where it is used.
 */
export const FailedLoads: Story = {
  args: {
    permissions: ['ADD_CONTRACT', 'CREATE_PAYMENT_PLAN', 'PERSON_READ', 'GET_CAR'],
    api: {
      routes: [failing(endpoints.company.get)],
    },
  },
};
