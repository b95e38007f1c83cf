// mongosh script used as the `mongo` container healthcheck.
// The server runs as a single-member replica set (rs0) because MongoDB only
// supports multi-document transactions and change streams on replica sets.
// First run: initiate the set. Healthy once this member is the writable primary.
try {
  rs.status();
} catch (e) {
  // NotYetInitialized (94) on a fresh volume.
  rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] });
}
quit(db.hello().isWritablePrimary ? 0 : 1);
