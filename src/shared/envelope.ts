/** Envelope codes of spec §8: every API answer is `{code, msg, data}`. */
export const Code = {
  success: 0,
  dialog: 10,
  permission: 30,
  fail: 40,
  fullFail: 41,
  authInvalid: 50,
  authOut: 51,
  error: 500,
  timeout: 20000,
} as const;
export type EnvelopeCode = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
