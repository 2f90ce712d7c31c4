/** The app's package.json version, injected by @haru/webpack-config. */
declare const __APP_VERSION__: string;
