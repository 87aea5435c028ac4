// Why Generate cannot be pressed on a product's card, and which products read the chosen resume.
import { blockedReasonOf, usesResume } from '../../../../src/features/ai/products';
import { product } from './aiSupport';

const coverLetter = product('generate_cover_letter_for_job_application');
const questionsToAsk = product('generate_candaidate_questions_for_interview');

describe('a product’s blocked reason', () => {
  it('is the AI being unavailable first, then a missing resume, then the balance', () => {
    expect(blockedReasonOf({ ...coverLetter, available: false }, { resumeChosen: false, credits: 0 })).toBe('unavailable');
    expect(blockedReasonOf(coverLetter, { resumeChosen: false, credits: 0 })).toBe('missingResume');
    expect(blockedReasonOf(coverLetter, { resumeChosen: true, credits: 2 })).toBe('notEnoughCredits');
    expect(blockedReasonOf(coverLetter, { resumeChosen: true, credits: 3 })).toBeNull();
  });

  it('asks no resume of a product that does not need one', () => {
    expect(blockedReasonOf(questionsToAsk, { resumeChosen: false, credits: 1 })).toBeNull();
    expect(blockedReasonOf(questionsToAsk, { resumeChosen: false, credits: 0 })).toBe('notEnoughCredits');
  });

  it('sends the resume to every product but the questions to ask', () => {
    expect(usesResume('generate_cover_letter_for_job_application')).toBe(true);
    expect(usesResume('generate_interviewer_questions_for_interview')).toBe(true);
    expect(usesResume('analyze_candidate_resume')).toBe(true);
    expect(usesResume('generate_candaidate_questions_for_interview')).toBe(false);
  });
});
