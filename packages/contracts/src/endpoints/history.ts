// A record's history (docs/domain/history.md): who changed what and when, from the audit.
import { endpoint, from, permission } from './define';

export const history = {
  /**
   * The company's audit entries of one record, newest first, paged: `?entity=car&id=5`. Beside AUDIT_READ
   * the caller must be able to read the record itself (HISTORY_RECORD_PERMISSIONS, checked by the
   * service: 403); another company's record is 404.
   */
  list: endpoint({
    method: 'GET',
    path: '/history',
    access: permission('AUDIT_READ'),
    schemas: from((s) => ({ query: s.historyQuerySchema, response: s.historyListResponseSchema })),
    // Every write the server accepts is audited: @cc/resources refreshes this tag after any mutation.
    resource: 'history',
  }),
} as const;
