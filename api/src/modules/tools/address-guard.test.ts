import { GuardError, isAllowListed, resolveTarget, type Resolver } from './address-guard';

const fakeDns: Resolver = async (host) => {
  const table: Record<string, string[]> = {
    'public.test': ['93.184.215.14'],
    'mixed.test': ['93.184.215.14', '10.1.2.3'],
    'metadata.test': ['169.254.169.254'],
    'v6local.test': ['fd00::1'],
    'translated.test': ['2606:4700:4700::1111', '::ffff:0:127.0.0.1'],
    'nat64.test': ['64:ff9b::a9fe:a9fe'],
    '6to4.test': ['2002:a00:1::1'],
  };
  if (!table[host]) throw new Error('ENOTFOUND');
  return table[host].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('resolveTarget', () => {
  const refuse = async (url: string, resolver?: Resolver) => {
    const error = await resolveTarget(new URL(url), [], resolver).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(GuardError);
    return (error as GuardError).reason;
  };

  it('refuses a hostname that resolves to 127.0.0.1 (real DNS: localhost)', async () => {
    expect(await refuse('http://localhost:8080/')).toBe('blocked');
  });

  it('refuses literal private, loopback and metadata addresses', async () => {
    expect(await refuse('http://127.0.0.1/')).toBe('blocked');
    expect(await refuse('http://[::1]:3000/')).toBe('blocked');
    expect(await refuse('http://[::ffff:127.0.0.1]/')).toBe('blocked');
    expect(await refuse('http://[::ffff:0:127.0.0.1]/')).toBe('blocked');
    expect(await refuse('http://[2002:7f00:1::1]:8080/')).toBe('blocked');
    expect(await refuse('http://2130706433/')).toBe('blocked'); // WHATWG URL turns this into 127.0.0.1
    expect(await refuse('http://0x7f.1/')).toBe('blocked');
    expect(await refuse('http://169.254.169.254/latest/meta-data/')).toBe('blocked');
  });

  it('refuses names whose answers include a private address', async () => {
    expect(await refuse('http://metadata.test/', fakeDns)).toBe('blocked');
    expect(await refuse('http://mixed.test/', fakeDns)).toBe('blocked');
    expect(await refuse('https://v6local.test/', fakeDns)).toBe('blocked');
    expect(await refuse('https://translated.test/', fakeDns)).toBe('blocked');
    expect(await refuse('https://nat64.test/', fakeDns)).toBe('blocked');
    expect(await refuse('https://6to4.test/', fakeDns)).toBe('blocked');
    expect(await refuse('http://nowhere.test/', fakeDns)).toBe('unresolvable');
    expect(await refuse('ftp://public.test/', fakeDns)).toBe('protocol');
  });

  it('returns the checked public address to connect to', async () => {
    await expect(resolveTarget(new URL('https://public.test/x'), [], fakeDns)).resolves.toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('lets only an exact allow-listed host:port through', async () => {
    const allow = ['127.0.0.1:4567'];
    expect(isAllowListed(new URL('http://127.0.0.1:4567/a'), allow)).toBe(true);
    expect(isAllowListed(new URL('http://127.0.0.1:4568/a'), allow)).toBe(false);
    await expect(resolveTarget(new URL('http://127.0.0.1:4567/'), allow)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    const other = await resolveTarget(new URL('http://127.0.0.1:80/'), allow).catch((e: GuardError) => e.reason);
    expect(other).toBe('blocked');
  });
});
