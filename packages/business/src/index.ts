/**
 * @cc/business: the business pieces several features share, between the platform and the features:
 * the payment dialog, the payments and instalments tables, the person, car, branch and template pickers,
 * money and status display. Features import them from here instead of from each other.
 */
export {};
