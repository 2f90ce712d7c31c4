import pkg from '../package.json';

export const API_VERSION: string = pkg.version;
