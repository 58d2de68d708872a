import { errorMessage } from '@cc/api-client';
import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { LoadStatus } from '@cc/ui-rtl';
import { STAFF_MESSAGES as M } from './messages';
import { StaffPanel } from './staff-panel';

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toLocaleString('en-US', { maximumFractionDigits: 1 });

/**
 * «مساحة الملفات» in the company's settings (docs/domain/attachments.md#quota): how much of its quota the
 * company's files (photos, documents, receipts, the designer's images) take, as a bar and in megabytes.
 */
export function FilesUsage() {
  const found = useResource(endpoints.files.usage, undefined);
  const usage = found.data?.data;
  return (
    <StaffPanel title={M.filesUsage.title}>
      {usage ? (
        <div className="cc-staff-usage">
          <progress
            className="cc-staff-usage__bar"
            max={usage.limitBytes}
            value={Math.min(usage.usedBytes, usage.limitBytes)}
            aria-label={M.filesUsage.title}
          />
          <p>
            {M.filesUsage.used} <bdi dir="ltr">{mb(usage.usedBytes)}</bdi> {M.filesUsage.of}{' '}
            <bdi dir="ltr">{mb(usage.limitBytes)}</bdi> {M.filesUsage.unit}
          </p>
        </div>
      ) : (
        <LoadStatus error={found.error ? errorMessage(found.error) : null} />
      )}
    </StaffPanel>
  );
}
