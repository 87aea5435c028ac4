// Extracting a posting from a job board's page: every field of each sample page of
// test/server/fixtures/postings (made up, in English and French, one shape of JSON-LD or metadata each), the
// rules of the readers on small pages written here, and hostile pages (JSON nested past the bounds, huge arrays,
// 2 MiB pages) that must come back fast, never throw, and always answer what the contract's schema accepts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { postingSchema, textLength, type Posting } from '../../../../contract';
import { extractPosting } from '../../../../server/services/postings/extractPosting';
import { amountOf } from '../../../../server/services/postings/jobPostingJsonLd';

const FIXTURES = path.join(__dirname, '../../fixtures/postings');
const MiB = 1024 * 1024;

function fixture(name: string): string {
  return readFileSync(path.join(FIXTURES, name), 'utf8');
}

/** A page holding one JSON-LD block with this value. */
function jsonLdPage(value: unknown, head = ''): string {
  return `<html><head>${head}<script type="application/ld+json">${JSON.stringify(value)}</script></head><body></body></html>`;
}

const PAGE_URL = 'https://www.board.example/jobs/1';

/** The posting of a page with one JSON-LD block holding `posting` as a JobPosting. */
function extractJobPosting(posting: Record<string, unknown>, head = ''): Posting {
  return extractPosting(jsonLdPage({ '@context': 'https://schema.org', '@type': 'JobPosting', ...posting }, head), PAGE_URL);
}

interface FixtureCase {
  file: string;
  pageUrl: string;
  expected: Posting;
}

