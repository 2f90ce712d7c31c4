import { fastPathSecuritySuite } from './fast-path.security.suite';

// The owners' stamps read from the database on every request (REVISION_STAMPS=database, the default with MONGODB_URI).
fastPathSecuritySuite('database');
