import { GuardError, isAllowListed, isBlockedAddress, resolveTarget, type Resolver } from './address-guard';

const fakeDns: Resolver = async (host) => {
  const table: Record<string, string[]> = {
    'public.test': ['93.184.215.14'],
    'mixed.test': ['93.184.215.14', '10.1.2.3'],
    'metadata.test': ['169.254.169.254'],
    'v6local.test': ['fd00::1'],
  };
  if (!table[host]) throw new Error('ENOTFOUND');
  return table[host].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '100.100.100.200', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::', 'ff02::1', 'not-an-ip',
  ])('blocks %s', (ip) => expect(isBlockedAddress(ip)).toBe(true));

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888'])(
    'allows public %s',
    (ip) => expect(isBlockedAddress(ip)).toBe(false),
  );
});

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
    expect(await refuse('http://2130706433/')).toBe('blocked'); // WHATWG URL turns this into 127.0.0.1
    expect(await refuse('http://0x7f.1/')).toBe('blocked');
    expect(await refuse('http://169.254.169.254/latest/meta-data/')).toBe('blocked');
  });

  it('refuses names whose answers include a private address', async () => {
    expect(await refuse('http://metadata.test/', fakeDns)).toBe('blocked');
    expect(await refuse('http://mixed.test/', fakeDns)).toBe('blocked');
    expect(await refuse('https://v6local.test/', fakeDns)).toBe('blocked');
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
