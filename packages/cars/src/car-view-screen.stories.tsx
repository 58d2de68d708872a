import type { Meta, StoryObj } from '@storybook/react-vite';
import { CarViewScreen } from './car-view-screen';
import { DEMO_CARS } from './demo-cars';
import { useStoryApi } from './story-helpers';

function ViewStory({ carId, canEdit }: { carId: number; canEdit: boolean }) {
  const api = useStoryApi();
  return <CarViewScreen api={api} carId={carId} canEdit={canEdit} />;
}

const meta = {
  title: 'Cars/CarViewScreen',
  component: ViewStory,
  args: { carId: 1, canEdit: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unsold car: the edit link shows (UPDATE_CAR). */
export const Pending: Story = {};

/** A car being paid. */
export const Active: Story = { args: { carId: DEMO_CARS.find((c) => c.status === 'Active')!.id } };

/** A sold car: no edit link. */
export const Paid: Story = { args: { carId: DEMO_CARS.find((c) => c.status === 'Paid')!.id } };

/** A car with its optional fields missing: 'غير متوفر'. */
export const MissingValues: Story = { args: { carId: DEMO_CARS.at(-1)!.id } };

/** An unknown id: 'السيارة غير موجودة'. */
export const NotFound: Story = { args: { carId: 999 } };
