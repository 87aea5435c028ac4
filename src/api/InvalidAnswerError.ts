/** An HTTP answer that does not have the contract's shape. */
export class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';

  constructor(readonly path: string) {
    super(`The answer of ${path} does not follow the contract`);
  }
}
