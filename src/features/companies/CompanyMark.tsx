// A company's logo in a square box, or its initial in a grey one while it has none: the companies page and a
// company's page show every company with a mark, where lists of applications show the logo alone.
import { CompanyLogo } from './CompanyLogo';
import type { Company } from '../../../contract';

/** The name's first character as a reader sees one (an accented letter, a flag), upper case. */
function initialOf(name: string): string {
  const first = new Intl.Segmenter().segment(name.trim())[Symbol.iterator]().next();
  return first.done === true ? '?' : first.value.segment.toLocaleUpperCase();
}

export function CompanyMark({ company, size }: { readonly company: Company; readonly size: number }) {
  if (company.logo !== null) return <CompanyLogo companyId={company.id} size={size} />;
  return (
    <span
      className="app-company-initial"
      style={{ width: size, height: size, fontSize: Math.round(size / 2.4) }}
      aria-hidden="true"
      data-testid="company-initial"
    >
      {initialOf(company.name)}
    </span>
  );
}
