// The pieces every form's antd rules are made of: a field's value as text, and a validator that shows the
// first problem a check finds (one message at a time under a field), or none.
import type { FormRule } from 'antd';

/** A form value as text: '' for an empty or non-text value. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** An antd validator's answer: the message of the problem found, or none. */
export function verdict(problem: string | null): Promise<void> {
  return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
}

/** One rule that runs `check` on the field's text and shows the problem it returns. */
export function checkedBy(check: (text: string) => string | null): FormRule[] {
  return [{ validator: (_rule, value: unknown) => verdict(check(textOf(value))) }];
}
