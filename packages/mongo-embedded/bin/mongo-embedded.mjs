#!/usr/bin/env node
// Runs the TypeScript CLI in this process through tsx's CommonJS hook, so the package needs no build step
// and a signal sent to this process reaches the server itself.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register();
createRequire(import.meta.url)('../src/cli.ts');
