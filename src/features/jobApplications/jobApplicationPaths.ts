import { generatePath } from 'react-router';
import { paths } from '../../app/paths';

/** The page of one application. */
export function jobApplicationPath(id: string): string {
  return generatePath(paths.jobApplication, { id });
}
