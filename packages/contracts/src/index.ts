export * from './problem';
export * from './common';
export * from './stats';
export * from './calendar';
