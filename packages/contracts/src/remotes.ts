import { z } from 'zod';
import type { DeclaredRoutes } from './remote-pages';

/** The microfrontends the shell federates. */
export const remoteNames = ['catalogue', 'cart', 'account'] as const;
export const RemoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

/** Federation container names: what each remote's webpack config calls itself. */
export const remoteContainers: Record<RemoteName, string> = {
  catalogue: 'mf_catalogue',
  cart: 'mf_cart',
  account: 'mf_account',
};

/** A release label: what `npm run release -w @shop/mf-<name> -- <version>` names its folder after. */
export const RemoteVersionSchema = z
  .string()
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,40})?$/, 'semver, e.g. 1.4.0 or 1.4.0-rc.1');

/**
 * Where one remote's entry lives: a path on the shop's own origin or an http(s) URL (a CDN). A
 * protocol-relative `//host` or a `javascript:` URL would load a script from wherever it names.
 */
export const RemoteEntrySchema = z.object({
  entry: z
    .string()
    .min(1)
    .max(500)
    .refine(
      (entry) => (entry.startsWith('/') && !entry.startsWith('//')) || /^https?:\/\/[^/]/.test(entry),
      'a /path or an http(s) URL',
    ),
  /** The release the entry belongs to; absent for the build the remote's image serves. */
  version: RemoteVersionSchema.optional(),
});
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;

/**
 * The manifest the gateway serves at /remotes.json: where each remote's entry lives now.
 * The shell reads it at start-up, so a remote is released by changing this, not the shell.
 */
export const RemotesManifestSchema = z.object({
  remotes: z.record(RemoteNameSchema, RemoteEntrySchema),
});
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;
export const remotesManifestPath = '/remotes.json';

/**
 * The manifest as it is served and read: every entry that is valid on its own. A release is
 * checked against the whole RemotesManifestSchema before it is published; whatever still goes
 * wrong in the file (a hand edit, a half-finished rollout) costs only the remote it names.
 */
export interface ServedRemotesManifest {
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  /**
   * The routes of the pages each remote's release declares (its pages.json, remote-pages.ts), added
   * by the gateway when it serves the manifest: the shell's router knows every remote page at start-up.
   */
  pages?: DeclaredRoutes;
}

export interface DroppedRemoteEntry {
  /** The key as the file spells it (it may name no remote at all). */
  remote: string;
  problem: string;
}

const ManifestShapeSchema = z.object({ remotes: z.record(z.string(), z.unknown()) });

/** Validates each entry of a manifest alone; the bad ones are returned apart, for the log. */
export function parseRemotesManifestEntries(value: unknown): {
  manifest: ServedRemotesManifest;
  dropped: DroppedRemoteEntry[];
} {
  const shape = ManifestShapeSchema.safeParse(value);
  if (!shape.success) return { manifest: { remotes: {} }, dropped: [{ remote: '*', problem: 'no "remotes" object' }] };
  const remotes: ServedRemotesManifest['remotes'] = {};
  const dropped: DroppedRemoteEntry[] = [];
  for (const [key, raw] of Object.entries(shape.data.remotes)) {
    const name = RemoteNameSchema.safeParse(key);
    const entry = RemoteEntrySchema.safeParse(raw);
    if (!name.success) dropped.push({ remote: key, problem: 'not a remote of this shop' });
    else if (!entry.success) dropped.push({ remote: key, problem: z.prettifyError(entry.error) });
    else remotes[name.data] = entry.data;
  }
  return { manifest: { remotes }, dropped };
}
