/**
 * Every Arabic text the API sends. The texts live in @cc/contracts (`SERVER_MESSAGES`), shared with the
 * fake API of @cc/resources/testing; see docs/architecture.md#errors.
 */
export {
  discountTooLargeMessage,
  filesQuotaExceededMessage,
  overpaymentMessage,
  SERVER_MESSAGES as MSG,
} from '@cc/contracts';
