// Shared set-up for unit tests (jsdom-based client tests declare `// @vitest-environment jsdom`).
export {};
