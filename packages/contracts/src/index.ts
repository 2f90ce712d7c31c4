export * from './problem';
export * from './common';
