import sharp from 'sharp';
import { runTool, type ToolResult } from './tool-process';

/** Test support of the backup tests: the CLIs run as processes, members and photos over HTTP. */

export type CliResult = ToolResult;

/** Runs `backup-cli.ts` or `restore-cli.ts` with tsx, as `npm run backup` / `restore` do. */
export function runBackupCli(
  cli: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  return runTool(cli, args, env);
}

/** A member signed up through `/auth/v1/signup`. */
export interface SignedUpMember {
  id: string;
  username: string;
  email: string;
  password: string;
  headers: { authorization: string };
}

/** Signs a new member up on a running server (accounts are confirmed at once in tests). */
export async function signUp(origin: string, username: string): Promise<SignedUpMember> {
  const email = `${username}@example.test`;
  const password = 'Castle-Dreams-42';
  const res = await fetch(`${origin}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { username } }),
  });
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  if (res.status !== 200) throw new Error(`signup failed: ${JSON.stringify(body)}`);
  return {
    id: body.user.id,
    username,
    email,
    password,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}

/** Uploads a small JPEG of `colour` as `member`; answers the upload's id. */
export async function uploadPhoto(
  origin: string,
  member: SignedUpMember,
  colour: { r: number; g: number; b: number },
): Promise<string> {
  const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${origin}/api/uploads`, {
    method: 'POST',
    headers: member.headers,
    body: form,
  });
  const body = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.id;
}

/** Publishes a post as `member` with these photos; answers its id. */
export async function publishPost(
  origin: string,
  member: SignedUpMember,
  body: string,
  imageIds: string[] = [],
): Promise<string> {
  const res = await fetch(`${origin}/api/posts`, {
    method: 'POST',
    headers: { ...member.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ body, imageIds }),
  });
  const answer = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`post failed: ${JSON.stringify(answer)}`);
  return answer.id;
}

/** The bytes a server serves at `path`, or null for anything but 200. */
export async function servedBytes(origin: string, path: string): Promise<Buffer | null> {
  const res = await fetch(`${origin}${path}`);
  if (res.status !== 200) return null;
  return Buffer.from(await res.arrayBuffer());
}
