import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('configuration from the environment', () => {
  it('when nothing is set, then the one-port server starts on its defaults with the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 8080, host: '0.0.0.0', dataDir: './data', logLevel: 'info', corsOrigins: [], remoteOrigins: [] });
    expect(config.mongodbUri).toBeUndefined();
    expect(config.embeddedDbThread).toBeUndefined();
  });

  it('reads the web root, the registry file, the database thread and the lists', () => {
    const config = loadConfig({ WEB_ROOT: '/srv/haru', REMOTES_FILE: '/srv/remotes.json', EMBEDDED_DB_THREAD: 'main', REMOTE_ORIGINS: 'https://a.example, https://b.example' });
    expect(config).toMatchObject({ webRoot: '/srv/haru', remotesFile: '/srv/remotes.json', embeddedDbThread: 'main', remoteOrigins: ['https://a.example', 'https://b.example'] });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['EMBEDDED_DB_THREAD', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['MONGODB_URI', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/8, everyone'],
    ['TRUST_PROXY', '10.0.0.300'],
  ])('when %s=%s, then the start fails naming that variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}: `));
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies; loopback by default', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::1' }).trustProxy).toBe('loopback, 10.0.0.0/8, fd00::1');
  });

  it('when production shares a MongoDB, then JWT_SECRET is required; on the embedded database the generated one serves', () => {
    const shared = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db.example:27017/haru' };
    expect(() => loadConfig(shared)).toThrow(/JWT_SECRET .* required when NODE_ENV=production and MONGODB_URI is set/);
    expect(loadConfig({ ...shared, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(loadConfig({ NODE_ENV: 'production' }).jwtSecret).toBeUndefined();
  });

  it('hashes passwords at bcrypt cost 12; only NODE_ENV=test may set a lower BCRYPT_COST', () => {
    expect(loadConfig({}).bcryptCost).toBe(12);
    expect(loadConfig({ NODE_ENV: 'production', BCRYPT_COST: '13' }).bcryptCost).toBe(13);
    expect(loadConfig({ NODE_ENV: 'test', BCRYPT_COST: '4' }).bcryptCost).toBe(4);
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, BCRYPT_COST: '11' })).toThrow(/BCRYPT_COST below 12 is only for tests/);
    }
  });
});

describe('one place for the environment', () => {
  const srcDir = __dirname;
  const sources = (dir: string): string[] => readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });

  it('reads process.env only in config.ts', () => {
    const readers = sources(srcDir).filter((file) => path.basename(file) !== 'config.ts' && /process\.env\b/.test(readFileSync(file, 'utf8')));
    expect(readers.map((f) => path.relative(srcDir, f))).toEqual([]);
  });

  it('documents every variable in the README settings table', () => {
    const readme = readFileSync(path.join(srcDir, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'));
    expect(ENV_VARIABLES.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});
