import { DEMO_CARS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CarsStory } from './story-helpers';

const meta = {
  title: 'Cars/CarViewPage',
  component: CarsStory,
  args: { url: '/car/1/view' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CarsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (status: string) => `/car/${DEMO_CARS.find((c) => c.status === status)!.id}/view`;

/** An unsold car: the edit link shows (UPDATE_CAR). */
export const Pending: Story = {};

/** A car being paid, with its contract. */
export const Active: Story = { args: { url: pageOf('Active') } };

/** A sold car: no edit link. */
export const Paid: Story = { args: { url: pageOf('Paid') } };

/** A car with its optional fields missing: 'غير متوفر'. */
export const MissingValues: Story = { args: { url: `/car/${DEMO_CARS.at(-1)!.id}/view` } };

/** A staff user without GET_CONTRACT: the deals section says so. */
export const WithoutContracts: Story = { args: { permissions: ['PERSON_READ', 'GET_CAR', 'UPDATE_CAR'] } };

/** An unknown id: 'السيارة غير موجودة'. */
export const NotFound: Story = { args: { url: '/car/999/view' } };
