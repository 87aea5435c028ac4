// Builds the browser app into dist/public. The server serves it and fills in the CSRF meta tag per request.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

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
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
      ],
    },
    plugins: [new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' })],
    performance: { hints: false },
    optimization: { splitChunks: { chunks: 'all' } },
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
