// Builds the browser app into dist/public. The server serves it and fills in the CSRF meta tag per request.
const path = require('node:path');
const zlib = require('node:zlib');
const { transformWithTs } = require('@formatjs/ts-transformer');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const typescript = require('typescript');
const webpack = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { AppIconsPlugin } = require('./scripts/appIcons/plugin.js');

/** The static assets worth sending compressed; index.html is filled in per request and is not among them. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** The server sends the brotli file to browsers that accept it and the gzip file to the others. */
const precompressedCopies = [
  new CompressionPlugin({
    test: COMPRESSIBLE,
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    filename: '[path][base].gz',
  }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    filename: '[path][base].br',
  }),
];

/**
 * The app's message descriptors (defineMessages...) built with their ids only: the catalogs hold every message
 * (their test checks it), so the English default and the translators' description would only weigh on the
 * download. Development builds keep them, for a message not yet in the catalogs.
 */
const messageDescriptorsWithIdsOnly = transformWithTs(typescript, { removeDefaultMessage: true });

/**
 * The service worker (src/features/appUpdate/serviceWorker.ts, docs/decisions.md "Installable app and updates"),
 * compiled into sw.js with the list of what it precaches: the page, which the server fills in and sends for `/`
 * (index.html is listed under that address), every script and stylesheet of assets/, and the favicon. Hashed
 * files are taken from the browser's HTTP cache when there; the others are fetched anew. Production builds
 * only: `npm run dev` has no worker.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: './src/features/appUpdate/serviceWorker.ts',
    swDest: 'sw.js',
    include: [/^assets\/.+\.(?:js|css)$/, /^index\.html$/, /^favicon\.svg$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{20}\.(?:js|css)$/,
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((entry) => (entry.url === '/index.html' ? { ...entry, url: '/' } : entry)), warnings: [] }),
    ],
    // A worker is one script: no chunk of it split off by splitChunks.
    webpackCompilationPlugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  });

const serverUrl = process.env.DEV_SERVER_PROXY_TARGET ?? 'http://127.0.0.1:4000';

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist/public'),
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    // Production maps are written beside the scripts for error reports, but the scripts do not point at them and
    // the server refuses to serve them: they would hand anyone the original source.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router 7 offers its production build under no export condition: every bundler gets the
      // development one (warnings, checks, twice the code) unless pointed at the other.
      // The catalogs come parsed (scripts/messageCatalogs/loader.js): react-intl's formatting needs the parser's
      // types and helpers, not the parser.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            '@formatjs/icu-messageformat-parser$': path.resolve(
              __dirname,
              'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
            ),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: 'tsconfig.json',
              ...(production ? { getCustomTransformers: () => ({ before: [messageDescriptorsWithIdsOnly] }) } : {}),
            },
          },
        },
        {
          // The app's modules do nothing when imported but declare things, so a page's chunk takes only the
          // modules it uses from a feature's index.ts instead of the whole feature. The one exception defines
          // the captcha's custom element as it is imported. The contract's modules too: the browser then
          // neither downloads nor builds at boot the schemas it never reads (the channel requests' table is the
          // server's: the browser checks replies by their shape, replyChecks.ts).
          test: /\.tsx?$/,
          include: [path.resolve(__dirname, 'src'), path.resolve(__dirname, 'contract')],
          exclude: path.resolve(__dirname, 'src/features/account/altchaWidget.ts'),
          sideEffects: false,
        },
        ...(production
          ? [
              {
                // Each language's messages, parsed at build time rather than in the browser.
                test: /[\\/]src[\\/]i18n[\\/][a-z]{2}-[A-Z]{2}\.json$/,
                use: [path.resolve(__dirname, 'scripts/messageCatalogs/loader.js')],
              },
            ]
          : []),
        {
          // antd's prebuilt stylesheet (see src/app/theme.ts): written out as a file of its own, cached for good
          // and fetched in parallel with the scripts, rather than built by antd in the browser at every load.
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          // Without the rules of the components the app never shows (scripts/antdStylesheet/loader.js), before
          // css-loader reads it.
          enforce: 'pre',
          test: /[\\/]antd[\\/]dist[\\/]antd\.css$/,
          use: [path.resolve(__dirname, 'scripts/antdStylesheet/loader.js')],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css',
      }),
      ...(production ? [new AppIconsPlugin({ source: './public/favicon.svg' }), serviceWorker(), ...precompressedCopies] : []),
    ],
    performance: { hints: false },
    optimization: {
      splitChunks: { chunks: 'all' },
      // SWC's minifier rather than webpack's default, Terser: the same kind of output, several times faster.
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } } })],
    },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/user_socket'], target: serverUrl, ws: true }],
      setupMiddlewares: (middlewares, devServer) => {
        // Pages from the dev server need a real CSRF token: ask the API server for one (same cookie).
        const { devCsrfMiddleware } = require('./scripts/devCsrfMiddleware.js');
        middlewares.unshift({ name: 'csrf-token', middleware: devCsrfMiddleware(serverUrl, devServer) });
        return middlewares;
      },
    },
  };
};
