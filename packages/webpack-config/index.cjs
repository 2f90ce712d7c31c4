// createConfig(): the one webpack + Module Federation configuration every app uses.
// Federation settings live in federation.cjs; this file is the bundler side only.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { federationPlugin } = require('./federation.cjs');
const { PreloadManifestPlugin } = require('./preload-plugin.cjs');
const { appEntry } = require('./apps.cjs');

/**
 * The federation name, dev-server port and page title come from the app's entry in apps.config.json.
 * @param {object} options
 * @param {string} options.dir        the app's directory (its name is the app's `folder` in apps.config.json)
 * @param {Record<string,string>} [options.exposes]  remotes: { './App': './src/expose/app.tsx' }
 * @param {string[]} [options.runtimePlugins]  shell only
 */
function createConfig(options) {
  const o = { ...options, ...appEntry(options.dir) };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The shell's production CSS goes into minified .css files instead of JS that injects it. Remotes keep
    // style-loader: they may be served from another origin (REMOTE_ORIGINS, staging overrides), and the shell's
    // CSP allows stylesheets only from 'self' (api/src/web/static.ts), while injected <style> is allowed.
    const extractCss = production && !o.exposes;
    const pkg = require(path.join(o.dir, 'package.json'));
    return {
      mode: production ? 'production' : 'development',
      entry: { main: path.join(o.dir, 'src/index.ts') },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: o.dir,
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: o.name,
        chunkLoadTimeout: 15000,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: rules(o.name, production, extractCss) },
      plugins: [
        federationPlugin(o, production),
        // dist/preload.json: the files of each named chunk group and shared package, for the server's preload tags.
        ...(production ? [new PreloadManifestPlugin()] : []),
        // MF_BUILD_VERSION is also what the federation manifest records as buildVersion.
        new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(process.env.MF_BUILD_VERSION ?? pkg.version) }),
        ...(extractCss ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          publicPath: '/',
          chunks: ['main'],
          title: o.title ?? '하루',
        }),
      ],
      optimization: { minimizer: [javascriptMinimizer(), new CssMinimizerPlugin()] },
      performance: { hints: false },
      devServer: devServer(o),
      stats: 'errors-warnings',
      // publicPath 'auto' is deliberate (remotes are relocatable); the manifest plugin warns about it on every build.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
    };
  };
}

/**
 * JavaScript is minified by swc (@swc/core, already the loader's compiler) instead of webpack's default terser: the
 * same two compress passes, about half the build's CPU time (the six apps and the API: 251 → 135 s of CPU), and
 * each app's JS 0.3–0.7 % smaller gzipped.
 */
function javascriptMinimizer() {
  return new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } });
}

function rules(name, production, extractCss) {
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  };
  // Development always uses style-loader (hot reloading).
  const inject = extractCss ? MiniCssExtractPlugin.loader : 'style-loader';
  // Injected CSS in a production build carries no source map: css-loader would otherwise inline each stylesheet's
  // map (with its source) into the JS the browser downloads (mf-home's /home chunk: 18 KB of its 47 KB raw).
  const sourceMap = !production || extractCss;
  return [
    { test: /\.[jt]sx?$/, exclude: /node_modules/, use: swc },
    {
      test: /\.module\.css$/,
      use: [inject, { loader: 'css-loader', options: { sourceMap, modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: `${name}__[local]__[hash:base64:5]` } } }],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [inject, { loader: 'css-loader', options: { sourceMap } }] },
    { test: /\.(png|svg|ico|webp|woff2?)$/, type: 'asset/resource' },
  ];
}

function devServer(o) {
  return {
    port: o.port,
    historyApiFallback: true,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: process.env.HARU_DEV_API ?? 'http://localhost:8080' }],
  };
}

module.exports = { createConfig };
