export * from './problem';
export * from './common';
export * from './auth';
export * from './user-prefs';
export * from './meetings';
export * from './todos';
export * from './wbs';
export * from './tools';
