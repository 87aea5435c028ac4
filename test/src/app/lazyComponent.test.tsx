import { render, screen } from '@testing-library/react';
import { lazyComponent, preloadLazyComponents, preloadLazyElement } from '../../../src/app/lazyComponent';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadLazyElement', () => {
  it("downloads a lazy component's code once, and its element then renders without waiting", async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load);

    const first = preloadLazyElement(<LazyGreeting name="Ada" />);
    const second = preloadLazyElement(<LazyGreeting name="Grace" />);
    expect(load).toHaveBeenCalledTimes(1);

    await Promise.all([first, second]);
    render(<LazyGreeting name="Ada" />);
    // Rendered in the same pass: no Suspense boundary was needed for the code that had arrived.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves any other element, and no element, alone, and settles at once for them', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    lazyComponent(load);

    await Promise.all([
      preloadLazyElement(<Greeting name="Ada" />),
      preloadLazyElement(<div />),
      preloadLazyElement(null),
      preloadLazyElement(undefined),
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('settles, without rejecting, when the download fails: the render shows the failure and tries again', async () => {
    const load = jest.fn((): Promise<typeof Greeting> => Promise.reject(new Error('offline')));
    const LazyGreeting = lazyComponent(load);

    await expect(preloadLazyElement(<LazyGreeting name="Ada" />)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('preloadLazyComponents', () => {
  it('downloads the lazy components that downloaded code makes in turn (a page and its table)', async () => {
    const loadTable = jest.fn(() => Promise.resolve(Greeting));
    // The page's module makes its table's lazy component as it is evaluated, that is once the page is downloaded.
    const LazyPage = lazyComponent(() => {
      const Table = lazyComponent(loadTable);
      return Promise.resolve(function Page() {
        return <Table name="Ada" />;
      });
    });

    await preloadLazyComponents();
    expect(loadTable).toHaveBeenCalledTimes(1);
    render(<LazyPage />);
    // Both rendered in the same pass: neither needed a Suspense boundary.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });
});