const fixtureCases: FixtureCase[] = [
  {
    file: 'single-object-hourly.en.html',
    pageUrl: 'https://www.careers-board.example/jobs/4821',
    expected: {
      title: 'Warehouse Team Lead',
      company: 'Northwind Logistics',
      url: 'https://www.careers-board.example/jobs/4821-warehouse-team-lead',
      location: 'Tacoma, WA, US',
      remote: null,
      salary_min: 28,
      salary_max: 28,
      salary_currency: 'USD',
      salary_period: 'hour',
      job_description: [
        'Northwind Logistics is looking for a team lead for its night shift.',
        '',
        'You will:',
        '',
        '- Plan the shift & assign docks',
        '- Train new pickers',
        'and forklift drivers',
        '',
        'Café and parking on site.',
      ].join('\n'),
      date_posted: '2025-03-04',
      valid_through: '2025-04-30T23:59:00-05:00',
      source: 'careers-board.example',
    },
  },
  {
    file: 'array-organization.en.html',
    pageUrl: 'https://jobs.fabrikam.example/openings/77?ref=feed',
    expected: {
      title: 'Backend Engineer',
      company: 'Fabrikam Health',
      url: 'https://jobs.fabrikam.example/openings/77-backend-engineer',
      location: 'Denver, CO',
      remote: null,
      salary_min: 85000,
      salary_max: 110000,
      salary_currency: 'USD',
      salary_period: 'year',
      job_description: 'We build scheduling software for clinics.\n\nYou know Node.js and PostgreSQL.\nApply with a resume.',
      date_posted: '2025-02-17',
      valid_through: null,
      source: 'jobs.fabrikam.example',
    },
  },
  {
    file: 'graph.fr.html',
    pageUrl: 'https://www.emplois.exemple.fr/offres/dev-ts-2025?utm_source=newsletter',
    expected: {
      title: 'Développeuse / Développeur TypeScript confirmé(e)',
      company: 'Atelier Numérique SAS',
      url: 'https://emplois.exemple.fr/offres/dev-ts-2025',
      location: 'Paris, Île-de-France, France / Lyon, Auvergne-Rhône-Alpes, France',
      remote: null,
      salary_min: 45000,
      salary_max: 55000,
      salary_currency: 'EUR',
      salary_period: 'year',
      job_description: [
        'Le poste',
        '',
        "Vous rejoignez l'équipe produit : conception, développement & revue de code.",
        '',
        'Profil recherché',
        '',
        '- 3 ans d’expérience en TypeScript',
        '- Goût pour les tests',
        '',
        'Télétravail partiel possible.',
      ].join('\n'),
      date_posted: '2025-05-12T09:30:00+02:00',
      valid_through: '2025-07-12',
      source: 'emplois.exemple.fr',
    },
  },
  {
    file: 'type-array-telecommute.en.html',
    pageUrl: 'https://remote.example.com/positions/senior-data-engineer?ref=mail',
    expected: {
      title: 'Senior Data Engineer – R&D',
      company: 'Contoso Analytics',
      url: 'https://remote.example.com/positions/senior-data-engineer',
      location: null,
      remote: 'remote',
      salary_min: 120000,
      salary_max: 140000,
      salary_currency: 'USD',
      salary_period: 'year',
      job_description: 'Work from anywhere in the US.',
      date_posted: '2025-01-20',
      valid_through: null,
      source: 'remote.example.com',
    },
  },
  {
    file: 'telecommute-hybrid.fr.html',
    pageUrl: 'https://www.offres-ouest.example/emploi/chef-de-projet-nantes',
    expected: {
      title: 'Chef·fe de projet digital',
      company: 'Coopérative Loire & Océan',
      url: 'https://www.offres-ouest.example/emploi/chef-de-projet-nantes',
      location: 'Nantes, FR',
      remote: 'hybrid',
      salary_min: 3200,
      salary_max: 3200,
      salary_currency: 'EUR',
      salary_period: 'month',
      job_description: 'Deux jours par semaine sur site,\ntrois jours en télétravail.\nMutuelle & tickets restaurant.',
      date_posted: '2025-06-02',
      valid_through: '2025-08-31',
      source: 'offres-ouest.example',
    },
  },
  {
    file: 'escaped-description.en.html',
    pageUrl: 'https://copperkettle.example.co.uk/jobs/line-cook',
    expected: {
      title: 'Line Cook',
      company: 'The Copper Kettle',
      url: 'https://copperkettle.example.co.uk/jobs/line-cook',
      location: 'Camden Market, London',
      remote: null,
      salary_min: 120,
      salary_max: 120,
      salary_currency: 'GBP',
      salary_period: 'day',
      job_description: 'We are hiring a line cook for our market kitchen.\n\n- Weekends & bank holidays\n- Staff meals included',
      date_posted: '2025-04-01',
      valid_through: null,
      source: 'copperkettle.example.co.uk',
    },
  },
  {
    file: 'raw-newlines.fr.html',
    pageUrl: 'https://saison.example.fr/annonces/5512',
    expected: {
      title: 'Saisonnier·ère en station de ski',
      company: 'Résidence des Cimes',
      url: 'https://saison.example.fr/annonces/5512',
      location: 'Val Thorens, Savoie, FR',
      remote: null,
      salary_min: null,
      salary_max: null,
      salary_currency: 'EUR',
      salary_period: null,
      job_description: 'Accueil des clients et entretien des chambres.\n\nLogement fourni, repas compris.',
      date_posted: '2025-10-01',
      valid_through: null,
      source: 'saison.example.fr',
    },
  },
  {
    file: 'opengraph-only.en.html',
    pageUrl: 'https://www.hireboard.example.net/jobs/9931?utm_campaign=spring',
    expected: {
      title: 'Customer Success Manager (Part-time)',
      company: null,
      url: 'https://hireboard.example.net/jobs/9931',
      location: null,
      remote: null,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      job_description: 'Help small businesses get the most of our booking tool.\n\nFlexible hours & a four-day week.',
      date_posted: null,
      valid_through: null,
      source: 'hireboard.example.net',
    },
  },
  {
    file: 'title-only.fr.html',
    pageUrl: 'https://emploi-lyon.example/annonce/rust',
    expected: {
      title: 'Développeur Rust – Lyon',
      company: null,
      url: 'https://emploi-lyon.example/annonce/rust',
      location: null,
      remote: null,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      job_description: null,
      date_posted: null,
      valid_through: null,
      source: 'emploi-lyon.example',
    },
  },
  {
    file: 'broken-json-ld.en.html',
    pageUrl: 'https://careers.lakeside-hospital.example/nursing/rn-pediatrics?src=aggregator',
    expected: {
      title: 'Registered Nurse, Pediatrics',
      company: null,
      url: 'https://careers.lakeside-hospital.example/nursing/rn-pediatrics',
      location: null,
      remote: null,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      job_description: 'Lakeside Hospital is hiring registered nurses for its pediatric ward.',
      date_posted: null,
      valid_through: null,
      source: 'careers.lakeside-hospital.example',
    },
  },
  {
    file: 'breadcrumb-list.fr.html',
    pageUrl: 'https://www.recrutsud.example.fr/offres/charge-recrutement-bordeaux?from=home',
    expected: {
      title: 'Chargé·e de recrutement (CDI) – Bordeaux',
      company: null,
      url: 'https://recrutsud.example.fr/offres/charge-recrutement-bordeaux',
      location: null,
      remote: null,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      job_description: 'Cabinet indépendant, 12 personnes & une ambiance familiale. Poste en CDI, 35 h.',
      date_posted: null,
      valid_through: null,
      source: 'recrutsud.example.fr',
    },
  },
  {
    file: 'partial-json-ld.en.html',
    pageUrl: 'https://tradeshub.example/apprenticeships/electrician-l2?page=2',
    expected: {
      title: 'Electrician Apprentice (Level 2)',
      company: 'Brightline Electric',
      url: 'https://tradeshub.example/apprenticeships/electrician-l2',
      location: 'Leeds, West Yorkshire, United Kingdom',
      remote: null,
      salary_min: 21000,
      salary_max: 21000,
      salary_currency: 'GBP',
      salary_period: null,
      job_description: 'Paid apprenticeship with a residential electrical contractor.',
      date_posted: '2025-09-15',
      valid_through: null,
      source: 'tradeshub.example',
    },
  },
];

