// A web address someone typed (a company's website, a contact's profile) as a link that opens apart from the
// app, shown without its scheme; anything that is not an http(s) address stays plain text, never a link.
// Drawn without antd, as antd's link looks (plain.css), so any page can show it.
import { httpUrlSchema } from '../../../contract';

export function WebAddressLink({ url, testId }: { readonly url: string; readonly testId: string }) {
  if (!httpUrlSchema.safeParse(url).success) return <span>{url}</span>;
  return (
    <a className="app-link" href={url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }} data-testid={testId}>
      {url.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </a>
  );
}
