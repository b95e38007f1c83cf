import { z } from 'zod';

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

/**
 * The manifest the gateway serves at /remotes.json: where each remote's entry lives now.
 * The shell reads it at start-up, so a remote is released by changing this, not the shell.
 */
export const RemotesManifestSchema = z.object({
  remotes: z.record(RemoteNameSchema, z.object({ entry: z.string().min(1) })),
});
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;
export const remotesManifestPath = '/remotes.json';
