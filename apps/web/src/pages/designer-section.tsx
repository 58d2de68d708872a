import { useApiClient } from '@cc/resources';
import { TemplateDesigner } from '@cc/template-designer';
import '@cc/template-designer/styles.css';
import { useLeaveGuard } from '@cc/ui-rtl';
import { useMemo, useState } from 'react';
import { createTemplatesDataSource } from '../app/templates-data-source';

/**
 * Settings › the contract print designer: its own chunk (interactjs is loaded only here). Its unsaved
 * changes hold the page like a form's: a side-menu link or another settings section asks first (the
 * designer itself asks on switching or creating a template, and the browser on closing the tab).
 */
export default function DesignerSection() {
  const client = useApiClient();
  const dataSource = useMemo(() => createTemplatesDataSource(client), [client]);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty);
  return <TemplateDesigner dataSource={dataSource} isSuperAdmin={false} onDirtyChange={setDirty} />;
}
