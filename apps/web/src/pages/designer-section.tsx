import { useApiClient } from '@cc/resources';
import { TemplateDesigner } from '@cc/template-designer';
import '@cc/template-designer/styles.css';
import { useMemo } from 'react';
import { createTemplatesDataSource } from '../app/templates-data-source';

/** Settings › the contract print designer: its own chunk (interactjs is loaded only here). */
export default function DesignerSection() {
  const client = useApiClient();
  const dataSource = useMemo(() => createTemplatesDataSource(client), [client]);
  return <TemplateDesigner dataSource={dataSource} isSuperAdmin={false} />;
}
