/** The text kept of a file for the AI products: far more than any resume or cover letter holds. */
export const MAX_TEXT_CHARACTERS = 1_000_000;
