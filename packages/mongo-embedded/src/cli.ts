// mongo-embedded --data ./data --port 27017 [--host 127.0.0.1] [--nosync]
import { startEmbeddedMongo } from './index';

interface CliArgs { data: string; port: number; host: string; sync: boolean; compactBytes?: number }

function parseArgs(argv: string[]): CliArgs {
  const out: CliArgs = { data: './data', port: 27017, host: '127.0.0.1', sync: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`missing value for ${arg}`);
      return v;
    };
    if (arg === '--data' || arg === '--dbpath') out.data = value();
    else if (arg === '--port') out.port = Number(value());
    else if (arg === '--host' || arg === '--bind_ip') out.host = value();
    else if (arg === '--nosync') out.sync = false;
    else if (arg === '--compact-bytes') out.compactBytes = Number(value());
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: mongo-embedded --data DIR [--port 27017] [--host 127.0.0.1] [--nosync] [--compact-bytes N]');
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error(`invalid --port ${out.port}`);
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const server = await startEmbeddedMongo({
    dataDir: args.data, port: args.port, host: args.host, sync: args.sync, compactBytes: args.compactBytes,
  });
  console.log(`mongo-embedded listening on ${server.uri} (data: ${args.data})`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`mongo-embedded: ${signal}, flushing and stopping`);
    server.stop().then(() => process.exit(0), (err) => {
      console.error(err);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
