// Async boundary: shared singletons must be negotiated before any React code runs.
// Named: the server preloads this chunk group's files with the page (packages/webpack-config/preload-plugin.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
