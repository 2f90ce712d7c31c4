import { fastPathSecuritySuite } from './fast-path.security.suite';

// The owners' stamps from this process's copy (REVISION_STAMPS=memory, the default on the embedded database).
fastPathSecuritySuite('memory');
