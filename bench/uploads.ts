/**
 * Photo upload memory benchmark: one server process (production mode) receives N parallel
 * uploads of a 49-megapixel photo (JPEG, then PNG), and it prints the answers (201 / 503 /
 * other), the time the batch took and the server's resident memory before and at most during
 * it, sampled every 20 ms from `/proc/<pid>/status`. Figures never fail the run.
 *
 *   npm run bench:uploads                    # 8 parallel uploads
 *   npm run bench:uploads -- --parallel 16
 *
 * PostgreSQL (a scratch database next to BENCH_DATABASE_URL, TEST_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/postgres, dropped at the end); Linux only for memory.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { openPostgres } from '../server/db/client';
import { createScratchDatabase, startServerProcess } from '../server/test/server-process';
import { createBenchMembers } from './realtime-members';
import { formatTable } from './table';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** 7000 × 7000 = 49 megapixels, just under the 50-megapixel limit. */
const SIDE = 7000;

function readParallel(argv: string[]): number {
  const index = argv.indexOf('--parallel');
  const value = Number(index >= 0 ? argv[index + 1] : 8);
  if (!Number.isInteger(value) || value < 1 || value > 64) {
    throw new Error('--parallel takes a whole number from 1 to 64');
  }
  return value;
}

/** A 49-megapixel photo-like image (smooth noise, so it stays under the 10 MB upload limit). */
async function makePhoto(format: 'jpeg' | 'png'): Promise<Buffer> {
  const small = await sharp({
    create: {
      width: 700,
      height: 700,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const large = sharp(small).resize(SIDE, SIDE, { kernel: 'cubic' });
  return format === 'jpeg'
    ? large.jpeg({ quality: 80 }).toBuffer()
    : large.png({ palette: true, colours: 16, dither: 0, compressionLevel: 9 }).toBuffer();
}

/** Resident memory of a process in MiB (Linux), or null elsewhere. */
async function readRssMib(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const match = status?.match(/^VmRSS:\s+(\d+) kB$/m);
  return match ? Number(match[1]) / 1024 : null;
}

interface BatchResult {
  label: string;
  statuses: Map<number, number>;
  seconds: number;
  rssBefore: number | null;
  rssPeak: number | null;
  rssAfter: number | null;
}

async function uploadBatch(
  origin: string,
  pid: number | undefined,
  tokens: string[],
  photo: Buffer,
  label: string,
): Promise<BatchResult> {
  const rssBefore = await readRssMib(pid);
  let rssPeak = rssBefore;
  let isSampling = true;
  const sampler = (async () => {
    while (isSampling) {
      const rss = await readRssMib(pid);
      if (rss !== null && (rssPeak === null || rss > rssPeak)) rssPeak = rss;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    tokens.map(async (token) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)]), 'photo');
      const res = await fetch(`${origin}/api/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  isSampling = false;
  await sampler;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return { label, statuses: counts, seconds, rssBefore, rssPeak, rssAfter: await readRssMib(pid) };
}

const mib = (value: number | null) => (value === null ? '—' : value.toFixed(0));

async function main(): Promise<void> {
  const parallel = readParallel(process.argv.slice(2));
  const adminUrl =
    process.env.BENCH_DATABASE_URL?.trim() ||
    process.env.TEST_DATABASE_URL?.trim() ||
    DEFAULT_ADMIN_URL;
  const photos = { jpeg: await makePhoto('jpeg'), png: await makePhoto('png') };
  console.log(
    `Uploads: ${parallel} in parallel of a ${SIDE}×${SIDE} photo ` +
      `(JPEG ${(photos.jpeg.length / 1e6).toFixed(1)} MB, PNG ${(photos.png.length / 1e6).toFixed(1)} MB)`,
  );
  const database = await createScratchDatabase(adminUrl);
  const handle = openPostgres(database.url, 2);
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await handle.migrate();
    // One member per upload: the hourly upload limit is per member.
    const members = await createBenchMembers(handle.db, parallel * 2);
    server = await startServerProcess(database.url, { env: { NODE_ENV: 'production' } });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pid = server.child.pid;
    const tokens = members.map((member) => member.token);
    const results = [
      await uploadBatch(server.origin, pid, tokens.slice(0, parallel), photos.jpeg, 'JPEG'),
      await uploadBatch(server.origin, pid, tokens.slice(parallel), photos.png, 'PNG'),
    ];
    const header = ['photo', 'answers', 'seconds', 'RSS before', 'RSS peak', 'RSS 2 s after'];
    const rows = results.map((r) => [
      r.label,
      [...r.statuses].map(([status, count]) => `${count}× ${status}`).join(', '),
      r.seconds.toFixed(1),
      `${mib(r.rssBefore)} MiB`,
      `${mib(r.rssPeak)} MiB`,
      `${mib(r.rssAfter)} MiB`,
    ]);
    console.log('');
    console.log(formatTable([header, ...rows], { leftAligned: [0, 1] }));
  } finally {
    await server?.stop();
    await handle.close();
    await database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
