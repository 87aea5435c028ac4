// Does in the test what the ALTCHA widget does in the browser: solve the challenge, send base64 JSON.
import { type Challenge, type Solution, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface SolveOptions {
  /**
   * The first counter to try (0, as the widget, by default). The range a challenge's counter is drawn from is
   * public, so a solver may start at its low end: helpers that only need an account pass it to spend less CPU,
   * while the server checks the solution exactly as it checks the widget's.
   */
  readonly counterStart?: number;
}

export async function solve(challenge: Challenge, { counterStart = 0 }: SolveOptions = {}): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, counterStart, timeout: 30_000 });
  if (solution === null) throw new Error('the challenge was not solved in time');
  return solution;
}

export function encodePayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function solvedPayload(challenge: Challenge, options: SolveOptions = {}): Promise<string> {
  return encodePayload(challenge, await solve(challenge, options));
}
