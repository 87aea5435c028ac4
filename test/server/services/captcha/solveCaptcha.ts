// Does in the test what the ALTCHA widget does in the browser: solve the challenge, send base64 JSON.
import { type Challenge, type Solution, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (solution === null) throw new Error('the challenge was not solved in time');
  return solution;
}

export function encodePayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function solvedPayload(challenge: Challenge): Promise<string> {
  return encodePayload(challenge, await solve(challenge));
}
