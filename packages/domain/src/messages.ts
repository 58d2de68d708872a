// Every Arabic text this package produces, in one place for review (conventions: one messages module
// per package). Number words live in `arabic-words.ts` because they are grammar, not messages.

// Each area's texts are their own module under messages/ (a screen that formats money does not load the
// ledger's refusals: docs/architecture.md, "Bundle budget"); MESSAGES names them all.

import { ALLOCATION_MESSAGES } from './messages/allocation';
import { DEAL_DATES_MESSAGES } from './messages/deal-dates';
import { DEFERRED_MESSAGES } from './messages/deferred';
import { LATE_FEES_MESSAGES } from './messages/late-fees';
import { LEDGER_MESSAGES } from './messages/ledger';
import { MONEY_MESSAGES } from './messages/money';
import { PLAN_MESSAGES } from './messages/plan';
import { REPOSSESSION_MESSAGES } from './messages/repossession';
import { SCHEDULE_MESSAGES } from './messages/schedule';
import { SETTLEMENT_MESSAGES } from './messages/settlement';

export {
  ALLOCATION_MESSAGES,
  DEAL_DATES_MESSAGES,
  DEFERRED_MESSAGES,
  LATE_FEES_MESSAGES,
  LEDGER_MESSAGES,
  MONEY_MESSAGES,
  PLAN_MESSAGES,
  REPOSSESSION_MESSAGES,
  SCHEDULE_MESSAGES,
  SETTLEMENT_MESSAGES,
};

/**
 * The Arabic texts of this package's refusals, for review and for reuse (a form can show the same text
 * before the call).
 *
 * @example
 * ```ts
 * MESSAGES.schedule.tooSmall; // 'المبلغ الممول أقل من أن يقسم على هذا العدد من الأقساط'
 * ```
 */
export const MESSAGES = {
  money: MONEY_MESSAGES,
  schedule: SCHEDULE_MESSAGES,
  dealDates: DEAL_DATES_MESSAGES,
  allocation: ALLOCATION_MESSAGES,
  plan: PLAN_MESSAGES,
  ledger: LEDGER_MESSAGES,
  deferred: DEFERRED_MESSAGES,
  settlement: SETTLEMENT_MESSAGES,
  repossession: REPOSSESSION_MESSAGES,
  lateFees: LATE_FEES_MESSAGES,
} as const;
