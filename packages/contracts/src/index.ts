export * from './problem';
export * from './common';
export * from './tools';
