export * from './problem';
export * from './common';
export * from './auth';
export * from './user-prefs';
export * from './stats';
export * from './calendar';
export * from './meetings';
