import { render, screen } from '@testing-library/react';
import { lazyComponent, preloadLazyElement } from '../../../src/app/lazyComponent';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadLazyElement', () => {
  it("downloads a lazy component's code once, and its element then renders without waiting", async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load);

    preloadLazyElement(<LazyGreeting name="Ada" />);
    preloadLazyElement(<LazyGreeting name="Grace" />);
    expect(load).toHaveBeenCalledTimes(1);

    await LazyGreeting.preload();
    render(<LazyGreeting name="Ada" />);
    // Rendered in the same pass: no Suspense boundary was needed for the code that had arrived.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves any other element, and no element, alone', () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    lazyComponent(load);

    preloadLazyElement(<Greeting name="Ada" />);
    preloadLazyElement(<div />);
    preloadLazyElement(null);
    preloadLazyElement(undefined);
    expect(load).not.toHaveBeenCalled();
  });
});
