// The date field's rules live with the field in @cc/ui-rtl's form kit.
export { applyQuickPick, formatDisplayDate, type QuickPick } from '@cc/ui-rtl';
