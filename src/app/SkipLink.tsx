// "Skip to content": the first Tab stop of every page, out of sight until focused (plain.css), so that a keyboard
// user does not Tab through the header (menu, home link, credits, language) on every page to reach its content.
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';

export interface SkipLinkProps {
  /** Id of the element that receives the focus: the page's main landmark, focusable with tabIndex -1. */
  readonly targetId: string;
}

export function SkipLink({ targetId }: SkipLinkProps) {
  const intl = useIntl();
  return (
    <a
      href={`#${targetId}`}
      data-testid="skip-link"
      className="app-skip-link"
      onClick={(event) => {
        // Moves the focus itself: following the fragment would add a history entry the router then handles.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {intl.formatMessage(layoutMessages.skipToContent)}
    </a>
  );
}
