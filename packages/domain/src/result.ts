/**
 * The outcome of an operation that can be refused for a reason the user must read.
 *
 * `error` is the Arabic text shown as is; `code` is a stable machine code for programs and tests.
 *
 * @example
 * ```ts
 * const r = parseMoney('1,250.5', 'USD');
 * if (r.ok) save(r.value); else showError(r.error);
 * ```
 */
export type Result<T, C extends string = string> = Ok<T> | Err<C>;

/** The success branch of {@link Result}. @example `const r: Ok<number> = { ok: true, value: 1 };` */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** The refusal branch of {@link Result}. @example `const r: Err<'EMPTY'> = { ok: false, code: 'EMPTY', error: 'يرجى إدخال المبلغ' };` */
export interface Err<C extends string = string> {
  readonly ok: false;
  readonly code: C;
  readonly error: string;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <C extends string>(code: C, error: string): Err<C> => ({ ok: false, code, error });
