// A company's website as a link that opens apart from the app, shown without its scheme; anything the server
// would not have stored as http(s) stays plain text.
import { Typography } from 'antd';
import { httpUrlSchema } from '../../../contract';

export function WebsiteLink({ url }: { readonly url: string }) {
  if (!httpUrlSchema.safeParse(url).success) return <Typography.Text>{url}</Typography.Text>;
  return (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }} data-testid="company-website">
      {url.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </Typography.Link>
  );
}
