// mongo-embedded --data ./data --port 27017 [--host 127.0.0.1] [--nosync]
// mongo-embedded repair --data ./data
import { startEmbeddedMongo } from './index';
import { repairDataDir } from './journal/repair';

interface CliArgs {
  data: string; port: number; host: string; sync: boolean; compactBytes?: number; socket?: string;
  timeouts: { idleMs?: number; frameMs?: number };
}

function parseArgs(argv: string[]): CliArgs {
  const out: CliArgs = { data: './data', port: 27017, host: '127.0.0.1', sync: true, timeouts: {} };
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
    else if (arg === '--socket') out.socket = value();
    else if (arg === '--idle-timeout-ms') out.timeouts.idleMs = Number(value());
    else if (arg === '--frame-timeout-ms') out.timeouts.frameMs = Number(value());
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: mongo-embedded --data DIR [--port 27017] [--host 127.0.0.1 | --socket PATH.sock] [--nosync] [--compact-bytes N]\n' +
        '         [--idle-timeout-ms 600000] [--frame-timeout-ms 30000]\n       mongo-embedded repair --data DIR');
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error(`invalid --port ${out.port}`);
  for (const ms of Object.values(out.timeouts)) if (!Number.isInteger(ms) || ms < 0) throw new Error(`invalid timeout ${ms}`);
  if (out.socket !== undefined && !out.socket.endsWith('.sock')) throw new Error('--socket must end in .sock (the driver recognises socket paths by it)');
  return out;
}

async function repair(argv: string[]): Promise<void> {
  if (argv.length !== 2 || (argv[0] !== '--data' && argv[0] !== '--dbpath')) throw new Error('usage: mongo-embedded repair --data DIR');
  const report = await repairDataDir(argv[1], (msg) => console.log(msg));
  for (const f of report.files) {
    const damage = f.damage.map((d) => `${d.bytes} damaged bytes at byte ${d.offset} (${d.problem})`).join('; ') || 'no damage';
    console.log(`${f.name}: ${f.records} records salvaged, ${damage}`);
  }
  for (const [ns, n] of Object.entries(report.collections)) console.log(`${ns}: ${n} documents`);
  for (const w of report.warnings) console.log(`warning: ${w}`);
  console.log(`wrote ${report.records} records to ${report.journal}; the original files are kept in ${report.keptIn}`);
}

async function main(): Promise<void> {
  if (process.argv[2] === 'repair') return repair(process.argv.slice(3));
  const args = parseArgs(process.argv.slice(2));
  const server = await startEmbeddedMongo({
    dataDir: args.data, port: args.port, host: args.host, sync: args.sync, compactBytes: args.compactBytes,
    socket: args.socket, timeouts: args.timeouts,
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
