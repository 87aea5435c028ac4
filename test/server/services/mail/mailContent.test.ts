// The mails' words in both languages, their links and the HTML escaping of what is interpolated.
import {
  confirmationLink,
  confirmationMail,
  escapeHtml,
  passwordResetLink,
  passwordResetMail,
  senderAddress,
} from '../../../../server/services/mail';

const PUBLIC_URL = 'https://jobs.example.org';

describe('mail links', () => {
  it('point at the browser app pages of the tokens', () => {
    expect(confirmationLink(PUBLIC_URL, 'abc')).toBe('https://jobs.example.org/sign_up_confirmation/abc');
    expect(passwordResetLink(PUBLIC_URL, 'abc')).toBe('https://jobs.example.org/reset_password_confirmation/abc');
  });

  it('encode the token and tolerate a trailing slash on the origin', () => {
    expect(confirmationLink(`${PUBLIC_URL}/`, 'a/b c')).toBe('https://jobs.example.org/sign_up_confirmation/a%2Fb%20c');
  });
});

describe('senderAddress', () => {
  it('is no-reply at the host of PUBLIC_URL', () => {
    expect(senderAddress('https://jobs.example.org:8443')).toBe('no-reply@jobs.example.org');
  });

  it('falls back to localhost for an IP address, which is no mail domain', () => {
    expect(senderAddress('http://127.0.0.1:4000')).toBe('no-reply@localhost');
    expect(senderAddress('http://[::1]:4000')).toBe('no-reply@localhost');
  });
});

describe('the confirmation mail', () => {
  const link = confirmationLink(PUBLIC_URL, 'tok');

  it('speaks English', () => {
    const mail = confirmationMail('en-US', link);
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('Job search tracker');
    expect(mail.text).toContain('48 hours');
    expect(mail.text).toContain(`\n\n${link}\n\n`);
    expect(mail.html).toContain('<html lang="en-US">');
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.links).toEqual([link]);
  });

  it('speaks French', () => {
    const mail = confirmationMail('fr-FR', link);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain('Suivi de recherche d’emploi');
    expect(mail.text).toContain('48\u00a0heures');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<html lang="fr-FR">');
    expect(mail.html).toContain('Merci de votre inscription');
    expect(mail.links).toEqual([link]);
  });
});

describe('the password reset mail', () => {
  const link = passwordResetLink(PUBLIC_URL, 'tok');

  it('speaks English, gives the link one hour and says to ignore an unasked mail', () => {
    const mail = passwordResetMail('en-US', link);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.text).toContain('If you did not ask for this, ignore this mail');
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.links).toEqual([link]);
  });

  it('speaks French, gives the link one hour and says to ignore an unasked mail', () => {
    const mail = passwordResetMail('fr-FR', link);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toContain('valable 1\u00a0heure');
    expect(mail.text).toContain('Si vous n’avez rien demandé, ignorez ce message');
    expect(mail.text).toContain('Suivi de recherche d’emploi');
    expect(mail.links).toEqual([link]);
  });
});

describe('HTML escaping', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes the link in the href and in the text, and leaves the text part raw', () => {
    const hostile = `https://jobs.example.org/?a=1&b="><script>alert('x')</script>`;
    for (const mail of [confirmationMail('en-US', hostile), passwordResetMail('fr-FR', hostile)]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html.match(/<a /g)).toHaveLength(1);
      const escaped = 'https://jobs.example.org/?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;';
      expect(mail.html).toContain(`<a href="${escaped}">${escaped}</a>`);
      expect(mail.text).toContain(hostile);
      expect(mail.links).toEqual([hostile]);
    }
  });

  it('keeps the typographic apostrophe of the fixed French texts as it is', () => {
    expect(confirmationMail('fr-FR', confirmationLink(PUBLIC_URL, 't')).html).toContain('<p>Suivi de recherche d’emploi</p>');
  });

  it('refuses a link that is not http(s), which escaping alone would let through as an href', () => {
    expect(() => confirmationMail('en-US', 'javascript:alert(1)')).toThrow(/http\(s\)/);
    expect(() => passwordResetMail('en-US', 'not a url')).toThrow(/http\(s\)/);
  });
});
