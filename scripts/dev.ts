// `npm run dev`: the API server restarting on change (tsx watch) and webpack-dev-server with hot reload,
// which proxies /api and /user_socket to it.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const children: ChildProcess[] = [];

function run(name: string, args: readonly string[]): void {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    console.log(`${name} exited (${String(code)}); stopping the rest.`);
    stopAll();
    process.exitCode = code ?? 1;
  });
  children.push(child);
}

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

run('server', [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'server/main.ts']);
run('webpack-dev-server', [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development']);
console.log(`Open http://127.0.0.1:${process.env.DEV_PORT ?? '8080'}/ (hot reload); the API runs on port ${process.env.PORT ?? '4000'}.`);
