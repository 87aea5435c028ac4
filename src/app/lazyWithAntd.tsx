// A component drawn with antd, in a part of the app drawn without it (the plain frame and layouts): its code is
// downloaded with antd's and with antd's context (AntdScope) around it, the first time it is shown.
import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from './lazyComponent';

export function lazyWithAntd<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  return lazyComponent(async () => {
    const [Component, { AntdScope }] = await Promise.all([load(), import('./AntdScope')]);
    return function InAntdScope(props: Props) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    };
  });
}
