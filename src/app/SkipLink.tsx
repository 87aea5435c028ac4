// "Skip to content": the first Tab stop of every page, out of sight until focused, so that a keyboard user
// does not Tab through the header (menu, home link, credits, language) on every page to reach its content.
import { theme } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';

/** Out of sight but still focusable and read by screen readers (display: none would take it off the Tab order). */
const hiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

export interface SkipLinkProps {
  /** Id of the element that receives the focus: the page's main landmark, focusable with tabIndex -1. */
  readonly targetId: string;
}

export function SkipLink({ targetId }: SkipLinkProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);

  const shownStyle: CSSProperties = {
    position: 'absolute',
    insetInlineStart: token.paddingXS,
    insetBlockStart: token.paddingXS,
    zIndex: token.zIndexPopupBase + 10,
    padding: `${String(token.paddingXS)}px ${String(token.padding)}px`,
    background: token.colorBgContainer,
    color: token.colorLink,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    boxShadow: token.boxShadowSecondary,
    outline: `${String(token.lineWidthFocus)}px solid ${token.colorPrimary}`,
    outlineOffset: 1,
  };

  return (
    <a
      href={`#${targetId}`}
      data-testid="skip-link"
      style={focused ? shownStyle : hiddenStyle}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={() => {
        setFocused(false);
      }}
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
