// What a stylesheet import gives a browser test (jest.config.ts): nothing; jsdom lays nothing out.
export {};
