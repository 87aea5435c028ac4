import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CloseButton } from '../../common/components/CloseButton';

export interface LiveNoticeProps {
  /** The notice's text, in the interface language. */
  readonly text: string;
  /** How long it stays on screen, not counting the time the pointer or the focus rests on it. */
  readonly durationMs: number;
  /** Called when its time is up or its close button is pressed. */
  readonly onClose: () => void;
}

/** antd's filled circle with an "i": the notification's info icon. */
function InfoIcon() {
  return (
    <svg className="app-live-notice-icon" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" />
      {/* The dot: a line of no length, whose round caps draw a disc as wide as the stroke. */}
      <path d="M8 4.6h0" className="app-icon-cutout" strokeWidth="2" strokeLinecap="round" />
      <path d="M8 7.2v4.6" className="app-icon-cutout" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One notification, drawn as antd's (plain.css). It closes itself after `durationMs`; the countdown stops while
 * the pointer is over it or the focus is in it (someone reading it, or about to close it), as antd's does, and
 * goes on with the time that was left.
 */
export function LiveNotice({ text, durationMs, onClose }: LiveNoticeProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remainingMs = useRef(durationMs);
  const timeIsUp = useEffectEvent(onClose);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(timeIsUp, remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [paused]);

  return (
    <div
      className="app-live-notice"
      data-testid="live-notification"
      onPointerEnter={() => {
        setHovered(true);
      }}
      onPointerLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <InfoIcon />
      <div className="app-live-notice-text">{text}</div>
      <CloseButton onClick={onClose} />
    </div>
  );
}
