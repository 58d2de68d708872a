import { createTestApi, type TestApiOptions, TestResources } from '@cc/resources/testing';
import { Form } from '@cc/ui-rtl';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

/**
 * A story's data layer: one fake API per story mount (demo data, answers after 250 ms so the loading
 * states show). Stories only; not exported from the package.
 */
export function StoryApi({ options, children }: { options?: TestApiOptions; children: ReactNode }) {
  const [fake] = useState(() => createTestApi({ latencyMs: 250, ...options }));
  return <TestResources fake={fake}>{children}</TestResources>;
}

/** The values the pickers' demo form holds (ids). */
export interface PickedIds {
  buyerId: number | null;
  carId: number | null;
  branchId: number | null;
  templateId: number | null;
}

function Picked() {
  const values = useWatch<PickedIds>();
  return <output aria-label="القيم">{JSON.stringify(values)}</output>;
}

/**
 * The pickers inside a form of the kit, the field values shown in an output (stories and tests only);
 * `values`: what the form starts with (a record being edited).
 *
 * @example
 * <PickerForm><PersonPicker<PickedIds> name="buyerId" label="المشتري" /></PickerForm>
 */
export function PickerForm({ children, values }: { children: ReactNode; values?: Partial<PickedIds> }) {
  const form = useForm<PickedIds>({
    defaultValues: { buyerId: null, carId: null, branchId: null, templateId: null, ...values },
  });
  return (
    <Form form={form} onSubmit={() => undefined}>
      {children}
      <Picked />
    </Form>
  );
}
