import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openUserStore } from '../adapters/open-user-store';
import { changeRole, type RoleAction } from './change-role';

const usage =
  'usage: npm run users:role -- <grant | revoke> --email <e-mail> --role operator\n' +
  '  on the users store of MONGODB_URI, or of DATA_DIR/users.sqlite (DATA_DIR: default ./data)';

/**
 * `npm run users:role`: the only way a user gets or loses a role (docs/sessions.md, "Roles"), run by
 * whoever runs the servers; no call of the API grants one. Exit code 1 when nothing changed for a reason.
 */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' } },
  });
  const action = positionals[0];
  if (positionals.length !== 1 || (action !== 'grant' && action !== 'revoke') || !values.email || !values.role) {
    console.error(usage);
    return 1;
  }
  const store = await openUserStore(process.env.MONGODB_URI || undefined, resolve(process.env.DATA_DIR ?? 'data'));
  try {
    const result = await changeRole(store, action as RoleAction, values.email, values.role);
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    const { user, changed } = result;
    const roles = user.roles.length > 0 ? user.roles.join(', ') : 'none';
    console.log(`${user.email} (user ${user.userid}): ${changed ? '' : 'unchanged, '}roles now ${roles}.`);
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