describe('extractPosting on the sample pages', () => {
  it('has an expectation for every sample page of the fixtures folder', () => {
    const files = readdirSync(FIXTURES).filter((file) => file.endsWith('.html'));
    expect(fixtureCases.map((entry) => entry.file).sort()).toEqual(files.sort());
  });

  it.each(fixtureCases)('reads every field of $file', ({ file, pageUrl, expected }) => {
    const posting = extractPosting(fixture(file), pageUrl);
    expect(posting).toEqual(expected);
    expect(postingSchema.parse(posting)).toEqual(posting);
  });
});

describe('the JobPosting JSON-LD', () => {
  it.each([
    ['a single object', { '@type': 'JobPosting', title: 'Baker' }],
    ['an array', [{ '@type': 'Organization', name: 'Bakery' }, { '@type': 'JobPosting', title: 'Baker' }]],
    ['an @graph', { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite' }, { '@type': 'JobPosting', title: 'Baker' }] }],
    ['nested arrays', [[{ '@type': 'Thing' }], [[{ '@type': 'JobPosting', title: 'Baker' }]]]],
    ["a WebPage's mainEntity", { '@type': 'WebPage', mainEntity: { '@type': 'JobPosting', title: 'Baker' } }],
    ['@type an array', { '@type': ['Thing', 'JobPosting'], title: 'Baker' }],
    ['@type an https address', { '@type': 'https://schema.org/JobPosting', title: 'Baker' }],
    ['@type an http address', { '@type': 'http://schema.org/JobPosting', title: 'Baker' }],
    ['@type a compact IRI', { '@type': 'schema:JobPosting', title: 'Baker' }],
    ['the title in name', { '@type': 'JobPosting', name: 'Baker' }],
  ])('is found in %s', (_shape, value) => {
    expect(extractPosting(jsonLdPage(value), PAGE_URL).title).toBe('Baker');
  });

  it.each([
    ['application/ld+json'],
    ['APPLICATION/LD+JSON'],
    [' application/ld+json ; charset=utf-8'],
  ])('is read from a script of type "%s"', (type) => {
    const page = `<script type="${type}">{"@type": "JobPosting", "title": "Baker"}</script>`;
    expect(extractPosting(page, PAGE_URL).title).toBe('Baker');
  });

  it.each([['application/json'], ['text/javascript'], ['application/ld+jsonx']])('is not read from a script of type "%s"', (type) => {
    const page = `<script type="${type}">{"@type": "JobPosting", "title": "Baker"}</script>`;
    expect(extractPosting(page, PAGE_URL).title).toBeNull();
  });

  it('takes the first JobPosting of the page, in the order written, skipping blocks that are not JSON', () => {
    const page = [
      '<script type="application/ld+json">{"@type": "JobPosting", "title": </script>',
      '<script type="application/ld+json">{"@type": "BreadcrumbList", "itemListElement": []}</script>',
      '<body><script type="application/ld+json">[{"@type": "JobPosting", "title": "First"}, {"@type": "JobPosting", "title": "Second"}]</script>',
      '<script type="application/ld+json">{"@type": "JobPosting", "title": "Third"}</script></body>',
    ].join('\n');
    expect(extractPosting(page, PAGE_URL).title).toBe('First');
  });

  it('reads a block with raw line breaks and tabs inside its strings', () => {
    const page = '<script type="application/ld+json">{"@type": "JobPosting", "title": "Line\ncook\t(nights)"}</script>';
    expect(extractPosting(page, PAGE_URL).title).toBe('Line cook (nights)');
  });

  it.each([
    ['a name', { '@type': 'Organization', name: ' Acme &amp; Sons ' }, 'Acme & Sons'],
    ['a plain string', 'Acme', 'Acme'],
    ['a list, the first with a name', [{ '@type': 'Organization' }, { name: 'Acme' }], 'Acme'],
    ['an organization without a name', { '@id': '#org' }, null],
    ['a number', 42, null],
  ])('takes the company from hiringOrganization as %s', (_shape, hiringOrganization, company) => {
    expect(extractJobPosting({ title: 'Baker', hiringOrganization }).company).toBe(company);
  });

  it.each([
    ['a place with a full address', { address: { streetAddress: '1 Main St', addressLocality: 'Leeds', addressRegion: 'West Yorkshire', postalCode: 'LS1', addressCountry: 'GB' } }, 'Leeds, West Yorkshire, GB'],
    ['a country given as an object', { address: { addressLocality: 'Lyon', addressCountry: { '@type': 'Country', name: 'France' } } }, 'Lyon, France'],
    ['empty and repeated parts', { address: { addressLocality: 'Paris', addressRegion: ' ', addressCountry: 'paris' } }, 'Paris'],
    ['an address as a string', { address: '  Berlin,   Germany ' }, 'Berlin, Germany'],
    ['a place with only a name', { '@type': 'Place', name: 'Head office' }, 'Head office'],
    ['a plain string', 'Remote, Europe', 'Remote, Europe'],
    ['two places', [{ address: { addressLocality: 'Paris' } }, { address: { addressLocality: 'Lyon' } }], 'Paris / Lyon'],
    ['the same place twice', [{ address: { addressLocality: 'Paris' } }, { address: { addressLocality: 'Paris' } }], 'Paris'],
    ['a place with an empty address', { address: {} }, null],
    ['nothing usable', [null, 3, {}], null],
  ])('builds the location from %s', (_shape, jobLocation, location) => {
    expect(extractJobPosting({ title: 'Baker', jobLocation }).location).toBe(location);
  });

  it.each([
    ['no jobLocationType', undefined, { address: { addressLocality: 'Paris' } }, null],
    ['TELECOMMUTE alone', 'TELECOMMUTE', undefined, 'remote'],
    ['TELECOMMUTE in a list, lower case', ['telecommute'], undefined, 'remote'],
    ['TELECOMMUTE and a place', 'TELECOMMUTE', { address: { addressLocality: 'Paris' } }, 'hybrid'],
    ['TELECOMMUTE and an empty place', 'TELECOMMUTE', {}, 'remote'],
    ['another type', 'ONSITE', undefined, null],
  ])('says how remote the job is from %s', (_shape, jobLocationType, jobLocation, remote) => {
    expect(extractJobPosting({ title: 'Baker', jobLocationType, jobLocation }).remote).toBe(remote);
  });

  type Salary = Pick<Posting, 'salary_min' | 'salary_max' | 'salary_currency' | 'salary_period'>;
  const salary = (salary_min: number | null, salary_max: number | null, salary_currency: string | null, salary_period: Posting['salary_period']): Salary => ({
    salary_min,
    salary_max,
    salary_currency,
    salary_period,
  });

  it.each<[string, Record<string, unknown>, Salary]>([
    ['one value per hour', { baseSalary: { currency: 'USD', value: { value: 15.49, unitText: 'HOUR' } } }, salary(15, 15, 'USD', 'hour')],
    ['a range per year', { baseSalary: { currency: 'EUR', value: { minValue: 40000, maxValue: 50000, unitText: 'YEAR' } } }, salary(40000, 50000, 'EUR', 'year')],
    ['a reversed range', { baseSalary: { currency: 'EUR', value: { minValue: 50000, maxValue: 40000, unitText: 'YEAR' } } }, salary(40000, 50000, 'EUR', 'year')],
    ['a minimum alone', { baseSalary: { currency: 'EUR', value: { minValue: '38 000', unitText: 'YEAR' } } }, salary(38000, null, 'EUR', 'year')],
    ['a numeric string per month', { baseSalary: { currency: 'EUR', value: '2 800,50', unitText: 'MONTH' } }, salary(2801, 2801, 'EUR', 'month')],
    ['a value per day', { baseSalary: { currency: 'CHF', value: { value: '450', unitText: 'day' } } }, salary(450, 450, 'CHF', 'day')],
    ['a -LY unit', { baseSalary: { currency: 'USD', value: { value: 90000, unitText: 'Yearly' } } }, salary(90000, 90000, 'USD', 'year')],
    ['a range on the MonetaryAmount itself', { baseSalary: { currency: 'USD', minValue: 20, maxValue: 25, unitText: 'HOUR' } }, salary(20, 25, 'USD', 'hour')],
    ['an amount per week', { baseSalary: { currency: 'EUR', value: { value: 900, unitText: 'WEEK' } } }, salary(null, null, 'EUR', null)],
    ['an unknown unit', { baseSalary: { currency: 'EUR', value: { value: 12, unitText: 'PIECE' } } }, salary(12, 12, 'EUR', null)],
    ['a lower-case currency', { baseSalary: { currency: 'gbp', value: 30000 } }, salary(30000, 30000, 'GBP', null)],
    ['a currency that is not a code', { baseSalary: { currency: 'Euros', value: { value: 3000, unitText: 'MONTH' } } }, salary(3000, 3000, null, 'month')],
    ['a currency symbol', { baseSalary: { currency: '€', value: 3000 } }, salary(3000, 3000, null, null)],
    ['three letters that are no ISO 4217 code', { baseSalary: { currency: 'ABC', value: 3000 } }, salary(3000, 3000, null, null)],
    ['the posting’s salaryCurrency', { salaryCurrency: 'EUR', baseSalary: { value: { value: 3000, unitText: 'MONTH' } } }, salary(3000, 3000, 'EUR', 'month')],
    ['a bare number', { baseSalary: 52000 }, salary(52000, 52000, null, null)],
    ['a list of amounts', { baseSalary: [{ currency: 'USD', value: 10 }, { currency: 'EUR', value: 20 }] }, salary(10, 10, 'USD', null)],
    ['a negative amount', { baseSalary: { currency: 'USD', value: -10 } }, salary(null, null, 'USD', null)],
    ['a text', { baseSalary: { currency: 'USD', value: 'competitive' } }, salary(null, null, 'USD', null)],
    ['no salary', {}, salary(null, null, null, null)],
  ])('reads the salary from %s', (_shape, fields, expected) => {
    const posting = extractJobPosting({ title: 'Baker', ...fields });
    expect({
      salary_min: posting.salary_min,
      salary_max: posting.salary_max,
      salary_currency: posting.salary_currency,
      salary_period: posting.salary_period,
    }).toEqual(expected);
  });

  it.each<[unknown, number | null]>([
    [45000, 45000],
    [27.5, 28],
    [0, 0],
    ['45000', 45000],
    ['45000.00', 45000],
    ['45,000', 45000],
    ['1,234,567.89', 1234568],
    ['45 000', 45000],
    ['45\u00a0000', 45000],
    ['45\u202f000', 45000],
    ['45.000,00', 45000],
    ['12,5', 13],
    ['-5', null],
    [-5, null],
    ['45k', null],
    ['', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e300, null],
    [null, null],
    [{ value: 3 }, null],
  ])('reads the amount %p as %p', (value, amount) => {
    expect(amountOf(value)).toBe(amount);
  });

  it('keeps only an absolute http(s) url of the posting', () => {
    expect(extractJobPosting({ title: 'Baker', url: 'https://acme.example/jobs/1' }).url).toBe('https://acme.example/jobs/1');
    expect(extractJobPosting({ title: 'Baker', url: '/jobs/1' }).url).toBe(PAGE_URL);
    expect(extractJobPosting({ title: 'Baker', url: 'javascript:alert(1)' }).url).toBe(PAGE_URL);
    expect(extractJobPosting({ title: 'Baker', url: `https://acme.example/${'a'.repeat(2100)}` }).url).toBe(PAGE_URL);
  });

  it('keeps dates as written, ignoring what is not a string', () => {
    const posting = extractJobPosting({ title: 'Baker', datePosted: ' 2025-01-02 ', validThrough: 20250301 });
    expect(posting.date_posted).toBe('2025-01-02');
    expect(posting.valid_through).toBeNull();
  });
});

describe('the fallbacks and the limits', () => {
  it('fills each field the JSON-LD leaves empty from the metadata, and only those', () => {
    const head = [
      '<title>Page title</title>',
      '<meta property="og:title" content="OpenGraph title">',
      '<meta property="og:description" content="OpenGraph description">',
      '<meta property="og:site_name" content="Board">',
    ].join('');
    expect(extractJobPosting({ title: '  ', description: '<p> </p>' }, head)).toMatchObject({
      title: 'OpenGraph title',
      company: null,
      job_description: 'OpenGraph description',
    });
    expect(extractJobPosting({ title: 'Declared', description: 'Declared text' }, head)).toMatchObject({
      title: 'Declared',
      job_description: 'Declared text',
    });
  });

  it.each([
    ['og:title first', '<title>T</title><meta name="twitter:title" content="Tw"><meta property="og:title" content="Og">', 'Og'],
    ['twitter:title before <title>', '<title>T</title><meta name="twitter:title" content="Tw">', 'Tw'],
    ['an empty og:title passed over', '<meta property="og:title" content=" "><title> T </title>', 'T'],
    ['og:title given as a name', '<meta name="OG:Title" content="Og"><title>T</title>', 'Og'],
    ['no title at all', '<meta property="og:site_name" content="Board">', null],
  ])('takes the title with %s', (_case, head, title) => {
    expect(extractPosting(`<html><head>${head}</head></html>`, PAGE_URL).title).toBe(title);
  });

  it.each([
    ['og:description first', '<meta name="description" content="Meta"><meta property="og:description" content="Og">', 'Og'],
    ['the meta description next', '<meta name="twitter:description" content="Tw"><meta name="description" content="Meta">', 'Meta'],
    ['twitter:description last', '<meta name="twitter:description" content="Tw">', 'Tw'],
  ])('takes the description with %s', (_case, head, description) => {
    expect(extractPosting(`<html><head>${head}</head></html>`, PAGE_URL).job_description).toBe(description);
  });

  it.each([
    ['the canonical link first', '<meta property="og:url" content="https://og.example/1"><link rel="canonical" href="https://canonical.example/1">', 'https://canonical.example/1'],
    ['og:url when the canonical link is relative', '<link rel="canonical" href="/1"><meta property="og:url" content="https://og.example/1">', 'https://og.example/1'],
    ['a canonical among other relations', '<link rel="alternate canonical" href="https://canonical.example/2">', 'https://canonical.example/2'],
    ['the page when neither is absolute http(s)', '<link rel="canonical" href="ftp://files.example/1"><meta property="og:url" content="og.example/1">', PAGE_URL],
  ])('takes the address with %s', (_case, head, url) => {
    expect(extractPosting(`<html><head>${head}</head></html>`, PAGE_URL).url).toBe(url);
  });

  it.each([
    ['https://www.board.example/jobs/1', 'board.example'],
    ['https://WWW.Board.Example:8443/jobs/1', 'board.example'],
    ['http://jobs.board.example/1', 'jobs.board.example'],
    ['https://wwwboard.example/', 'wwwboard.example'],
  ])('names the source of %s %s', (pageUrl, source) => {
    expect(extractPosting('', pageUrl).source).toBe(source);
  });

  it('answers no source and no address for a page address that is not one', () => {
    expect(extractPosting('<title>Baker</title>', 'not a url')).toEqual({ ...extractPosting('', 'not a url'), title: 'Baker' });
    expect(extractPosting('', 'not a url')).toMatchObject({ url: null, source: null });
  });

  it('cuts texts to the application’s limits, counting code points', () => {
    const posting = extractJobPosting({
      title: `${'😀'.repeat(199)}ab`,
      hiringOrganization: 'c'.repeat(300),
      jobLocation: Array.from({ length: 100 }, (_, index) => ({ address: { addressLocality: `City ${index}` } })),
      description: 'd'.repeat(150_000),
    });
    expect(posting.title).toBe(`${'😀'.repeat(199)}a`);
    expect(posting.company).toBe('c'.repeat(200));
    // Cut at 200, then trimmed should the cut fall after a space.
    expect(textLength(posting.location ?? '')).toBeGreaterThan(195);
    expect(textLength(posting.location ?? '')).toBeLessThanOrEqual(200);
    expect(posting.location?.startsWith('City 0 / City 1 / ')).toBe(true);
    expect(posting.job_description).toBe('d'.repeat(100_000));
    expect(postingSchema.safeParse(posting).success).toBe(true);
  });

  it('answers a posting of nulls, with its source, for a page that says nothing', () => {
    expect(extractPosting('', 'https://board.example/')).toEqual({
      title: null,
      company: null,
      url: 'https://board.example/',
      location: null,
      remote: null,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      job_description: null,
      date_posted: null,
      valid_through: null,
      source: 'board.example',
    });
  });
});

describe('hostile pages', () => {
  const posting = { '@type': 'JobPosting', title: 'Deep' };
  const inArrays = (depth: number): string => `${'['.repeat(depth)}${JSON.stringify(posting)}${']'.repeat(depth)}`;
  const script = (json: string): string => `<script type="application/ld+json">${json}</script>`;

  it('searches JSON-LD 20 levels deep and no deeper', () => {
    expect(extractPosting(script(inArrays(20)), PAGE_URL).title).toBe('Deep');
    expect(extractPosting(script(inArrays(21)), PAGE_URL).title).toBeNull();
  });

  it('searches 1,000 objects and arrays of a block and no more', () => {
    const after = (count: number): string => JSON.stringify([...Array.from({ length: count }, () => ({ '@type': 'Thing' })), posting]);
    // The block's array is the first of the thousand.
    expect(extractPosting(script(after(998)), PAGE_URL).title).toBe('Deep');
    expect(extractPosting(script(after(999)), PAGE_URL).title).toBeNull();
  });

  it('comes back quickly from JSON nested 100,000 deep, and from an array of 200,000 objects', () => {
    const started = performance.now();
    const nested = `{"a":`.repeat(100_000) + JSON.stringify(posting) + '}'.repeat(100_000);
    expect(extractPosting(script(inArrays(100_000)), PAGE_URL).title).toBeNull();
    expect(extractPosting(script(nested), PAGE_URL).title).toBeNull();
    const huge = JSON.stringify(Array.from({ length: 200_000 }, () => ({})));
    expect(extractPosting(script(huge) + script(JSON.stringify(posting)), PAGE_URL).title).toBe('Deep');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads a 2 MiB page with its JSON-LD at the end', () => {
    const filler = `<article class="card"><h2>Another posting</h2><p>${'A summary of another posting of the list. '.repeat(12)}</p></article>\n`;
    const page = `<html><body>${filler.repeat(Math.ceil((2 * MiB) / filler.length))}${script(JSON.stringify({ ...posting, description: 'Done' }))}</body></html>`;
    expect(page.length).toBeGreaterThan(2 * MiB);
    expect(extractPosting(page, PAGE_URL)).toMatchObject({ title: 'Deep', job_description: 'Done' });
  });

  it('reads a page of 2 MiB of unclosed elements up to 1,000 deep, quickly', () => {
    const started = performance.now();
    const deep = '<div>'.repeat((2 * MiB) / 5);
    // What comes before the nesting is read; what comes after lies beyond the depth the parse goes to.
    expect(extractPosting(`<title>Before</title>${deep}`, PAGE_URL).title).toBe('Before');
    expect(extractPosting(`${deep}${script(JSON.stringify(posting))}`, PAGE_URL).title).toBeNull();
    expect(extractPosting(script(JSON.stringify({ ...posting, description: deep + 'text' })), PAGE_URL).job_description).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('cuts a 2 MiB description to 100,000 characters', () => {
    const description = `<p>${'word '.repeat((2 * MiB) / 5)}</p>`;
    const text = extractPosting(script(JSON.stringify({ ...posting, description })), PAGE_URL).job_description;
    expect(text).toBe('word '.repeat(20_000).trimEnd());
  });

  it('never throws, and always answers what the contract accepts', () => {
    const fragments = [
      '<script type="application/ld+json">', '</script>', '{"@type":"JobPosting",', '"title":', '"baseSalary":',
      '{"value":', '-1e309', '"x"', '[', ']', '{', '}', ',', '<meta property="og:title" content="', '">', '<title>',
      '<div>', '<li>', '&amp;', '&lt;p&gt;', '\u0000', '😀', '<!--', '"@graph":[',
    ];
    const htmlish = fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string()), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(htmlish, fc.oneof(fc.constant(PAGE_URL), fc.string()), (html, pageUrl) => {
        expect(postingSchema.safeParse(extractPosting(html, pageUrl)).success).toBe(true);
      }),
      { numRuns: 300, seed: 20250601 },
    );
  });
});
